import {
  type AuthLockRecord,
  type authLockCalls,
  authLogMessages,
  type lockStatusValues,
  pick,
  type QueryOf,
} from '@pharma/contract';
import { and, eq, getTableColumns, gt, lte, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing } from '../../../platform/crud/filters.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { type KeysetPage, keysetPage } from '../../../platform/keyset.ts';
import { ofTenant, scoped } from '../../../platform/scope.ts';
import { formatTime, parseTime } from '../../../platform/time.ts';
import { liveUser } from '../../user/public.ts';
import { clearFailures } from '../lockout/lockout.service.ts';
import { endSessionsOfAccount } from '../session/session-end.service.ts';
import { authLock } from './auth-lock.table.ts';

type LockRow = typeof authLock.$inferSelect;
type LockStatus = (typeof lockStatusValues)[number];

const fields = getTableColumns(authLock);

/** The locks the caller may see: their tenant's (every tenant's for the platform administrator, or one named). */
const visible = (ctx: Ctx, tenantId?: string) =>
  scoped(ctx, authLock, { tenantId: tenantId || undefined, acrossTenants: true, dataScope: false });

function statusOf(row: LockRow, now: number): LockStatus {
  if (row.locked !== 1) return 'UN_LOCKED';
  return row.lockBeginTime.getTime() > now ? 'PRE_LOCKED' : 'LOCKED';
}

function recordOf(ctx: Ctx, row: LockRow): AuthLockRecord {
  const now = Date.now();
  const status = statusOf(row, now);
  const lockType = row.lockType === 'MANUAL' ? 'MANUAL' : 'SYSTEM';
  return {
    id: row.id,
    tenantId: row.tenantId,
    userId: row.userId ?? '',
    lockTarget: row.lockTarget,
    userName: row.userName,
    remoteIp: row.remoteIp,
    failCount: row.failCount,
    userAgent: row.userAgent,
    lockType,
    lockTypeName: pick(authLogMessages.lockTypes[lockType], ctx.lang),
    lockStatus: status,
    lockStatusName: pick(authLogMessages.lockStatuses[status], ctx.lang),
    expired: status !== 'UN_LOCKED' && row.lockEndTime !== null && row.lockEndTime.getTime() <= now,
    lockBeginTime: formatTime(row.lockBeginTime, ctx.timeZone),
    lockEndTime: formatTime(row.lockEndTime, ctx.timeZone),
    lockReason: row.lockReason,
    unlockReason: row.unlockReason,
    unlockTime: formatTime(row.unlockTime, ctx.timeZone),
    createTime: formatTime(row.createTime, ctx.timeZone),
  };
}

export async function listAuthLocks(
  ctx: Ctx,
  query: QueryOf<typeof authLockCalls.page>,
): Promise<KeysetPage<AuthLockRecord>> {
  const status = query.lockStatus || undefined;
  const where = and(
    visible(ctx, query.tenantId),
    query.lockTarget ? containing(authLock.lockTarget, query.lockTarget) : undefined,
    query.remoteIp ? eq(authLock.remoteIp, query.remoteIp) : undefined,
    query.userId ? eq(authLock.userId, query.userId) : undefined,
    status === 'UN_LOCKED' ? eq(authLock.locked, 0) : undefined,
    status === 'LOCKED' ? and(eq(authLock.locked, 1), lte(authLock.lockBeginTime, sql`now()`)) : undefined,
    status === 'PRE_LOCKED' ? and(eq(authLock.locked, 1), gt(authLock.lockBeginTime, sql`now()`)) : undefined,
  );
  const page = await keysetPage(
    ctx.db,
    { table: authLock, time: authLock.createTime, id: authLock.id, fields, where },
    query,
  );
  return { ...page, records: page.records.map((r) => recordOf(ctx, r as LockRow)) };
}

async function rowOf(ctx: Ctx, id: string): Promise<LockRow> {
  const [row] = await ctx.db
    .select(fields)
    .from(authLock)
    .where(and(eq(authLock.id, id), visible(ctx)));
  if (!row) throw notFound(authLogMessages.lockNotFound);
  return row;
}

export async function authLockDetail(ctx: Ctx, id: string): Promise<AuthLockRecord> {
  return recordOf(ctx, await rowOf(ctx, id));
}

/** 解锁: the lock ends at once, with the failure count (the account may sign in again straight away). */
export async function unlockAuthLock(ctx: Ctx, id: string, reason: string): Promise<void> {
  const row = await rowOf(ctx, id);
  const ended = row.locked !== 1 || (row.lockEndTime !== null && row.lockEndTime.getTime() <= Date.now());
  if (ended) throw badRequest(authLogMessages.notLocked);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(authLock)
      .set({ locked: 0, unlockReason: reason.slice(0, 255), unlockUser: ctx.userId, unlockTime: new Date() })
      .where(and(eq(authLock.id, id), ofTenant(authLock, row.tenantId)));
    await clearFailures(tx as unknown as Ctx['db'], row.tenantId, row.lockTarget);
  });
}

export interface LockRequest {
  userId: string;
  lockReason: string;
  lockBeginTime?: string | undefined;
  lockEndTime?: string | undefined;
}

/**
 * 锁定: an administrator locks a user of their tenant (any tenant's, for the platform administrator) from now or a
 * given time, until a given time or for good. A lock in force ends the account's sessions at once; every request of
 * a session or API key of a locked account is refused from the lock's start (auth/session/identity.ts).
 */
export async function lockUser(ctx: Ctx, request: LockRequest): Promise<void> {
  const found = await liveUser(ctx.db, request.userId);
  if (!found || (!ctx.isAdministrator && found.tenantId !== ctx.tenantId)) {
    throw notFound(authLogMessages.userNotFound);
  }
  if (found.id === ctx.userId) throw badRequest(authLogMessages.lockSelf);
  const timeOf = (text: string | undefined) => {
    if (!text) return undefined;
    const at = parseTime(text, ctx.timeZone);
    if (!at) throw badRequest(authLogMessages.badTime);
    return at;
  };
  const begin = timeOf(request.lockBeginTime) ?? new Date();
  const end = timeOf(request.lockEndTime);
  if (end && (end.getTime() <= begin.getTime() || end.getTime() <= Date.now())) {
    throw badRequest(authLogMessages.endBeforeBegin);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(authLock).values({
      tenantId: found.tenantId,
      userId: found.id,
      lockTarget: found.account.slice(0, 64),
      userName: (found.realName ?? found.name ?? '').slice(0, 64),
      remoteIp: (ctx.request?.ip ?? '').slice(0, 64),
      userAgent: (ctx.request?.userAgent ?? '').slice(0, 500),
      lockType: 'MANUAL',
      lockBeginTime: begin,
      lockEndTime: end ?? null,
      lockReason: request.lockReason.slice(0, 255),
      lockUser: ctx.userId,
    });
    if (begin.getTime() <= Date.now()) {
      await endSessionsOfAccount(tx as unknown as Ctx['db'], found.tenantId, found.account);
    }
  });
}
