import { listQuery, say, sayShared, userDef } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { userTexts } from '../user/user.messages.ts';
import { addOrEdit, idList, idsField, split, userIdsField, userWithExtendBody } from '../user/user.schemas.ts';
import type { UserInput } from '../user/user.service.ts';
import {
  type AccountOperation,
  accountOperation,
  batchUpdateLinks,
  type ExtendInput,
  type LinkKind,
  pageUsersWithExtension,
  saveUserWithExtension,
  usersOfDepts,
} from './user-extend.service.ts';

/** The users list query plus the extension's own filters. */
export const extendListQuery = listQuery(userDef).extend({
  deptId: z.string().optional().describe('this department and those below it'),
  employeeNo: z.string().optional(),
  unityCode: z.string().optional(),
});

const operationMessage = say(userTexts.operationInvalid);

/** blade-user/userExtend: users with their extension, and batch operations on accounts. */
export function userExtendRoutes(app: App) {
  const base = '/api/blade-user/userExtend';
  const tags = ['blade-user'];
  app.get(
    `${base}/list_v2`,
    {
      config: { permission: 'user' },
      schema: { tags, summary: 'Users of the tenant with their extension, paged', querystring: extendListQuery },
    },
    async (req) => ok(req, await pageUsersWithExtension(ctxOf(req), req.query as Record<string, unknown>)),
  );
  app.get(
    `${base}/listByDeptIds`,
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: 'Users in any of the departments (comma-joined ids; not the departments below)',
        querystring: z.object({ deptIds: idList(sayShared('idsRequired')) }),
      },
    },
    async (req) => ok(req, await usersOfDepts(ctxOf(req), split(req.query.deptIds))),
  );
  app.post(
    `${base}/accountOperation`,
    {
      config: {
        // Enabling and disabling edit the account; locking and unlocking are the 账号解锁 button's business.
        permission: (req) =>
          /^(lock|unlock)$/.test(String((req.query as { operation?: unknown } | undefined)?.operation ?? ''))
            ? 'user_unlock'
            : 'user_edit',
      },
      schema: {
        tags,
        summary: 'enable / disable accounts (status 1 / 2), or lock / unlock their sign-in',
        querystring: z.object({
          userIds: idList(sayShared('idsRequired')),
          operation: z.enum(['enable', 'disable', 'lock', 'unlock'], { error: operationMessage }),
        }),
      },
    },
    async (req) => {
      const { userIds, operation } = req.query;
      return ok(req, await accountOperation(ctxOf(req), split(userIds), operation as AccountOperation));
    },
  );
  const batch = (path: string, kind: LinkKind, key: 'deptIds' | 'roleIds' | 'postIds', code: string, what: string) =>
    app.post(
      `${base}/${path}`,
      {
        config: { permission: code },
        schema: {
          tags,
          summary: `Replace the ${what} of users (ids as an array or comma-joined)`,
          body: z.object({ userIds: userIdsField, [key]: idsField(sayShared('badIds')) }),
        },
      },
      async (req) => {
        const body = req.body as Record<string, string[]>;
        return ok(req, await batchUpdateLinks(ctxOf(req), kind, body.userIds!, body[key] ?? []));
      },
    );
  batch('batchUpdateDept-v2', 'dept', 'deptIds', 'user_edit', 'departments');
  batch('batchUpdateRole-v2', 'role', 'roleIds', 'user_role', 'roles');
  batch('batchUpdatePost-v2', 'post', 'postIds', 'user_edit', 'posts');
  app.post(
    `${base}/saveOrUpdate-v2`,
    {
      config: { permission: (req) => addOrEdit(req.body) },
      schema: {
        tags,
        summary: 'Add (no id) or update a user together with its extension, in one transaction',
        body: userWithExtendBody,
      },
    },
    async (req) => {
      const { record, created } = await saveUserWithExtension(ctxOf(req), req.body as UserInput & ExtendInput);
      return ok(req, record, created ? 'added' : 'updated');
    },
  );
}
