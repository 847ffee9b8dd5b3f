import {
  type apiScopeCalls,
  type BodyOf,
  customScopeType,
  type dataScopeCalls,
  defaultScopeColumn,
  isIdText,
  scopeMessages,
  type Text,
} from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scopeTypes } from '../../../platform/data-scope.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { menu } from '../menu/menu.table.ts';
import { findScope, type ScopeKind, scopeRecord, scopeTable } from './scope.service.ts';

/** The server's own refusals of a scope submit (those the forms share are the contract's scopeMessages). */
const refusals = {
  menuMissing: { zh: '所属菜单不存在或已被删除', en: 'The menu does not exist or has been deleted' },
  unknownTarget: {
    zh: '数据权限编号 {code} 不存在,可选:{codes}',
    en: 'Unknown data scope code {code}; choose one of: {codes}',
  },
  badColumn: {
    zh: '{code} 的权限字段只能是以下之一:{columns}',
    en: 'The scope column of {code} must be one of: {columns}',
  },
  customValue: {
    zh: '自定义数据权限请填写以逗号分隔的部门编号',
    en: 'A custom data scope needs department ids separated by commas',
  },
} satisfies Record<string, Text>;

/** A submit's body as its kind's declaration parses it. */
type ScopeInput = BodyOf<typeof dataScopeCalls.submit> | BodyOf<typeof apiScopeCalls.submit>;
type Input = ScopeInput & Record<string, unknown>;
type Values = Record<string, unknown>;

/** The value a field ends up with: the submitted one when the key is present (null clears), else the stored one. */
const merged = (input: Input, existing: Values | undefined, key: string): unknown =>
  input[key] !== undefined ? input[key] : existing?.[key];
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Type 5 names departments by id only: the filter binds them as values, so no text can reach the SQL. */
function customDepts(value: unknown): string {
  // Strict, unlike a stored list's reading (commaList): a blank between commas is a typing slip worth a refusal.
  const ids = (text(value) ?? '').split(',').map((s) => s.trim());
  if (ids.some((id) => !isIdText(id))) throw badRequest(refusals.customValue);
  return [...new Set(ids)].join(',');
}

function dataValues(ctx: Ctx, input: Input, existing: Values | undefined): Values {
  const pickOf = (key: string) => merged(input, existing, key);
  const resourceCode = text(pickOf('resourceCode'));
  const scopeName = text(pickOf('scopeName'));
  const scopeType = pickOf('scopeType');
  if (!resourceCode) throw badRequest(scopeMessages.dataCodeRequired);
  if (!scopeName) throw badRequest(scopeMessages.dataNameRequired);
  const target = ctx.registry.dataScopeTarget(resourceCode);
  if (!target) {
    const codes = ctx.registry
      .dataScopeTargets()
      .map((t) => t.code)
      .join(', ');
    throw badRequest(refusals.unknownTarget, { code: resourceCode, codes });
  }
  const scopeColumn = text(pickOf('scopeColumn')) ?? defaultScopeColumn;
  // Only the department types compare the column with departments: "all" reads none and "own rows" the owner column
  // (create_user) whatever is stored, so what a form puts there for them is kept (Saber's: '-' and 'create_user').
  const readsColumn = scopeType !== scopeTypes.all && scopeType !== scopeTypes.ownRows;
  if (readsColumn && !Object.hasOwn(target.columns, scopeColumn)) {
    throw badRequest(refusals.badColumn, { code: resourceCode, columns: Object.keys(target.columns).join(', ') });
  }
  if (typeof scopeType !== 'number' || scopeType < 1 || scopeType > 5) {
    throw badRequest(scopeMessages.dataTypeRequired);
  }
  return {
    resourceCode,
    scopeName,
    scopeColumn,
    scopeType,
    // Only a custom scope has a value; any other type's value would never be read, so none is kept.
    scopeValue: scopeType === customScopeType ? customDepts(pickOf('scopeValue')) : null,
    scopeField: text(pickOf('scopeField')) ?? '*',
    scopeClass: text(pickOf('scopeClass')),
    remark: text(pickOf('remark')),
  };
}

function apiValues(input: Input, existing: Values | undefined): Values {
  const pickOf = (key: string) => merged(input, existing, key);
  const scopeName = text(pickOf('scopeName'));
  const resourceCode = text(pickOf('resourceCode'));
  const scopePath = text(pickOf('scopePath'));
  const scopeType = pickOf('scopeType') ?? 1;
  if (!scopeName) throw badRequest(scopeMessages.apiNameRequired);
  if (!scopePath && !resourceCode) throw badRequest(scopeMessages.apiTarget);
  if (scopePath && (!scopePath.startsWith('/api/') || /\s/.test(scopePath))) throw badRequest(scopeMessages.apiPath);
  if (scopeType !== 1 && scopeType !== 2) throw badRequest(scopeMessages.apiTypeRequired);
  return { scopeName, resourceCode, scopePath, scopeType, remark: text(pickOf('remark')) };
}

/** submit: add (no id) or update a scope; it must hang under a live menu. */
export async function saveScope(ctx: Ctx, kind: ScopeKind, body: ScopeInput) {
  const input = body as Input;
  const t = scopeTable(kind);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Ctx['db'];
    const txCtx = { ...ctx, db };
    const existing = input.id ? await findScope(txCtx, kind, input.id) : undefined;
    if (input.id && !existing) throw notFound();
    const menuId = text(merged(input, existing, 'menuId'));
    if (!menuId) throw badRequest(scopeMessages.menuRequired);
    const [owner] = await db
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.id, menuId), scoped(ctx, menu)));
    if (!owner) throw badRequest(refusals.menuMissing);
    const values = { menuId, ...(kind === 'data' ? dataValues(ctx, input, existing) : apiValues(input, existing)) };
    if (!existing) {
      const [row] = await db
        .insert(t)
        .values({
          ...(values as typeof t.$inferInsert),
          createUser: ctx.userId,
          createDept: ctx.deptIds[0] ?? null,
          updateUser: ctx.userId,
        })
        .returning();
      return { record: await scopeRecord(txCtx, kind, row!), created: true };
    }
    const [row] = await db
      .update(t)
      .set({ ...values, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(eq(t.id, input.id!), scoped(ctx, t)))
      .returning();
    return { record: await scopeRecord(txCtx, kind, row!), created: false };
  });
}
