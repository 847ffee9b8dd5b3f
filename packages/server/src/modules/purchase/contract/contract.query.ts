import {
  type ContractCallOff,
  type ContractDetail,
  type ContractDetailQueryBody,
  type ContractQueryBody,
  type ContractRecord,
  contractMessages as cm,
  contractCallOffCap,
  orderStatusNames,
  pick,
  type VarietyPurchasesBody,
} from '@pharma/contract';
import { and, asc, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { namesIn } from '../../../platform/lookups.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { shipperTable } from '../master/shipper.table.ts';
import { varietyTable } from '../master/variety.table.ts';
import { purchaseOrderTable } from '../order/order.table.ts';
import { dayIn, daysBetween } from '../shared/days.ts';
import { logsOf, reach, timeText } from '../shared/docs.ts';
import { type ContractLineRow, type ContractRow, linesOfContract } from './contract.create.ts';
import { contractDetailTable as d, purchaseContractTable as h } from './contract.table.ts';

const paging = (b: { pageNum?: number | undefined; pageSize?: number | undefined }) => ({
  current: b.pageNum ?? 1,
  size: b.pageSize ?? 10,
});

async function recordsOf(ctx: Ctx, rows: ContractRow[]): Promise<ContractRecord[]> {
  const shippers = await namesIn(
    ctx,
    shipperTable,
    shipperTable.shipperName,
    rows.map((r) => r.shipperId),
  );
  const orders = await namesIn(
    ctx,
    purchaseOrderTable,
    purchaseOrderTable.orderNo,
    rows.map((r) => r.sourceOrderId).filter((x): x is string => Boolean(x)),
  );
  const today = dayIn(ctx.timeZone);
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenantId,
    createUser: r.createUser,
    createTime: formatTime(r.createTime, ctx.timeZone),
    updateTime: formatTime(r.updateTime, ctx.timeZone),
    contractNo: r.contractNo,
    paperNo: r.paperNo,
    contractType: r.contractType,
    shipperId: r.shipperId,
    shipperName: shippers.get(r.shipperId) ?? null,
    supplierId: r.supplierId,
    supplierName: r.supplierName,
    sourceOrderId: r.sourceOrderId,
    sourceOrderNo: r.sourceOrderId ? (orders.get(r.sourceOrderId) ?? null) : null,
    signDate: r.signDate,
    signAddress: r.signAddress,
    ourSignerId: r.ourSignerId,
    ourSignerName: r.ourSignerName,
    supplierSignerName: r.supplierSignerName,
    validFrom: r.validFrom,
    validTo: r.validTo,
    settleType: r.settleType,
    paymentTermDays: r.paymentTermDays,
    prepayAmount: r.prepayAmount,
    deliveryMethod: r.deliveryMethod,
    deliveryAddress: r.deliveryAddress,
    qualityTerms: r.qualityTerms,
    totalAmount: r.totalAmount,
    executedAmount: r.executedAmount,
    lineCount: r.lineCount,
    status: r.status,
    auditStatus: r.auditStatus,
    auditUserId: r.auditUserId,
    auditUserName: r.auditUserName,
    auditTime: timeText(ctx, r.auditTime),
    auditOpinion: r.auditOpinion,
    suspendReason: r.suspendReason,
    finishDate: r.finishDate,
    remark: r.remark,
    daysToExpiry: daysBetween(today, r.validTo),
  }));
}

/** `queryPurchaseContractList`: the contract grid, newest first. */
export async function contractPage(ctx: Ctx, b: ContractQueryBody) {
  const { current, size } = paging(b);
  const today = dayIn(ctx.timeZone);
  const conditions: Array<SQL | undefined> = [scoped(ctx, h, reach)];
  if (b.shipperId) conditions.push(eq(h.shipperId, b.shipperId));
  if (b.supplierId) conditions.push(eq(h.supplierId, b.supplierId));
  if (b.contractNo) conditions.push(containing(h.contractNo, b.contractNo));
  if (b.contractType != null) conditions.push(eq(h.contractType, b.contractType));
  if (b.status != null) conditions.push(eq(h.status, b.status));
  if (b.signDateFrom) conditions.push(gte(h.signDate, b.signDateFrom));
  if (b.signDateTo) conditions.push(lte(h.signDate, b.signDateTo));
  if (b.expiringWithinDays != null)
    conditions.push(
      sql`${h.status} in (2, 3)`,
      gte(h.validTo, today),
      sql`${h.validTo} <= ${today}::date + ${b.expiringWithinDays}::int`,
    );
  const where = and(...conditions);
  const rows = await ctx.db
    .select()
    .from(h)
    .where(where)
    .orderBy(desc(h.createTime), desc(h.id))
    .limit(size)
    .offset((current - 1) * size);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(h).where(where);
  return pageOf(await recordsOf(ctx, rows), total!.n, current, size);
}

