import { userExtCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import {
  pageUsersWithExtension,
  saveExtendUser,
  saveUserWithExtension,
  setExtendStatus,
  unityUserList,
  updateUnityUser,
  userDeptList,
} from './user-extend.service.ts';

/**
 * The extension service's user calls (blade-user-ext/user/…): a user's extension row, unified identities across
 * tenants, and a user's departments.
 */
export function userExtRoutes(app: App) {
  serve(app, userExtCalls.saveExtendUser, async (req) => {
    const { userId, ...extend } = req.body;
    return ok(req, await saveExtendUser(ctxOf(req), userId, extend), 'ok');
  });
  serve(app, userExtCalls.submit, async (req) => {
    const { record, created } = await saveUserWithExtension(ctxOf(req), req.body);
    return ok(req, record, created ? 'added' : 'updated');
  });
  serve(app, userExtCalls.userList, async (req) => ok(req, await pageUsersWithExtension(ctxOf(req), req.query)));
  serve(app, userExtCalls.unityUserList, async (req) => ok(req, await unityUserList(ctxOf(req), req.query)));
  serve(app, userExtCalls.updateUnityUser, async (req) =>
    ok(req, await updateUnityUser(ctxOf(req), req.body.userIds, req.body.unityCode)),
  );
  serve(app, userExtCalls.enableExtend, async (req) =>
    ok(req, await setExtendStatus(ctxOf(req), req.query.userIds, 1)),
  );
  serve(app, userExtCalls.disableExtend, async (req) =>
    ok(req, await setExtendStatus(ctxOf(req), req.query.userIds, 2)),
  );
  serve(app, userExtCalls.userDeptList, async (req) => ok(req, await userDeptList(ctxOf(req), req.query.userId)));
}
