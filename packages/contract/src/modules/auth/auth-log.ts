import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { dateTimePattern } from '../../kit/filters.ts';
import { idValue, oneIdFilter, pageReply, zodMessage } from '../../kit/schema.ts';
import type { ExtraButton, ScreenDef } from '../../kit/screens.ts';
import { logMessages } from '../log/log.ts';

/**
 * 登录日志 (BladeX 4's blade-system/auth-log) and 账号锁定 (blade-system/auth-lock): every sign-in attempt, and the
 * accounts locked by repeated failures or by an administrator. Both are the sign-in module's (it writes them).
 */
export const authLogScreen = {
  module: 'system',
  code: 'auth_log',
  name: { zh: '登录日志', en: 'Sign-in log' },
  path: '/system/authlog',
  icon: 'LoginOutlined',
  sort: 14,
  api: 'blade-system/auth-log',
  buttons: ['view'],
} as const satisfies ScreenDef;

export const authLockButton = {
  key: 'lock',
  name: { zh: '锁定', en: 'Lock' },
  action: 1,
  icon: 'lock',
} as const satisfies ExtraButton;
export const authUnlockButton = {
  key: 'unlock',
  name: { zh: '解锁', en: 'Unlock' },
  action: 2,
  icon: 'unlock',
} as const satisfies ExtraButton;

export const authLockScreen = {
  module: 'system',
  code: 'auth_lock',
  name: { zh: '账号锁定', en: 'Locked accounts' },
  path: '/system/authlock',
  icon: 'LockOutlined',
  sort: 15,
  api: 'blade-system/auth-lock',
  buttons: ['view', authLockButton, authUnlockButton],
} as const satisfies ScreenDef;

export const authLogCodes = { menu: 'auth_log', view: 'auth_log_view' } as const;
export const authLockCodes = {
  menu: 'auth_lock',
  view: 'auth_lock_view',
  lock: 'auth_lock_lock',
  unlock: 'auth_lock_unlock',
} as const;

/** The grants a sign-in names (BladeX's GRANT_TYPE_DIC, and ours: SSO, WeCom). */
export const signInGrantValues = [
  'password',
  'captcha',
  'sms',
  'social',
  'sso',
  'wecom',
  'client_credentials',
  'refresh_token',
] as const;

export const lockTypeValues = ['SYSTEM', 'MANUAL'] as const;
export const lockStatusValues = ['PRE_LOCKED', 'LOCKED', 'UN_LOCKED'] as const;

export const authLogMessages = {
  grants: {
    password: { zh: '密码登录', en: 'Password' },
    captcha: { zh: '验证码登录', en: 'Password and captcha' },
    sms: { zh: '短信登录', en: 'SMS code' },
    social: { zh: '社交登录', en: 'Social sign-in' },
    sso: { zh: '单点登录', en: 'Single sign-on' },
    wecom: { zh: '企业微信', en: 'WeCom' },
    client_credentials: { zh: '客户端凭证', en: 'Client credentials' },
    refresh_token: { zh: '刷新令牌', en: 'Refresh token' },
  },
  results: { ok: { zh: '成功', en: 'Succeeded' }, failed: { zh: '失败', en: 'Failed' } },
  lockTypes: { SYSTEM: { zh: '系统锁定', en: 'By the system' }, MANUAL: { zh: '手动锁定', en: 'By an administrator' } },
  lockStatuses: {
    PRE_LOCKED: { zh: '待锁定', en: 'Scheduled' },
    LOCKED: { zh: '锁定中', en: 'Locked' },
    UN_LOCKED: { zh: '已解锁', en: 'Unlocked' },
  },
  expired: { zh: '已过期', en: 'Expired' },
  accountLocked: {
    zh: '账号已被管理员锁定,请联系管理员解锁',
    en: 'An administrator has locked this account; ask them to unlock it',
  },
  lockNotFound: { zh: '锁定记录不存在', en: 'No such lock' },
  notLocked: { zh: '该记录已解锁或已过期', en: 'This lock has already ended' },
  userRequired: { zh: '请选择要锁定的用户', en: 'Please choose the user to lock' },
  userNotFound: { zh: '用户不存在', en: 'No such user' },
  lockSelf: { zh: '不能锁定自己的账号', en: 'You cannot lock your own account' },
  reasonRequired: { zh: '请输入锁定原因', en: 'Please enter the reason' },
  reasonTooLong: { zh: '原因不能超过 255 个字符', en: 'The reason may have at most 255 characters' },
  badTime: { zh: '时间格式应为 yyyy-MM-dd HH:mm:ss', en: 'Times are written yyyy-MM-dd HH:mm:ss' },
  endBeforeBegin: {
    zh: '锁定结束时间必须晚于开始时间和当前时间',
    en: 'The lock must end after it begins, in the future',
  },
  manualReason: { zh: '管理员 {account} 锁定', en: 'Locked by {account}' },
  systemReason: {
    zh: '连续 {failures} 次登录失败',
    en: '{failures} failed sign-ins in a row',
  },
} as const;

