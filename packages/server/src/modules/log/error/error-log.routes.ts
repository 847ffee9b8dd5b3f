import { errorLogCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { saveBrowserLogs } from './error-log.service.ts';

/** The error log's call: the browser's upload of its local log. */
export function errorLogRoutes(app: App) {
  serve(app, errorLogCalls.upload, async (req) =>
    ok(req, await saveBrowserLogs(ctxOf(req), req.body, req.headers['user-agent']), 'okBang'),
  );
}
