import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { session } from './session.table.ts';

/**
 * Ends sessions of a tenant by id (another module's records name them: the sales app's sign-ins, when their phone
 * leaves the whitelist): their refresh tokens and every access token issued under them stop working at once.
 * The number ended.
 */
export async function revokeSessions(db: Db, tenantId: string, sessionIds: readonly string[]): Promise<number> {
  if (sessionIds.length === 0) return 0;
  const ended = await db
    .update(session)
    .set({ revokedAt: new Date() })
    .where(
      and(
        ofTenant(session, tenantId, { removed: true }),
        inArray(session.id, [...sessionIds]),
        isNull(session.revokedAt),
      ),
    )
    .returning({ id: session.id });
  return ended.length;
}