const text = (max: number, what: string) => z.string().trim().max(max).optional().describe(what);
const after = z
  .string()
  .regex(/^(\d{1,19}_\d{1,19})?$/, { error: zodMessage(logMessages.badAfter) })
  .optional()
  .describe("the previous page's next");
const time = z
  .string()
  .trim()
  .refine((v) => v === '' || dateTimePattern.test(v), { error: zodMessage(authLogMessages.badTime) })
  .optional();
const keysetReply = <T extends z.ZodType>(record: T) =>
  pageReply(record).extend({ next: z.string(), capped: z.boolean() });

/** One sign-in attempt. */
export const authLogRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  grantType: z.string(),
  grantTypeName: z.string(),
  /** 1 signed in, 0 refused. */
  success: z.number(),
  successName: z.string(),
  /** Why it was refused ('' when it succeeded): what the audit trail says. */
  reason: z.string(),
  clientId: z.string(),
  remoteIp: z.string(),
  userAgent: z.string(),
  serviceId: z.string(),
  serverHost: z.string(),
  serverIp: z.string(),
  env: z.string(),
  loginTime: z.string(),
});
export type AuthLogRecord = z.infer<typeof authLogRecord>;

export const authLogCalls = {
  page: defineCall({
    method: 'GET',
    path: `${authLogScreen.api}/page`,
    summary: 'Sign-in attempts, newest first (paged by keyset; filters: account, grant, address, result, time)',
    permission: authLogCodes.menu,
    query: z.object({
      current: z.string().optional(),
      size: z.string().optional(),
      after,
      account: text(64, 'the account contains'),
      grantType: text(32, 'the grant, exactly'),
      remoteIp: text(64, 'the address, exactly'),
      userId: oneIdFilter('one user'),
      success: z
        .string()
        .regex(/^[01]?$/)
        .optional()
        .describe('1 signed in, 0 refused'),
      loginTime_datege: time.describe('from (inclusive)'),
      loginTime_datelt: time.describe('until (exclusive)'),
      tenantId: text(12, "a tenant's id (the platform administrator only)"),
    }),
    reply: keysetReply(authLogRecord),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${authLogScreen.api}/detail`,
    summary: 'One sign-in attempt',
    permission: authLogCodes.menu,
    query: z.object({ id: idValue(zodMessage(logMessages.badId)) }),
    reply: authLogRecord,
  }),
};

/** One lock of an account: by the system after repeated failures, or by an administrator. */
export const authLockRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  userId: z.string(),
  /** The account locked. */
  lockTarget: z.string(),
  userName: z.string(),
  remoteIp: z.string(),
  failCount: z.number(),
  userAgent: z.string(),
  lockType: z.enum(lockTypeValues),
  lockTypeName: z.string(),
  lockStatus: z.enum(lockStatusValues),
  lockStatusName: z.string(),
  /** The lock's end has passed (it no longer holds). */
  expired: z.boolean(),
  lockBeginTime: z.string(),
  /** '' for a lock without end. */
  lockEndTime: z.string(),
  lockReason: z.string(),
  unlockReason: z.string(),
  unlockTime: z.string(),
  createTime: z.string(),
});
export type AuthLockRecord = z.infer<typeof authLockRecord>;

const reason = z
  .string()
  .trim()
  .max(255, { error: zodMessage(authLogMessages.reasonTooLong) });

export const authLockCalls = {
  page: defineCall({
    method: 'GET',
    path: `${authLockScreen.api}/page`,
    summary: 'Account locks, newest first (filters: account, address, status)',
    permission: authLockCodes.menu,
    query: z.object({
      current: z.string().optional(),
      size: z.string().optional(),
      after,
      lockTarget: text(64, 'the account contains'),
      remoteIp: text(64, 'the address, exactly'),
      lockStatus: z.union([z.enum(lockStatusValues), z.literal('')]).optional(),
      userId: oneIdFilter('one user'),
      tenantId: text(12, "a tenant's id (the platform administrator only)"),
    }),
    reply: keysetReply(authLockRecord),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${authLockScreen.api}/detail`,
    summary: 'One account lock',
    permission: authLockCodes.menu,
    query: z.object({ id: idValue(zodMessage(authLogMessages.lockNotFound)) }),
    reply: authLockRecord,
  }),
  unlock: defineCall({
    method: 'POST',
    path: `${authLockScreen.api}/unlock`,
    summary: 'End a lock at once (the account may sign in again)',
    permission: authLockCodes.unlock,
    query: z.object({ id: idValue(zodMessage(authLogMessages.lockNotFound)), unlockReason: reason.optional() }),
    reply: z.literal(true),
  }),
  lock: defineCall({
    method: 'POST',
    path: `${authLockScreen.api}/lock`,
    summary: "Lock a user's account (from now or a given time, until a time or for good): their sessions end",
    permission: authLockCodes.lock,
    query: z.object({
      userId: idValue(zodMessage(authLogMessages.userRequired)),
      lockReason: reason.min(1, { error: zodMessage(authLogMessages.reasonRequired) }),
      lockBeginTime: time,
      lockEndTime: time,
    }),
    reply: z.literal(true),
  }),
};

