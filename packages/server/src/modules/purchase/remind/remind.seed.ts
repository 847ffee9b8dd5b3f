import { defaultTenantId } from '@pharma/contract';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ensureModuleTemplates } from '../../message/public.ts';
import { purchaseTemplates } from './remind-templates.ts';

/** Purchasing's message templates in a tenant (those it has already, perhaps reworded, stay as they are). */
export const ensurePurchaseTemplates = (db: Db, tenantId: string) =>
  ensureModuleTemplates(db, tenantId, Object.values(purchaseTemplates));

/**
 * The platform and demo tenants, on a first start (after the message centre's demo, whose SC_PLAN_SUBMITTED stands).
 * Tenants made later get theirs when made; one older than this module gets each when it is first sent.
 */
export async function loadDemoPurchaseTemplates(db: Db): Promise<void> {
  for (const tenantId of [defaultTenantId, ...Object.values(demoTenantIds)])
    await ensurePurchaseTemplates(db, tenantId);
}
