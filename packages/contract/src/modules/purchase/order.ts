import { z } from 'zod';
import { idValue, zodMessage } from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';
import {
  dateFilter,
  dateInput,
  docAudit,
  docAuditBody,
  docIdBody,
  docReasonBody,
  goodsSnapshot,
  idFilter,
  type Machine,
  planMessages,
  statusLogRecord,
  textInput,
} from './plan.ts';
import { decimalOf, decimalReply, pageBody } from './purchase.ts';

const n = (zh: string, en: string): Text => ({ zh, en });
const decimal = decimalReply.nullable();

/** `sc_order_status`. */
export const orderStatus = {
  toSubmit: 0,
  submitted: 1,
  rejected: 2,
  awaitingReceipt: 3,
  partReceived: 4,
  completed: 5,
  closed: 6,
  void: 7,
} as const;
export type OrderStatus = (typeof orderStatus)[keyof typeof orderStatus];
export const orderStatusNames: Record<OrderStatus, Text> = {
  0: n('待提交', 'To submit'),
  1: n('待审核', 'Awaiting audit'),
  2: n('已驳回', 'Rejected'),
  3: n('待收货', 'Awaiting receipt'),
  4: n('部分收货', 'Partly received'),
  5: n('已完成', 'Completed'),
  6: n('已关闭', 'Closed'),
  7: n('已作废', 'Void'),
};
export const orderStatusAll = n('全部', 'All');
/** `sc_order_line_status`. */
export const orderLineStatus = { open: 0, partial: 1, received: 2, closed: 3 } as const;

/**
 * The order's machine (docs/domain.md §2.7). Audit passing sends the order (待收货, sentTime set: "approved and sent");
 * with orderNeedAudit off, commit does so itself. `send` sends it again (sentTime renewed, status kept). Receipts
 * lead to 部分收货 or 已完成; close cancels what is left; void only before the order is sent.
 */
export const orderMachine = {
  edit: { from: [0, 2], to: [], name: n('修改', 'edited') },
  remove: { from: [0, 2], to: [], name: n('删除', 'deleted') },
  commit: { from: [0, 2], to: [1, 3], name: n('提交审核', 'submitted for audit') },
  approve: { from: [1], to: [3], name: n('审核通过', 'approved') },
  reject: { from: [1], to: [2], name: n('驳回', 'rejected') },
  send: { from: [3, 4], to: [], name: n('下发', 'sent to the supplier') },
  receive: { from: [3, 4], to: [4, 5], name: n('收货', 'received') },
  close: { from: [3, 4], to: [6], name: n('关闭', 'closed') },
  void: { from: [0, 1, 2], to: [7], name: n('作废', 'voided') },
  toContract: { from: [3, 4, 5], to: [], name: n('生成合同', 'turned into a contract') },
} as const satisfies Machine<OrderStatus, string>;
export type OrderAction = keyof typeof orderMachine;
export const orderDocName = n('订单', 'order');

export const orderRecord = z.object({
  id: z.string(),
  ...docAudit,
  orderNo: z.string(),
  shipperId: z.string(),
  shipperName: z.string().nullable(),
  supplierId: z.string(),
  supplierName: z.string().nullable(),
  supplierContact: z.string().nullable(),
  supplierPhone: z.string().nullable(),
  buyerId: z.string().nullable(),
  buyerName: z.string().nullable(),
  deptId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  warehouseName: z.string().nullable(),
  orderDate: z.string().describe('yyyy-MM-dd'),
  expectedArrivalDate: z.string().nullable().describe('yyyy-MM-dd'),
  planId: z.string().nullable().describe('the plan it came from, if any'),
  frameContractId: z.string().nullable(),
  frameContractNo: z.string().nullable(),
  contractId: z.string().nullable(),
  contractNo: z.string().nullable(),
  settleType: z.number().nullable(),
  paymentTermDays: z.number().nullable(),
  deliveryMethod: z.number().nullable(),
  lineCount: z.number(),
  totalQty: decimalReply,
  totalAmount: decimalReply,
  totalTaxAmount: decimalReply,
  receivedAmount: decimalReply,
  status: z.number(),
  auditUserId: z.string().nullable(),
  auditUserName: z.string().nullable(),
  auditTime: z.string().nullable(),
  auditOpinion: z.string().nullable(),
  sentTime: z.string().nullable(),
  closeReason: z.string().nullable(),
  remark: z.string().nullable(),
});
export type OrderRecord = z.infer<typeof orderRecord>;

