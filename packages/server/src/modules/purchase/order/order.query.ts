import {
  type OrderDetail,
  type OrderPageBody,
  type OrderRecord,
  type OrderStatusNumBody,
  orderMessages as om,
  orderStatusAll,
  orderStatusNames,
  pick,
} from '@pharma/contract';
import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../../platform/context.ts';
import { containingPattern, pagingOf } from '../../../platform/crud/filters.ts';
import { preparedByText, ShapeCache } from '../../../platform/db/prepared.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { scoped, scopedShape } from '../../../platform/scope.ts';
import { purchaseContractTable } from '../contract/contract.table.ts';
import { shipperTable } from '../master/shipper.table.ts';
import { warehouseTable } from '../master/warehouse.table.ts';
import { purchasePlanLineTable, purchasePlanTable } from '../plan/plan.table.ts';
import { goodsSnapshotOf } from '../shared/columns.ts';
import { lineById, logsOf, reach, recordHead, timeText } from '../shared/docs.ts';
import { tablePage } from '../shared/paging.ts';
import { orderGoodsTable, purchaseOrderTable } from './order.table.ts';
import { linesOfOrder, type OrderLineRow, type OrderRow, orderDocs } from './order-save.service.ts';

type Filters = OrderStatusNumBody & { status?: number | null | undefined };

/** The order grid's WHERE for one filter shape, with the caller's values kept apart for its placeholders. */
interface OrderFilter {
  where: SQL | undefined;
  /** Which filters are present and whose scope: the statement's cache key. */
  key: string;
  values: Record<string, unknown>;
}

/**
 * The ONE place the order grid's WHERE is built: `queryByPage`, `list` and `statusNum` (which leaves the status out)
 * read the same filters through here, so the tabs' counts are always the grid's totals (docs/domain.md §2.11 rule 15). Logically
 * deleted orders are out (scoped); the platform administrator sees every tenant's. Every value is a placeholder, so
 * each shape's statements are built once and run prepared (at a million orders, building and planning them cost
 * more than running them).
 */
export function orderFilter(ctx: Ctx, f: Filters): OrderFilter {
  const scope = scopedShape(ctx, purchaseOrderTable, reach);
  const values: Record<string, unknown> = { ...scope.values };
  const conditions: Array<SQL | undefined> = [scope.condition];
  let key = scope.shape;
  const bind = (name: string, value: unknown) => {
    values[name] = value;
    key += `|${name}`;
    return sql.placeholder(name);
  };
  if (f.shipperId) conditions.push(eq(purchaseOrderTable.shipperId, bind('shipperId', f.shipperId)));
  if (f.supplierId) conditions.push(eq(purchaseOrderTable.supplierId, bind('supplierId', f.supplierId)));
  if (f.buyerId) conditions.push(eq(purchaseOrderTable.buyerId, bind('buyerId', f.buyerId)));
  if (f.status !== undefined && f.status !== null)
    conditions.push(eq(purchaseOrderTable.status, bind('status', f.status)));
  if (f.orderNo) conditions.push(ilike(purchaseOrderTable.orderNo, bind('orderNo', containingPattern(f.orderNo))));
  if (f.keyword) {
    const k = bind('keyword', containingPattern(f.keyword));
    conditions.push(or(ilike(purchaseOrderTable.orderNo, k), ilike(purchaseOrderTable.supplierName, k)));
  }
  if (f.dateFrom) conditions.push(gte(purchaseOrderTable.orderDate, bind('dateFrom', f.dateFrom)));
  if (f.dateTo) conditions.push(lte(purchaseOrderTable.orderDate, bind('dateTo', f.dateTo)));
  if (f.goodsKeyword) {
    const k = bind('goodsKeyword', containingPattern(f.goodsKeyword));
    const lines = scopedShape(ctx, orderGoodsTable, reach);
    conditions.push(
      sql`exists (select 1 from ${orderGoodsTable} where ${and(
        sql`${orderGoodsTable.orderId} = ${purchaseOrderTable.id}`,
        lines.condition,
        or(
          ilike(orderGoodsTable.goodsCode, k),
          ilike(orderGoodsTable.commonName, k),
          ilike(orderGoodsTable.tradeName, k),
        ),
      )})`,
    );
  }
  return { where: and(...conditions), key, values };
}

