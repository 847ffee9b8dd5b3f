import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { recordSchema } from '../../kit/crud.ts';
import {
  detailQuery,
  idList,
  idsIn,
  idsText,
  idValue,
  listQuery,
  pageReply,
  removeQuery,
  sharedZodMessage,
  submitSchema,
  zodMessage,
} from '../../kit/schema.ts';
import { userCodes, userResource } from './user.ts';

/** What the users' schemas say beyond the declaration's own messages. */
export const userCallMessages = {
  idRequired: { zh: '请选择要修改的用户', en: 'Please choose the user to update' },
  userIdRequired: { zh: '请选择用户', en: 'Please choose a user' },
};

/**
 * A user as the calls send it: the declared fields and the names of its roles, departments and posts (comma-joined,
 * in the order of the ids), never a password.
 */
export const userRecord = recordSchema(userResource).omit({ password: true, password2: true }).extend({
  account: z.string(),
  userType: z.number(),
  roleId: z.string(),
  deptId: z.string(),
  postId: z.string(),
  roleName: z.string(),
  deptName: z.string(),
  postName: z.string(),
  // The names BladeX's UserVO carries for its screens: the tenant's, and the dictionary labels of sex and platform.
  tenantName: z.string(),
  sexName: z.string(),
  userTypeName: z.string(),
  avatar: z.string().nullable().optional(),
});
export type User = z.infer<typeof userRecord>;

/** The submit body: the declared fields, the password a new user is created with included. */
export const userBody = submitSchema(userResource);

/** The list's query: the declared filters, paging, and `deptId` (that department and those below it). */
export const userListQuery = listQuery(userResource).extend({
  deptId: z.string().optional().describe('this department and those below it'),
});

/** Ids in a JSON body: an array (["1","2"]) or BladeX's comma-joined text ("1,2"); empty text = none. */
export const idsField = (message: string) =>
  z
    .union([z.array(idValue(sharedZodMessage('badIds'))), idsText()], { error: message })
    .transform((ids) => [...new Set(ids)]);

/** At least one user id, in a JSON body. */
export const userIdsField = idsField(sharedZodMessage('idsRequired')).refine((ids) => ids.length > 0, {
  error: sharedZodMessage('idsRequired'),
});

/** `userIds=1,2,3` in the query: at least one. */
export const userIdsQuery = z.object({ userIds: idList(sharedZodMessage('idsRequired')) });

/** `roleIds=3,4` of grant: the ids among them (anything else is left out), none clearing the roles. */
const roleIdsQuery = z.string().optional().transform(idsIn);

/** A password as the browser sends it (the md5 hex it computes), as long as the declaration allows. */
const passwordValue = z.string().trim().max(userResource.fields.password.max);

/** One user of a password reset; `password` only when the server chose a random one (shown this once). */
const resetEntry = z.object({ userId: z.string(), account: z.string(), password: z.string().optional() });

/** 用户管理 (blade-user): the tenant's users, seen through the caller's data scopes. */
/** A user as a picker offers them (the leave form's approver, the designer's candidates): nothing more. */
export const pickableUser = z.object({ id: z.string(), account: z.string(), realName: z.string(), name: z.string() });
export type PickableUser = z.infer<typeof pickableUser>;

/** A leader as the 直属主管 picker offers them (Saber 4 shows realName, keeps id). */
export const leaderEntry = pickableUser.extend({ deptName: z.string() });

