import {
  contractStatus,
  type OrderAction,
  type OrderSubmitBody,
  orderMessages as om,
  orderDocName,
  orderMachine,
  orderStatus,
  orderStatusNames,
  planMessages as pm,
} from '@pharma/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { contractFromOrder } from '../contract/contract.create.ts';
import { contractDetailTable, purchaseContractTable } from '../contract/contract.table.ts';
import { purchaseSettingOf } from '../setting/setting.read.ts';
import { type LineEditedDoc, removeDocLines, saveDocLine } from '../shared/doc-lines.ts';
import { checkMove, inTenant, lockDoc, logMove, type Moved, moveDoc, reach, say, shipperOf } from '../shared/docs.ts';
import {
  linesOfOrder,
  type NewOrderLine,
  type OrderRow,
  recomputeOrder,
  reserveFrame,
  reservePlan,
  writeOrder,
} from './order.create.ts';
import { orderGoodsTable as l, purchaseOrderTable as o } from './order.table.ts';

const check = (row: OrderRow, action: OrderAction) =>
  checkMove(orderMachine, orderDocName, orderStatusNames, row.status, action);

/** The order locked for the transaction, with the caller acting in its tenant. */
async function locked(ctx: Ctx, id: string): Promise<{ c: Ctx; row: OrderRow }> {
  const row = await lockDoc(ctx, o, id, om.orderNotFound);
  return { c: inTenant(ctx, row.tenantId), row };
}

/** `purchaseOrder/submit`: a new order (待提交), or an editable one (0/2) replaced with its lines. */
export async function saveOrder(ctx: Ctx, body: OrderSubmitBody): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    let c: Ctx = { ...ctx, db: tx };
    let existing: OrderRow | undefined;
    if (body.id) {
      const got = await locked(c, body.id);
      check(got.row, 'edit');
      c = got.c;
      existing = got.row;
      if (existing.shipperId !== body.shipperId) throw badRequest(pm.shipperMissing);
    } else {
      const shipper = await shipperOf(c, body.shipperId);
      c = inTenant(c, shipper.tenantId);
    }
    return writeOrder(
      c,
      {
        ...body,
        frameContractId: body.frameContractId ?? null,
        lines: body.lines.map((x) => ({ ...x, id: x.id ?? undefined })),
      },
      existing,
    );
  });
}

/** Releases what an order's lines hold of frame contracts and plans: all of it, or (`remainder`) what is unreceived. */
async function release(c: Ctx, row: OrderRow, remainder: boolean) {
  const frame = new Map<string, string>();
  const plan = new Map<string, string>();
  // The amounts to release, computed by PostgreSQL per line.
  const rows = await c.db
    .select({
      contractDetailId: l.contractDetailId,
      planLineId: l.planLineId,
      open: remainder ? sql<string>`(-greatest(${l.qty} - ${l.receivedQty}, 0))::text` : sql<string>`(-${l.qty})::text`,
    })
    .from(l)
    .where(and(eq(l.orderId, row.id), scoped(c, l, reach)));
  for (const r of rows) {
    if (r.contractDetailId) frame.set(r.contractDetailId, r.open);
    if (r.planLineId) plan.set(r.planLineId, r.open);
  }
  await reserveFrame(c, frame, '0');
  await reservePlan(c, plan);
}

/** `purchaseOrder/remove`: orders 待提交/已驳回 only, with their lines; what they held is released. */
export async function removeOrders(ctx: Ctx, ids: string[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    let n = 0;
    for (const id of ids) {
      const { c, row } = await locked({ ...ctx, db: tx }, id);
      check(row, 'remove');
      await release(c, row, false);
      await tx
        .update(o)
        .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: new Date() })
        .where(and(eq(o.id, id), eq(o.status, row.status), scoped(c, o, reach)));
      await tx
        .update(l)
        .set({ isDeleted: 1, updateTime: new Date() })
        .where(and(eq(l.orderId, id), scoped(c, l, reach)));
      await logMove(c, 'order', id, row.status, row.status, 'remove');
      n += 1;
    }
    return n;
  });
}

