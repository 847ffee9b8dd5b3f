import { type Text, varietyResource } from '@pharma/contract';
import { and, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../../platform/context.ts';
import { crudService } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { goodsTable } from '../master/goods.table.ts';
import { varietyTable } from '../master/variety.table.ts';
import { catalogueLineTable } from './catalogue.table.ts';

const inUse = {
  goods: {
    zh: '品种“{name}”下还有商品，不能删除',
    en: 'The variety "{name}" still has goods: it cannot be removed',
  },
  catalogue: {
    zh: '品种“{name}”已被采购目录引用，不能删除',
    en: 'The variety "{name}" is used by a catalogue: it cannot be removed',
  },
} satisfies Record<string, Text>;

/** The name of the first of these varieties that `used` holds. */
async function nameOf(ctx: Ctx, ids: Set<string>): Promise<string> {
  const rows = await ctx.db
    .select({ id: varietyTable.id, name: varietyTable.varietyName })
    .from(varietyTable)
    .where(and(inArray(varietyTable.id, [...ids]), scoped(ctx, varietyTable, { dataScope: false })));
  return String(rows[0]?.name ?? '');
}

/**
 * 品种 with the kit's CRUD and one rule of docs/domain.md §2.11 (14): a variety that goods still belong to, or that a
 * live catalogue line names, cannot be removed.
 */
export const varietyService = crudService(varietyResource, {
  async beforeRemove(ctx, ids) {
    await refuseIfNamed(ctx, goodsTable, goodsTable.varietyId, ids, inUse.goods);
    await refuseIfNamed(ctx, catalogueLineTable, catalogueLineTable.varietyId, ids, inUse.catalogue);
  },
});

/** Refuses with `message`, naming the variety, when a live row of `table` names one of `ids` in `column`. */
async function refuseIfNamed(ctx: Ctx, table: PgTable, column: PgColumn, ids: string[], message: Text) {
  const [used] = await ctx.db
    .select({ varietyId: column })
    .from(table)
    .where(and(inArray(column, ids), scoped(ctx, table, { dataScope: false })))
    .limit(1);
  if (used) throw badRequest(message, { name: await nameOf(ctx, new Set([String(used.varietyId)])) });
}
