import { purchaseDocsCalls as calls, orderDocumentCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { serveDocument, serveLines } from '../shared/document.routes.ts';
import { orderDetail, orderGoodsDetail, orderGoodsList, orderList, orderPage, orderStatusNum } from './order.query.ts';
import {
  auditOrder,
  closeOrder,
  commitOrder,
  orderToContract,
  receiveOrder,
  removeOrderLines,
  removeOrders,
  saveOrder,
  saveOrderLine,
  sendOrder,
  voidOrder,
} from './order.service.ts';

/** 采购订单: the document's calls from its declaration, its grid's reads and BladeX's `order_goods`. */
export function orderRoutes(app: App): void {
  serve(app, calls.orderList, async (req) => ok(req, await orderList(ctxOf(req), req.body)));
  serve(app, calls.orderQueryByPage, async (req) => ok(req, await orderPage(ctxOf(req), req.body)));
  serve(app, calls.orderStatusNum, async (req) => ok(req, await orderStatusNum(ctxOf(req), req.body)));
  serve(app, calls.orderDetail, async (req) => ok(req, await orderDetail(ctxOf(req), req.query.id)));
  serveDocument(app, orderDocumentCalls, {
    submit: saveOrder,
    remove: removeOrders,
    commit: (ctx, body) => commitOrder(ctx, body.id),
    audit: auditOrder,
    send: (ctx, body) => sendOrder(ctx, body.id),
    receive: receiveOrder,
    close: (ctx, body) => closeOrder(ctx, body.id, body.reason),
    void: (ctx, body) => voidOrder(ctx, body.id, body.reason),
    toContract: (ctx, body) => orderToContract(ctx, body.id),
  });
  serveLines(app, calls, 'orderGoods', {
    list: orderGoodsList,
    detail: orderGoodsDetail,
    save: saveOrderLine,
    remove: removeOrderLines,
  });
}
