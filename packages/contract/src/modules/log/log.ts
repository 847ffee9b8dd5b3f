import type { ScreenDef } from '../../kit/screens.ts';
import type { Text } from '../../kit/text.ts';

/**
 * 系统监控's three logs (BladeX blade-log): 通用日志 (the audit trail the services write), 接口日志 (every API call)
 * and 错误日志 (unexpected errors, the browser's uploads among them). Read-only to everyone: the server writes them.
 */
export const logKindValues = ['usual', 'api', 'error'] as const;
export type LogKind = (typeof logKindValues)[number];

const logScreen = (kind: LogKind, name: Text, sort: number) =>
  ({
    module: 'monitor',
    code: `log_${kind}`,
    name,
    path: `/monitor/log/${kind}`,
    icon: kind === 'error' ? 'WarningOutlined' : kind === 'api' ? 'ApiOutlined' : 'AuditOutlined',
    sort,
    api: `blade-log/${kind}`,
    buttons: ['view'],
  }) as const satisfies ScreenDef;

export const usualLogScreen = logScreen('usual', { zh: '通用日志', en: 'Audit log' }, 1);
export const apiLogScreen = logScreen('api', { zh: '接口日志', en: 'API log' }, 2);
export const errorLogScreen = logScreen('error', { zh: '错误日志', en: 'Error log' }, 3);
export const logScreens = { usual: usualLogScreen, api: apiLogScreen, error: errorLogScreen } as const;

/** The codes the calls check: the screen's menu code (BladeX's log_usual, log_api, log_error) and its 查看. */
export const logCodes = (kind: LogKind) => ({ menu: `log_${kind}`, view: `log_${kind}_view` }) as const;

/**
 * How far `current`/`size` paging reaches, and where the count stops: beyond it a list pages by `after` (the
 * previous page's `next`), so the last page of a log of millions costs what the first does.
 */
export const logOffsetLimit = 10_000;

/**
 * How long each log keeps its rows (参数 of the platform tenant, in days; the defaults below when unset). The API
 * log drops whole months: a month goes once all of it is older than its setting.
 */
export const logRetentionParams = {
  usual: 'log.retentionDays.usual',
  api: 'log.retentionDays.api',
  error: 'log.retentionDays.error',
} as const satisfies Record<LogKind, string>;
export const logRetentionDefaults = { usual: 180, api: 90, error: 90 } as const satisfies Record<LogKind, number>;

/** Where an error log row came from: the server's own failure, or the console's uploaded local log. */
export const errorSourceValues = ['server', 'browser'] as const;

/**
 * The events of the audit trail (通用日志's logId): one per thing an administrator wants to find again. The level
 * is `warn` for refusals and lockouts, `info` otherwise.
 */
export const auditEventValues = [
  'auth.signIn',
  'auth.signInFailed',
  'auth.signOut',
  'auth.lockout',
  'user.unlock',
  'user.resetPassword',
  'user.changePassword',
  'user.grant',
  'user.save',
  'user.remove',
  'user.register',
  'user.approve',
  'role.grant',
  'role.save',
  'role.remove',
  'tenant.save',
  'tenant.remove',
  'param.save',
  'param.remove',
  'record.remove',
  'jobinfo.save',
  'jobinfo.remove',
  'jobinfo.run',
] as const;
export type AuditEvent = (typeof auditEventValues)[number];

export const logMessages = {
  probe: { zh: '异常自检', en: 'Error self-check' },
  probeFailure: {
    zh: '异常自检: 由 {account} 触发的测试异常',
    en: 'Error self-check: a test failure requested by {account}',
  },
  badId: { zh: '日志编号不正确', en: 'The log id is not valid' },
  notFound: { zh: '日志不存在', en: 'No such log entry' },
  badAfter: { zh: '翻页游标不正确, 请回到第一页', en: 'The page cursor is not valid; go back to the first page' },
  badStatus: { zh: '状态码应为 100 到 599 的整数', en: 'The status must be a whole number from 100 to 599' },
  badSource: { zh: '来源只能是 server 或 browser', en: 'The source may only be server or browser' },
  badTime: { zh: '时间格式应为 yyyy-MM-dd HH:mm:ss', en: 'Times are written yyyy-MM-dd HH:mm:ss' },
  tooDeep: {
    zh: '只能按页码翻到第 {limit} 条, 请缩小时间范围或使用下一页',
    en: 'Page numbers reach row {limit} only; narrow the time range or use the next-page cursor',
  },
  sources: {
    server: { zh: '服务端', en: 'Server' },
    browser: { zh: '浏览器', en: 'Browser' },
  },
  events: {
    'auth.signIn': { zh: '登录', en: 'Signed in' },
    'auth.signInFailed': { zh: '登录失败', en: 'Sign-in failed' },
    'auth.signOut': { zh: '退出登录', en: 'Signed out' },
    'auth.lockout': { zh: '账号锁定', en: 'Account locked' },
    'user.unlock': { zh: '账号解锁', en: 'Account unlocked' },
    'user.resetPassword': { zh: '重置密码', en: 'Password reset' },
    'user.changePassword': { zh: '修改密码', en: 'Password changed' },
    'user.grant': { zh: '用户角色配置', en: 'User roles granted' },
    'user.save': { zh: '用户保存', en: 'User saved' },
    'user.remove': { zh: '用户删除', en: 'User removed' },
    'user.register': { zh: '访客注册', en: 'Guest registered' },
    'user.approve': { zh: '账号审核通过', en: 'Accounts approved' },
    'role.grant': { zh: '角色权限配置', en: 'Role grants changed' },
    'role.save': { zh: '角色保存', en: 'Role saved' },
    'role.remove': { zh: '角色删除', en: 'Role removed' },
    'tenant.save': { zh: '租户保存', en: 'Tenant saved' },
    'tenant.remove': { zh: '租户删除', en: 'Tenant removed' },
    'param.save': { zh: '参数保存', en: 'Setting saved' },
    'param.remove': { zh: '参数删除', en: 'Setting removed' },
    'record.remove': { zh: '数据审计删除', en: 'Data-change records removed' },
    'jobinfo.save': { zh: '定时任务保存', en: 'Scheduled job saved' },
    'jobinfo.remove': { zh: '定时任务删除', en: 'Scheduled job removed' },
    'jobinfo.run': { zh: '定时任务运行', en: 'Scheduled job run' },
  } satisfies Record<AuditEvent, Text>,
} as const;
