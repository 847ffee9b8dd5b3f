import { randomBytes } from 'node:crypto';
import {
  type ApiKeyLogRecord,
  type ApiKeyRecord,
  type apiKeyLogCalls,
  apiKeyMessages,
  apiKeyPrefix,
  apiKeyStatus,
  logMessages,
  pick,
  type QueryOf,
} from '@pharma/contract';
import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { sha256Hex } from '../../../platform/auth/passwords.ts';
import { type Ctx, splitIds } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { type KeysetPage, keysetPage } from '../../../platform/keyset.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime, parseTime } from '../../../platform/time.ts';
import { apiKey, apiKeyLog } from './api-key.table.ts';
import { parseApiPaths, parseExtParams } from './api-key-paths.ts';

/** A new key: the prefix and 32 random bytes (base64url); what the guard recognises (apiKeyPattern). */
export const newApiKey = () => `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;

/** What the screen shows of a key: its first characters, enough to tell it from the others, never the rest. */
const maskOf = (prefix: string) => `${prefix}…`;

/** The caller's tenant's keys (every tenant's for the platform administrator, or the one they name). */
const visible = (ctx: Ctx, tenantId?: string) =>
  scoped(ctx, apiKey, { tenantId: tenantId || undefined, acrossTenants: true, dataScope: false });

type KeyRow = typeof apiKey.$inferSelect;

function recordOf(ctx: Ctx, row: KeyRow): ApiKeyRecord {
  const expired = row.expireTime !== null && row.expireTime.getTime() <= Date.now();
  const enabled = row.status === apiKeyStatus.enabled;
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    apiKey: maskOf(row.keyPrefix),
    userId: row.userId,
    account: row.account,
    userName: row.userName,
    expireTime: formatTime(row.expireTime, ctx.timeZone),
    expireTimeInfo: expired
      ? pick(apiKeyMessages.expired, ctx.lang)
      : row.expireTime
        ? formatTime(row.expireTime, ctx.timeZone)
        : pick(apiKeyMessages.forever, ctx.lang),
    expired,
    status: row.status,
    statusName: pick(enabled ? apiKeyMessages.statuses.enabled : apiKeyMessages.statuses.disabled, ctx.lang),
    apiPath: row.apiPath,
    extParams: row.extParams,
    lastUsedTime: formatTime(row.lastUsedTime, ctx.timeZone),
    createTime: formatTime(row.createTime, ctx.timeZone),
  };
}

export interface ApiKeyListQuery {
  current?: string | undefined;
  size?: string | undefined;
  name?: string | undefined;
  status?: string | undefined;
  userId?: string | undefined;
  tenantId?: string | undefined;
}

export async function listApiKeys(ctx: Ctx, query: ApiKeyListQuery) {
  const { current, size } = pagingOf({ current: query.current, size: query.size });
  // The screen's 禁用 searches 0; BladeX's buttons read -1: both mean disabled.
  const status = query.status ? (Number(query.status) === 1 ? apiKeyStatus.enabled : apiKeyStatus.disabled) : undefined;
  const where = and(
    visible(ctx, query.tenantId),
    query.name ? containing(apiKey.name, query.name) : undefined,
    status !== undefined ? eq(apiKey.status, status) : undefined,
    query.userId ? eq(apiKey.userId, query.userId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(apiKey)
      .where(where)
      .orderBy(desc(apiKey.createTime), desc(apiKey.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(apiKey).where(where),
  ]);
  return pageOf(
    rows.map((r) => recordOf(ctx, r)),
    counted?.n ?? 0,
    current,
    size,
  );
}

async function rowOf(ctx: Ctx, id: string): Promise<KeyRow> {
  const [row] = await ctx.db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.id, id), visible(ctx)));
  if (!row) throw notFound(apiKeyMessages.notFound);
  return row;
}

export async function apiKeyDetail(ctx: Ctx, id: string): Promise<ApiKeyRecord> {
  return recordOf(ctx, await rowOf(ctx, id));
}

function expiryOf(ctx: Ctx, text: string | null | undefined): Date | null {
  const raw = String(text ?? '').trim();
  if (raw === '') return null;
  const at = parseTime(raw, ctx.timeZone);
  if (!at) throw badRequest(apiKeyMessages.badExpire);
  if (at.getTime() <= Date.now()) throw badRequest(apiKeyMessages.expirePast);
  return at;
}

export interface ApiKeyValues {
  name?: string | undefined;
  userId?: string | null | undefined;
  expireTime?: string | null | undefined;
  apiPath?: string | null | undefined;
  extParams?: string | null | undefined;
}

/**
 * A key cannot do more than its maker: its user is one of the maker's tenant (any tenant's for the platform
 * administrator) who holds no role the maker lacks (or the maker themself). Otherwise making a key would be a way
 * to act as a more powerful colleague.
 */
async function boundUser(ctx: Ctx, userId: string) {
  const found = await ctx.registry.answer('enabledUser')(ctx.db, userId);
  if (!found) throw badRequest(apiKeyMessages.badUser);
  if (ctx.isAdministrator) return found;
  if (found.tenantId !== ctx.tenantId) throw badRequest(apiKeyMessages.badUser);
  const mine = new Set(ctx.roleIds);
  if (found.id !== ctx.userId && !splitIds(found.roleId).every((r) => mine.has(r))) {
    throw badRequest(apiKeyMessages.badUser);
  }
  return found;
}

/** save: a new key. The reply is the key itself, the only time anyone sees it; only its hash is stored. */
export async function saveApiKey(ctx: Ctx, values: ApiKeyValues): Promise<string> {
  const name = String(values.name ?? '').trim();
  if (!name) throw badRequest(apiKeyMessages.nameRequired);
  if (!values.userId) throw badRequest(apiKeyMessages.userRequired);
  const found = await boundUser(ctx, values.userId);
  const key = newApiKey();
  await ctx.db.insert(apiKey).values({
    tenantId: found.tenantId,
    name,
    userId: found.id,
    account: found.account.slice(0, 64),
    userName: (found.realName ?? found.name ?? '').slice(0, 64),
    keyHash: sha256Hex(key),
    keyPrefix: key.slice(0, apiKeyPrefix.length + 8),
    apiPath: parseApiPaths(values.apiPath).join(','),
    extParams: parseExtParams(values.extParams),
    expireTime: expiryOf(ctx, values.expireTime),
    status: apiKeyStatus.enabled,
    createUser: ctx.userId,
    updateUser: ctx.userId,
  });
  return key;
}

/** update: the expiry, paths, extra parameters (and name); the user and the secret stay. */
export async function updateApiKey(ctx: Ctx, id: string, values: ApiKeyValues): Promise<void> {
  await rowOf(ctx, id);
  const name = values.name === undefined ? undefined : String(values.name).trim();
  await ctx.db
    .update(apiKey)
    .set({
      ...(name ? { name } : {}),
      ...(values.expireTime !== undefined && { expireTime: expiryOf(ctx, values.expireTime) }),
      ...(values.apiPath !== undefined && { apiPath: parseApiPaths(values.apiPath).join(',') }),
      ...(values.extParams !== undefined && { extParams: parseExtParams(values.extParams) }),
      updateUser: ctx.userId,
      updateTime: new Date(),
    })
    .where(and(eq(apiKey.id, id), visible(ctx)));
}

/** remove / enable / disable: the caller's visible keys among `ids` (others are left alone, as elsewhere). */
export async function changeApiKeys(ctx: Ctx, ids: string[], change: 'remove' | 'enable' | 'disable'): Promise<void> {
  const set =
    change === 'remove'
      ? { isDeleted: 1 }
      : { status: change === 'enable' ? apiKeyStatus.enabled : apiKeyStatus.disabled };
  await ctx.db
    .update(apiKey)
    .set({ ...set, updateUser: ctx.userId, updateTime: new Date() })
    .where(and(inArray(apiKey.id, ids), visible(ctx)));
}

type LogQuery = QueryOf<typeof apiKeyLogCalls.list>;

const logFields = getTableColumns(apiKeyLog);

function logRecordOf(ctx: Ctx, row: Record<string, unknown>, names: Map<string, string>): ApiKeyLogRecord {
  const r = row as typeof apiKeyLog.$inferSelect;
  return {
    id: r.id,
    tenantId: r.tenantId,
    apiKeyId: r.apiKeyId,
    apiKeyName: names.get(r.apiKeyId) ?? '',
    userId: r.userId ?? '',
    account: r.account,
    serviceId: r.serviceId,
    serverHost: r.serverHost,
    serverIp: r.serverIp,
    env: r.env,
    method: r.method,
    requestUri: r.requestUri,
    params: r.params,
    status: r.status,
    time: r.time,
    remoteIp: r.remoteIp,
    userAgent: r.userAgent,
    createTime: formatTime(r.createTime, ctx.timeZone),
  };
}

async function keyNames(ctx: Ctx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: apiKey.id, name: apiKey.name })
    .from(apiKey)
    .where(and(inArray(apiKey.id, [...new Set(ids)]), scoped(ctx, apiKey, { acrossTenants: true, dataScope: false })));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The calls made with the caller's tenant's keys (every tenant's for the platform administrator), newest first. */
export async function listApiKeyLogs(ctx: Ctx, query: LogQuery): Promise<KeysetPage<ApiKeyLogRecord>> {
  const where = and(
    scoped(ctx, apiKeyLog, { tenantId: query.tenantId || undefined, acrossTenants: true, dataScope: false }),
    query.apiKeyId ? eq(apiKeyLog.apiKeyId, query.apiKeyId) : undefined,
    query.requestUri ? containing(apiKeyLog.requestUri, query.requestUri) : undefined,
    query.remoteIp ? eq(apiKeyLog.remoteIp, query.remoteIp) : undefined,
    query.status ? eq(apiKeyLog.status, Number(query.status)) : undefined,
  );
  const page = await keysetPage(
    ctx.db,
    { table: apiKeyLog, time: apiKeyLog.createTime, id: apiKeyLog.id, fields: logFields, where },
    query,
  );
  const names = await keyNames(
    ctx,
    page.records.map((r) => String(r.apiKeyId)),
  );
  return { ...page, records: page.records.map((r) => logRecordOf(ctx, r, names)) };
}

export async function apiKeyLogDetail(ctx: Ctx, id: string): Promise<ApiKeyLogRecord> {
  const [row] = await ctx.db
    .select(logFields)
    .from(apiKeyLog)
    .where(and(eq(apiKeyLog.id, id), scoped(ctx, apiKeyLog, { acrossTenants: true, dataScope: false })));
  if (!row) throw notFound(logMessages.notFound);
  return logRecordOf(ctx, row, await keyNames(ctx, [row.apiKeyId]));
}
