import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { recordSchema } from '../../kit/crud.ts';
import { idList, idValue, pageReply, sharedZodMessage, zodMessage } from '../../kit/schema.ts';
import { deptResource } from '../system/dept.ts';
import {
  idsField,
  userBody,
  userCallMessages,
  userIdsField,
  userIdsQuery,
  userListQuery,
  userRecord,
} from './user.calls.ts';
import { userCodes } from './user.ts';

/** The extension's fields: extInfo as text, or a JSON object that is kept as its text. */
const extendFields = z.object({
  employeeNo: z.string().trim().nullable().optional(),
  unityCode: z.string().trim().nullable().optional(),
  extInfo: z
    .union([z.string(), z.record(z.string(), z.unknown()).transform((o) => JSON.stringify(o))])
    .nullable()
    .optional(),
});

/** A user (as submit takes it) with its extension. */
const userWithExtendBody = z.intersection(userBody, extendFields);

/** A user with its extension (all null when it has none). */
const userWithExtendRecord = userRecord.extend({
  extendId: z.string().nullable(),
  employeeNo: z.string().nullable(),
  unityCode: z.string().nullable(),
  extInfo: z.string().nullable(),
  /** The extension's own status: 1 enabled, 2 disabled. */
  extendStatus: z.number().nullable(),
});

/** A user's extension row. */
const extendRecord = z.looseObject({
  id: z.string(),
  tenantId: z.string(),
  userId: z.string(),
  employeeNo: z.string().nullable(),
  unityCode: z.string().nullable(),
  extInfo: z.string().nullable(),
  status: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});

/** An account of a unified identity, with its tenant's name. */
const unityUser = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string().nullable(),
  account: z.string(),
  realName: z.string().nullable(),
  name: z.string().nullable(),
  status: z.number(),
  unityCode: z.string().nullable(),
  employeeNo: z.string().nullable(),
  extendStatus: z.number(),
});

/** A department of a user, as its table keeps it (`extInfo` as its text). */
const userDept = recordSchema(deptResource).extend({
  parentId: z.string(),
  ancestors: z.string(),
  deptName: z.string(),
  extInfo: z.string().nullable().optional(),
});

/** The users list query plus the extension's own filters. */
const extendListQuery = userListQuery.extend({
  employeeNo: z.string().optional(),
  unityCode: z.string().optional(),
});

const operationInvalid = zodMessage({
  zh: '操作只能是 enable(启用)、disable(停用)、lock(锁定)或 unlock(解锁)',
  en: 'The operation must be enable, disable, lock or unlock',
});
const accountOperations = ['enable', 'disable', 'lock', 'unlock'] as const;
export type AccountOperation = (typeof accountOperations)[number];

/**
 * The code each account operation checks: enabling and disabling edit the account, locking and unlocking are the
 * 账号解锁 button's business. Anything else is checked as an edit (and then refused as an unknown operation).
 */
export const accountOperationCodes: Record<AccountOperation, string> = {
  enable: userCodes.edit,
  disable: userCodes.edit,
  lock: userCodes.unlock,
  unlock: userCodes.unlock,
};

/** The departments, roles or posts a batch of users is given. */
const linkIds = idsField(sharedZodMessage('badIds'));

const saveWithExtend = (path: string) =>
  defineCall({
    method: 'POST',
    path,
    summary: 'Add (no id) or update a user together with its extension, in one transaction',
    permission: { add: userCodes.add, edit: userCodes.edit },
    body: userWithExtendBody,
    reply: userWithExtendRecord,
  });

const userIdValue = idValue(zodMessage(userCallMessages.userIdRequired));

