import { type ContractSubmitBody, contractMessages as cm, planMessages as pm } from '@pharma/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { orderGoodsTable, purchaseOrderTable } from '../order/order.table.ts';
import { purchaseSettingOf } from '../setting/setting.read.ts';
import { dayIn } from '../shared/days.ts';
import { writeLines } from '../shared/doc-lines.ts';
import { nextDocNumber } from '../shared/doc-number.ts';
import {
  goodsOf,
  isPositive,
  logMove,
  type Moved,
  reach,
  refuseDuplicates,
  scaled,
  snapshotOf,
  supplierOf,
} from '../shared/docs.ts';
import { checkLineRules } from '../shared/rules.ts';
import { contractDetailTable as d, purchaseContractTable as h } from './contract.table.ts';

export type ContractRow = typeof h.$inferSelect;
export type ContractLineRow = typeof d.$inferSelect;

/** A contract being written: the save's body, or what an order makes of it. */
export type NewContract = Omit<ContractSubmitBody, 'id' | 'lines'> & {
  sourceOrderId?: string | null;
  lines: Array<ContractSubmitBody['lines'][number] & { orderGoodsId?: string | null; planLineId?: string | null }>;
};

/** Each line's amount, then the contract's total and line count, in PostgreSQL (rule 12: total = Σ lines). */
export async function recomputeContract(ctx: Ctx, contractId: string): Promise<void> {
  await ctx.db
    .update(d)
    .set({ amount: sql`round(${d.qty} * ${d.unitPrice}, 2)` })
    .where(and(eq(d.contractId, contractId), scoped(ctx, d, reach)));
  const [sum] = await ctx.db
    .select({
      n: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${d.amount}), 0)::text`,
      executed: sql<string>`coalesce(sum(round(${d.accInQty} * ${d.unitPrice}, 2)), 0)::text`,
    })
    .from(d)
    .where(and(eq(d.contractId, contractId), scoped(ctx, d, reach)));
  await ctx.db
    .update(h)
    .set({ lineCount: sum!.n, totalAmount: sum!.amount, executedAmount: sum!.executed })
    .where(and(eq(h.id, contractId), scoped(ctx, h, reach)));
}

export async function linesOfContract(ctx: Ctx, contractId: string): Promise<ContractLineRow[]> {
  return ctx.db
    .select()
    .from(d)
    .where(and(eq(d.contractId, contractId), scoped(ctx, d, reach)))
    .orderBy(asc(d.lineNo), asc(d.id));
}

/**
 * Writes one contract with its lines (status 1 only; the caller holds the transaction and the lock): validity
 * (rule 12), goods once each (3), quantities and prices above 0 (1), the supplier and goods rules (6–9); amounts and
 * the total computed in PostgreSQL. Each save puts the audit back to 审核中 when the shipper's contracts need audit.
 */
export async function writeContract(ctx: Ctx, input: NewContract, existing?: ContractRow): Promise<Moved> {
  if (input.validTo < input.validFrom) throw badRequest(cm.validToBeforeFrom);
  const setting = await purchaseSettingOf(ctx, input.shipperId);
  const supplier = await supplierOf(ctx, input.supplierId);
  const goods = await goodsOf(
    ctx,
    input.lines.map((x) => x.goodsId),
  );
  refuseDuplicates(input.lines, goods);
  for (const line of input.lines) {
    if (!isPositive(line.qty)) throw badRequest(pm.qtyPositive);
    if (!isPositive(line.unitPrice)) throw badRequest(pm.pricePositive);
    if (line.taxRate && (scaled(line.taxRate, 4) < 0n || scaled(line.taxRate, 4) > 10_000n))
      throw badRequest(pm.rateInvalid);
  }
  const warnings = checkLineRules(
    ctx,
    setting,
    input.lines.map((x) => ({ goods: goods.get(x.goodsId)!, supplier })),
    input.deliveryMethod,
  );
  const header = {
    contractType: input.contractType,
    shipperId: input.shipperId,
    supplierId: supplier.id,
    supplierName: supplier.supplierName,
    paperNo: input.paperNo ?? null,
    validFrom: input.validFrom,
    validTo: input.validTo,
    signAddress: input.signAddress ?? null,
    supplierSignerName: input.supplierSignerName ?? null,
    settleType: input.settleType ?? supplier.defaultSettleType ?? setting.defaultSettleType,
    paymentTermDays: input.paymentTermDays ?? supplier.defaultPaymentTermDays ?? setting.defaultPaymentTermDays,
    prepayAmount: input.prepayAmount ?? null,
    deliveryMethod: input.deliveryMethod ?? null,
    deliveryAddress: input.deliveryAddress ?? null,
    qualityTerms: input.qualityTerms ?? null,
    remark: input.remark ?? null,
    auditStatus: setting.contractNeedAudit ? 1 : 0,
    auditUserId: null,
    auditUserName: null,
    auditTime: null,
    auditOpinion: null,
    updateUser: ctx.userId || null,
    updateTime: new Date(),
  };
  let id: string;
  if (existing) {
    id = existing.id;
    await ctx.db
      .update(h)
      .set(header)
      .where(and(eq(h.id, id), eq(h.status, 1), scoped(ctx, h, reach)));
  } else {
    const contractNo = await nextDocNumber(ctx, 'CGHT');
    const [row] = await ctx.db
      .insert(h)
      .values({
        ...header,
        tenantId: ctx.tenantId,
        contractNo,
        sourceOrderId: input.sourceOrderId ?? null,
        createUser: ctx.userId || null,
        status: 1,
      })
      .returning({ id: h.id });
    id = row!.id;
    await logMove(ctx, 'contract', id, null, 1, 'create');
  }
  await writeLines(
    ctx,
    d,
    { contractId: id },
    existing ? await linesOfContract(ctx, id) : [],
    input.lines.map((line, at) => {
      const g = goods.get(line.goodsId)!;
      return {
        id: line.id,
        values: {
          lineNo: at + 1,
          ...snapshotOf(g),
          varietyId: g.varietyId,
          qty: line.qty,
          unitPrice: line.unitPrice,
          taxRate: line.taxRate || g.taxRate || '0',
          expectedArrivalDate: line.expectedArrivalDate || null,
          remark: line.remark ?? null,
          updateTime: new Date(),
        },
        created: {
          orderGoodsId: line.orderGoodsId ?? null,
          planLineId: line.planLineId ?? null,
          lineStatus: 1,
          createUser: ctx.userId || null,
        },
      };
    }),
  );
  await recomputeContract(ctx, id);
  return { id, status: existing?.status ?? 1, warnings };
}

/**
 * The SPOT contract of an approved order: the order's parties and terms, one line per order line (linked both ways),
 * valid from the order date to a year on; unsigned, to be audited and signed.
 */
export async function contractFromOrder(ctx: Ctx, order: typeof purchaseOrderTable.$inferSelect): Promise<Moved> {
  const l = orderGoodsTable;
  const lines = await ctx.db
    .select()
    .from(l)
    .where(and(eq(l.orderId, order.id), scoped(ctx, l, reach)))
    .orderBy(asc(l.lineNo));
  const validFrom = order.orderDate || dayIn(ctx.timeZone);
  const end = new Date(`${validFrom}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  const made = await writeContract(ctx, {
    contractType: 1,
    shipperId: order.shipperId,
    supplierId: order.supplierId,
    sourceOrderId: order.id,
    validFrom,
    validTo: end.toISOString().slice(0, 10),
    settleType: order.settleType,
    paymentTermDays: order.paymentTermDays,
    deliveryMethod: order.deliveryMethod,
    remark: order.orderNo,
    lines: lines.map((x) => ({
      goodsId: x.goodsId,
      qty: x.qty,
      unitPrice: x.unitPrice,
      taxRate: x.taxRate,
      expectedArrivalDate: order.expectedArrivalDate,
      orderGoodsId: x.id,
      planLineId: x.planLineId,
    })),
  });
  await ctx.db
    .update(purchaseOrderTable)
    .set({ contractId: made.id })
    .where(and(eq(purchaseOrderTable.id, order.id), scoped(ctx, purchaseOrderTable, reach)));
  return made;
}
