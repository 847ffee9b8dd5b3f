import {
  type ContractCallOff,
  type ContractDetail,
  type ContractDetailQueryBody,
  type ContractQueryBody,
  type ContractRecord,
  contractCallOffCap,
  contractStatus,
  orderStatusNames,
  pick,
  type VarietyPurchasesBody,
} from '@pharma/contract';
import { and, asc, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { namesIn } from '../../../platform/lookups.ts';
import { scoped } from '../../../platform/scope.ts';
import { shipperTable } from '../master/shipper.table.ts';
import { varietyTable } from '../master/variety.table.ts';
import { purchaseOrderTable } from '../order/order.table.ts';
import { goodsSnapshotOf } from '../shared/columns.ts';
import { dayIn, daysBetween } from '../shared/days.ts';
import { lineById, logsOf, reach, recordHead, timeText } from '../shared/docs.ts';
import { tablePage } from '../shared/paging.ts';
import { contractDetailTable, purchaseContractTable } from './contract.table.ts';
import { type ContractLineRow, type ContractRow, contractDocs, linesOfContract } from './contract-save.service.ts';

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
    ...recordHead(ctx, r),
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
  const conditions: Array<SQL | undefined> = [scoped(ctx, purchaseContractTable, reach)];
  if (b.shipperId) conditions.push(eq(purchaseContractTable.shipperId, b.shipperId));
  if (b.supplierId) conditions.push(eq(purchaseContractTable.supplierId, b.supplierId));
  if (b.contractNo) conditions.push(containing(purchaseContractTable.contractNo, b.contractNo));
  if (b.contractType != null) conditions.push(eq(purchaseContractTable.contractType, b.contractType));
  if (b.status != null) conditions.push(eq(purchaseContractTable.status, b.status));
  if (b.signDateFrom) conditions.push(gte(purchaseContractTable.signDate, b.signDateFrom));
  if (b.signDateTo) conditions.push(lte(purchaseContractTable.signDate, b.signDateTo));
  if (b.expiringWithinDays != null)
    conditions.push(
      inArray(purchaseContractTable.status, [contractStatus.signed, contractStatus.executing]),
      gte(purchaseContractTable.validTo, today),
      sql`${purchaseContractTable.validTo} <= ${today}::date + ${b.expiringWithinDays}::int`,
    );
  const where = and(...conditions);
  const order = [desc(purchaseContractTable.createTime), desc(purchaseContractTable.id)];
  const { rows, total } = await tablePage(ctx.db, purchaseContractTable, where, order, { current, size });
  return pageOf(await recordsOf(ctx, rows), total, current, size);
}

