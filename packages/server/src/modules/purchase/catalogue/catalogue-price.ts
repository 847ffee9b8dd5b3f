import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { goodsTable } from '../master/goods.table.ts';
import { catalogueTable as head, catalogueLineTable as line } from './catalogue.table.ts';

/** The catalogue price a plan or order line uses for one goods item. */
export interface EffectivePrice {
  catalogueId: string;
  catalogueLineId: string;
  supplierId: string;
  /** Tax-inclusive unit price, numeric(18,4) as text. */
  unitPrice: string;
  /** numeric(6,4) as text (0.1300). */
  taxRate: string;
  onlySupplier: boolean;
  /** numeric(18,3) as text, or null when none. */
  minOrderQty: string | null;
  priority: number;
  settleType: number | null;
  paymentTermDays: number | null;
  /** Whether the line names the goods item itself (else it prices its whole variety). */
  goodsLevel: boolean;
}

/**
 * The effective catalogue price of each goods item for a shipper on a day (docs/domain.md §2.5): among the enabled lines
 * of the shipper's in-force catalogues (status 1, the day within the header's dates and the line's own, if any) that
 * name the goods item or its variety, a goods-level line beats a variety-level one, then the lowest `priority`, then
 * the lowest price (then the oldest line, so the answer is stable). When an `onlySupplier` line matches, only such
 * lines are considered (唯一供货). Goods without any matching line are absent from the map. With `supplierId`, only
 * that supplier's lines count (the price of a line whose supplier is already chosen).
 */
export async function effectivePrices(
  ctx: Ctx,
  shipperId: string,
  goodsIds: string[],
  on: string,
  options: { supplierId?: string } = {},
): Promise<Map<string, EffectivePrice>> {
  const out = new Map<string, EffectivePrice>();
  const ids = [...new Set(goodsIds)];
  if (ids.length === 0) return out;
  const goodsLevel = sql<boolean>`${line.goodsId} is not null`;
  const rows = await ctx.db
    .select({
      goodsId: goodsTable.id,
      catalogueId: head.id,
      catalogueLineId: line.id,
      supplierId: line.supplierId,
      unitPrice: line.unitPrice,
      taxRate: line.taxRate,
      onlySupplier: line.onlySupplier,
      minOrderQty: line.minOrderQty,
      priority: line.priority,
      settleType: line.settleType,
      paymentTermDays: line.paymentTermDays,
      goodsLevel,
    })
    .from(goodsTable)
    .innerJoin(
      line,
      // Each table is held to the caller's tenant below (scoped), so the joins need no tenant of their own.
      or(eq(line.goodsId, goodsTable.id), and(isNull(line.goodsId), eq(line.varietyId, goodsTable.varietyId))),
    )
    .innerJoin(head, eq(head.id, line.catalogueId))
    .where(
      and(
        scoped(ctx, goodsTable, { dataScope: false }),
        scoped(ctx, line, { dataScope: false }),
        scoped(ctx, head, { dataScope: false }),
        inArray(goodsTable.id, ids),
        eq(head.shipperId, shipperId),
        eq(head.status, 1),
        lte(head.effectiveFrom, on),
        gte(head.effectiveTo, on),
        eq(line.status, 1),
        or(isNull(line.effectiveFrom), lte(line.effectiveFrom, on)),
        or(isNull(line.effectiveTo), gte(line.effectiveTo, on)),
        options.supplierId ? eq(line.supplierId, options.supplierId) : undefined,
      ),
    )
    .orderBy(
      goodsTable.id,
      sql`${line.onlySupplier} desc`,
      sql`${goodsLevel} desc`,
      asc(line.priority),
      asc(line.unitPrice),
      asc(line.id),
    );
  for (const r of rows) {
    if (out.has(r.goodsId)) continue;
    out.set(r.goodsId, {
      catalogueId: r.catalogueId,
      catalogueLineId: r.catalogueLineId,
      supplierId: r.supplierId,
      unitPrice: r.unitPrice,
      taxRate: r.taxRate,
      onlySupplier: r.onlySupplier,
      minOrderQty: r.minOrderQty,
      priority: r.priority,
      settleType: r.settleType,
      paymentTermDays: r.paymentTermDays,
      goodsLevel: Boolean(r.goodsLevel),
    });
  }
  return out;
}
