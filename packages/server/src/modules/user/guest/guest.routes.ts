import { guestCalls, oauthMessages, userCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { leaderTexts } from '../user/user.audit.ts';
import { approveUsers, refuseUsers } from './guest.service.ts';

/**
 * 审核 on 用户管理: the accounts guests registered are approved (enabled) or refused (removed). `approve` is ours,
 * `audit-pass` / `audit-refuse` BladeX 4's names. (Registering is sign-in's: auth/guest.)
 */
export function guestRoutes(app: App) {
  serve(app, guestCalls.approve, async (req) =>
    ok(req, await approveUsers(ctxOf(req), req.query.ids), oauthMessages.approved),
  );
  serve(app, userCalls.auditPass, async (req) =>
    ok(req, await approveUsers(ctxOf(req), req.query.userIds), oauthMessages.approved),
  );
  serve(app, userCalls.auditRefuse, async (req) =>
    ok(req, await refuseUsers(ctxOf(req), req.query.userIds), leaderTexts.refusedAccounts),
  );
}
