import { workCalls } from '@pharma/contract';
import { sendAsCallerOf } from '../../../platform/as-caller.ts';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { myWork } from './my-work.service.ts';

/** 首页's "my work": its cards' figures, read from their lists as the caller. */
export function myWorkRoutes(app: App) {
  serve(app, workCalls.myWork, async (req) => ok(req, await myWork(ctxOf(req), sendAsCallerOf(app, req))));
}
