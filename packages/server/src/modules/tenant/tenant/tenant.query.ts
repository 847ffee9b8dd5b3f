import { isIdText } from '@pharma/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { live } from '../../../platform/scope.ts';
import { tenant } from './tenant.table.ts';

/*
 * What other modules ask of the tenants: answered here, so that no other module reads the tenant table itself. A
 * tenant row's tenant_id is the tenant itself, not an owner, so these are not read through scoped().
 */

/** The live tenants among these, each named by its tenant id (000000) or its row id. */
export async function liveTenantsAmong(db: Db, wanted: string[]): Promise<Array<{ id: string; tenantId: string }>> {
  if (wanted.length === 0) return [];
  const rowIds = wanted.filter(isIdText);
  return db
    .select({ id: tenant.id, tenantId: tenant.tenantId })
    .from(tenant)
    .where(
      and(live(tenant), or(inArray(tenant.tenantId, wanted), rowIds.length ? inArray(tenant.id, rowIds) : undefined)),
    );
}

/** Whether a live tenant has this tenant id. */
export async function tenantExists(db: Db, tenantId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: tenant.id })
    .from(tenant)
    .where(and(live(tenant), eq(tenant.tenantId, tenantId)))
    .limit(1);
  return Boolean(found);
}

/** The names of these tenants (live ones), by tenant id. */
export async function tenantNames(db: Db, tenantIds: string[]): Promise<Map<string, string>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await db
    .select({ tenantId: tenant.tenantId, name: tenant.tenantName })
    .from(tenant)
    .where(and(inArray(tenant.tenantId, tenantIds), live(tenant)));
  return new Map(rows.map((r) => [r.tenantId, r.name]));
}
