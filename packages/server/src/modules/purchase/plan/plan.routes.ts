import { purchaseDocsCalls as calls, planDocumentCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { warningsIn } from '../shared/docs.ts';
import { moved, serveDocument } from '../shared/document.routes.ts';
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
} from './plan.service.ts';
import { suggestPreview } from './plan-suggest.service.ts';

/** 采购计划: the document's calls from its declaration, its reads, its in-place edit and the suggestion. */
export function planRoutes(app: App): void {
  serve(app, calls.planList, async (req) => ok(req, await planPage(ctxOf(req), req.query)));
  serve(app, calls.planDetail, async (req) => ok(req, await planDetail(ctxOf(req), req.query.id)));
  serveDocument(app, planDocumentCalls, {
    submit: savePlan,
    remove: removePlans,
    commit: (ctx, body) => commitPlan(ctx, body.id),
    audit: auditPlan,
    close: (ctx, body) => closePlan(ctx, body.id, body.reason),
  });
  // Its reply names the orders made: not a move's.
  serve(app, planDocumentCalls.toOrder, async (req) => {
    const ctx = ctxOf(req);
    const made = await planToOrder(ctx, req.body);
    return ok(req, { ...made, warnings: warningsIn(ctx, made.warnings) });
  });
  serve(app, calls.planUpdate, async (req) => moved(req, await updatePlanLines(ctxOf(req), req.body)));
  serve(app, calls.planAuto, async (req) => moved(req, await autoPlan(ctxOf(req), req.body)));
  serve(app, calls.planSuggest, async (req) => {
    const ctx = await suggestFor(ctxOf(req), req.body.shipperId);
    return ok(req, await suggestPreview(ctx, req.body.shipperId, Boolean(req.body.showAll)));
  });
}