const frame = alias(purchaseContractTable, 'frame_contract');
const spot = alias(purchaseContractTable, 'spot_contract');

/**
 * Orders with the names their screens show (shipper, warehouse, the frame and spot contracts' numbers), joined in
 * the same statement as the rows. The joins are by id, which names one row.
 */
function selectOrders(db: Ctx['db']) {
  return db
    .select({
      ...getTableColumns(purchaseOrderTable),
      shipperName: shipperTable.shipperName,
      warehouseName: warehouseTable.warehouseName,
      frameContractNo: sql<string | null>`${frame.contractNo}`.as('frame_contract_no'),
      contractNo: sql<string | null>`${spot.contractNo}`.as('spot_contract_no'),
    })
    .from(purchaseOrderTable)
    .leftJoin(shipperTable, eq(shipperTable.id, purchaseOrderTable.shipperId))
    .leftJoin(warehouseTable, eq(warehouseTable.id, purchaseOrderTable.warehouseId))
    .leftJoin(frame, eq(frame.id, purchaseOrderTable.frameContractId))
    .leftJoin(spot, eq(spot.id, purchaseOrderTable.contractId));
}
type Joined = Awaited<ReturnType<typeof selectOrders>>[number];
const pageFields = [
  ...Object.keys(getTableColumns(purchaseOrderTable)),
  'shipperName',
  'warehouseName',
  'frameContractNo',
  'contractNo',
] as const as ReadonlyArray<keyof Joined>;

/** A row as the API sends it. */
function recordOf(ctx: Ctx, r: Joined): OrderRecord {
  return {
    ...recordHead(ctx, r),
    orderNo: r.orderNo,
    shipperId: r.shipperId,
    shipperName: r.shipperName,
    supplierId: r.supplierId,
    supplierName: r.supplierName,
    supplierContact: r.supplierContact,
    supplierPhone: r.supplierPhone,
    buyerId: r.buyerId,
    buyerName: r.buyerName,
    deptId: r.deptId,
    warehouseId: r.warehouseId,
    warehouseName: r.warehouseName,
    orderDate: r.orderDate,
    expectedArrivalDate: r.expectedArrivalDate,
    planId: r.planId,
    frameContractId: r.frameContractId,
    frameContractNo: r.frameContractNo,
    contractId: r.contractId,
    contractNo: r.contractNo,
    settleType: r.settleType,
    paymentTermDays: r.paymentTermDays,
    deliveryMethod: r.deliveryMethod,
    lineCount: r.lineCount,
    totalQty: r.totalQty,
    totalAmount: r.totalAmount,
    totalTaxAmount: r.totalTaxAmount,
    receivedAmount: r.receivedAmount,
    status: r.status,
    auditUserId: r.auditUserId,
    auditUserName: r.auditUserName,
    auditTime: timeText(ctx, r.auditTime),
    auditOpinion: r.auditOpinion,
    sentTime: timeText(ctx, r.sentTime),
    closeReason: r.closeReason,
    remark: r.remark,
  };
}

const newestFirst = [desc(purchaseOrderTable.orderDate), desc(purchaseOrderTable.id)];

/** Filter shapes whose statements the grid, the list and the tabs keep, per database. */
const shapes = 64;
interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R[]>;
}
const named = <R>(statement: { toSQL(): { sql: string }; prepare(name: string): unknown }, prefix: string) =>
  preparedByText(statement, prefix) as Prepared<R>;

type PageRow = { total: number; row: Joined };
const pageStatements = new ShapeCache<Prepared<PageRow>>(shapes);
/**
 * The grid's page and its total in one statement (one round trip, one snapshot): the count's one row joined
 * laterally with the page's rows; an empty page is that one row with the page's columns null.
 */
