import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { scopeApi, scopeData } from '../scope/scope.table.ts';
import { role, roleMenu, roleScope } from './role.table.ts';

/*
 * A tenant's roles as the tenant module sets them up and bounds them: its administrator role when it is created,
 * and every role's grants when its package changes. The tenant module asks; the roles' tables stay here.
 */

/** The alias of the role every tenant's administrator holds (BladeX: `admin`). */
export const tenantAdminAlias = 'admin';

/** Data scopes are category 1 of blade_role_scope, API scopes category 2. */
const dataScopeCategory = 1;
const apiScopeCategory = 2;

/** A new tenant's administrator role, holding these menus. Runs inside the caller's transaction. */
export async function createTenantAdminRole(
  db: Db,
  tenantId: string,
  roleName: string,
  menus: string[],
): Promise<string> {
  const [adminRole] = await db
    .insert(role)
    .values({ tenantId, roleName, roleAlias: tenantAdminAlias, sort: 1 })
    .returning({ id: role.id });
  if (menus.length) await db.insert(roleMenu).values(menus.map((menuId) => ({ roleId: adminRole!.id, menuId })));
  return adminRole!.id;
}

/**
 * Bounds a tenant by what it may now hold (after its package changed): its administrator role gets exactly those
 * menus, and every role of the tenant loses the menus outside them, with the data and API scopes hung under those
 * menus. Runs inside the caller's transaction.
 */
export async function boundTenantRoles(db: Db, tenantId: string, allowed: Set<string>): Promise<void> {
  // Every role of that tenant (not the caller's), removed ones too, loses what is now outside.
  const roles = await db
    .select({ id: role.id, alias: role.roleAlias, isDeleted: role.isDeleted })
    .from(role)
    .where(ofTenant(role, tenantId, { removed: true }));
  if (roles.length === 0) return;
  const roleIds = roles.map((r) => r.id);
  const allowedIds = [...allowed];
  await db
    .delete(roleMenu)
    .where(
      and(inArray(roleMenu.roleId, roleIds), allowedIds.length ? notInArray(roleMenu.menuId, allowedIds) : undefined),
    );
  const outsideData = db
    .select({ id: scopeData.id })
    .from(scopeData)
    .where(allowedIds.length ? notInArray(scopeData.menuId, allowedIds) : undefined);
  const outsideApi = db
    .select({ id: scopeApi.id })
    .from(scopeApi)
    .where(allowedIds.length ? notInArray(scopeApi.menuId, allowedIds) : undefined);
  await db
    .delete(roleScope)
    .where(
      and(
        inArray(roleScope.roleId, roleIds),
        or(
          and(eq(roleScope.scopeCategory, dataScopeCategory), inArray(roleScope.scopeId, outsideData)),
          and(eq(roleScope.scopeCategory, apiScopeCategory), inArray(roleScope.scopeId, outsideApi)),
        ),
      ),
    );
  const admin = roles.find((r) => r.alias === tenantAdminAlias && r.isDeleted === 0);
  if (admin && allowedIds.length) {
    await db
      .insert(roleMenu)
      .values(allowedIds.map((menuId) => ({ roleId: admin.id, menuId })))
      .onConflictDoNothing();
  }
}
