import { and, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { accountOf } from '../../user/public.ts';
import { session } from './session.table.ts';

/** Ends the sessions `which` selects that are still open; the number ended. */
async function endSessions(db: Db, which: SQL | undefined): Promise<number> {
  const ended = await db
    .update(session)
    .set({ revokedAt: new Date() })
    .where(and(which, isNull(session.revokedAt)))
    .returning({ id: session.id });
  return ended.length;
}

/**
 * Ends sessions of a tenant by id (another module's records name them: the sales app's sign-ins, when their phone
 * leaves the whitelist): their refresh tokens and every access token issued under them stop working at once.
 * The number ended.
 */
export async function revokeSessions(db: Db, tenantId: string, sessionIds: readonly string[]): Promise<number> {
  if (sessionIds.length === 0) return 0;
  return endSessions(db, and(ofTenant(session, tenantId, { removed: true }), inArray(session.id, [...sessionIds])));
}

/**
 * Ends every session of the given accounts of a tenant (ASVS V3.3: a password changed or reset, an account disabled,
 * locked or removed), but `except` (the session that changed its own password stays). Every server process checks
 * the session row at each request and each refresh, so the end reaches them all at once. The number ended.
 */
export async function endAccountSessions(
  db: Db,
  tenantId: string,
  userIds: readonly string[],
  except?: string,
): Promise<number> {
  if (userIds.length === 0) return 0;
  return endSessions(
    db,
    and(
      ofTenant(session, tenantId, { removed: true }),
      inArray(session.userId, [...userIds]),
      except ? ne(session.id, except) : undefined,
    ),
  );
}

/** The same, for an account named by its sign-in name (the lockout knows only that). */
export async function endSessionsOfAccount(db: Db, tenantId: string, account: string): Promise<number> {
  const found = await accountOf(db, tenantId, account);
  return found ? endAccountSessions(db, tenantId, [found.id]) : 0;
}

/** Ends every session of the given tenants (a tenant removed). */
export async function endTenantSessions(db: Db, tenantIds: readonly string[]): Promise<number> {
  if (tenantIds.length === 0) return 0;
  return endSessions(db, inArray(session.tenantId, [...tenantIds]));
}