/** `commit`: 0/2 → 1; without orderNeedAudit straight to 3 (approved and sent). */
export async function commitOrder(ctx: Ctx, id: string): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const { c, row } = await locked({ ...ctx, db: tx }, id);
    check(row, 'commit');
    const setting = await purchaseSettingOf(c, row.shipperId);
    const now = new Date();
    const to = setting.orderNeedAudit ? orderStatus.submitted : orderStatus.awaitingReceipt;
    await moveDoc(c, o, 'order', {
      id,
      from: row.status,
      to,
      action: 'commit',
      set: to === orderStatus.awaitingReceipt ? { sentTime: now, auditTime: now } : {},
    });
    const warnings = to === orderStatus.awaitingReceipt ? await afterApproval(c, id, setting.autoGenerateContract) : [];
    return { id, status: to, warnings };
  });
}

/** With autoGenerateContract, an approved order gets its SPOT contract at once. */
async function afterApproval(c: Ctx, id: string, autoContract: boolean) {
  if (autoContract) {
    const row = await lockDoc(c, o, id, om.orderNotFound);
    // A call-off is already under its frame contract.
    if (!row.contractId && !row.frameContractId) await contractFromOrder(c, row);
  }
  return [];
}

/** `audit`: 1 → 3 (approved and sent: sentTime) or → 2 (rejected, opinion required). */
export async function auditOrder(ctx: Ctx, body: { id: string; pass: boolean; opinion?: string | null | undefined }) {
  return ctx.db.transaction(async (tx): Promise<Moved> => {
    const { c, row } = await locked({ ...ctx, db: tx }, body.id);
    check(row, body.pass ? 'approve' : 'reject');
    if (!body.pass && !body.opinion?.trim()) throw badRequest(pm.opinionRequired);
    const now = new Date();
    const to = body.pass ? orderStatus.awaitingReceipt : orderStatus.rejected;
    await moveDoc(c, o, 'order', {
      id: body.id,
      from: row.status,
      to,
      action: body.pass ? 'approve' : 'reject',
      reason: body.opinion ?? null,
      set: {
        auditUserId: ctx.userId || null,
        auditUserName: ctx.realName || null,
        auditTime: now,
        auditOpinion: body.opinion ?? null,
        ...(body.pass ? { sentTime: now } : {}),
      },
    });
    if (body.pass) {
      const setting = await purchaseSettingOf(c, row.shipperId);
      await afterApproval(c, body.id, setting.autoGenerateContract);
    }
    return { id: body.id, status: to, warnings: [] };
  });
}

/** `send`: send an approved order again (3/4): sentTime renewed, status kept, logged. */
export async function sendOrder(ctx: Ctx, id: string): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const { c, row } = await locked({ ...ctx, db: tx }, id);
    check(row, 'send');
    await moveDoc(c, o, 'order', {
      id,
      from: row.status,
      to: row.status,
      action: 'send',
      set: { sentTime: new Date() },
    });
    return { id, status: row.status, warnings: [] };
  });
}

/** `close`: short-close 3/4 → 6 (reason): open lines closed, unreceived call-off and plan quantities released. */
export async function closeOrder(ctx: Ctx, id: string, reason: string): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const { c, row } = await locked({ ...ctx, db: tx }, id);
    check(row, 'close');
    await release(c, row, true);
    await tx
      .update(l)
      .set({ lineStatus: 3 })
      .where(and(eq(l.orderId, id), scoped(c, l, reach), sql`${l.lineStatus} <> 2`));
    await moveDoc(c, o, 'order', {
      id,
      from: row.status,
      to: orderStatus.closed,
      action: 'close',
      reason,
      set: { closeReason: reason },
    });
    return { id, status: orderStatus.closed, warnings: [] };
  });
}

