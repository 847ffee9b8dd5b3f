import { purchaseDocsCalls as calls, planMessages as pm, type Text } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { ok } from '../../platform/envelope.ts';
import { ctxOf } from '../../platform/guard.ts';
import { serve } from '../../platform/serve.ts';
import type { App, Platform } from '../../platform/types.ts';
import {
  contractDetail,
  contractDetailPage,
  contractLine,
  contractLines,
  contractPage,
  varietyPurchases,
} from './contract/contract.query.ts';
import {
  auditContract,
  endContract,
  removeContractLines,
  removeContracts,
  saveContract,
  saveContractLine,
  signContract,
  voidContract,
} from './contract/contract.service.ts';
import {
  orderDetail,
  orderGoodsDetail,
  orderGoodsList,
  orderList,
  orderPage,
  orderStatusNum,
} from './order/order.query.ts';
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
} from './order/order.service.ts';
import { loadDemoPlanFlow } from './plan/plan.flow.demo.ts';
import {
  auditPlan,
  autoPlan,
  closePlan,
  commitPlan,
  planDetail,
  planPage,
  planToOrder,
  removePlans,
  savePlan,
  suggestFor,
  updatePlanLines,
} from './plan/plan.service.ts';
import { suggestPreview } from './plan/plan.suggest.ts';
import { purchaseDocsDemo } from './shared/docs.demo.ts';
import { type Moved, warningsIn } from './shared/docs.ts';

/** A save's or a move's reply: its warnings in the caller's language, and in the message when there are any. */
function moved(req: FastifyRequest, result: { id: string; status: number; warnings: Text[] }) {
  const ctx = ctxOf(req);
  const warnings = warningsIn(ctx, result.warnings);
  const msg: Text | 'ok' = warnings.length
    ? {
        zh: `${pm.warningsPrefix.zh}${result.warnings.map((w) => w.zh).join('；')}`,
        en: `${pm.warningsPrefix.en}${result.warnings.map((w) => w.en).join('; ')}`,
      }
    : 'ok';
  return ok(req, { id: result.id, status: result.status, warnings }, msg);
}
const answer = (req: FastifyRequest) => (result: Moved) => moved(req, result);

