import { defaultTenantId } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { splitIds } from '../../../platform/context.ts';
import { live } from '../../../platform/scope.ts';
import { liveMenuLinks } from '../../system/public.ts';
import { tenant } from '../tenant/tenant.table.ts';
import { tenantPackageTable as tenantPackage } from './package.table.ts';

/**
 * Screens that only work for the platform administrator (their calls refuse everyone else), so no tenant is ever
 * given them or their buttons, whatever its package says.
 */
export const platformOnlyMenuCodes = [
  'tenant',
  'tenant_package',
  'menu',
  'data_scope',
  'api_scope',
  'dict',
  'region',
  'client',
] as const;

/**
 * The menus and buttons a tenant may hold: its package's (without a package, every menu), never the platform-only
 * screens nor anything below them.
 */
export async function allowedMenuIds(db: Ctx['db'], packageId: string | null | undefined): Promise<Set<string>> {
  const rows = await liveMenuLinks(db);
  const children = new Map<string, string[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const excluded = new Set<string>();
  const stack = rows.filter((r) => (platformOnlyMenuCodes as readonly string[]).includes(r.code)).map((r) => r.id);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (excluded.has(id)) continue;
    excluded.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  let candidates = rows.map((r) => r.id);
  if (packageId) {
    // A package that no longer exists allows nothing: a tenant given a package never falls back to everything.
    const [pack] = await db
      .select({ menuId: tenantPackage.menuId })
      .from(tenantPackage)
      .where(and(eq(tenantPackage.id, packageId), live(tenantPackage)));
    const listed = new Set(splitIds(pack?.menuId as string | undefined));
    candidates = candidates.filter((id) => listed.has(id));
  }
  return new Set(candidates.filter((id) => !excluded.has(id)));
}

/**
 * What may be granted in a tenant: undefined (no bound beyond the granter's own grants) for the platform's own
 * tenant; for any other, its package's menus, or every menu without a package, never the platform-only screens.
 * Tenant creation, package changes, grants and role mounting all use this one rule.
 */
export async function packageMenuIds(db: Ctx['db'], tenantId: string): Promise<Set<string> | undefined> {
  if (tenantId === defaultTenantId) return undefined;
  const [row] = await db
    .select({ packageId: tenant.packageId })
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), live(tenant)));
  return allowedMenuIds(db, row?.packageId);
}

/** Keeps what a package allows: menus by id, scopes by the menu they hang under. */
export function withinPackage<T>(rows: T[], allowed: Set<string> | undefined, menuIdOf: (row: T) => string): T[] {
  return allowed ? rows.filter((r) => allowed.has(menuIdOf(r))) : rows;
}
