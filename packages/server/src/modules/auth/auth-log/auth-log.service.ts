import {
  type AuthLogRecord,
  type authLogCalls,
  authLogMessages,
  logMessages,
  pick,
  type QueryOf,
  signInGrantValues,
} from '@pharma/contract';
import { and, eq, getTableColumns, gte, lt } from 'drizzle-orm';
import type { AuditLine } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { containing } from '../../../platform/crud/filters.ts';
import type { Db } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/errors.ts';
import { type KeysetPage, keysetPage } from '../../../platform/keyset.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime, parseTime } from '../../../platform/time.ts';
import { accountOf } from '../../user/public.ts';
import { authLog } from './auth-log.table.ts';

type Grant = (typeof signInGrantValues)[number];
const grants = new Set<string>(signInGrantValues);

/**
 * Which way a sign-in came, from its request: the token call's `grant_type` (password, captcha, refresh_token,
 * social, sms), else the path of the other sign-in doors (single sign-on, WeCom, a provider's callback).
 */
export function grantOf(url: string): Grant | string {
  const named = /[?&]grant_type=([^&]+)/.exec(url)?.[1];
  if (named) return decodeURIComponent(named).slice(0, 32);
  if (/\/sso\//.test(url)) return 'sso';
  if (/wecom|work-?wx/i.test(url)) return 'wecom';
  if (/social|oauth\/(callback|render)/i.test(url)) return 'social';
  return 'password';
}

/** The client a success line names ("登录成功(客户端 saber…"); '' when it does not. */
const clientOf = (data: string) => /(?:客户端|client) ([^,)\s]+)/.exec(data)?.[1] ?? '';

/**
 * The audit tap (auth's manifest): every sign-in and refused sign-in, whichever door it came through, becomes a row
 * of 登录日志 in the tenant it was for, with the user's id and name when the account exists.
 */
export async function recordSignIn(db: Db, line: AuditLine): Promise<void> {
  if (line.event !== 'auth.signIn' && line.event !== 'auth.signInFailed') return;
  const account = (line.account ?? '').slice(0, 64);
  const found = account && /^\d{6}$/.test(line.tenantId) ? await accountOf(db, line.tenantId, account) : undefined;
  const success = line.event === 'auth.signIn' ? 1 : 0;
  await db.insert(authLog).values({
    tenantId: line.tenantId.slice(0, 12),
    userId: found?.id ?? null,
    account,
    realName: (found?.realName ?? found?.name ?? '').slice(0, 64),
    grantType: grantOf(line.request?.url ?? ''),
    success,
    reason: success ? '' : line.data.slice(0, 500),
    clientId: clientOf(line.data).slice(0, 64),
    remoteIp: (line.request?.ip ?? '').slice(0, 64),
    userAgent: (line.request?.userAgent ?? '').slice(0, 500),
    serviceId: 'blade-auth',
    serverHost: (process.env.HOSTNAME ?? '').slice(0, 255),
    env: process.env.NODE_ENV === 'production' ? 'prod' : 'dev',
  });
}

const fields = getTableColumns(authLog);

function recordOf(ctx: Ctx, row: typeof authLog.$inferSelect): AuthLogRecord {
  const grant = grants.has(row.grantType) ? authLogMessages.grants[row.grantType as Grant] : undefined;
  return {
    id: row.id,
    tenantId: row.tenantId,
    userId: row.userId ?? '',
    account: row.account,
    realName: row.realName,
    grantType: row.grantType,
    grantTypeName: grant ? pick(grant, ctx.lang) : row.grantType,
    success: row.success,
    successName: pick(row.success ? authLogMessages.results.ok : authLogMessages.results.failed, ctx.lang),
    reason: row.reason,
    clientId: row.clientId,
    remoteIp: row.remoteIp,
    userAgent: row.userAgent,
    serviceId: row.serviceId,
    serverHost: row.serverHost,
    serverIp: row.serverIp,
    env: row.env,
    loginTime: formatTime(row.loginTime, ctx.timeZone),
  };
}

const visible = (ctx: Ctx, tenantId?: string) =>
  scoped(ctx, authLog, { tenantId: tenantId || undefined, acrossTenants: true, dataScope: false });

export async function listAuthLogs(
  ctx: Ctx,
  query: QueryOf<typeof authLogCalls.page>,
): Promise<KeysetPage<AuthLogRecord>> {
  const from = query.loginTime_datege ? parseTime(query.loginTime_datege, ctx.timeZone) : undefined;
  const until = query.loginTime_datelt ? parseTime(query.loginTime_datelt, ctx.timeZone) : undefined;
  const where = and(
    visible(ctx, query.tenantId),
    query.account ? containing(authLog.account, query.account) : undefined,
    query.grantType ? eq(authLog.grantType, query.grantType) : undefined,
    query.remoteIp ? eq(authLog.remoteIp, query.remoteIp) : undefined,
    query.userId ? eq(authLog.userId, query.userId) : undefined,
    query.success ? eq(authLog.success, Number(query.success)) : undefined,
    from ? gte(authLog.loginTime, from) : undefined,
    until ? lt(authLog.loginTime, until) : undefined,
  );
  const page = await keysetPage(
    ctx.db,
    { table: authLog, time: authLog.loginTime, id: authLog.id, fields, where },
    query,
  );
  return { ...page, records: page.records.map((r) => recordOf(ctx, r as typeof authLog.$inferSelect)) };
}

export async function authLogDetail(ctx: Ctx, id: string): Promise<AuthLogRecord> {
  const [row] = await ctx.db
    .select(fields)
    .from(authLog)
    .where(and(eq(authLog.id, id), visible(ctx)));
  if (!row) throw notFound(logMessages.notFound);
  return recordOf(ctx, row);
}
