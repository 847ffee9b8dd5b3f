import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { findTenantByCode } from './provision.ts';
import { tenantMessages } from './tenant.texts.ts';

/**
 * The sign-in check of a tenant (the token call runs it before the password): an unknown or removed tenant, a
 * disabled one and one whose licence has expired each get their own message, so the user knows whom to ask.
 */
export async function assertTenantOpen(db: Db, tenantId: string): Promise<void> {
  const row = await findTenantByCode(db, tenantId);
  if (!row) throw badRequest(tenantMessages.loginUnknownTenant);
  if (row.status !== 1) throw badRequest(tenantMessages.loginDisabled);
  if (row.expireTime && row.expireTime.getTime() <= Date.now()) throw badRequest(tenantMessages.loginExpired);
}
