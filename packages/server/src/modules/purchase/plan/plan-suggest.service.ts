import { type PurchaseSetting, priceSource, type SuggestionLine, type SuggestReply } from '@pharma/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { effectivePrices } from '../catalogue/catalogue-price.ts';
import { goodsTable } from '../master/goods.table.ts';
import { supplierTable } from '../master/supplier.table.ts';
import { orderGoodsTable as ol, purchaseOrderTable } from '../order/order.table.ts';
import { purchaseSettingOf } from '../setting/setting.query.ts';
import { dayIn } from '../shared/days.ts';
import { goodsSalesTable as sales, goodsStockTable as stock } from '../stock/stock.table.ts';

export type Suggested = SuggestionLine;

/**
 * The replenishment suggestion of one shipper (docs/domain.md §2.12), every number computed by PostgreSQL:
 * - sales: the shipper's daily sales of the last `salesWindowDays` days up to today (sale_date > today − N);
 *   last3MonthSalesQty the same over 90 days;
 * - avgDailySales = sales / N (4 places); upperLimitQty = sales × upperLimitDays / N (3 places);
 * - inTransitQty = Σ (qty − receivedQty) of open lines (not closed) of orders 待审核/待收货/部分收货 dated within the
 *   last `inTransitWindowDays` days;
 * - suggestQty = max(0, upperLimit − stock − inTransit + soldNotShipped), rounded up to whole units, or to middle
 *   packs (roundToPackage 1) or cases (2);
 * - saleableDays = (stock + inTransit) / avgDailySales (null without sales);
 * - a goods item is suggested only below the reorder point: saleableDays < safetyStockDays + leadTimeDays (with
 *   sales); only goods with sales in the window or stock on hand are considered; others only with `showAll`.
 * Supplier and price come from the catalogue in force (effectivePrices); lastPrice / lowestPrice from the shipper's
 * earlier orders.
 */