export function lineRecord(r: ContractLineRow) {
  return {
    id: r.id,
    contractId: r.contractId,
    lineNo: r.lineNo,
    orderGoodsId: r.orderGoodsId,
    planLineId: r.planLineId,
    frameDetailId: r.frameDetailId,
    goodsId: r.goodsId,
    goodsCode: r.goodsCode,
    commonName: r.commonName,
    tradeName: r.tradeName,
    spec: r.spec,
    dosageForm: r.dosageForm,
    unit: r.unit,
    packQty: r.packQty,
    manufacturer: r.manufacturer,
    approvalNo: r.approvalNo,
    varietyId: r.varietyId,
    qty: r.qty,
    unitPrice: r.unitPrice,
    taxRate: r.taxRate,
    amount: r.amount,
    orderedQty: r.orderedQty,
    accInQty: r.accInQty,
    accReturnQty: r.accReturnQty,
    batchCount: r.batchCount,
    expectedArrivalDate: r.expectedArrivalDate,
    lineStatus: r.lineStatus,
    suspendReason: r.suspendReason,
    finishDate: r.finishDate,
    remark: r.remark,
  };
}

export async function contractRow(ctx: Ctx, id: string): Promise<ContractRow> {
  const [row] = await ctx.db
    .select()
    .from(h)
    .where(and(eq(h.id, id), scoped(ctx, h, reach)));
  if (!row) throw notFound(cm.contractNotFound);
  return row;
}

/**
 * The orders executing a contract, newest first (at most contractCallOffCap, with the count of all): a FRAME's
 * call-offs (frame_contract_id), and for a SPOT contract the order it was made from (its source order, whose
 * contract_id points back at it). Read in the contract's own tenant, so the platform administrator looking at another
 * tenant's contract sees that tenant's orders only.
 */
async function callOffsOf(
  ctx: Ctx,
  contract: ContractRow,
): Promise<{ callOffs: ContractCallOff[]; callOffCount: number }> {
  const o = purchaseOrderTable;
  const where = and(
    scoped(ctx, o, { ...reach, tenantId: contract.tenantId }),
    // Both by an index (frame_contract_id, the primary key): contract_id has none, and is the same order's link.
    or(eq(o.frameContractId, contract.id), contract.sourceOrderId ? eq(o.id, contract.sourceOrderId) : undefined),
  );
  const rows = await ctx.db
    .select({
      orderId: o.id,
      orderNo: o.orderNo,
      orderDate: o.orderDate,
      status: o.status,
      totalQty: o.totalQty,
      totalAmount: o.totalAmount,
      receivedAmount: o.receivedAmount,
    })
    .from(o)
    .where(where)
    .orderBy(desc(o.orderDate), desc(o.id))
    .limit(contractCallOffCap);
  const count =
    rows.length < contractCallOffCap
      ? rows.length
      : (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(o).where(where))[0]!.n;
  // The label the screens show (sc_order_status, as edited in 字典管理), else the declared name.
  const labels = await dictLabels(ctx, 'sc_order_status');
  const declared = (status: number) => orderStatusNames[status as keyof typeof orderStatusNames];
  return {
    callOffs: rows.map((r) => ({
      ...r,
      statusName:
        labels.get(String(r.status)) ?? (declared(r.status) ? pick(declared(r.status), ctx.lang) : String(r.status)),
    })),
    callOffCount: count,
  };
}

/**
 * The contract detail page (合同明细): header, lines with ordered and received quantities, the status log, and the
 * orders executing it.
 */
export async function contractDetail(ctx: Ctx, id: string): Promise<ContractDetail> {
  const row = await contractRow(ctx, id);
  const [record] = await recordsOf(ctx, [row]);
  return {
    ...record!,
    lines: (await linesOfContract(ctx, id)).map(lineRecord),
    logs: await logsOf(ctx, 'contract', id),
    ...(await callOffsOf(ctx, row)),
  };
}

