import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { idValue, sharedZodMessage } from '../../kit/schema.ts';
import { userInfoReply } from '../auth/auth.calls.ts';
import { userRecord } from './user.calls.ts';

/**
 * The caller's profile as 个人信息 and the commercial Saber 4.x console's top bar read it: the session's user info and
 * BladeX's UserVO names. `roleId`/`roleName`, `deptId`/`deptName` and `postId`/`postName` are comma-joined in the
 * same order (that console splits both and pairs them by position), ids whose row is gone left out of both.
 */
export const profileInfoReply = userInfoReply.extend({
  code: z.string(),
  sex: z.number().nullable(),
  roleId: z.string(),
  roleName: z.string(),
  deptId: z.string(),
  deptName: z.string(),
  postId: z.string(),
  postName: z.string(),
  isLeader: z.number(),
});
export type ProfileInfo = z.infer<typeof profileInfoReply>;

/** The md5 hex of a password, as the browser sends it (spec §5). */
const md5 = z.string().trim().max(64);

/** One bar or slice of the dashboard: a name and how many users. */
export const tally = z.object({ name: z.string(), count: z.number() });
export type Tally = z.infer<typeof tally>;

/** GET blade-user/dashboard-stats (/wel/dashboard): the users the caller may see, counted three ways. */
export const userStatsReply = z.object({
  total: z.number(),
  /** Users per department (a user in two departments counts in both), largest first. */
  depts: z.array(tally),
  /** Users per role, largest first. */
  roles: z.array(tally),
  /** New accounts per month over the last 12 months (yyyy-MM in the configured zone), oldest first. */
  months: z.array(tally),
});
export type UserStats = z.infer<typeof userStatsReply>;

/** update-info: what the caller may change of their own profile (the service checks phone, email and avatar). */
export const ownInfoBody = z.object({
  realName: z.string().trim().max(20).optional(),
  name: z.string().trim().max(20).nullish(),
  phone: z.string().optional(),
  email: z.string().trim().max(45).nullish(),
  /** A link put-file gave; blank clears the avatar. */
  avatar: z.string().trim().max(2000).nullish(),
  id: idValue(sharedZodMessage('badIds')).optional(),
});
export type OwnInfoInput = z.output<typeof ownInfoBody>;

/** The three passwords of update-password, each the md5 hex of what was typed. */
export const passwordQuery = z.object({ oldPassword: md5, newPassword: md5, newPassword1: md5 });

/** 个人信息 (blade-user): the signed-in user's own profile, password, enterprise WeChat binding and dashboard. */
export const profileCalls = {
  info: defineCall({
    method: 'GET',
    path: 'blade-user/info',
    alsoAt: 'blade-system/user/info',
    title: { zh: '个人信息', en: 'Profile' },
    summary: "The caller's profile, with the names of their roles, departments and posts",
    permission: 'authenticated',
    reply: profileInfoReply,
  }),
  updatePassword: defineCall({
    method: 'POST',
    path: 'blade-user/update-password',
    alsoAt: 'blade-system/user/update-password',
    summary: "Change the caller's password (all three as md5 hex)",
    permission: 'authenticated',
    query: passwordQuery,
    reply: z.null(),
  }),
  updateInfo: defineCall({
    method: 'POST',
    path: 'blade-user/update-info',
    alsoAt: 'blade-system/user/update-info',
    summary:
      "Update the caller's own profile (name, nickname, phone, email, avatar: a put-file link to a JPG/PNG " +
      'of at most 500 kb)',
    permission: 'authenticated',
    body: ownInfoBody,
    reply: userRecord,
  }),
  qywxUnbind: defineCall({
    method: 'POST',
    path: 'blade-user/qywx/login/unbind',
    summary: "Unbind the caller's enterprise WeChat account (400 when none is bound)",
    permission: 'authenticated',
    reply: z.null(),
  }),
  dashboardStats: defineCall({
    method: 'GET',
    path: 'blade-user/dashboard-stats',
    title: { zh: '控制台·统计', en: 'Dashboard · Figures' },
    summary: 'Dashboard figures: the users the caller may see per department, per role and per month',
    permission: 'authenticated',
    reply: userStatsReply,
  }),
};
