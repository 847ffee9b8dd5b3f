import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { authLock } from './auth-lock.table.ts';

/**
 * The end of the latest lock of an account that holds now ('forever' for one without end; undefined when none
 * holds): what sign-in tells the account.
 */
export async function heldLockUntil(db: Db, tenantId: string, account: string): Promise<Date | 'forever' | undefined> {
  const [row] = await db
    .select({
      forever: sql<boolean>`bool_or(${authLock.lockEndTime} is null)`,
      until: sql<Date | null>`max(${authLock.lockEndTime})`,
    })
    .from(authLock)
    .where(
      and(
        ofTenant(authLock, tenantId),
        eq(authLock.lockTarget, account),
        eq(authLock.locked, 1),
        sql`${authLock.lockBeginTime} <= now() and (${authLock.lockEndTime} is null or ${authLock.lockEndTime} > now())`,
      ),
    );
  if (!row) return undefined;
  if (row.forever) return 'forever';
  return row.until ? new Date(row.until) : undefined;
}
