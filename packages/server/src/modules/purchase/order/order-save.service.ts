import {
  contractDocName,
  contractMachine,
  contractStatusNames,
  contractType,
  type OrderLineInput,
  type OrderSubmitBody,
  orderMessages as om,
  orderDocument,
  planMessages as pm,
} from '@pharma/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { effectivePrices } from '../catalogue/catalogue-price.ts';
import { contractDetailTable, purchaseContractTable } from '../contract/contract.table.ts';
import { purchasePlanLineTable } from '../plan/plan.table.ts';
import { purchaseSettingOf } from '../setting/setting.query.ts';
import { addDays, dayIn } from '../shared/days.ts';
import {
  checkMove,
  filledText,
  goodsLabel,
  goodsOf,
  type Moved,
  reach,
  refuseBadNumbers,
  refuseDuplicates,
  scaled,
  snapshotOf,
  supplierOf,
  type Warnings,
  warehouseOf,
} from '../shared/docs.ts';
import { documentService } from '../shared/document.service.ts';
import { checkLineRules } from '../shared/rules.ts';
import { orderGoodsTable, purchaseOrderTable } from './order.table.ts';

export type OrderRow = typeof purchaseOrderTable.$inferSelect;
export type OrderLineRow = typeof orderGoodsTable.$inferSelect;

/** The order's server half of the document kit: its lock, moves, removal, header, lines and totals. */
export const orderDocs = documentService(orderDocument, {
  header: purchaseOrderTable,
  lines: orderGoodsTable,
  lineDoc: 'orderId',
  missing: om.orderNotFound,
});

/**
 * A line being written (an existing line's id keeps it and its links, else a new one): what a save sends (the contract's submit line), plus what an order made from a plan carries
 * (its plan line, and the last and lowest prices the line was chosen by).
 */
export type NewOrderLine = OrderLineInput & {
  planLineId?: string | null | undefined;
  lastPrice?: string | null | undefined;
  lowestPrice?: string | null | undefined;
};

/** An order being written (a save, or one supplier's share of a plan): the submit body, less its id, plus its plan. */
export type NewOrder = Omit<OrderSubmitBody, 'id' | 'lines'> & {
  planId?: string | null | undefined;
  lines: NewOrderLine[];
};

/**
 * Changes what call-offs have ordered of frame contract lines by `deltas` (detail id → quantity, + reserves,
 * − releases). The lines are locked (SELECT … FOR UPDATE, in id order so two call-offs never deadlock) and each
 * increase is a conditional UPDATE that holds only while ordered ≤ qty × (1 + overReceiptPct), so simultaneous
 * call-offs can never together exceed the contract.
 */
export async function reserveFrame(ctx: Ctx, deltas: Map<string, string>, overReceiptPct: string | null) {
  const ids = [...deltas.keys()].filter((id) => scaled(deltas.get(id), 3) !== 0n).sort();
  if (ids.length === 0) return;
  const locked = await ctx.db
    .select()
    .from(contractDetailTable)
    .where(and(inArray(contractDetailTable.id, ids), scoped(ctx, contractDetailTable, reach)))
    .orderBy(asc(contractDetailTable.id))
    .for('update');
  const byId = new Map(locked.map((r) => [r.id, r]));
  const pct = overReceiptPct ?? '0';
  for (const id of ids) {
    const delta = deltas.get(id)!;
    const row = byId.get(id);
    if (!row) throw badRequest(om.frameLineMissing);
    const rows = await ctx.db
      .update(contractDetailTable)
      .set({
        orderedQty: sql`greatest(${contractDetailTable.orderedQty} + ${delta}::numeric, 0)`,
        updateTime: new Date(),
      })
      .where(
        and(
          eq(contractDetailTable.id, id),
          scoped(ctx, contractDetailTable, reach),
          scaled(delta, 3) > 0n
            ? sql`${contractDetailTable.orderedQty} + ${delta}::numeric <= ${contractDetailTable.qty} * (1 + ${pct}::numeric / 100)`
            : undefined,
        ),
      )
      .returning({ id: contractDetailTable.id });
    if (rows.length === 0)
      throw badRequest(
        filledText(om.overFrame, {
          goods: `${row.goodsCode} ${row.commonName}`,
          qty: row.qty,
          ordered: row.orderedQty,
          asked: delta,
        }),
      );
  }
}

