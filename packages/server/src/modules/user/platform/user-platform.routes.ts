import { userPlatformCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { platformDetail, updatePlatform } from './user-platform.service.ts';

/** blade-user update-platform and platform-detail: a user's settings per platform (web, app, other). */
export function userPlatformRoutes(app: App) {
  serve(app, userPlatformCalls.update, async (req) => {
    const q = req.query;
    return ok(req, await updatePlatform(ctxOf(req), q.userId, q.userType, q.userExt), 'updated');
  });
  serve(app, userPlatformCalls.detail, async (req) =>
    ok(req, await platformDetail(ctxOf(req), req.query.id, req.query.userType)),
  );
}
