import {
  apiLogCalls,
  errorLogListCalls,
  errorLogProbeCall,
  format,
  logMessages,
  usualLogCalls,
} from '@pharma/contract';
import { ok } from '../../platform/envelope.ts';
import { ctxOf } from '../../platform/guard.ts';
import { serve } from '../../platform/serve.ts';
import type { App } from '../../platform/types.ts';
import { apiLogs } from './api/api-log.query.ts';
import { errorLogs } from './error/error-log.query.ts';
import { usualLogs } from './usual/usual-log.query.ts';

/** The three logs' lists and details (blade-log/usual, api, error), read-only. */
export function logRoutes(app: App) {
  serve(app, usualLogCalls.list, async (req) => ok(req, await usualLogs.list(ctxOf(req), req.query)));
  serve(app, usualLogCalls.detail, async (req) => ok(req, await usualLogs.detail(ctxOf(req), req.query.id)));
  serve(app, apiLogCalls.list, async (req) => ok(req, await apiLogs.list(ctxOf(req), req.query)));
  serve(app, apiLogCalls.detail, async (req) => ok(req, await apiLogs.detail(ctxOf(req), req.query.id)));
  serve(app, errorLogListCalls.list, async (req) => ok(req, await errorLogs.list(ctxOf(req), req.query)));
  serve(app, errorLogListCalls.detail, async (req) => ok(req, await errorLogs.detail(ctxOf(req), req.query.id)));
  // Thrown as any unexpected failure is: the error handler answers 500 with its id and the sink records it.
  serve(app, errorLogProbeCall, async (req) => {
    throw new Error(format(logMessages.probeFailure.en, { account: ctxOf(req).account }));
  });
}
