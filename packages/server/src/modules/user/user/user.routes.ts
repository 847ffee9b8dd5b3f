import { userCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { leaderTexts } from './user.audit.ts';
import {
  grantRoles,
  pageUsers,
  pickableUsers,
  removeUsers,
  resetPasswords,
  saveUser,
  unlockUsers,
  userDetail,
} from './user.service.ts';
import { leaderList, pagePickableUsers, toggleLeader } from './user-leader.service.ts';

/**
 * blade-user: the tenant's users (screen 用户管理), each call served from its declaration in @pharma/contract. Every
 * signed-in user's own profile and password are the profile's (profile/user-profile.routes.ts).
 */
export function userRoutes(app: App) {
  serve(app, userCalls.userList, async (req) => ok(req, await pickableUsers(ctxOf(req), req.query)));
  serve(app, userCalls.page, async (req) => ok(req, await pageUsers(ctxOf(req), req.query)));
  serve(app, userCalls.list, async (req) => ok(req, await pageUsers(ctxOf(req), req.query)));
  serve(app, userCalls.detail, async (req) => ok(req, await userDetail(ctxOf(req), req.query.id)));
  serve(app, userCalls.submit, async (req) => {
    const { record, created } = await saveUser(ctxOf(req), req.body);
    return ok(req, record, created ? 'added' : 'updated');
  });
  serve(app, userCalls.update, async (req) =>
    ok(req, (await saveUser(ctxOf(req), { ...req.body, password: undefined })).record, 'updated'),
  );
  serve(app, userCalls.remove, async (req) => ok(req, await removeUsers(ctxOf(req), req.query.ids), 'removed'));
  serve(app, userCalls.resetPassword, async (req) =>
    ok(req, await resetPasswords(ctxOf(req), req.query.userIds, req.body?.password)),
  );
  serve(app, userCalls.grant, async (req) =>
    ok(req, await grantRoles(ctxOf(req), req.query.userIds, req.query.roleIds)),
  );
  serve(app, userCalls.leaderList, async (req) => ok(req, await leaderList(ctxOf(req), req.query)));
  serve(app, userCalls.setLeader, async (req) => {
    const done = await toggleLeader(ctxOf(req), req.query.userId);
    return ok(req, done, done.isLeader ? leaderTexts.madeLeader : leaderTexts.noLongerLeader);
  });
  serve(app, userCalls.userPage, async (req) => ok(req, await pagePickableUsers(ctxOf(req), req.query)));
  serve(app, userCalls.unlock, async (req) => ok(req, await unlockUsers(ctxOf(req), req.query.userIds)));
}