function pageStatement(db: Ctx['db'], filter: OrderFilter) {
  return pageStatements.get(db, filter.key, () => {
    const counted = db
      .select({ total: sql<number>`count(*)::int`.as('grid_total') })
      .from(purchaseOrderTable)
      .where(filter.where)
      .as('grid_count');
    const paged = selectOrders(db)
      .where(filter.where)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit') as never)
      .offset(sql.placeholder('offset') as never)
      .as('grid_page');
    // Field by field: a subquery is a proxy, whose fields a spread would not see.
    const row = Object.fromEntries(pageFields.map((key) => [key, paged[key]])) as typeof paged._.selectedFields;
    return named<PageRow>(
      db.select({ total: counted.total, row }).from(counted).leftJoinLateral(paged, sql`true`),
      'order_grid',
    );
  });
}

/** The order grid (`queryByPage`): one page, newest first, and the total under the same WHERE. */
export async function orderPage(ctx: Ctx, body: OrderPageBody) {
  const current = body.pageNum ?? 1;
  const size = body.pageSize ?? 10;
  const filter = orderFilter(ctx, body);
  const rows = await pageStatement(ctx.db, filter).execute({
    ...filter.values,
    limit: size,
    offset: (current - 1) * size,
  });
  return pageOf(
    // An empty page is the count's one row with no order in it.
    rows.filter((r) => r.row?.id != null).map((r) => recordOf(ctx, r.row)),
    rows[0]?.total ?? 0,
    current,
    size,
  );
}

const listStatements = new ShapeCache<Prepared<Joined>>(shapes);

/** `list`: the same filters, unpaged for selectors (at most 500 rows). */
export async function orderList(ctx: Ctx, body: Filters): Promise<OrderRecord[]> {
  const filter = orderFilter(ctx, body);
  const statement = listStatements.get(ctx.db, filter.key, () =>
    named<Joined>(
      selectOrders(ctx.db)
        .where(filter.where)
        .orderBy(...newestFirst)
        .limit(500),
      'order_list',
    ),
  );
  return (await statement.execute(filter.values)).map((r) => recordOf(ctx, r));
}

const countStatements = new ShapeCache<Prepared<{ status: number; n: number }>>(shapes);

/** `statusNum`: 全部 and one count per status code, under the grid's WHERE without the status. */
export async function orderStatusNum(ctx: Ctx, body: OrderStatusNumBody) {
  const filter = orderFilter(ctx, { ...body, status: undefined });
  const statement = countStatements.get(ctx.db, filter.key, () =>
    named<{ status: number; n: number }>(
      ctx.db
        .select({ status: purchaseOrderTable.status, n: sql<number>`count(*)::int` })
        .from(purchaseOrderTable)
        .where(filter.where)
        .groupBy(purchaseOrderTable.status),
      'order_tabs',
    ),
  );
  const rows = await statement.execute(filter.values);
  const counts = new Map(rows.map((r) => [r.status, r.n]));
  const all = rows.reduce((sum, r) => sum + r.n, 0);
  return [
    { status: null, statusName: pick(orderStatusAll, ctx.lang), num: all },
    ...Object.entries(orderStatusNames).map(([code, name]) => ({
      status: Number(code),
      statusName: pick(name, ctx.lang),
      num: counts.get(Number(code)) ?? 0,
    })),
  ];
}

export function lineRecord(r: OrderLineRow) {
  return {
    id: r.id,
    orderId: r.orderId,
    lineNo: r.lineNo,
    planLineId: r.planLineId,
    contractDetailId: r.contractDetailId,
    ...goodsSnapshotOf(r),
    qty: r.qty,
    packCount: r.packCount,
    unitPrice: r.unitPrice,
    taxRate: r.taxRate,
    noTaxPrice: r.noTaxPrice,
    amount: r.amount,
    taxAmount: r.taxAmount,
    lastPrice: r.lastPrice,
    lowestPrice: r.lowestPrice,
    supplierLastPrice: r.supplierLastPrice,
    minRemainingShelfLifeMonths: r.minRemainingShelfLifeMonths,
    receivedQty: r.receivedQty,
    returnedQty: r.returnedQty,
    lineStatus: r.lineStatus,
    remark: r.remark,
  };
}