export const orderLineRecord = z.object({
  id: z.string(),
  orderId: z.string(),
  lineNo: z.number(),
  planLineId: z.string().nullable(),
  contractDetailId: z.string().nullable(),
  ...goodsSnapshot,
  qty: decimalReply,
  packCount: decimal,
  unitPrice: decimalReply,
  taxRate: decimalReply,
  noTaxPrice: decimalReply,
  amount: decimalReply,
  taxAmount: decimalReply,
  lastPrice: decimal,
  lowestPrice: decimal,
  supplierLastPrice: decimal,
  minRemainingShelfLifeMonths: z.number().nullable(),
  receivedQty: decimalReply,
  returnedQty: decimalReply,
  lineStatus: z.number(),
  remark: z.string().nullable(),
});
export type OrderLineRecord = z.infer<typeof orderLineRecord>;

/** An order line on the detail page: with the source plan line's number and suggestion columns (请购明细). */
export const orderDetailLine = orderLineRecord.extend({
  planNo: z.string().nullable(),
  planQty: decimal,
  suggestQty: decimal,
  stockQty: decimal,
  availableQty: decimal,
  inTransitQty: decimal,
  soldNotShippedQty: decimal,
  avgDailySales: decimal,
  saleableDays: decimal,
  upperLimitQty: decimal,
});
export type OrderDetailLine = z.infer<typeof orderDetailLine>;

