import { type Text, varietyResource } from '@pharma/contract';
import { and, inArray } from 'drizzle-orm';
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
    const goods = await ctx.db
      .select({ varietyId: goodsTable.varietyId })
      .from(goodsTable)
      .where(and(inArray(goodsTable.varietyId, ids), scoped(ctx, goodsTable, { dataScope: false })))
      .limit(1);
    if (goods[0]) throw badRequest(inUse.goods, { name: await nameOf(ctx, new Set([String(goods[0].varietyId)])) });
    const lines = await ctx.db
      .select({ varietyId: catalogueLineTable.varietyId })
      .from(catalogueLineTable)
      .where(and(inArray(catalogueLineTable.varietyId, ids), scoped(ctx, catalogueLineTable, { dataScope: false })))
      .limit(1);
    if (lines[0]) throw badRequest(inUse.catalogue, { name: await nameOf(ctx, new Set([String(lines[0].varietyId)])) });
  },
});