/** Changes plan lines' ordered quantity by `deltas` (rule 11: never above the planned quantity), and their status. */
export async function reservePlan(ctx: Ctx, deltas: Map<string, string>) {
  const ids = [...deltas.keys()].filter((id) => scaled(deltas.get(id), 3) !== 0n).sort();
  for (const id of ids) {
    const delta = deltas.get(id)!;
    const rows = await ctx.db
      .update(purchasePlanLineTable)
      .set({
        orderedQty: sql`greatest(${purchasePlanLineTable.orderedQty} + ${delta}::numeric, 0)`,
        lineStatus: sql`case when ${purchasePlanLineTable.lineStatus} = 3 then 3 when ${purchasePlanLineTable.orderedQty} + ${delta}::numeric >= ${purchasePlanLineTable.planQty} then 2
          when ${purchasePlanLineTable.orderedQty} + ${delta}::numeric > 0 then 1 else 0 end`,
        updateTime: new Date(),
      })
      .where(
        and(
          eq(purchasePlanLineTable.id, id),
          scoped(ctx, purchasePlanLineTable, reach),
          scaled(delta, 3) > 0n
            ? sql`${purchasePlanLineTable.orderedQty} + ${delta}::numeric <= ${purchasePlanLineTable.planQty}`
            : undefined,
        ),
      )
      .returning({ id: purchasePlanLineTable.id });
    if (rows.length === 0) {
      const [row] = await ctx.db
        .select()
        .from(purchasePlanLineTable)
        .where(and(eq(purchasePlanLineTable.id, id), scoped(ctx, purchasePlanLineTable, reach)));
      throw badRequest(
        filledText(pm.overPlanQty, {
          goods: row ? `${row.goodsCode} ${row.commonName}` : id,
          planQty: row?.planQty ?? '',
        }),
      );
    }
  }
}

/** Sums quantities per key (in PostgreSQL's exact arithmetic, done here with scaled integers: qty has 3 places). */
function addTo(map: Map<string, string>, key: string | null | undefined, qty: string, sign: 1n | -1n) {
  if (!key) return;
  const now = scaled(map.get(key), 3) + sign * scaled(qty, 3);
  const negative = now < 0n;
  const abs = (negative ? -now : now).toString().padStart(4, '0');
  map.set(key, `${negative ? '-' : ''}${abs.slice(0, -3)}.${abs.slice(-3)}`);
}

/** Each line's amount, price before tax and tax, then the header's totals: all in PostgreSQL, in the transaction. */
export function recomputeOrder(ctx: Ctx, orderId: string): Promise<void> {
  const amount = sql`round(${orderGoodsTable.qty} * ${orderGoodsTable.unitPrice}, 2)`;
  return orderDocs.totals(
    ctx,
    orderId,
    {
      amount,
      noTaxPrice: sql`round(${orderGoodsTable.unitPrice} / (1 + ${orderGoodsTable.taxRate}), 4)`,
      taxAmount: sql`${amount} - round(${orderGoodsTable.qty} * ${orderGoodsTable.unitPrice} / (1 + ${orderGoodsTable.taxRate}), 2)`,
      packCount: sql`case when coalesce(${orderGoodsTable.packQty}, 0) > 0 then round(${orderGoodsTable.qty} / ${orderGoodsTable.packQty}, 3) end`,
    },
    {
      lineCount: sql`count(*)::int`,
      totalQty: sql`coalesce(sum(${orderGoodsTable.qty}), 0)::text`,
      totalAmount: sql`coalesce(sum(${orderGoodsTable.amount}), 0)::text`,
      totalTaxAmount: sql`coalesce(sum(${orderGoodsTable.taxAmount}), 0)::text`,
      receivedAmount: sql`coalesce(sum(round(${orderGoodsTable.receivedQty} * ${orderGoodsTable.unitPrice}, 2)), 0)::text`,
    },
  );
}

