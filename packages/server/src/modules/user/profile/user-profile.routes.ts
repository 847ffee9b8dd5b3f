import { profileCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { changeOwnPassword, updateOwnInfo } from '../user/user.service.ts';
import { profileInfo } from './user-info.service.ts';
import { userStats } from './user-stats.service.ts';

/**
 * 个人信息 (blade-user): every signed-in user's own profile, password and the dashboard's figures, each call served
 * from its declaration in @pharma/contract (profile.calls.ts). The enterprise WeChat unbind (qywx/login/unbind) is
 * the auth module's, which keeps the bindings (auth/wecom).
 */
export function userProfileRoutes(app: App) {
  serve(app, profileCalls.info, async (req) => ok(req, await profileInfo(ctxOf(req))));
  serve(app, profileCalls.updatePassword, async (req) => {
    const q = req.query;
    await changeOwnPassword(ctxOf(req), q.oldPassword, q.newPassword, q.newPassword1);
    return ok(req, null, 'okBang');
  });
  serve(app, profileCalls.updateInfo, async (req) => {
    const ctx = ctxOf(req);
    const checkAvatar = (link: string) => ctx.registry.answer('checkIssuedAvatar')(ctx, link);
    return ok(req, await updateOwnInfo(ctx, req.body, checkAvatar), 'updated');
  });
  serve(app, profileCalls.dashboardStats, async (req) => ok(req, await userStats(ctxOf(req))));
}
