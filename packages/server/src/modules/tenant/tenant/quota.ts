import type { Ctx } from '../../../platform/context.ts';
import { liveAccountCount } from '../../user/public.ts';
import { findTenantByCode } from './provision.ts';

/**
 * How many more live accounts the caller's tenant may hold (`account_number`; -1 = unlimited, Infinity), every live
 * account of the tenant counted whatever the caller's data scope. The user module asks it before adding an account
 * and by the batch before an import (the `accountsLeft` answer).
 */
export async function accountsLeft(ctx: Ctx): Promise<number> {
  const row = await findTenantByCode(ctx.db, ctx.tenantId);
  if (!row || row.accountNumber < 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, row.accountNumber - (await liveAccountCount(ctx)));
}
