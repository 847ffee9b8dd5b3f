import {
  auditStatus,
  type ContractSubmitBody,
  contractMessages as cm,
  contractDocument,
  contractStatus,
  contractType,
} from '@pharma/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { orderGoodsTable, purchaseOrderTable } from '../order/order.table.ts';
import { purchaseSettingOf } from '../setting/setting.query.ts';
import { dayIn } from '../shared/days.ts';
import {
  goodsOf,
  type Moved,
  reach,
  refuseBadNumbers,
  refuseDuplicates,
  snapshotOf,
  supplierOf,
} from '../shared/docs.ts';
import { documentService } from '../shared/document.service.ts';
import { checkLineRules } from '../shared/rules.ts';
import { contractDetailTable, purchaseContractTable } from './contract.table.ts';

export type ContractRow = typeof purchaseContractTable.$inferSelect;
export type ContractLineRow = typeof contractDetailTable.$inferSelect;

/** A contract being written: the save's body, or what an order makes of it. */
export type NewContract = Omit<ContractSubmitBody, 'id' | 'lines'> & {
  sourceOrderId?: string | null;
  lines: Array<ContractSubmitBody['lines'][number] & { orderGoodsId?: string | null; planLineId?: string | null }>;
};

/** The contract's server half of the document kit: its lock, moves, removal, header, lines and totals. */
export const contractDocs = documentService(contractDocument, {
  header: purchaseContractTable,
  lines: contractDetailTable,
  lineDoc: 'contractId',
  missing: cm.contractNotFound,
});

/** Each line's amount, then the contract's total and line count, in PostgreSQL (rule 12: total = Σ lines). */
export function recomputeContract(ctx: Ctx, contractId: string): Promise<void> {
  return contractDocs.totals(
    ctx,
    contractId,
    { amount: sql`round(${contractDetailTable.qty} * ${contractDetailTable.unitPrice}, 2)` },
    {
      lineCount: sql`count(*)::int`,
      totalAmount: sql`coalesce(sum(${contractDetailTable.amount}), 0)::text`,
      executedAmount: sql`coalesce(sum(round(${contractDetailTable.accInQty} * ${contractDetailTable.unitPrice}, 2)), 0)::text`,
    },
  );
}

export async function linesOfContract(ctx: Ctx, contractId: string): Promise<ContractLineRow[]> {
  return ctx.db
    .select()
    .from(contractDetailTable)
    .where(and(eq(contractDetailTable.contractId, contractId), scoped(ctx, contractDetailTable, reach)))
    .orderBy(asc(contractDetailTable.lineNo), asc(contractDetailTable.id));
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
    refuseBadNumbers(line, true);
  }
  const warnings = checkLineRules(
    ctx,
    setting,
    input.lines.map((x) => ({ goods: goods.get(x.goodsId)!, supplier })),
    input.deliveryMethod,
  );
  const { id, status } = await contractDocs.writeHeader(
    ctx,
    existing,
    {
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
      auditStatus: setting.contractNeedAudit ? auditStatus.inAudit : auditStatus.notSubmitted,
      auditUserId: null,
      auditUserName: null,
      auditTime: null,
      auditOpinion: null,
    },
    { sourceOrderId: input.sourceOrderId ?? null },
  );
  await contractDocs.saveLines(
    ctx,
    id,
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
          lineStatus: contractStatus.unsigned,
          createUser: ctx.userId || null,
        },
      };
    }),
  );
  await recomputeContract(ctx, id);
  return { id, status, warnings };
}

/**
 * The SPOT contract of an approved order: the order's parties and terms, one line per order line (linked both ways),
 * valid from the order date to a year on; unsigned, to be audited and signed.
 */
export async function contractFromOrder(ctx: Ctx, order: typeof purchaseOrderTable.$inferSelect): Promise<Moved> {
  const lines = await ctx.db
    .select()
    .from(orderGoodsTable)
    .where(and(eq(orderGoodsTable.orderId, order.id), scoped(ctx, orderGoodsTable, reach)))
    .orderBy(asc(orderGoodsTable.lineNo));
  const validFrom = order.orderDate || dayIn(ctx.timeZone);
  const end = new Date(`${validFrom}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  const made = await writeContract(ctx, {
    contractType: contractType.spot,
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
