import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { user } from '../../user/user/user.table.ts';
import { findTenantByCode } from './provision.ts';
import { tenantMessages } from './tenant.messages.ts';

/**
 * Refuses a new account when the tenant already holds as many live accounts as its quota (`account_number`;
 * -1 = unlimited). Called by user creation before the insert.
 */
export async function assertAccountQuota(db: Db, tenantId: string): Promise<void> {
  const row = await findTenantByCode(db, tenantId);
  if (!row || row.accountNumber < 0) return;
  const [held] = await db
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.isDeleted, 0)));
  if (Number(held?.n ?? 0) >= row.accountNumber) throw badRequest(tenantMessages.accountQuota);
}
