import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { userTexts } from '../user/user.messages.ts';
import { unbindQywx } from './qywx.service.ts';
import { userStats } from './user-stats.service.ts';

/** The signed-in user's own calls beyond info / update-info / update-password: enterprise WeChat, dashboard. */
export function userProfileRoutes(app: App) {
  const base = '/api/blade-user';
  const tags = ['blade-user'];
  app.post(
    `${base}/qywx/login/unbind`,
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: "Unbind the caller's enterprise WeChat account (400 when none is bound)" },
    },
    async (req) => {
      await unbindQywx(ctxOf(req));
      return ok(req, null, userTexts.qywxUnbound);
    },
  );
  app.get(
    `${base}/dashboard-stats`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Dashboard figures: the users the caller may see per department, per role and per month',
      },
    },
    async (req) => ok(req, await userStats(ctxOf(req))),
  );
}
