import { noticeCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { inbox, markRead } from './notice-inbox.service.ts';

/** The caller's notice inbox (the home page and the notices popover); the CRUD calls come from the kit. */
export function noticeRoutes(app: App) {
  serve(app, noticeCalls.inbox, async (req) => ok(req, await inbox(ctxOf(req), req.query)));
  serve(app, noticeCalls.read, async (req) => {
    await markRead(ctxOf(req), req.query.ids);
    return ok(req, true as const);
  });
  serve(app, noticeCalls.readAll, async (req) => {
    await markRead(ctxOf(req));
    return ok(req, true as const);
  });
}
