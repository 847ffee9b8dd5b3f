import { guestCalls, oauthMessages } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { approveUsers } from './guest.service.ts';

/** 审核通过 on 用户管理: the accounts guests registered become enabled. (Registering is sign-in's: auth/guest.) */
export function guestRoutes(app: App) {
  serve(app, guestCalls.approve, async (req) =>
    ok(req, await approveUsers(ctxOf(req), req.query.ids), oauthMessages.approved),
  );
}
