import { flowCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { historyFlowList, modelView } from './history.service.ts';
import { deleteInstance, followList } from './instance.service.ts';

/** 流程跟踪 and an instance's history: the running instances, removing one, what ran and its model. */
export function instanceRoutes(app: App) {
  serve(app, flowCalls.followList, async (req) => ok(req, await followList(ctxOf(req), req.query)));
  serve(app, flowCalls.deleteInstance, async (req) =>
    ok(req, await deleteInstance(ctxOf(req), req.query.processInstanceId, req.query.deleteReason), 'removed'),
  );
  serve(app, flowCalls.historyFlowList, async (req) => ok(req, await historyFlowList(ctxOf(req), req.query)));
  serve(app, flowCalls.modelView, async (req) => ok(req, await modelView(ctxOf(req), req.query)));
}
