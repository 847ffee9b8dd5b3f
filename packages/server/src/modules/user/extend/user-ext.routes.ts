import { idValue, say, sayShared } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { userTexts } from '../user/user.messages.ts';
import { addOrEdit, extendFields, idList, split, userIdsField, userWithExtendBody } from '../user/user.schemas.ts';
import type { UserInput } from '../user/user.service.ts';
import { extendListQuery } from './user-extend.routes.ts';
import {
  type ExtendInput,
  pageUsersWithExtension,
  saveExtendUser,
  saveUserWithExtension,
  setExtendStatus,
  unityUserList,
  updateUnityUser,
  userDeptList,
} from './user-extend.service.ts';

const userIdValue = idValue(say(userTexts.userIdRequired));

/**
 * The extension service's user calls (blade-user-ext/user/…): a user's extension row, unified identities across
 * tenants, and a user's departments.
 */
export function userExtRoutes(app: App) {
  const base = '/api/blade-user-ext/user';
  const tags = ['blade-user-ext'];
  app.post(
    `${base}/saveExtendUser`,
    {
      config: { permission: 'user_edit' },
      schema: {
        tags,
        summary: "Add or update a user's extension (employee number, unified code, extra information)",
        body: extendFields.extend({ userId: userIdValue }),
      },
    },
    async (req) => {
      const { userId, ...extend } = req.body as ExtendInput & { userId: string };
      return ok(req, await saveExtendUser(ctxOf(req), userId, extend), 'ok');
    },
  );
  app.post(
    `${base}/submit`,
    {
      config: { permission: (req) => addOrEdit(req.body) },
      schema: {
        tags,
        summary: 'Add (no id) or update a user and its extension, in one transaction',
        body: userWithExtendBody,
      },
    },
    async (req) => {
      const { record, created } = await saveUserWithExtension(ctxOf(req), req.body as UserInput & ExtendInput);
      return ok(req, record, created ? 'added' : 'updated');
    },
  );
  app.get(
    `${base}/userList`,
    {
      config: { permission: 'user' },
      schema: { tags, summary: 'Users of the tenant with their extension, paged', querystring: extendListQuery },
    },
    async (req) => ok(req, await pageUsersWithExtension(ctxOf(req), req.query as Record<string, unknown>)),
  );
  app.get(
    `${base}/unityUserList`,
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary:
          'Accounts sharing a unified code (given, or that of userId), or all that have one; across tenants for ' +
          'the platform administrator only',
        querystring: z.object({
          unityCode: z.string().max(64).optional(),
          userId: idValue(sayShared('badIds')).optional(),
          current: z.string().optional(),
          size: z.string().optional(),
        }),
      },
    },
    async (req) => ok(req, await unityUserList(ctxOf(req), req.query)),
  );
  app.post(
    `${base}/updateUnityUser`,
    {
      config: { permission: 'user_edit' },
      schema: {
        tags,
        summary: 'Give users one unified code (blank clears it)',
        body: z.object({ userIds: userIdsField, unityCode: z.string().trim().nullable().optional() }),
      },
    },
    async (req) => ok(req, await updateUnityUser(ctxOf(req), req.body.userIds, req.body.unityCode)),
  );
  for (const [path, status] of [
    ['enable', 1],
    ['disable', 2],
  ] as const) {
    app.post(
      `${base}/userExtend/${path}`,
      {
        config: { permission: 'user_edit' },
        schema: {
          tags,
          summary: `${path === 'enable' ? 'Enable' : 'Disable'} the extension of users`,
          querystring: z.object({ userIds: idList(sayShared('idsRequired')) }),
        },
      },
      async (req) => ok(req, await setExtendStatus(ctxOf(req), split(req.query.userIds), status)),
    );
  }
  app.get(
    `${base}/userDeptList`,
    {
      config: { permission: 'user' },
      schema: { tags, summary: "A user's departments", querystring: z.object({ userId: userIdValue }) },
    },
    async (req) => ok(req, await userDeptList(ctxOf(req), req.query.userId)),
  );
}