/** `queryPurchaseContractDetails`: lines across contracts, with their contract's number and party. */
export async function contractDetailPage(ctx: Ctx, b: ContractDetailQueryBody) {
  const { current, size } = paging(b);
  const conditions: Array<SQL | undefined> = [scoped(ctx, d, reach), scoped(ctx, h, reach)];
  if (b.contractId) conditions.push(eq(d.contractId, b.contractId));
  if (b.varietyId) conditions.push(eq(d.varietyId, b.varietyId));
  if (b.shipperId) conditions.push(eq(h.shipperId, b.shipperId));
  if (b.lineStatus != null) conditions.push(eq(d.lineStatus, b.lineStatus));
  if (b.goodsKeyword) {
    const k = b.goodsKeyword;
    conditions.push(or(containing(d.goodsCode, k), containing(d.commonName, k), containing(d.tradeName, k)));
  }
  const where = and(...conditions);
  const rows = await ctx.db
    .select({
      line: d,
      contractNo: h.contractNo,
      contractType: h.contractType,
      contractStatus: h.status,
      supplierId: h.supplierId,
      supplierName: h.supplierName,
      signDate: h.signDate,
      validTo: h.validTo,
    })
    .from(d)
    .innerJoin(h, eq(h.id, d.contractId))
    .where(where)
    .orderBy(desc(h.createTime), desc(h.id), asc(d.lineNo))
    .limit(size)
    .offset((current - 1) * size);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(d)
    .innerJoin(h, eq(h.id, d.contractId))
    .where(where);
  return pageOf(
    rows.map(({ line, ...x }) => ({ ...lineRecord(line), ...x })),
    total!.n,
    current,
    size,
  );
}

/** blade-smart `contract_detail/list`. */
export async function contractLines(ctx: Ctx, q: { contractId: string; current?: string; size?: string }) {
  await contractRow(ctx, q.contractId);
  const { current, size } = pagingOf(q, { size: 100, maxSize: 500 });
  const all = await linesOfContract(ctx, q.contractId);
  return pageOf(all.slice((current - 1) * size, current * size).map(lineRecord), all.length, current, size);
}

export async function contractLine(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(d)
    .where(and(eq(d.id, id), scoped(ctx, d, reach)));
  if (!row) throw notFound('recordNotFound');
  return lineRecord(row);
}

/**
 * `variety/varietyPurchasesList`: one row per variety over the contract lines the filters pick (void contracts left
 * out unless asked for): goods and contracts counted, quantity and amount summed, average = amount / quantity,
 * the lowest price, and the last price with its supplier and sign date. All sums and divisions in PostgreSQL.
 */
export async function varietyPurchases(ctx: Ctx, b: VarietyPurchasesBody) {
  const { current, size } = paging(b);
  const v = varietyTable;
  const conditions: Array<SQL | undefined> = [
    scoped(ctx, d, reach),
    scoped(ctx, h, reach),
    sql`${d.varietyId} is not null`,
  ];
  if (b.shipperId) conditions.push(eq(h.shipperId, b.shipperId));
  if (b.varietyId) conditions.push(eq(d.varietyId, b.varietyId));
  if (b.supplierId) conditions.push(eq(h.supplierId, b.supplierId));
  if (b.dateFrom) conditions.push(gte(h.signDate, b.dateFrom));
  if (b.dateTo) conditions.push(lte(h.signDate, b.dateTo));
  conditions.push(b.contractStatus != null ? eq(h.status, b.contractStatus) : ne(h.status, 0));
  const where = and(...conditions);
  const latest = sql`${h.signDate} desc nulls last, ${h.createTime} desc, ${d.id} desc`;
  const rows = await ctx.db
    .select({
      varietyId: sql<string>`${d.varietyId}::text`,
      goodsCount: sql<number>`count(distinct ${d.goodsId})::int`,
      contractCount: sql<number>`count(distinct ${d.contractId})::int`,
      totalQty: sql<string>`sum(${d.qty})::text`,
      totalAmount: sql<string>`sum(${d.amount})::text`,
      avgPrice: sql<string | null>`round(sum(${d.amount}) / nullif(sum(${d.qty}), 0), 4)::text`,
      lowestPrice: sql<string | null>`min(${d.unitPrice})::text`,
      lastPrice: sql<string | null>`((array_agg(${d.unitPrice} order by ${latest}))[1])::text`,
      lastSupplierName: sql<string | null>`(array_agg(${h.supplierName} order by ${latest}))[1]`,
      lastSignDate: sql<string | null>`((array_agg(${h.signDate} order by ${latest}))[1])::text`,
    })
    .from(d)
    .innerJoin(h, eq(h.id, d.contractId))
    .where(where)
    .groupBy(d.varietyId)
    .orderBy(sql`sum(${d.amount}) desc`, d.varietyId)
    .limit(size)
    .offset((current - 1) * size);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(distinct ${d.varietyId})::int` })
    .from(d)
    .innerJoin(h, eq(h.id, d.contractId))
    .where(where);
  const ids = rows.map((r) => r.varietyId);
  const names = ids.length
    ? await ctx.db
        .select({ id: v.id, code: v.varietyCode, name: v.varietyName })
        .from(v)
        .where(and(inArray(v.id, ids), scoped(ctx, v, reach)))
    : [];
  const byId = new Map(names.map((n) => [String(n.id), n]));
  return pageOf(
    rows.map((r) => ({
      ...r,
      varietyCode: byId.get(r.varietyId)?.code ?? null,
      varietyName: byId.get(r.varietyId)?.name ?? null,
    })),
    total!.n,
    current,
    size,
  );
}
