import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { defineDocument, documentCalls, prefixed, removedReply } from '../../kit/document.ts';
import { detailQuery, pageReply, removeQuery } from '../../kit/schema.ts';
import {
  orderAuditBody,
  orderDetail,
  orderDocName,
  orderGoodsListQuery,
  orderGoodsSubmitBody,
  orderIdBody,
  orderLineRecord,
  orderMachine,
  orderPageBody,
  orderQueryBody,
  orderReasonBody,
  orderReceiveBody,
  orderRecord,
  orderStatus,
  orderStatusNames,
  orderStatusNumBody,
  orderSubmitBody,
  statusNumReply,
} from './order.ts';
import { moveReply } from './plan.ts';
import { smartService } from './purchase.ts';

/** 采购订单 (docs/domain.md §2.7), declared once: its save, its removal and its moves come from here. */
export const orderDocument = defineDocument({
  entity: 'order',
  name: orderDocName,
  title: { zh: '采购订单', en: 'Purchase orders' },
  api: `${smartService}/purchaseOrder`,
  code: 'purchase_order',
  machine: orderMachine,
  statusNames: orderStatusNames,
  firstStatus: orderStatus.toSubmit,
  numbering: { prefix: 'CGDD', column: 'orderNo' },
  record: orderRecord,
  line: orderLineRecord,
  detail: orderDetail,
  moveReply,
  submit: { body: orderSubmitBody, note: 'call-offs checked against the frame contract' },
  remove: { note: 'with their lines; call-off quantities released' },
  actions: {
    commit: {
      moves: ['commit'],
      body: orderIdBody,
      note: 'with orderNeedAudit off straight to Awaiting receipt (sent)',
    },
    audit: {
      moves: ['approve', 'reject'],
      body: orderAuditBody,
      note: 'a pass sends it (sentTime); a rejection needs an opinion',
    },
    send: { moves: ['send'], body: orderIdBody, note: 'sent to the supplier again, sentTime renewed, logged' },
    receive: {
      moves: ['receive'],
      body: orderReceiveBody,
      note: 'the WMS’s stand-in: received quantities per line, ≤ qty × (1 + overReceiptPct)',
    },
    close: { moves: ['close'], body: orderReasonBody, note: 'a short-close, reason required' },
    void: { moves: ['void'], body: orderReasonBody, note: 'reason required; call-off quantities released' },
    toContract: {
      moves: ['toContract'],
      body: orderIdBody,
      note: 'its SPOT contract (once), whose lines formalise the order lines',
    },
  },
});

/** The order's save, removal and move calls, derived from its declaration. */
export const orderDocumentCalls = documentCalls(orderDocument);

/** The order's calls: the document's, its grid's reads, and BladeX's one-line-at-a-time `order_goods`. */
export const orderCalls = {
  orderList: defineCall({
    method: 'POST',
    path: `${orderDocument.api}/list`,
    summary: 'Orders for selectors, unpaged (at most 500), newest first; the grid’s filters',
    permission: orderDocument.code,
    body: orderQueryBody,
    reply: z.array(orderRecord),
  }),
  orderQueryByPage: defineCall({
    method: 'POST',
    path: `${orderDocument.api}/queryByPage`,
    summary: 'The order grid: pageNum, pageSize and filters in the body, newest first',
    permission: orderDocument.code,
    body: orderPageBody,
    reply: pageReply(orderRecord),
  }),
  orderStatusNum: defineCall({
    method: 'POST',
    path: `${orderDocument.api}/statusNum`,
    summary: 'Counts per status for the grid’s tabs (全部 first), under exactly the grid’s filters minus status',
    permission: orderDocument.code,
    body: orderStatusNumBody,
    reply: statusNumReply,
  }),
  orderDetail: defineCall({
    method: 'GET',
    path: `${orderDocument.api}/detail`,
    summary: 'An order with its lines (and the source plan line’s suggestion columns) and its status log',
    permission: orderDocument.code,
    query: detailQuery,
    reply: orderDetail,
  }),
  ...prefixed('order', orderDocumentCalls),
  orderGoodsList: defineCall({
    method: 'GET',
    path: `${smartService}/order_goods/list`,
    summary: 'The lines of an order (current, size)',
    permission: orderDocument.code,
    query: orderGoodsListQuery,
    reply: pageReply(orderLineRecord),
  }),
  orderGoodsDetail: defineCall({
    method: 'GET',
    path: `${smartService}/order_goods/detail`,
    summary: 'One order line',
    permission: orderDocument.code,
    query: detailQuery,
    reply: orderLineRecord,
  }),
  orderGoodsSubmit: defineCall({
    method: 'POST',
    path: `${smartService}/order_goods/submit`,
    summary: 'Add or change one line of an order (0/2 only); the header’s totals follow in the same transaction',
    permission: { add: `${orderDocument.code}_edit`, edit: `${orderDocument.code}_edit` },
    body: orderGoodsSubmitBody,
    reply: moveReply,
  }),
  orderGoodsRemove: defineCall({
    method: 'POST',
    path: `${smartService}/order_goods/remove`,
    summary: 'Remove lines of orders in 0/2 (an order keeps at least one); totals follow',
    permission: `${orderDocument.code}_edit`,
    query: removeQuery,
    reply: removedReply,
  }),
};