/** The document calls of 智能采购: thin routes over the plan, order and contract services. */
function purchaseDocsRoutes(app: App): void {
  // 采购计划
  serve(app, calls.planList, async (req) => ok(req, await planPage(ctxOf(req), req.query)));
  serve(app, calls.planDetail, async (req) => ok(req, await planDetail(ctxOf(req), req.query.id)));
  serve(app, calls.planSubmit, async (req) => answer(req)(await savePlan(ctxOf(req), req.body)));
  serve(app, calls.planRemove, async (req) => ok(req, await removePlans(ctxOf(req), req.query.ids), 'removed'));
  serve(app, calls.planUpdate, async (req) => answer(req)(await updatePlanLines(ctxOf(req), req.body)));
  serve(app, calls.planCommit, async (req) => answer(req)(await commitPlan(ctxOf(req), req.body.id)));
  serve(app, calls.planAudit, async (req) => answer(req)(await auditPlan(ctxOf(req), req.body)));
  serve(app, calls.planClose, async (req) => answer(req)(await closePlan(ctxOf(req), req.body.id, req.body.reason)));
  serve(app, calls.planToOrder, async (req) => {
    const ctx = ctxOf(req);
    const made = await planToOrder(ctx, req.body);
    return ok(req, { ...made, warnings: warningsIn(ctx, made.warnings) });
  });
  serve(app, calls.planAuto, async (req) => answer(req)(await autoPlan(ctxOf(req), req.body)));
  serve(app, calls.planSuggest, async (req) => {
    const ctx = await suggestFor(ctxOf(req), req.body.shipperId);
    return ok(req, await suggestPreview(ctx, req.body.shipperId, Boolean(req.body.showAll)));
  });

  // 采购订单
  serve(app, calls.orderList, async (req) => ok(req, await orderList(ctxOf(req), req.body)));
  serve(app, calls.orderQueryByPage, async (req) => ok(req, await orderPage(ctxOf(req), req.body)));
  serve(app, calls.orderStatusNum, async (req) => ok(req, await orderStatusNum(ctxOf(req), req.body)));
  serve(app, calls.orderDetail, async (req) => ok(req, await orderDetail(ctxOf(req), req.query.id)));
  serve(app, calls.orderSubmit, async (req) => answer(req)(await saveOrder(ctxOf(req), req.body)));
  serve(app, calls.orderRemove, async (req) => ok(req, await removeOrders(ctxOf(req), req.query.ids), 'removed'));
  serve(app, calls.orderCommit, async (req) => answer(req)(await commitOrder(ctxOf(req), req.body.id)));
  serve(app, calls.orderAudit, async (req) => answer(req)(await auditOrder(ctxOf(req), req.body)));
  serve(app, calls.orderSend, async (req) => answer(req)(await sendOrder(ctxOf(req), req.body.id)));
  serve(app, calls.orderReceive, async (req) => answer(req)(await receiveOrder(ctxOf(req), req.body)));
  serve(app, calls.orderClose, async (req) => answer(req)(await closeOrder(ctxOf(req), req.body.id, req.body.reason)));
  serve(app, calls.orderVoid, async (req) => answer(req)(await voidOrder(ctxOf(req), req.body.id, req.body.reason)));
  serve(app, calls.orderToContract, async (req) => answer(req)(await orderToContract(ctxOf(req), req.body.id)));
  serve(app, calls.orderGoodsList, async (req) => ok(req, await orderGoodsList(ctxOf(req), req.query)));
  serve(app, calls.orderGoodsDetail, async (req) => ok(req, await orderGoodsDetail(ctxOf(req), req.query.id)));
  serve(app, calls.orderGoodsSubmit, async (req) =>
    answer(req)(await saveOrderLine(ctxOf(req), { ...req.body, id: req.body.id ?? undefined })),
  );
  serve(app, calls.orderGoodsRemove, async (req) =>
    ok(req, await removeOrderLines(ctxOf(req), req.query.ids), 'removed'),
  );

  // 采购合同
  serve(app, calls.contractQuery, async (req) => ok(req, await contractPage(ctxOf(req), req.body)));
  serve(app, calls.contractDetail, async (req) => ok(req, await contractDetail(ctxOf(req), req.query.id)));
  serve(app, calls.contractSubmit, async (req) => answer(req)(await saveContract(ctxOf(req), req.body)));
  serve(app, calls.contractRemove, async (req) => ok(req, await removeContracts(ctxOf(req), req.query.ids), 'removed'));
  serve(app, calls.contractAudit, async (req) => answer(req)(await auditContract(ctxOf(req), req.body)));
  serve(app, calls.contractSign, async (req) => answer(req)(await signContract(ctxOf(req), req.body)));
  serve(app, calls.contractSuspend, async (req) =>
    answer(req)(await endContract(ctxOf(req), req.body.id, 'suspend', req.body.reason)),
  );
  serve(app, calls.contractComplete, async (req) =>
    answer(req)(await endContract(ctxOf(req), req.body.id, 'complete')),
  );
  serve(app, calls.contractVoid, async (req) =>
    answer(req)(await voidContract(ctxOf(req), req.body.id, req.body.reason)),
  );
  serve(app, calls.contractDetailQuery, async (req) => ok(req, await contractDetailPage(ctxOf(req), req.body)));
  serve(app, calls.contractLineList, async (req) => ok(req, await contractLines(ctxOf(req), req.query)));
  serve(app, calls.contractLineDetail, async (req) => ok(req, await contractLine(ctxOf(req), req.query.id)));
  serve(app, calls.contractLineSubmit, async (req) =>
    answer(req)(await saveContractLine(ctxOf(req), { ...req.body, id: req.body.id ?? undefined })),
  );
  serve(app, calls.contractLineRemove, async (req) =>
    ok(req, await removeContractLines(ctxOf(req), req.query.ids), 'removed'),
  );
  serve(app, calls.varietyPurchases, async (req) => ok(req, await varietyPurchases(ctxOf(req), req.body)));
}

/** The docs slice of 智能采购: its routes and demo rows (index.ts puts the slices together). */
export const purchaseDocsParts = {
  routes: [purchaseDocsRoutes] as Array<(app: App, platform: Platform) => void>,
  demo: async (db: Db): Promise<void> => {
    await purchaseDocsDemo(db);
    await loadDemoPlanFlow(db);
  },
};
