import { administratorAlias, defaultTenantId, purchaseDocsCalls, supplierResource } from '@pharma/contract';
import type { Db } from '../../../platform/db/database.ts';
import { roleIdsHolding, tenantAdminAlias } from '../../system/public.ts';
import { enabledUsersWithRoles } from '../../user/public.ts';

/**
 * Who hears of what (by the codes their roles are granted, so a tenant decides by its grants):
 * - a plan submitted for audit: whoever may audit plans (`purchase_plan_audit`);
 * - a contract expiring: its creator, and whoever may audit contracts (`purchase_contract_audit`);
 * - a supplier's paper expiring: whoever keeps suppliers (the 供应商 screen, `sc_supplier`).
 * The platform's `administrator` (tenant 000000) holds every code. When nobody in the tenant holds the code, the
 * tenant's administrators (role `admin`) hear of it: a notice always reaches someone.
 */
export const noticeCodes = {
  planAudit: String(purchaseDocsCalls.planAudit.permission),
  contract: String(purchaseDocsCalls.contractAudit.permission),
  supplier: supplierResource.name,
} as const;

/** The enabled users of a tenant whose roles hold `code` (or its administrators when nobody does), by id. */
export async function holdersOf(db: Db, tenantId: string, code: string): Promise<string[]> {
  const platform = tenantId === defaultTenantId;
  const granted = await roleIdsHolding(db, tenantId, { codes: [code], aliases: platform ? [administratorAlias] : [] });
  const holders = await enabledUsersWithRoles(db, tenantId, granted);
  if (holders.length > 0) return holders;
  return enabledUsersWithRoles(db, tenantId, await roleIdsHolding(db, tenantId, { aliases: [tenantAdminAlias] }));
}

/** Receivers without repeats, in order (a creator who also holds the code hears once). */
export const distinct = (...groups: Array<ReadonlyArray<string | null | undefined>>) => [
  ...new Set(groups.flat().filter((id): id is string => Boolean(id))),
];