export const orderDetail = orderRecord.extend({
  lines: z.array(orderDetailLine),
  logs: z.array(statusLogRecord),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderMessages = {
  orderMissing: n('请选择采购订单', 'Please choose a purchase order'),
  orderNotFound: n('采购订单不存在', 'The purchase order does not exist'),
  supplierRequired: n('请选择供应商', 'Please choose the supplier'),
  warehouseRequired: n('请选择收货仓库', 'Please choose the receiving warehouse'),
  arrivalBeforeOrder: n('预计到货日期不能早于订单日期', 'The expected arrival cannot be before the order date'),
  frameMissing: n('框架合同不存在', 'The frame contract does not exist'),
  frameNotActive: n(
    '框架合同不在执行状态（已签/执行中）',
    'The frame contract is not in force (signed or in progress)',
  ),
  frameOtherParty: n('框架合同的货主或供应商与订单不一致', 'The frame contract is for another shipper or supplier'),
  frameLineMissing: n(
    '框架合同明细不存在或不属于该合同',
    'The frame contract line does not exist or is not the contract’s',
  ),
  frameLineGoods: n('框架合同明细的商品与订单行不一致', 'The frame contract line is for other goods'),
  frameLineRequired: n('调用框架合同时每行都要选择合同明细', 'A call-off line must name its frame contract line'),
  overFrame: n(
    '{goods} 调用数量超出框架合同剩余可订量（合同 {qty}，已订 {ordered}，本次 {asked}）',
    '{goods}: the call-off exceeds what the frame contract has left (contract {qty}, ordered {ordered}, now {asked})',
  ),
  overReceipt: n(
    '{goods} 收货数量超出订单数量（订单 {qty}，已收 {received}，本次 {asked}）',
    '{goods}: the receipt exceeds the order (ordered {qty}, received {received}, now {asked})',
  ),
  receiptLinesRequired: n('请填写收货数量', 'Please enter the quantities received'),
  alreadyContracted: n('该订单已生成合同 {contractNo}', 'This order already has contract {contractNo}'),
  statusRequired: n('状态不正确', 'Unknown status'),
} as const;

const m = orderMessages;
const pm = planMessages;
const qty = decimalOf('qty', pm.qtyLabel);
const price = decimalOf('price', pm.priceLabel);
const rate = decimalOf('rate', pm.rateLabel);
const optionalText = (max: number) => textInput(max, pm.badText).optional().nullable();

export const orderLineInput = z.object({
  id: idFilter(pm.lineMissing),
  goodsId: idValue(zodMessage(pm.goodsRequired)),
  qty,
  unitPrice: price.optional().nullable().describe('blank: the catalogue price in force (or the frame contract’s)'),
  taxRate: rate.optional().nullable(),
  contractDetailId: idFilter(m.frameLineMissing).nullable().describe('call-offs: the frame contract line'),
  minRemainingShelfLifeMonths: z.number().int().min(0).max(120).optional().nullable(),
  remark: optionalText(200),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/** `purchaseOrder/submit` (BladeX save): an order (status 0 or 2) with its lines, created or replaced whole. */
export const orderSubmitBody = z.object(
  {
    id: idFilter(m.orderNotFound),
    shipperId: idValue(zodMessage(pm.shipperRequired)),
    supplierId: idValue(zodMessage(m.supplierRequired)),
    warehouseId: idValue(zodMessage(m.warehouseRequired)),
    orderDate: dateInput(pm.badDate).optional(),
    expectedArrivalDate: z
      .union([z.literal(''), dateInput(pm.badDate)])
      .optional()
      .nullable(),
    frameContractId: idFilter(m.frameMissing).nullable(),
    settleType: z.number().int().min(1).max(5).optional().nullable(),
    paymentTermDays: z.number().int().min(0).max(3650).optional().nullable(),
    deliveryMethod: z.number().int().min(1).max(4).optional().nullable(),
    supplierContact: optionalText(30),
    supplierPhone: optionalText(20),
    remark: optionalText(500),
    lines: z
      .array(orderLineInput, { error: zodMessage(pm.linesRequired) })
      .min(1, { error: zodMessage(pm.linesRequired) })
      .max(500, { error: zodMessage(pm.tooManyLines) }),
  },
  { error: zodMessage(pm.linesRequired) },
);
export type OrderSubmitBody = z.infer<typeof orderSubmitBody>;

/** The order grid's filters: `queryByPage`, `list` and (without status) `statusNum` read the same ones. */
export const orderFilters = {
  shipperId: idFilter(pm.shipperMissing),
  supplierId: idFilter(pm.supplierMissing),
  buyerId: idFilter(pm.badId),
  orderNo: z.string().trim().max(40).optional(),
  goodsKeyword: z.string().trim().max(100).optional().describe('goods code or name on any line'),
  keyword: z.string().trim().max(100).optional().describe('order number or supplier name'),
  dateFrom: dateFilter(pm.badDate).describe('order date from'),
  dateTo: dateFilter(pm.badDate).describe('order date to'),
};
const statusFilter = z
  .union(
    [
      z.literal('').transform(() => undefined),
      z.coerce
        .number({ error: zodMessage(m.statusRequired) })
        .int()
        .min(0)
        .max(7),
    ],
    {
      error: zodMessage(m.statusRequired),
    },
  )
  .optional()
  .nullable();
export const orderStatusNumBody = z.object(orderFilters, { error: zodMessage(pm.badText) });
export type OrderStatusNumBody = z.infer<typeof orderStatusNumBody>;
export const orderQueryBody = z.object({ ...orderFilters, status: statusFilter }, { error: zodMessage(pm.badText) });
export type OrderQueryBody = z.infer<typeof orderQueryBody>;
export const orderPageBody = z.object(
  { ...pageBody, ...orderFilters, status: statusFilter },
  { error: zodMessage(pm.badText) },
);
export type OrderPageBody = z.infer<typeof orderPageBody>;

export const statusNumReply = z.array(
  z.object({ status: z.number().nullable(), statusName: z.string(), num: z.number() }),
);

export const orderIdBody = docIdBody(m.orderMissing);
export const orderAuditBody = docAuditBody(m.orderMissing);
export const orderReasonBody = docReasonBody(m.orderMissing);
export const orderReceiveBody = z.object({
  id: idValue(zodMessage(m.orderMissing)),
  lines: z
    .array(z.object({ id: idValue(zodMessage(pm.lineMissing)), qty }), { error: zodMessage(m.receiptLinesRequired) })
    .min(1, { error: zodMessage(m.receiptLinesRequired) })
    .max(500),
});

/** blade-smart `order_goods/submit`: one line of an order that is still 0/2 (header totals follow). */
export const orderGoodsSubmitBody = orderLineInput.extend({ orderId: idValue(zodMessage(m.orderMissing)) });
export const orderGoodsListQuery = z.object({
  orderId: idValue(zodMessage(m.orderMissing)),
  current: z.string().optional(),
  size: z.string().optional(),
});
