import { loginRecordCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { loginRecordList } from './login-record.service.ts';

/** loginRecord/list, read-only: the token call writes the rows. */
export function loginRecordRoutes(app: App) {
  serve(app, loginRecordCalls.list, async (req) => ok(req, (await loginRecordList(ctxOf(req), req.query)) as never));
}