/** An order row the caller may reach (the platform administrator: any tenant's). */
export const orderRow = (ctx: Ctx, id: string): Promise<OrderRow> => orderDocs.find(ctx, id);

/** The detail page (请购明细): the order, its lines with the source plan line's suggestion columns, its log. */
export async function orderDetail(ctx: Ctx, id: string): Promise<OrderDetail> {
  // The header with its names in one read (the grid's statement), reached as orderRow reaches it.
  const [joined] = await selectOrders(ctx.db).where(
    and(eq(purchaseOrderTable.id, id), scoped(ctx, purchaseOrderTable, reach)),
  );
  if (!joined) throw notFound(om.orderNotFound);
  const row = joined;
  const lines = await linesOfOrder(ctx, id);
  const planLineIds = lines.map((x) => x.planLineId).filter((x): x is string => Boolean(x));
  const planLines = planLineIds.length
    ? await ctx.db
        .select({
          id: purchasePlanLineTable.id,
          planNo: purchasePlanTable.planNo,
          planQty: purchasePlanLineTable.planQty,
          suggestQty: purchasePlanLineTable.suggestQty,
          stockQty: purchasePlanLineTable.stockQty,
          availableQty: purchasePlanLineTable.availableQty,
          inTransitQty: purchasePlanLineTable.inTransitQty,
          soldNotShippedQty: purchasePlanLineTable.soldNotShippedQty,
          avgDailySales: purchasePlanLineTable.avgDailySales,
          saleableDays: purchasePlanLineTable.saleableDays,
          upperLimitQty: purchasePlanLineTable.upperLimitQty,
        })
        .from(purchasePlanLineTable)
        .innerJoin(purchasePlanTable, eq(purchasePlanTable.id, purchasePlanLineTable.planId))
        .where(
          and(
            inArray(purchasePlanLineTable.id, planLineIds),
            scoped(ctx, purchasePlanLineTable, { ...reach, tenantId: row.tenantId }),
          ),
        )
    : [];
  const byId = new Map(planLines.map((x) => [x.id, x]));
  const record = recordOf(ctx, joined);
  return {
    ...record!,
    lines: lines.map((x) => {
      const pl = x.planLineId ? byId.get(x.planLineId) : undefined;
      return {
        ...lineRecord(x),
        planNo: pl?.planNo ?? null,
        planQty: pl?.planQty ?? null,
        suggestQty: pl?.suggestQty ?? null,
        stockQty: pl?.stockQty ?? null,
        availableQty: pl?.availableQty ?? null,
        inTransitQty: pl?.inTransitQty ?? null,
        soldNotShippedQty: pl?.soldNotShippedQty ?? null,
        avgDailySales: pl?.avgDailySales ?? null,
        saleableDays: pl?.saleableDays ?? null,
        upperLimitQty: pl?.upperLimitQty ?? null,
      };
    }),
    logs: await logsOf(ctx, 'order', id),
  };
}

/** blade-smart `order_goods/list`: an order's lines, paged BladeX style. */
export async function orderGoodsList(ctx: Ctx, q: { orderId: string; current?: string; size?: string }) {
  await orderRow(ctx, q.orderId);
  const { current, size } = pagingOf(q, { size: 100, maxSize: 500 });
  const where = and(eq(orderGoodsTable.orderId, q.orderId), scoped(ctx, orderGoodsTable, reach));
  const order = [asc(orderGoodsTable.lineNo), asc(orderGoodsTable.id)];
  const { rows, total } = await tablePage(ctx.db, orderGoodsTable, where, order, { current, size });
  return pageOf(
    rows.map((r) => lineRecord(r)),
    total,
    current,
    size,
  );
}

export async function orderGoodsDetail(ctx: Ctx, id: string) {
  return lineRecord(await lineById(ctx, orderGoodsTable, id));
}