/** The live lines of an order, in line order. */
export async function linesOfOrder(ctx: Ctx, orderId: string): Promise<OrderLineRow[]> {
  return ctx.db
    .select()
    .from(orderGoodsTable)
    .where(and(eq(orderGoodsTable.orderId, orderId), scoped(ctx, orderGoodsTable, reach)))
    .orderBy(asc(orderGoodsTable.lineNo), asc(orderGoodsTable.id));
}

/**
 * Writes one order with its lines (the caller holds the transaction and, for an existing order, its lock): checks
 * the parties, goods and rules (docs/domain.md §2.11 1–3, 6–11), prices blank lines from the catalogue (or the frame contract),
 * moves the call-off and plan reservations by what changed, keeps lines by id, and recomputes every amount and the
 * totals in PostgreSQL. A new order starts 待提交 and gets its CGDD number.
 */
export async function writeOrder(ctx: Ctx, input: NewOrder, existing?: OrderRow): Promise<Moved> {
  const setting = await purchaseSettingOf(ctx, input.shipperId);
  const supplier = await supplierOf(ctx, input.supplierId);
  await warehouseOf(ctx, input.warehouseId, input.shipperId);
  const today = dayIn(ctx.timeZone);
  const orderDate = input.orderDate ?? existing?.orderDate ?? today;
  const expected = input.expectedArrivalDate || addDays(orderDate, setting.leadTimeDays);
  if (expected < orderDate) throw badRequest(om.arrivalBeforeOrder);

  const goods = await goodsOf(
    ctx,
    input.lines.map((x) => x.goodsId),
  );
  refuseDuplicates(input.lines, goods);
  for (const line of input.lines) {
    refuseBadNumbers(line);
  }

  // A call-off: the frame contract in force, of the same parties; every line names one of its lines, same goods.
  const frameLines = new Map<string, typeof contractDetailTable.$inferSelect>();
  if (input.frameContractId) {
    const [frame] = await ctx.db
      .select()
      .from(purchaseContractTable)
      .where(and(eq(purchaseContractTable.id, input.frameContractId), scoped(ctx, purchaseContractTable, reach)));
    if (frame?.contractType !== contractType.frame) throw badRequest(om.frameMissing);
    checkMove(contractMachine, contractDocName, contractStatusNames, frame.status, 'callOff');
    if (frame.shipperId !== input.shipperId || frame.supplierId !== input.supplierId)
      throw badRequest(om.frameOtherParty);
    const ids = input.lines.map((x) => x.contractDetailId).filter((x): x is string => Boolean(x));
    if (ids.length !== input.lines.length) throw badRequest(om.frameLineRequired);
    const rows = await ctx.db
      .select()
      .from(contractDetailTable)
      .where(
        and(
          inArray(contractDetailTable.id, ids),
          eq(contractDetailTable.contractId, frame.id),
          scoped(ctx, contractDetailTable, reach),
        ),
      );
    for (const r of rows) frameLines.set(r.id, r);
    for (const line of input.lines) {
      const fl = frameLines.get(line.contractDetailId!);
      if (!fl) throw badRequest(om.frameLineMissing);
      if (fl.goodsId !== line.goodsId) throw badRequest(om.frameLineGoods);
    }
  } else if (input.lines.some((x) => x.contractDetailId)) throw badRequest(om.frameLineMissing);

  const catalogue = await effectivePrices(
    ctx,
    input.shipperId,
    input.lines.map((x) => x.goodsId),
    orderDate,
    { supplierId: input.supplierId },
  );
  const priced = input.lines.map((line) => {
    const g = goods.get(line.goodsId)!;
    const fl = line.contractDetailId ? frameLines.get(line.contractDetailId) : undefined;
    const cat = catalogue.get(line.goodsId);
    const unitPrice = line.unitPrice || fl?.unitPrice || cat?.unitPrice;
    if (!unitPrice) throw badRequest(filledText(pm.priceRequired, {}));
    const taxRate = line.taxRate || fl?.taxRate || cat?.taxRate || g.taxRate || '0';
    return { line, g, unitPrice, taxRate, cataloguePrice: fl ? null : (cat?.unitPrice ?? null) };
  });
  const warnings: Warnings = checkLineRules(
    ctx,
    setting,
    priced.map((x) => ({ goods: x.g, supplier, unitPrice: x.unitPrice, cataloguePrice: x.cataloguePrice })),
    input.deliveryMethod ?? existing?.deliveryMethod,
  );

  // What the lines held before, to move the reservations by the difference only.
  const before = existing ? await linesOfOrder(ctx, existing.id) : [];
  const beforeById = new Map(before.map((x) => [x.id, x]));
  const frameDelta = new Map<string, string>();
  const planDelta = new Map<string, string>();
  for (const b of before) {
    addTo(frameDelta, b.contractDetailId, b.qty, -1n);
    addTo(planDelta, b.planLineId, b.qty, -1n);
  }
  for (const { line } of priced) {
    const kept = line.id ? beforeById.get(line.id) : undefined;
    addTo(frameDelta, line.contractDetailId, line.qty, 1n);
    addTo(planDelta, line.planLineId ?? kept?.planLineId, line.qty, 1n);
  }
  await reserveFrame(ctx, frameDelta, setting.overReceiptPct);
  await reservePlan(ctx, planDelta);

  const { id: orderId, status } = await orderDocs.writeHeader(
    ctx,
    existing,
    {
      shipperId: input.shipperId,
      supplierId: supplier.id,
      supplierName: supplier.supplierName,
      supplierContact: input.supplierContact ?? supplier.contactName ?? null,
      supplierPhone: input.supplierPhone ?? supplier.contactPhone ?? null,
      warehouseId: input.warehouseId,
      orderDate,
      expectedArrivalDate: expected,
      frameContractId: input.frameContractId ?? null,
      settleType: input.settleType ?? supplier.defaultSettleType ?? setting.defaultSettleType,
      paymentTermDays: input.paymentTermDays ?? supplier.defaultPaymentTermDays ?? setting.defaultPaymentTermDays,
      deliveryMethod: input.deliveryMethod ?? null,
      remark: input.remark ?? null,
    },
    {
      planId: input.planId ?? null,
      buyerId: ctx.userId || null,
      buyerName: ctx.realName || null,
      deptId: ctx.deptIds[0] ?? null,
    },
  );
  await orderDocs.saveLines(
    ctx,
    orderId,
    before,
    priced.map(({ line, g, unitPrice, taxRate }, at) => ({
      id: line.id,
      values: {
        lineNo: at + 1,
        ...snapshotOf(g),
        qty: line.qty,
        unitPrice,
        taxRate,
        contractDetailId: line.contractDetailId ?? null,
        minRemainingShelfLifeMonths: line.minRemainingShelfLifeMonths ?? setting.minRemainingShelfLifeMonths ?? null,
        remark: line.remark ?? null,
        updateUser: ctx.userId || null,
        updateTime: new Date(),
      },
      created: {
        planLineId: line.planLineId ?? null,
        lastPrice: line.lastPrice ?? null,
        lowestPrice: line.lowestPrice ?? null,
        createUser: ctx.userId || null,
      },
    })),
  );
  await recomputeOrder(ctx, orderId);
  return { id: orderId, status, warnings };
}

/**
 * Creates orders (plan → orders, one per supplier): each written as a save would, in the caller's transaction
 * (`ctx.db` is the transaction). Answers each order's id, number and line count, and the rules' warnings.
 */
export async function createOrders(
  ctx: Ctx,
  orders: NewOrder[],
): Promise<{
  orders: Array<{ id: string; orderNo: string; supplierId: string; lineCount: number }>;
  warnings: Warnings;
}> {
  const made: Array<{ id: string; orderNo: string; supplierId: string; lineCount: number }> = [];
  const warnings: Warnings = [];
  for (const order of orders) {
    const moved = await writeOrder(ctx, order);
    warnings.push(...moved.warnings);
    const [row] = await ctx.db
      .select({ orderNo: purchaseOrderTable.orderNo, lineCount: purchaseOrderTable.lineCount })
      .from(purchaseOrderTable)
      .where(and(eq(purchaseOrderTable.id, moved.id), scoped(ctx, purchaseOrderTable, reach)));
    made.push({ id: moved.id, orderNo: row!.orderNo, supplierId: order.supplierId, lineCount: row!.lineCount });
  }
  return { orders: made, warnings };
}

export { goodsLabel };