/** `void`: 0/1/2 → 7 (reason): everything the order held of frame contracts and plans is released. */
export async function voidOrder(ctx: Ctx, id: string, reason: string): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const { c, row } = await locked({ ...ctx, db: tx }, id);
    check(row, 'void');
    await release(c, row, false);
    await moveDoc(c, o, 'order', {
      id,
      from: row.status,
      to: orderStatus.void,
      action: 'void',
      reason,
      set: { closeReason: reason },
    });
    return { id, status: orderStatus.void, warnings: [] };
  });
}

/**
 * `receive` (the WMS receipt's stand-in): each line's received quantity grows, never past qty × (1 + overReceiptPct)
 * (a conditional UPDATE); the contract lines it executes (call-off or SPOT) follow, and the contract becomes 执行中
 * on its first receipt. The order becomes 部分收货, or 已完成 once every line is received.
 */
export async function receiveOrder(ctx: Ctx, body: { id: string; lines: Array<{ id: string; qty: string }> }) {
  return ctx.db.transaction(async (tx): Promise<Moved> => {
    const { c, row } = await locked({ ...ctx, db: tx }, body.id);
    check(row, 'receive');
    const setting = await purchaseSettingOf(c, row.shipperId);
    const pct = setting.overReceiptPct ?? '0';
    const lines = new Map((await linesOfOrder(c, row.id)).map((x) => [x.id, x]));
    const seen = new Set<string>();
    for (const r of body.lines) {
      const line = lines.get(r.id);
      if (!line || seen.has(r.id)) throw badRequest(pm.lineMissing);
      seen.add(r.id);
      if (!/^\d/.test(r.qty) || !/[1-9]/.test(r.qty)) throw badRequest(pm.qtyPositive);
      const updated = await tx
        .update(l)
        .set({
          receivedQty: sql`${l.receivedQty} + ${r.qty}::numeric`,
          lineStatus: sql`case when ${l.receivedQty} + ${r.qty}::numeric >= ${l.qty} then 2 else 1 end`,
        })
        .where(
          and(
            eq(l.id, r.id),
            scoped(c, l, reach),
            sql`${l.receivedQty} + ${r.qty}::numeric <= ${l.qty} * (1 + ${pct}::numeric / 100)`,
          ),
        )
        .returning({ id: l.id });
      if (updated.length === 0)
        throw badRequest(
          say(om.overReceipt, {
            goods: `${line.goodsCode} ${line.commonName}`,
            qty: line.qty,
            received: line.receivedQty,
            asked: r.qty,
          }),
        );
      await executeContractLines(c, line.id, line.contractDetailId, r.qty);
    }
    await recomputeOrder(c, row.id);
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(l)
      .where(and(eq(l.orderId, row.id), scoped(c, l, reach), sql`${l.lineStatus} in (0, 1)`));
    const to = left!.n === 0 ? orderStatus.completed : orderStatus.partReceived;
    await moveDoc(c, o, 'order', { id: row.id, from: row.status, to, action: 'receive' });
    return { id: row.id, status: to, warnings: [] };
  });
}

