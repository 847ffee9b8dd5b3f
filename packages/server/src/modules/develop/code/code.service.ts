import { codeCopySuffix, codeResource } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { crudService, type Row } from '../../../platform/crud/service.ts';
import { forbidden, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { assertIdentifier } from '../identifiers.ts';
import { code } from './code.table.ts';

const fields = codeResource.fields;

/** 代码生成: the CRUD kit over blade_code; the key column must be a name the generated code can use. */
export const codeService = crudService(codeResource, {
  beforeWrite(_ctx, values) {
    assertIdentifier(fields.pkName.label, values.pkName);
  },
});

/** 复制: a new row with the same settings, its module name ending in `-copy` (BladeX's), cut to the column. */
export async function copyCode(ctx: Ctx, id: string): Promise<Row> {
  if (!ctx.isAdministrator) throw forbidden();
  const [row] = await ctx.db
    .select()
    .from(code)
    .where(and(scoped(ctx, code), eq(code.id, id)));
  if (!row) throw notFound();
  const { id: _id, createTime: _c, updateTime: _u, ...settings } = row;
  const max = fields.codeName.max;
  const codeName = `${String(row.codeName).slice(0, max - codeCopySuffix.length)}${codeCopySuffix}`;
  const [copy] = await ctx.db
    .insert(code)
    .values({ ...settings, codeName, createUser: ctx.userId, updateUser: ctx.userId } as never)
    .returning();
  return codeService.shape(ctx, copy as Row);
}