export const userCalls = {
  userList: defineCall({
    method: 'GET',
    path: 'blade-system/user/user-list',
    title: { zh: '用户·选项', en: 'Users · Options' },
    summary: "The tenant's enabled users for a picker (id, account, names), at most 1,000, any signed-in user",
    permission: 'authenticated',
    query: z.object({
      account: z.string().trim().max(45).optional(),
      realName: z.string().trim().max(45).optional(),
    }),
    reply: z.array(pickableUser),
  }),
  page: defineCall({
    method: 'GET',
    path: 'blade-user/page',
    alsoAt: 'blade-system/user/page',
    summary: 'Users of the tenant, paged; deptId includes the departments below it',
    permission: userCodes.menu,
    query: userListQuery,
    reply: pageReply(userRecord),
  }),
  // SpringBlade's name for the same paged list, which the open Saber's user screen calls.
  list: defineCall({
    method: 'GET',
    path: 'blade-user/list',
    summary: 'Users of the tenant, paged (SpringBlade’s name for blade-user/page)',
    permission: userCodes.menu,
    query: userListQuery,
    reply: pageReply(userRecord),
  }),
  detail: defineCall({
    method: 'GET',
    path: 'blade-user/detail',
    alsoAt: 'blade-system/user/detail',
    summary: 'One user (never the password)',
    permission: userCodes.menu,
    query: detailQuery,
    reply: userRecord,
  }),
  submit: defineCall({
    method: 'POST',
    path: 'blade-user/submit',
    alsoAt: 'blade-system/user/submit',
    summary: 'Add a user (no id; password as typed, password2 to confirm) or update one',
    permission: { add: userCodes.add, edit: userCodes.edit },
    body: userBody,
    reply: userRecord,
  }),
  update: defineCall({
    method: 'POST',
    path: 'blade-user/update',
    alsoAt: 'blade-system/user/update',
    summary: 'Update a user (the password is not changed here)',
    permission: userCodes.edit,
    // The id is checked, and reported, first.
    body: z.intersection(z.object({ id: idValue(zodMessage(userCallMessages.idRequired)) }), userBody),
    reply: userRecord,
  }),
  remove: defineCall({
    method: 'POST',
    path: 'blade-user/remove',
    alsoAt: 'blade-system/user/remove',
    summary: 'Soft-delete users',
    permission: userCodes.delete,
    query: removeQuery,
    reply: z.number().describe('users removed'),
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: 'blade-user/reset-password',
    alsoAt: 'blade-system/user/reset-password',
    summary: 'Reset passwords: to the given md5, or to a random password per user returned once',
    permission: userCodes.reset,
    query: userIdsQuery,
    body: z.object({ password: passwordValue.optional() }).nullish(),
    reply: z.array(resetEntry),
  }),
  grant: defineCall({
    method: 'POST',
    path: 'blade-user/grant',
    alsoAt: 'blade-system/user/grant',
    summary: 'Replace the roles of users',
    permission: userCodes.role,
    query: userIdsQuery.extend({ roleIds: roleIdsQuery }),
    reply: z.number().describe('users given the roles'),
  }),
  leaderList: defineCall({
    method: 'GET',
    path: 'blade-user/leader-list',
    alsoAt: 'blade-system/user/leader-list',
    summary:
      "A tenant's leaders (是否主管) for the 直属主管 picker, by name; the platform administrator names the tenant",
    permission: userCodes.menu,
    query: z.object({
      tenantId: z.string().trim().max(12).optional().describe('the tenant (platform administrator); else the caller’s'),
      realName: z.string().trim().max(45).optional(),
    }),
    reply: z.array(leaderEntry),
  }),
  setLeader: defineCall({
    method: 'POST',
    path: 'blade-user/set-leader',
    alsoAt: 'blade-system/user/set-leader',
    summary: 'Make a user a leader (设置主管), or no longer one when they are (取消主管); answers the new flag',
    permission: userCodes.leader,
    query: z.object({ userId: idValue(zodMessage(userCallMessages.userIdRequired)) }),
    reply: z.object({ id: z.string(), isLeader: z.number() }),
  }),
  auditPass: defineCall({
    method: 'POST',
    path: 'blade-user/audit-pass',
    alsoAt: 'blade-system/user/audit-pass',
    summary: 'Approve accounts awaiting approval (a guest’s registration): they become enabled and may sign in',
    permission: userCodes.approve,
    query: userIdsQuery,
    reply: z.number().describe('accounts approved'),
  }),
  auditRefuse: defineCall({
    method: 'POST',
    path: 'blade-user/audit-refuse',
    alsoAt: 'blade-system/user/audit-refuse',
    summary: 'Refuse accounts awaiting approval: they are removed and their account names are free again',
    permission: userCodes.refuse,
    query: userIdsQuery,
    reply: z.number().describe('accounts refused'),
  }),
  userPage: defineCall({
    method: 'GET',
    path: 'blade-user/user-page',
    alsoAt: 'blade-system/user/user-page',
    summary: "A page of the tenant's enabled users for a picker (account, name), nothing but who they are",
    permission: 'authenticated',
    query: z.object({
      current: z.string().optional(),
      size: z.string().optional(),
      account: z.string().trim().max(45).optional(),
      name: z.string().trim().max(45).optional().describe('the real name or the nickname'),
    }),
    reply: pageReply(pickableUser),
  }),
  unlock: defineCall({
    method: 'POST',
    path: 'blade-user/unlock',
    alsoAt: 'blade-system/user/unlock',
    summary: 'Lift the sign-in lock of users',
    permission: userCodes.unlock,
    query: userIdsQuery,
    reply: z.number().describe('users unlocked'),
  }),
};