/** blade-user/userExtend: users with their extension, and batch operations on accounts. */
export const userExtendCalls = {
  listV2: defineCall({
    method: 'GET',
    path: 'blade-user/userExtend/list_v2',
    summary: 'Users of the tenant with their extension, paged',
    permission: userCodes.menu,
    query: extendListQuery,
    reply: pageReply(userWithExtendRecord),
  }),
  listByDeptIds: defineCall({
    method: 'GET',
    path: 'blade-user/userExtend/listByDeptIds',
    summary: 'Users in any of the departments (comma-joined ids; not the departments below)',
    permission: userCodes.menu,
    query: z.object({ deptIds: idList(sharedZodMessage('idsRequired')) }),
    reply: z.array(userWithExtendRecord),
  }),
  accountOperation: defineCall({
    method: 'POST',
    path: 'blade-user/userExtend/accountOperation',
    summary:
      'enable / disable accounts (status 1 / 2; needs user_edit), or lock / unlock their sign-in (needs user_unlock)',
    // The code depends on the operation (accountOperationCodes): the server works it out; signing in is the floor.
    permission: 'authenticated',
    query: userIdsQuery.extend({ operation: z.enum(accountOperations, { error: operationInvalid }) }),
    reply: z.number().describe('users changed'),
  }),
  batchUpdateDept: defineCall({
    method: 'POST',
    path: 'blade-user/userExtend/batchUpdateDept-v2',
    summary: 'Replace the departments of users (ids as an array or comma-joined)',
    permission: userCodes.edit,
    body: z.object({ userIds: userIdsField, deptIds: linkIds }),
    reply: z.number().describe('users changed'),
  }),
  batchUpdateRole: defineCall({
    method: 'POST',
    path: 'blade-user/userExtend/batchUpdateRole-v2',
    summary: 'Replace the roles of users (ids as an array or comma-joined)',
    permission: userCodes.role,
    body: z.object({ userIds: userIdsField, roleIds: linkIds }),
    reply: z.number().describe('users changed'),
  }),
  batchUpdatePost: defineCall({
    method: 'POST',
    path: 'blade-user/userExtend/batchUpdatePost-v2',
    summary: 'Replace the posts of users (ids as an array or comma-joined)',
    permission: userCodes.edit,
    body: z.object({ userIds: userIdsField, postIds: linkIds }),
    reply: z.number().describe('users changed'),
  }),
  saveOrUpdate: saveWithExtend('blade-user/userExtend/saveOrUpdate-v2'),
};

/** blade-user-ext/user: a user's extension row, unified identities across tenants, and a user's departments. */
export const userExtCalls = {
  saveExtendUser: defineCall({
    method: 'POST',
    path: 'blade-user-ext/user/saveExtendUser',
    summary: "Add or update a user's extension (employee number, unified code, extra information)",
    permission: userCodes.edit,
    body: extendFields.extend({ userId: userIdValue }),
    reply: extendRecord,
  }),
  submit: saveWithExtend('blade-user-ext/user/submit'),
  userList: defineCall({
    method: 'GET',
    path: 'blade-user-ext/user/userList',
    summary: 'Users of the tenant with their extension, paged',
    permission: userCodes.menu,
    query: extendListQuery,
    reply: pageReply(userWithExtendRecord),
  }),
  unityUserList: defineCall({
    method: 'GET',
    path: 'blade-user-ext/user/unityUserList',
    summary:
      'Accounts sharing a unified code (given, or that of userId), or all that have one; across tenants for ' +
      'the platform administrator only',
    permission: userCodes.menu,
    query: z.object({
      unityCode: z.string().max(64).optional(),
      userId: idValue(sharedZodMessage('badIds')).optional(),
      current: z.string().optional(),
      size: z.string().optional(),
    }),
    reply: pageReply(unityUser),
  }),
  updateUnityUser: defineCall({
    method: 'POST',
    path: 'blade-user-ext/user/updateUnityUser',
    summary: 'Give users one unified code (blank clears it)',
    permission: userCodes.edit,
    body: z.object({ userIds: userIdsField, unityCode: z.string().trim().nullable().optional() }),
    reply: z.number().describe('users given the code'),
  }),
  enableExtend: defineCall({
    method: 'POST',
    path: 'blade-user-ext/user/userExtend/enable',
    summary: 'Enable the extension of users',
    permission: userCodes.edit,
    query: userIdsQuery,
    reply: z.number().describe('extensions enabled'),
  }),
  disableExtend: defineCall({
    method: 'POST',
    path: 'blade-user-ext/user/userExtend/disable',
    summary: 'Disable the extension of users',
    permission: userCodes.edit,
    query: userIdsQuery,
    reply: z.number().describe('extensions disabled'),
  }),
  userDeptList: defineCall({
    method: 'GET',
    path: 'blade-user-ext/user/userDeptList',
    summary: "A user's departments",
    permission: userCodes.menu,
    query: z.object({ userId: userIdValue }),
    reply: z.array(userDept),
  }),
};
