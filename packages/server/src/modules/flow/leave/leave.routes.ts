import { flowCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { afterRequest } from '../instance/after-request.ts';
import { leaveDetail, startLeave } from './leave.service.ts';

/** The leave form (请假流程): starting one on its process, and reading one back. */
export function leaveRoutes(app: App) {
  serve(app, flowCalls.leaveStartProcess, async (req) => {
    const { leave, effects } = await startLeave(ctxOf(req), req.body);
    await afterRequest(req, effects);
    return ok(req, leave);
  });
  serve(app, flowCalls.leaveDetail, async (req) => ok(req, await leaveDetail(ctxOf(req), req.query.businessId)));
}
