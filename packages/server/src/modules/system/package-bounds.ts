import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { splitIds } from '../../platform/context.ts';
import { tenantPackageTable as tenantPackage } from '../../resource-tables.ts';
import { tenant } from './tables.ts';

/**
 * The menus (and buttons) a tenant's package allows, or `undefined` when the tenant has no package and so no
 * bound beyond the granter's own grants. A package that no longer exists allows nothing: a tenant that was given a
 * package must never fall back to everything because the package went away.
 */
export async function packageMenuIds(db: Ctx['db'], tenantId: string): Promise<Set<string> | undefined> {
  const [row] = await db
    .select({ packageId: tenant.packageId })
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)));
  if (!row?.packageId) return undefined;
  const [pack] = await db
    .select({ menuId: tenantPackage.menuId })
    .from(tenantPackage)
    .where(and(eq(tenantPackage.id, row.packageId), eq(tenantPackage.isDeleted, 0)));
  return new Set(splitIds(pack?.menuId as string | undefined));
}

/** Keeps what a package allows: menus by id, scopes by the menu they hang under. */
export function withinPackage<T>(rows: T[], allowed: Set<string> | undefined, menuIdOf: (row: T) => string): T[] {
  return allowed ? rows.filter((r) => allowed.has(menuIdOf(r))) : rows;
}
