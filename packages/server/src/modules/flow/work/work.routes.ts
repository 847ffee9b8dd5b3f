import { flowCalls, flowMessages } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { afterRequest } from '../instance/after-request.ts';
import { sendList, taskList } from './work.query.ts';
import { claimTask, completeTask } from './work.service.ts';

/** 我的事务: the caller's tasks to claim, to do, sent and done; claiming and completing one (its messages after). */
export function workRoutes(app: App) {
  serve(app, flowCalls.claimList, async (req) => ok(req, await taskList(ctxOf(req), 'claim', req.query)));
  serve(app, flowCalls.todoList, async (req) => ok(req, await taskList(ctxOf(req), 'todo', req.query)));
  serve(app, flowCalls.sendList, async (req) => ok(req, await sendList(ctxOf(req), req.query)));
  serve(app, flowCalls.doneList, async (req) => ok(req, await taskList(ctxOf(req), 'done', req.query)));
  serve(app, flowCalls.claimTask, async (req) => {
    await claimTask(ctxOf(req), req.query.taskId);
    return ok(req, true, flowMessages.claimed);
  });
  serve(app, flowCalls.completeTask, async (req) => {
    const effects = await completeTask(ctxOf(req), req.body);
    await afterRequest(req, effects);
    return ok(req, true);
  });
}
