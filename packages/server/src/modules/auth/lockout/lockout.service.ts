import { authLogMessages, authMessages } from '@pharma/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { heldLockUntil } from '../auth-lock/auth-lock.query.ts';
import { authLock } from '../auth-lock/auth-lock.table.ts';
import { endSessionsOfAccount } from '../session/session-end.service.ts';
import { loginFailure } from './lockout.table.ts';

export const maxFailures = 5;
export const lockMinutes = 30;

/** Refuses a locked account before its password is even looked at, saying how long the lock lasts. */
export async function assertNotLocked(db: Db, tenantId: string, account: string): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: loginFailure.lockedUntil })
    .from(loginFailure)
    .where(and(ofTenant(loginFailure, tenantId), eq(loginFailure.account, account)));
  // An administrator's lock (账号锁定 › 锁定) holds as the count's does: until its end, or for good.
  const held = await heldLockUntil(db, tenantId, account);
  if (held === 'forever') throw badRequest(authLogMessages.accountLocked);
  const until = Math.max(row?.lockedUntil?.getTime() ?? 0, held?.getTime() ?? 0);
  if (until > Date.now()) {
    throw badRequest(authMessages.tooManyFailures, { minutes: Math.max(1, Math.ceil((until - Date.now()) / 60000)) });
  }
}

/**
 * Counts a failed sign-in (`count` of them at once: an administrator's lock counts the whole limit). Failures older than the lock window (or from before an expired lock) start the count
 * over; the fifth in a row locks the account for thirty minutes. One statement, so concurrent attempts all count.
 * True when this very failure locked the account (the fifth: the audit trail notes the lockout once); the account's
 * sessions end then, as for an administrator's lock, which goes through here too.
 */
export async function recordFailure(db: Db, tenantId: string, account: string, count = 1): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    insert into blade_login_failure as f (tenant_id, account, failures, last_failure)
    values (${tenantId}, ${account}, ${count}, now())
    on conflict (tenant_id, account) do update set
      failures = case when f.last_failure < now() - make_interval(mins => ${lockMinutes})
                        or (f.locked_until is not null and f.locked_until <= now()) then ${count}
                       else f.failures + ${count} end,
      last_failure = now(),
      locked_until = case when (case when f.last_failure < now() - make_interval(mins => ${lockMinutes})
                                      or (f.locked_until is not null and f.locked_until <= now()) then ${count}
                                     else f.failures + ${count} end) >= ${maxFailures}
                          then now() + make_interval(mins => ${lockMinutes}) else null end
    returning f.failures`)) as { rows: Array<{ failures: number | string }> };
  // Locked by this very statement: the count crossed the limit now, not before it.
  const failures = Number(rows[0]?.failures);
  const lockedNow = failures >= maxFailures && failures - count < maxFailures;
  if (lockedNow) {
    await endSessionsOfAccount(db, tenantId, account);
    // 账号锁定 lists it, and its 解锁 ends it (clearFailures).
    await db.insert(authLock).values({
      tenantId,
      lockTarget: account.slice(0, 64),
      failCount: maxFailures,
      lockType: 'SYSTEM',
      lockEndTime: sql`now() + make_interval(mins => ${lockMinutes})`,
      lockReason: authLogMessages.systemReason.zh.replace('{failures}', String(maxFailures)),
    });
  }
  return lockedNow;
}

/** Failed sign-ins of the account that still count: within the lock window and since any lock that has ended. */
export async function recentFailures(db: Db, tenantId: string, account: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginFailure.failures })
    .from(loginFailure)
    .where(
      and(
        ofTenant(loginFailure, tenantId),
        eq(loginFailure.account, account),
        sql`${loginFailure.lastFailure} >= now() - make_interval(mins => ${lockMinutes})`,
        sql`(${loginFailure.lockedUntil} is null or ${loginFailure.lockedUntil} > now())`,
      ),
    );
  return row?.failures ?? 0;
}

/** A successful sign-in, or an administrator's unlock, forgets the failures. */
export async function clearFailures(db: Db, tenantId: string, account: string): Promise<void> {
  await db.delete(loginFailure).where(and(ofTenant(loginFailure, tenantId), eq(loginFailure.account, account)));
  // The count's lock ends with it (an administrator's own lock ends only by 账号锁定 › 解锁).
  await db
    .update(authLock)
    .set({ locked: 0, unlockTime: new Date() })
    .where(
      and(
        ofTenant(authLock, tenantId),
        eq(authLock.lockTarget, account),
        eq(authLock.lockType, 'SYSTEM'),
        eq(authLock.locked, 1),
      ),
    );
}

/** Locks an account by its own rule, `maxFailures` failures in a row (用户管理's 账号锁定 asks it through the registry). */
export async function lockAccount(db: Db, tenantId: string, account: string): Promise<void> {
  await recordFailure(db, tenantId, account, maxFailures);
}