/** The words of its console screen (labels the screen shows beside the fields above; one place for both consoles). */
export const authLogLabels = {
  account: { zh: '登录账号', en: 'Account' },
  accountPlaceholder: { zh: '请输入账号', en: 'Account' },
  realName: { zh: '用户姓名', en: 'Name' },
  grantType: { zh: '授权类型', en: 'Grant' },
  grantPlaceholder: { zh: '请选择授权类型', en: 'Any grant' },
  result: { zh: '结果', en: 'Result' },
  resultPlaceholder: { zh: '请选择结果', en: 'Any result' },
  reason: { zh: '失败原因', en: 'Reason' },
  client: { zh: '客户端', en: 'Client' },
  remoteIp: { zh: '请求IP', en: 'Address' },
  userAgent: { zh: '用户代理', en: 'User agent' },
  loginTime: { zh: '登录时间', en: 'Time' },
  tenant: { zh: '租户', en: 'Tenant' },
  env: { zh: '环境', en: 'Environment' },
  serverHost: { zh: '服务器名', en: 'Server' },
  detail: { zh: '登录详情', en: 'Sign-in details' },
  lockTarget: { zh: '锁定账号', en: 'Account' },
  userName: { zh: '用户姓名', en: 'Name' },
  lockType: { zh: '锁定类型', en: 'Locked by' },
  lockStatus: { zh: '锁定状态', en: 'Status' },
  lockStatusPlaceholder: { zh: '请选择锁定状态', en: 'Any status' },
  failCount: { zh: '失败次数', en: 'Failures' },
  lockBeginTime: { zh: '锁定开始', en: 'From' },
  lockEndTime: { zh: '锁定结束', en: 'Until' },
  immediately: { zh: '立即生效', en: 'At once' },
  forever: { zh: '永久', en: 'For good' },
  lockReason: { zh: '锁定原因', en: 'Reason' },
  unlockReason: { zh: '解锁原因', en: 'Unlock reason' },
  unlockReasonPlaceholder: { zh: '请输入解锁原因(可选)', en: 'Why (optional)' },
  unlockTitle: { zh: '解锁确认', en: 'Unlock' },
  unlocked: { zh: '解锁成功', en: 'Unlocked' },
  lockTitle: { zh: '锁定用户', en: 'Lock a user' },
  locked: { zh: '锁定成功, 该账号的会话已结束', en: 'Locked: the account’s sessions have ended' },
  user: { zh: '用户', en: 'User' },
  userPlaceholder: { zh: '请选择用户(按账号搜索)', en: 'Choose a user (search by account)' },
  beginPlaceholder: { zh: '不填则立即生效', en: 'Empty: at once' },
  endPlaceholder: { zh: '不填则永久锁定', en: 'Empty: for good' },
  detailLock: { zh: '锁定详情', en: 'Lock details' },
} as const;
