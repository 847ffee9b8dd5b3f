import { detailQuery, idValue, listQuery, removeQuery, sayShared, userDef } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { fileStoreOf } from '../../resource/oss/oss.routes.ts';
import { assertIssuedAvatar } from '../../resource/oss/put-file.service.ts';
import { userInfo } from '../profile/user-info.service.ts';
import { addOrEdit, idList, split, userBody, userUpdateBody } from './user.schemas.ts';
import {
  changeOwnPassword,
  grantRoles,
  pageUsers,
  removeUsers,
  resetPasswords,
  saveUser,
  type UserInput,
  unlockUsers,
  updateOwnInfo,
  userDetail,
} from './user.service.ts';

const md5 = z.string().trim().max(64);

/** blade-user: the tenant's users (screen 用户管理) and every signed-in user's own profile and password. */
export function userRoutes(app: App) {
  const base = '/api/blade-user';
  const tags = ['blade-user'];

  app.get(
    `${base}/page`,
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: 'Users of the tenant, paged; deptId includes the departments below it',
        querystring: listQuery(userDef).extend({ deptId: z.string().optional() }),
      },
    },
    async (req) => ok(req, await pageUsers(ctxOf(req), req.query as Record<string, unknown>)),
  );
  app.get(
    `${base}/detail`,
    {
      config: { permission: 'user' },
      schema: { tags, summary: 'One user (never the password)', querystring: detailQuery },
    },
    async (req) => ok(req, await userDetail(ctxOf(req), req.query.id)),
  );
  app.post(
    `${base}/submit`,
    {
      config: { permission: (req) => addOrEdit(req.body) },
      schema: { tags, summary: 'Add a user (no id; password = md5 hex) or update one', body: userBody },
    },
    async (req) => {
      const { record, created } = await saveUser(ctxOf(req), req.body as UserInput);
      return ok(req, record, created ? 'added' : 'updated');
    },
  );
  app.post(
    `${base}/update`,
    {
      config: { permission: 'user_edit' },
      schema: { tags, summary: 'Update a user (the password is not changed here)', body: userUpdateBody },
    },
    async (req) =>
      ok(req, (await saveUser(ctxOf(req), { ...(req.body as UserInput), password: undefined })).record, 'updated'),
  );
  app.post(
    `${base}/remove`,
    { config: { permission: 'user_delete' }, schema: { tags, summary: 'Soft-delete users', querystring: removeQuery } },
    async (req) => ok(req, await removeUsers(ctxOf(req), req.query.ids), 'removed'),
  );
  app.post(
    `${base}/reset-password`,
    {
      config: { permission: 'user_reset' },
      schema: {
        tags,
        summary: 'Reset passwords: to the given md5, or to a random password per user returned once',
        querystring: z.object({ userIds: idList(sayShared('idsRequired')) }),
        body: z.object({ password: md5.optional() }).nullish(),
      },
    },
    async (req) => ok(req, await resetPasswords(ctxOf(req), split(req.query.userIds), req.body?.password)),
  );
  app.post(
    `${base}/grant`,
    {
      config: { permission: 'user_role' },
      schema: {
        tags,
        summary: 'Replace the roles of users',
        querystring: z.object({ userIds: idList(sayShared('idsRequired')), roleIds: z.string().optional() }),
      },
    },
    async (req) => {
      const roleIds = req.query.roleIds ? split(req.query.roleIds).filter((s) => /^\d+$/.test(s)) : [];
      return ok(req, await grantRoles(ctxOf(req), split(req.query.userIds), roleIds));
    },
  );
  app.post(
    `${base}/unlock`,
    {
      config: { permission: 'user_unlock' },
      schema: {
        tags,
        summary: 'Lift the sign-in lock of users',
        querystring: z.object({ userIds: idList(sayShared('idsRequired')) }),
      },
    },
    async (req) => ok(req, await unlockUsers(ctxOf(req), split(req.query.userIds))),
  );
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
