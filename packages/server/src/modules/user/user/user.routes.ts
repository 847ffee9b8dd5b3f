import { idValue, sayShared, userCalls } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { assertIssuedAvatar, fileStoreOf } from '../../resource/index.ts';
import { userInfo } from '../profile/user-info.service.ts';
import {
  changeOwnPassword,
  grantRoles,
  pageUsers,
  removeUsers,
  resetPasswords,
  saveUser,
  unlockUsers,
  updateOwnInfo,
  userDetail,
} from './user.service.ts';

const md5 = z.string().trim().max(64);

/**
 * blade-user: the tenant's users (screen 用户管理), each call served from its declaration in @pharma/contract, and
 * every signed-in user's own profile and password (the info page's calls, declared with the profile).
 */
export function userRoutes(app: App) {
  serve(app, userCalls.page, async (req) => ok(req, await pageUsers(ctxOf(req), req.query)));
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
  serve(app, userCalls.unlock, async (req) => ok(req, await unlockUsers(ctxOf(req), req.query.userIds)));

  const base = '/api/blade-user';
  const tags = ['blade-user'];
  app.get(
    `${base}/info`,
    { config: { permission: 'authenticated' }, schema: { tags, summary: "The caller's profile" } },
    async (req) => ok(req, await userInfo(ctxOf(req))),
  );
  app.post(
    `${base}/update-password`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "Change the caller's password (all three as md5 hex)",
        querystring: z.object({ oldPassword: md5, newPassword: md5, newPassword1: md5 }),
      },
    },
    async (req) => {
      const q = req.query;
      await changeOwnPassword(ctxOf(req), q.oldPassword, q.newPassword, q.newPassword1);
      return ok(req, null, 'okBang');
    },
  );
  app.post(
    `${base}/update-info`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          "Update the caller's own profile (name, nickname, phone, email, avatar: a put-file link to a JPG/PNG " +
          'of at most 500 kb)',
        body: z.object({
          realName: z.string().trim().max(20).optional(),
          name: z.string().trim().max(20).nullish(),
          phone: z.string().optional(),
          email: z.string().trim().max(45).nullish(),
          avatar: z.string().trim().max(2000).nullish(),
          id: idValue(sayShared('badIds')).optional(),
        }),
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const store = fileStoreOf(req.server);
      const checkAvatar = (link: string) => assertIssuedAvatar(ctx, store, link);
      return ok(req, await updateOwnInfo(ctx, req.body, checkAvatar), 'updated');
    },
  );
}
