import {
  type BodyOf,
  contractStatus,
  type OrderSubmitBody,
  orderMessages as om,
  type orderDocumentCalls,
  orderLineStatus,
  orderStatus,
  planMessages as pm,
} from '@pharma/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { contractDetailTable, purchaseContractTable } from '../contract/contract.table.ts';
import { contractDocs, contractFromOrder } from '../contract/contract-save.service.ts';
import { purchaseSettingOf } from '../setting/setting.query.ts';
import { lineEdits } from '../shared/doc-lines.ts';
import { auditedBy, filledText, type Moved, reach } from '../shared/docs.ts';
import { orderGoodsTable } from './order.table.ts';
import {
  linesOfOrder,
  type NewOrderLine,
  type OrderRow,
  orderDocs,
  recomputeOrder,
  reserveFrame,
  reservePlan,
  writeOrder,
} from './order-save.service.ts';

type AuditBody = BodyOf<typeof orderDocumentCalls.audit>;
type ReceiveBody = BodyOf<typeof orderDocumentCalls.receive>;

/** `purchaseOrder/submit`: a new order (待提交), or an editable one (0/2) replaced with its lines. */
export function saveOrder(ctx: Ctx, body: OrderSubmitBody): Promise<Moved> {
  return orderDocs.saving(ctx, body, (c, existing) =>
    writeOrder(
      c,
      {
        ...body,
        frameContractId: body.frameContractId ?? null,
        lines: body.lines.map((x) => ({ ...x, id: x.id ?? undefined })),
      },
      existing,
    ),
  );
}

/** Releases what an order's lines hold of frame contracts and plans: all of it, or (`remainder`) what is unreceived. */
async function release(c: Ctx, row: OrderRow, remainder: boolean) {
  const frame = new Map<string, string>();
  const plan = new Map<string, string>();
  // The amounts to release, computed by PostgreSQL per line.
  const rows = await c.db
    .select({
      contractDetailId: orderGoodsTable.contractDetailId,
      planLineId: orderGoodsTable.planLineId,
      open: remainder
        ? sql<string>`(-greatest(${orderGoodsTable.qty} - ${orderGoodsTable.receivedQty}, 0))::text`
        : sql<string>`(-${orderGoodsTable.qty})::text`,
    })
    .from(orderGoodsTable)
    .where(and(eq(orderGoodsTable.orderId, row.id), scoped(c, orderGoodsTable, reach)));
  for (const r of rows) {
    if (r.contractDetailId) frame.set(r.contractDetailId, r.open);
    if (r.planLineId) plan.set(r.planLineId, r.open);
  }
  await reserveFrame(c, frame, '0');
  await reservePlan(c, plan);
}

/** `purchaseOrder/remove`: orders 待提交/已驳回 only, with their lines; what they held is released. */
export function removeOrders(ctx: Ctx, ids: string[]): Promise<number> {
  return orderDocs.remove(ctx, ids, (c, row) => release(c, row, false));
}