export function lineRecord(r: ContractLineRow) {
  return {
    id: r.id,
    contractId: r.contractId,
    lineNo: r.lineNo,
    orderGoodsId: r.orderGoodsId,
    planLineId: r.planLineId,
    frameDetailId: r.frameDetailId,
    ...goodsSnapshotOf(r),
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

/** A contract row the caller may reach (the platform administrator: any tenant's). */
export const contractRow = (ctx: Ctx, id: string): Promise<ContractRow> => contractDocs.find(ctx, id);

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
  const where = and(
    scoped(ctx, purchaseOrderTable, { ...reach, tenantId: contract.tenantId }),
    // Both by an index (frame_contract_id, the primary key): contract_id has none, and is the same order's link.
    or(
      eq(purchaseOrderTable.frameContractId, contract.id),
      contract.sourceOrderId ? eq(purchaseOrderTable.id, contract.sourceOrderId) : undefined,
    ),
  );
  const rows = await ctx.db
    .select({
      orderId: purchaseOrderTable.id,
      orderNo: purchaseOrderTable.orderNo,
      orderDate: purchaseOrderTable.orderDate,
      status: purchaseOrderTable.status,
      totalQty: purchaseOrderTable.totalQty,
      totalAmount: purchaseOrderTable.totalAmount,
      receivedAmount: purchaseOrderTable.receivedAmount,
    })
    .from(purchaseOrderTable)
    .where(where)
    .orderBy(desc(purchaseOrderTable.orderDate), desc(purchaseOrderTable.id))
    .limit(contractCallOffCap);
  const count =
    rows.length < contractCallOffCap
      ? rows.length
      : (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(purchaseOrderTable).where(where))[0]!.n;
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
  const conditions: Array<SQL | undefined> = [
    scoped(ctx, contractDetailTable, reach),
    scoped(ctx, purchaseContractTable, reach),
  ];
  if (b.contractId) conditions.push(eq(contractDetailTable.contractId, b.contractId));
  if (b.varietyId) conditions.push(eq(contractDetailTable.varietyId, b.varietyId));
  if (b.shipperId) conditions.push(eq(purchaseContractTable.shipperId, b.shipperId));
  if (b.lineStatus != null) conditions.push(eq(contractDetailTable.lineStatus, b.lineStatus));
  if (b.goodsKeyword) {
    const k = b.goodsKeyword;
    conditions.push(
      or(
        containing(contractDetailTable.goodsCode, k),
        containing(contractDetailTable.commonName, k),
        containing(contractDetailTable.tradeName, k),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await ctx.db
    .select({
      line: contractDetailTable,
      contractNo: purchaseContractTable.contractNo,
      contractType: purchaseContractTable.contractType,
      contractStatus: purchaseContractTable.status,
      supplierId: purchaseContractTable.supplierId,
      supplierName: purchaseContractTable.supplierName,
      signDate: purchaseContractTable.signDate,
      validTo: purchaseContractTable.validTo,
    })
    .from(contractDetailTable)
    .innerJoin(purchaseContractTable, eq(purchaseContractTable.id, contractDetailTable.contractId))
    .where(where)
    .orderBy(desc(purchaseContractTable.createTime), desc(purchaseContractTable.id), asc(contractDetailTable.lineNo))
    .limit(size)
    .offset((current - 1) * size);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contractDetailTable)
    .innerJoin(purchaseContractTable, eq(purchaseContractTable.id, contractDetailTable.contractId))
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
  return lineRecord(await lineById(ctx, contractDetailTable, id));
}

/**
 * `variety/varietyPurchasesList`: one row per variety over the contract lines the filters pick (void contracts left
 * out unless asked for): goods and contracts counted, quantity and amount summed, average = amount / quantity,
 * the lowest price, and the last price with its supplier and sign date. All sums and divisions in PostgreSQL.
 */
export async function varietyPurchases(ctx: Ctx, b: VarietyPurchasesBody) {
  const { current, size } = paging(b);
  const conditions: Array<SQL | undefined> = [
    scoped(ctx, contractDetailTable, reach),
    scoped(ctx, purchaseContractTable, reach),
    sql`${contractDetailTable.varietyId} is not null`,
  ];
  if (b.shipperId) conditions.push(eq(purchaseContractTable.shipperId, b.shipperId));
  if (b.varietyId) conditions.push(eq(contractDetailTable.varietyId, b.varietyId));
  if (b.supplierId) conditions.push(eq(purchaseContractTable.supplierId, b.supplierId));
  if (b.dateFrom) conditions.push(gte(purchaseContractTable.signDate, b.dateFrom));
  if (b.dateTo) conditions.push(lte(purchaseContractTable.signDate, b.dateTo));
  conditions.push(
    b.contractStatus != null
      ? eq(purchaseContractTable.status, b.contractStatus)
      : ne(purchaseContractTable.status, contractStatus.void),
  );
  const where = and(...conditions);
  const latest = sql`${purchaseContractTable.signDate} desc nulls last, ${purchaseContractTable.createTime} desc, ${contractDetailTable.id} desc`;
  const rows = await ctx.db
    .select({
      varietyId: sql<string>`${contractDetailTable.varietyId}::text`,
      goodsCount: sql<number>`count(distinct ${contractDetailTable.goodsId})::int`,
      contractCount: sql<number>`count(distinct ${contractDetailTable.contractId})::int`,
      totalQty: sql<string>`sum(${contractDetailTable.qty})::text`,
      totalAmount: sql<string>`sum(${contractDetailTable.amount})::text`,
      avgPrice: sql<
        string | null
      >`round(sum(${contractDetailTable.amount}) / nullif(sum(${contractDetailTable.qty}), 0), 4)::text`,
      lowestPrice: sql<string | null>`min(${contractDetailTable.unitPrice})::text`,
      lastPrice: sql<string | null>`((array_agg(${contractDetailTable.unitPrice} order by ${latest}))[1])::text`,
      lastSupplierName: sql<string | null>`(array_agg(${purchaseContractTable.supplierName} order by ${latest}))[1]`,
      lastSignDate: sql<string | null>`((array_agg(${purchaseContractTable.signDate} order by ${latest}))[1])::text`,
    })
    .from(contractDetailTable)
    .innerJoin(purchaseContractTable, eq(purchaseContractTable.id, contractDetailTable.contractId))
    .where(where)
    .groupBy(contractDetailTable.varietyId)
    .orderBy(sql`sum(${contractDetailTable.amount}) desc`, contractDetailTable.varietyId)
    .limit(size)
    .offset((current - 1) * size);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(distinct ${contractDetailTable.varietyId})::int` })
    .from(contractDetailTable)
    .innerJoin(purchaseContractTable, eq(purchaseContractTable.id, contractDetailTable.contractId))
    .where(where);
  const ids = rows.map((r) => r.varietyId);
  const names = ids.length
    ? await ctx.db
        .select({ id: varietyTable.id, code: varietyTable.varietyCode, name: varietyTable.varietyName })
        .from(varietyTable)
        .where(and(inArray(varietyTable.id, ids), scoped(ctx, varietyTable, reach)))
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
