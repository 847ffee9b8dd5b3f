import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { liveAccountCount } from '../../user/public.ts';
import { findTenantByCode } from './provision.ts';
import { tenantMessages } from './tenant.texts.ts';

/**
 * Refuses a new account when the caller's tenant already holds as many live accounts as its quota (`account_number`;
 * -1 = unlimited). Called by user creation before the insert. Every live account of the tenant counts, whatever
 * the caller's data scope.
 */
export async function assertAccountQuota(ctx: Ctx): Promise<void> {
  const row = await findTenantByCode(ctx.db, ctx.tenantId);
  if (!row || row.accountNumber < 0) return;
  if ((await liveAccountCount(ctx)) >= row.accountNumber) throw badRequest(tenantMessages.accountQuota);
}

/** How many more live accounts the caller's tenant may hold (Infinity without a quota), for imports by the batch. */
export async function accountsLeft(ctx: Ctx): Promise<number> {
  const row = await findTenantByCode(ctx.db, ctx.tenantId);
  if (!row || row.accountNumber < 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, row.accountNumber - (await liveAccountCount(ctx)));
}

/** The message of a refused account beyond the quota. */
export const accountQuotaText = tenantMessages.accountQuota;