export async function suggestion(
  ctx: Ctx,
  shipperId: string,
  showAll: boolean,
): Promise<{ setting: PurchaseSetting; calcTime: Date; lines: Suggested[] }> {
  const setting = await purchaseSettingOf(ctx, shipperId);
  const today = dayIn(ctx.timeZone);
  const calcTime = new Date();
  const n = setting.salesWindowDays;
  const w = setting.inTransitWindowDays;
  const wide = Math.max(n, 90);
  const reorder = setting.safetyStockDays + setting.leadTimeDays;

  const salesRows = sql`select ${sales.goodsId} as goods_id,
      coalesce(sum(${sales.qty}) filter (where ${sales.saleDate} > ${today}::date - ${n}::int), 0) as win,
      coalesce(sum(${sales.qty}) filter (where ${sales.saleDate} > ${today}::date - 90), 0) as q3
    from ${sales}
    where ${and(scoped(ctx, sales), eq(sales.shipperId, shipperId))}
      and ${sales.saleDate} > ${today}::date - ${wide}::int and ${sales.saleDate} <= ${today}::date
    group by ${sales.goodsId}`;
  const stockRows = sql`select ${stock.goodsId} as goods_id, ${stock.stockQty} as stock_qty,
      ${stock.availableQty} as available_qty, ${stock.soldNotShippedQty} as sns
    from ${stock} where ${and(scoped(ctx, stock), eq(stock.shipperId, shipperId))}`;
  const transitRows = sql`select ${ol.goodsId} as goods_id, sum(greatest(${ol.qty} - ${ol.receivedQty}, 0)) as qty
    from ${ol} join ${purchaseOrderTable} on ${purchaseOrderTable.id} = ${ol.orderId}
    where ${and(scoped(ctx, purchaseOrderTable), scoped(ctx, ol), eq(purchaseOrderTable.shipperId, shipperId))}
      and ${purchaseOrderTable.status} in (1, 3, 4) and ${ol.lineStatus} <> 3 and ${purchaseOrderTable.orderDate} > ${today}::date - ${w}::int
    group by ${ol.goodsId}`;
  const pack = sql`case ${setting.roundToPackage}::int when 1 then nullif(${goodsTable.middlePackQty}, 0) when 2 then nullif(${goodsTable.packQty}, 0) end`;
  const result = (await ctx.db.execute(sql`
    with s as (${salesRows}), st as (${stockRows}), tr as (${transitRows}),
    base as (
      select ${goodsTable.id} as goods_id, ${goodsTable.varietyId} as variety_id, ${goodsTable.goodsCode} as goods_code,
        ${goodsTable.commonName} as common_name, ${goodsTable.tradeName} as trade_name, ${goodsTable.spec} as spec,
        ${goodsTable.dosageForm} as dosage_form, ${goodsTable.unit} as unit, ${goodsTable.packQty} as pack_qty,
        ${goodsTable.manufacturer} as manufacturer, ${goodsTable.approvalNo} as approval_no, ${goodsTable.taxRate} as tax_rate,
        coalesce(${pack}, 1) as round_to,
        coalesce(st.stock_qty, 0) as stock_qty, coalesce(st.available_qty, 0) as available_qty,
        coalesce(st.sns, 0) as sns, coalesce(tr.qty, 0) as transit,
        coalesce(s.win, 0) as win, coalesce(s.q3, 0) as q3
      from ${goodsTable}
        left join s on s.goods_id = ${goodsTable.id}
        left join st on st.goods_id = ${goodsTable.id}
        left join tr on tr.goods_id = ${goodsTable.id}
      where ${and(scoped(ctx, goodsTable, { dataScope: false }), eq(goodsTable.status, 1))}
        and coalesce(${goodsTable.specialControl}, 0) <> 3
        and (coalesce(s.win, 0) > 0 or coalesce(st.stock_qty, 0) > 0)
    ),
    calc as (
      select *, round(win / ${n}::numeric, 4) as avg_daily, round(win * ${setting.upperLimitDays}::numeric / ${n}::numeric, 3) as upper_qty,
        case when win > 0 then round((stock_qty + transit) * ${n}::numeric / win, 2) end as saleable
      from base
    )
    select goods_id::text, variety_id::text, goods_code, common_name, trade_name, spec, dosage_form, unit, pack_qty,
      manufacturer, approval_no, tax_rate::text,
      stock_qty::numeric(18, 3)::text as stock_qty, available_qty::numeric(18, 3)::text as available_qty,
      sns::numeric(18, 3)::text as sold_not_shipped_qty, transit::numeric(18, 3)::text as in_transit_qty,
      q3::numeric(18, 3)::text as last3_month_sales_qty, avg_daily::numeric(18, 4)::text as avg_daily_sales,
      upper_qty::numeric(18, 3)::text as upper_limit_qty, saleable::numeric(18, 2)::text as saleable_days,
      (win > 0 and saleable < ${reorder}::numeric) as suggested,
      (case when win > 0 and saleable < ${reorder}::numeric
        then ceil(greatest(upper_qty - stock_qty - transit + sns, 0) / round_to) * round_to else 0 end)::numeric(18, 3)::text
        as suggest_qty
    from calc
    order by goods_code`)) as unknown as { rows: Array<Record<string, any>> };
  const rows = result.rows;
  const wanted = rows.filter((r) => showAll || r.suggested);
  const ids = wanted.map((r) => String(r.goods_id));
  const prices = await effectivePrices(ctx, shipperId, ids, today);
  const history = await priceHistory(ctx, shipperId, ids);
  const supplierIds = [...new Set([...prices.values()].map((p) => p.supplierId))];
  const suppliers = supplierIds.length
    ? await ctx.db
        .select({ id: supplierTable.id, name: supplierTable.supplierName })
        .from(supplierTable)
        .where(and(inArray(supplierTable.id, supplierIds), scoped(ctx, supplierTable, { dataScope: false })))
    : [];
  const supplierNames = new Map(suppliers.map((x) => [x.id, x.name]));
  const lines: Suggested[] = wanted.map((r, i) => {
    const price = prices.get(String(r.goods_id));
    const past = history.get(String(r.goods_id));
    const unitPrice = price?.unitPrice ?? past?.lastPrice ?? null;
    return {
      lineNo: i + 1,
      goodsId: String(r.goods_id),
      goodsCode: r.goods_code,
      commonName: r.common_name,
      tradeName: r.trade_name,
      spec: r.spec,
      dosageForm: r.dosage_form,
      unit: r.unit,
      packQty: r.pack_qty === null ? null : Number(r.pack_qty),
      manufacturer: r.manufacturer,
      approvalNo: r.approval_no,
      varietyId: r.variety_id,
      supplierId: price?.supplierId ?? null,
      supplierName: price ? (supplierNames.get(price.supplierId) ?? null) : null,
      catalogueLineId: price?.catalogueLineId ?? null,
      priceSource: price ? priceSource.catalogue : unitPrice ? priceSource.lastPrice : null,
      suggestQty: r.suggest_qty,
      planQty: r.suggest_qty,
      unitPrice,
      taxRate: price?.taxRate ?? r.tax_rate ?? null,
      amount: '0.00',
      stockQty: r.stock_qty,
      availableQty: r.available_qty,
      inTransitQty: r.in_transit_qty,
      soldNotShippedQty: r.sold_not_shipped_qty,
      last3MonthSalesQty: r.last3_month_sales_qty,
      avgDailySales: r.avg_daily_sales,
      upperLimitQty: r.upper_limit_qty,
      saleableDays: r.saleable_days,
      lastPrice: past?.lastPrice ?? null,
      lowestPrice: past?.lowestPrice ?? null,
      remark: null,
      reorderPoint: String(reorder),
      suggested: Boolean(r.suggested),
    };
  });
  return { setting, calcTime, lines };
}