/** A receipt executes the contract lines behind an order line: the frame line called off, or the SPOT line. */
async function executeContractLines(c: Ctx, orderLineId: string, frameDetailId: string | null, qty: string) {
  const d = contractDetailTable;
  const touched = await c.db
    .update(d)
    .set({
      accInQty: sql`${d.accInQty} + ${qty}::numeric`,
      batchCount: sql`${d.batchCount} + 1`,
      updateTime: new Date(),
    })
    .where(
      and(
        scoped(c, d, reach),
        frameDetailId
          ? sql`(${d.id} = ${frameDetailId} or ${d.orderGoodsId} = ${orderLineId})`
          : eq(d.orderGoodsId, orderLineId),
      ),
    )
    .returning({ contractId: d.contractId });
  const h = purchaseContractTable;
  for (const contractId of new Set(touched.map((x) => x.contractId))) {
    const [sum] = await c.db
      .select({ executed: sql<string>`coalesce(sum(round(${d.accInQty} * ${d.unitPrice}, 2)), 0)::text` })
      .from(d)
      .where(and(eq(d.contractId, contractId), scoped(c, d, reach)));
    const [contract] = await c.db
      .select()
      .from(h)
      .where(and(eq(h.id, contractId), scoped(c, h, reach)))
      .for('update');
    if (!contract) continue;
    await c.db
      .update(h)
      .set({ executedAmount: sum!.executed })
      .where(and(eq(h.id, contractId), scoped(c, h, reach)));
    if (contract.status === contractStatus.signed) {
      await c.db
        .update(d)
        .set({ lineStatus: contractStatus.executing })
        .where(and(eq(d.contractId, contractId), scoped(c, d, reach), eq(d.lineStatus, contractStatus.signed)));
      await moveDoc(c, h, 'contract', {
        id: contractId,
        from: contractStatus.signed,
        to: contractStatus.executing,
        action: 'execute',
      });
    }
  }
}

/** `toContract`: the SPOT contract of an approved order (once). */
export async function orderToContract(ctx: Ctx, id: string): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const { c, row } = await locked({ ...ctx, db: tx }, id);
    check(row, 'toContract');
    if (row.contractId) {
      const [contract] = await tx
        .select({ contractNo: purchaseContractTable.contractNo })
        .from(purchaseContractTable)
        .where(and(eq(purchaseContractTable.id, row.contractId), scoped(c, purchaseContractTable, reach)));
      throw badRequest(say(om.alreadyContracted, { contractNo: contract?.contractNo ?? row.contractId }));
    }
    const made = await contractFromOrder(c, row);
    return { id: made.id, status: made.status, warnings: [] };
  });
}

// ----- blade-smart order_goods: one line at a time, on an order still 0/2 -----

function asInput(x: typeof l.$inferSelect): NewOrderLine {
  return {
    id: x.id,
    goodsId: x.goodsId,
    qty: x.qty,
    unitPrice: x.unitPrice,
    taxRate: x.taxRate,
    contractDetailId: x.contractDetailId,
    minRemainingShelfLifeMonths: x.minRemainingShelfLifeMonths,
    remark: x.remark,
  };
}

async function rewrite(c: Ctx, row: OrderRow, lines: NewOrderLine[]): Promise<Moved> {
  return writeOrder(
    c,
    {
      shipperId: row.shipperId,
      supplierId: row.supplierId,
      warehouseId: row.warehouseId!,
      orderDate: row.orderDate,
      expectedArrivalDate: row.expectedArrivalDate,
      frameContractId: row.frameContractId,
      settleType: row.settleType,
      paymentTermDays: row.paymentTermDays,
      deliveryMethod: row.deliveryMethod,
      supplierContact: row.supplierContact,
      supplierPhone: row.supplierPhone,
      remark: row.remark,
      lines,
    },
    row,
  );
}

/** The order as `order_goods` edits it: lines of an order to submit or rejected. */
const orderLines: LineEditedDoc<OrderRow, NewOrderLine> = {
  lines: l,
  docColumn: l.orderId,
  async editable(ctx, id) {
    const found = await locked(ctx, id);
    check(found.row, 'edit');
    return found;
  },
  linesOf: async (c, id) => (await linesOfOrder(c, id)).map(asInput),
  rewrite,
};

/** `order_goods/submit`: add or change one line (order 0/2); totals and reservations follow in the transaction. */
export function saveOrderLine(ctx: Ctx, { orderId, ...line }: NewOrderLine & { orderId: string }) {
  return saveDocLine(ctx, orderLines, orderId, line);
}

/** `order_goods/remove`: lines of orders 0/2; an order keeps at least one line. */
export function removeOrderLines(ctx: Ctx, ids: string[]): Promise<number> {
  return removeDocLines(ctx, orderLines, ids);
}