/** `commit`: 0/2 → 1; without orderNeedAudit straight to 3 (approved and sent). */
export function commitOrder(ctx: Ctx, id: string): Promise<Moved> {
  return orderDocs.act(ctx, id, 'commit', async (c, row) => {
    const setting = await purchaseSettingOf(c, row.shipperId);
    const now = new Date();
    const to = setting.orderNeedAudit ? orderStatus.submitted : orderStatus.awaitingReceipt;
    await orderDocs.move(c, {
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
    const { row } = await orderDocs.locked(c, id);
    // A call-off is already under its frame contract.
    if (!row.contractId && !row.frameContractId) await contractFromOrder(c, row);
  }
  return [];
}

/** `audit`: 1 → 3 (approved and sent: sentTime) or → 2 (rejected, opinion required). */
export function auditOrder(ctx: Ctx, body: AuditBody): Promise<Moved> {
  return orderDocs.act(ctx, body.id, body.pass ? 'approve' : 'reject', async (c, row) => {
    if (!body.pass && !body.opinion?.trim()) throw badRequest(pm.opinionRequired);
    const audited = auditedBy(ctx, body.opinion);
    const to = body.pass ? orderStatus.awaitingReceipt : orderStatus.rejected;
    await orderDocs.auditMove(c, row, body, to, { ...audited, ...(body.pass ? { sentTime: audited.auditTime } : {}) });
    if (body.pass) {
      const setting = await purchaseSettingOf(c, row.shipperId);
      await afterApproval(c, body.id, setting.autoGenerateContract);
    }
    return { id: body.id, status: to, warnings: [] };
  });
}

/** `send`: send an approved order again (3/4): sentTime renewed, status kept, logged. */
export function sendOrder(ctx: Ctx, id: string): Promise<Moved> {
  return orderDocs.moveTo(ctx, id, 'send', (row) => row.status, { set: { sentTime: new Date() } });
}

/** `close`: short-close 3/4 → 6 (reason): open lines closed, unreceived call-off and plan quantities released. */
export function closeOrder(ctx: Ctx, id: string, reason: string): Promise<Moved> {
  return orderDocs.moveTo(
    ctx,
    id,
    'close',
    orderStatus.closed,
    { reason, set: { closeReason: reason } },
    async (c, row) => {
      await release(c, row, true);
      await c.db
        .update(orderGoodsTable)
        .set({ lineStatus: orderLineStatus.closed })
        .where(
          and(
            eq(orderGoodsTable.orderId, id),
            scoped(c, orderGoodsTable, reach),
            ne(orderGoodsTable.lineStatus, orderLineStatus.received),
          ),
        );
    },
  );
}

/** `void`: 0/1/2 → 7 (reason): everything the order held of frame contracts and plans is released. */
export function voidOrder(ctx: Ctx, id: string, reason: string): Promise<Moved> {
  return orderDocs.moveTo(ctx, id, 'void', orderStatus.void, { reason, set: { closeReason: reason } }, (c, row) =>
    release(c, row, false),
  );
}

/**
 * `receive` (the WMS receipt's stand-in): each line's received quantity grows, never past qty × (1 + overReceiptPct)
 * (a conditional UPDATE); the contract lines it executes (call-off or SPOT) follow, and the contract becomes 执行中
 * on its first receipt. The order becomes 部分收货, or 已完成 once every line is received.
 */
export function receiveOrder(ctx: Ctx, body: ReceiveBody): Promise<Moved> {
  return orderDocs.act(ctx, body.id, 'receive', async (c, row) => {
    const setting = await purchaseSettingOf(c, row.shipperId);
    const pct = setting.overReceiptPct ?? '0';
    const lines = new Map((await linesOfOrder(c, row.id)).map((x) => [x.id, x]));
    const seen = new Set<string>();
    for (const r of body.lines) {
      const line = lines.get(r.id);
      if (!line || seen.has(r.id)) throw badRequest(pm.lineMissing);
      seen.add(r.id);
      if (!/^\d/.test(r.qty) || !/[1-9]/.test(r.qty)) throw badRequest(pm.qtyPositive);
      const updated = await c.db
        .update(orderGoodsTable)
        .set({
          receivedQty: sql`${orderGoodsTable.receivedQty} + ${r.qty}::numeric`,
          lineStatus: sql`case when ${orderGoodsTable.receivedQty} + ${r.qty}::numeric >= ${orderGoodsTable.qty} then 2 else 1 end`,
        })
        .where(
          and(
            eq(orderGoodsTable.id, r.id),
            scoped(c, orderGoodsTable, reach),
            sql`${orderGoodsTable.receivedQty} + ${r.qty}::numeric <= ${orderGoodsTable.qty} * (1 + ${pct}::numeric / 100)`,
          ),
        )
        .returning({ id: orderGoodsTable.id });
      if (updated.length === 0)
        throw badRequest(
          filledText(om.overReceipt, {
            goods: `${line.goodsCode} ${line.commonName}`,
            qty: line.qty,
            received: line.receivedQty,
            asked: r.qty,
          }),
        );
      await executeContractLines(c, line.id, line.contractDetailId, r.qty);
    }
    await recomputeOrder(c, row.id);
    const [left] = await c.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderGoodsTable)
      .where(
        and(
          eq(orderGoodsTable.orderId, row.id),
          scoped(c, orderGoodsTable, reach),
          sql`${orderGoodsTable.lineStatus} in (0, 1)`,
        ),
      );
    const to = left!.n === 0 ? orderStatus.completed : orderStatus.partReceived;
    await orderDocs.move(c, { id: row.id, from: row.status, to, action: 'receive' });
    return { id: row.id, status: to, warnings: [] };
  });
}

/** A receipt executes the contract lines behind an order line: the frame line called off, or the SPOT line. */
async function executeContractLines(c: Ctx, orderLineId: string, frameDetailId: string | null, qty: string) {
  const touched = await c.db
    .update(contractDetailTable)
    .set({
      accInQty: sql`${contractDetailTable.accInQty} + ${qty}::numeric`,
      batchCount: sql`${contractDetailTable.batchCount} + 1`,
      updateTime: new Date(),
    })
    .where(
      and(
        scoped(c, contractDetailTable, reach),
        frameDetailId
          ? sql`(${contractDetailTable.id} = ${frameDetailId} or ${contractDetailTable.orderGoodsId} = ${orderLineId})`
          : eq(contractDetailTable.orderGoodsId, orderLineId),
      ),
    )
    .returning({ contractId: contractDetailTable.contractId });
  for (const contractId of new Set(touched.map((x) => x.contractId))) {
    const [sum] = await c.db
      .select({
        executed: sql<string>`coalesce(sum(round(${contractDetailTable.accInQty} * ${contractDetailTable.unitPrice}, 2)), 0)::text`,
      })
      .from(contractDetailTable)
      .where(and(eq(contractDetailTable.contractId, contractId), scoped(c, contractDetailTable, reach)));
    const [contract] = await c.db
      .select()
      .from(purchaseContractTable)
      .where(and(eq(purchaseContractTable.id, contractId), scoped(c, purchaseContractTable, reach)))
      .for('update');
    if (!contract) continue;
    await c.db
      .update(purchaseContractTable)
      .set({ executedAmount: sum!.executed })
      .where(and(eq(purchaseContractTable.id, contractId), scoped(c, purchaseContractTable, reach)));
    if (contract.status === contractStatus.signed) {
      await c.db
        .update(contractDetailTable)
        .set({ lineStatus: contractStatus.executing })
        .where(
          and(
            eq(contractDetailTable.contractId, contractId),
            scoped(c, contractDetailTable, reach),
            eq(contractDetailTable.lineStatus, contractStatus.signed),
          ),
        );
      await contractDocs.move(c, {
        id: contractId,
        from: contractStatus.signed,
        to: contractStatus.executing,
        action: 'execute',
      });
    }
  }
}

/** `toContract`: the SPOT contract of an approved order (once). */
export function orderToContract(ctx: Ctx, id: string): Promise<Moved> {
  return orderDocs.act(ctx, id, 'toContract', async (c, row) => {
    if (row.contractId) {
      const [contract] = await c.db
        .select({ contractNo: purchaseContractTable.contractNo })
        .from(purchaseContractTable)
        .where(and(eq(purchaseContractTable.id, row.contractId), scoped(c, purchaseContractTable, reach)));
      throw badRequest(filledText(om.alreadyContracted, { contractNo: contract?.contractNo ?? row.contractId }));
    }
    const made = await contractFromOrder(c, row);
    return { id: made.id, status: made.status, warnings: [] };
  });
}

// ----- blade-smart order_goods: one line at a time, on an order still 0/2 -----

function asInput(x: typeof orderGoodsTable.$inferSelect): NewOrderLine {
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

/** The order written again whole with `lines`, its header as it is. */
const rewrite = (c: Ctx, row: OrderRow, lines: NewOrderLine[]): Promise<Moved> =>
  writeOrder(c, { ...row, warehouseId: row.warehouseId!, lines }, row);

/** The order as `order_goods` edits it: lines of an order to submit or rejected. */
const orderLines = lineEdits<OrderRow, NewOrderLine, 'orderId'>('orderId', {
  lines: orderGoodsTable,
  docColumn: orderGoodsTable.orderId,
  editable: (ctx, id) => orderDocs.lockedFor(ctx, id, 'edit'),
  linesOf: async (c, id) => (await linesOfOrder(c, id)).map(asInput),
  rewrite,
});

/** `order_goods/submit`: add or change one line (order 0/2); totals and reservations follow in the transaction. */
export const saveOrderLine = orderLines.save;

/** `order_goods/remove`: lines of orders 0/2; an order keeps at least one line. */
export const removeOrderLines = orderLines.remove;