/** The last and the lowest unit price each goods item was ordered at by the shipper (orders past 待提交, not void). */
async function priceHistory(ctx: Ctx, shipperId: string, goodsIds: string[]) {
  const out = new Map<string, { lastPrice: string | null; lowestPrice: string | null }>();
  if (goodsIds.length === 0) return out;
  const latest = sql`${purchaseOrderTable.orderDate} desc, ${purchaseOrderTable.id} desc`;
  const rows = await ctx.db
    .select({
      goodsId: ol.goodsId,
      lastPrice: sql<string | null>`((array_agg(${ol.unitPrice} order by ${latest}))[1])::text`,
      lowestPrice: sql<string | null>`min(${ol.unitPrice})::text`,
    })
    .from(ol)
    .innerJoin(purchaseOrderTable, eq(purchaseOrderTable.id, ol.orderId))
    .where(
      and(
        scoped(ctx, ol),
        scoped(ctx, purchaseOrderTable),
        eq(purchaseOrderTable.shipperId, shipperId),
        inArray(ol.goodsId, goodsIds),
        sql`${purchaseOrderTable.status} in (1, 3, 4, 5, 6)`,
      ),
    )
    .groupBy(ol.goodsId);
  for (const r of rows) out.set(r.goodsId, { lastPrice: r.lastPrice, lowestPrice: r.lowestPrice });
  return out;
}

/** `purchasePlan/suggest`: the suggestion line by line with its inputs (amounts at the suggested quantity). */
export async function suggestPreview(ctx: Ctx, shipperId: string, showAll: boolean): Promise<SuggestReply> {
  const { setting, calcTime, lines } = await suggestion(ctx, shipperId, showAll);
  if (lines.length > 0) {
    const amounts = (await ctx.db.execute(
      sql`select round(q::numeric * coalesce(p::numeric, 0), 2)::text as a
        from unnest(${`{${lines.map((x) => x.suggestQty).join(',')}}`}::text[], ${`{${lines.map((x) => x.unitPrice ?? '0').join(',')}}`}::text[]) with ordinality as u(q, p, i) order by i`,
    )) as unknown as { rows: Array<{ a: string }> };
    amounts.rows.forEach((r, i) => {
      lines[i]!.amount = r.a;
    });
  }
  return {
    shipperId,
    calcTime: formatTime(calcTime, ctx.timeZone),
    setting: {
      salesWindowDays: setting.salesWindowDays,
      safetyStockDays: setting.safetyStockDays,
      leadTimeDays: setting.leadTimeDays,
      upperLimitDays: setting.upperLimitDays,
      inTransitWindowDays: setting.inTransitWindowDays,
      roundToPackage: setting.roundToPackage,
    },
    lines,
  };
}
