import { randomInt } from 'node:crypto';
import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { role, roleMenu, roleScope } from '../../system/role/role.table.ts';
import { scopeApi, scopeData } from '../../system/scope/scope.table.ts';
import { user } from '../../user/user/user.table.ts';
import { tenantPackageTable } from '../package/package.table.ts';
import { tenantMessages } from './tenant.messages.ts';
import { tenant } from './tenant.table.ts';

export { allowedMenuIds, platformOnlyMenuCodes } from '../package/package-bounds.ts';

/** The alias of the role every tenant's administrator holds (BladeX: `admin`). */
export const tenantAdminAlias = 'admin';

/** Data scopes are category 1 of blade_role_scope, API scopes category 2. */
const dataScopeCategory = 1;
const apiScopeCategory = 2;

/** A tenant package by id, when it is live. */
export async function findPackage(db: Db, packageId: string) {
  const [row] = await db
    .select()
    .from(tenantPackageTable)
    .where(and(eq(tenantPackageTable.id, packageId), eq(tenantPackageTable.isDeleted, 0)));
  return row as { id: string; packageName: string; menuId: string; remark: string | null } | undefined;
}

/**
 * The live tenant with this business id (000000, 123456…). Sign-in, the quota and the administrator's calls look a
 * tenant up by its id before (or apart from) any caller's tenant: the tenant table is not tenant-owned.
 */
export async function findTenantByCode(db: Db, tenantId: string) {
  const [row] = await db
    .select()
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)));
  return row;
}

/**
 * True when a tenant id was ever used: a removed tenant's users and roles still carry it, so giving it to a new
 * tenant would bring them back to life.
 */
export async function tenantIdUsed(db: Db, tenantId: string): Promise<boolean> {
  const [t] = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.tenantId, tenantId)).limit(1);
  if (t) return true;
  // Not through scoped(): any user row with this tenant id, removed ones too, in a tenant other than the caller's.
  const [u] = await db.select({ id: user.id }).from(user).where(eq(user.tenantId, tenantId)).limit(1);
  return Boolean(u);
}

/** A fresh tenant id: 6 random digits (never starting with 0, so never 000000), retried until unused. */
export async function newTenantId(db: Db): Promise<string> {
  for (;;) {
    const candidate = String(randomInt(100_000, 1_000_000));
    if (!(await tenantIdUsed(db, candidate))) return candidate;
  }
}

/** A tenant id given by the administrator: 6 digits, never used before. */
export async function checkGivenTenantId(db: Db, tenantId: string): Promise<void> {
  if (!/^\d{6}$/.test(tenantId)) throw badRequest(tenantMessages.tenantIdFormat);
  if (await tenantIdUsed(db, tenantId)) throw badRequest(tenantMessages.tenantIdTaken, { tenantId });
}

const alphabets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!@#$%^&*-_=+?'];

/** A strong first password: 16 characters with upper and lower case letters, digits and symbols. */
export function strongPassword(length = 16): string {
  const all = alphabets.join('');
  const chars = alphabets.map((a) => a[randomInt(a.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Bounds a tenant by what it may now hold (after its package changed): its administrator role gets exactly those
 * menus, and every role of the tenant loses the menus outside them, with the data and API scopes hung under those
 * menus. Runs inside the caller's transaction.
 */
export async function applyPackage(db: Db, tenantId: string, allowed: Set<string>): Promise<void> {
  // Not through scoped(): every role of that tenant (not the caller's), removed ones too, loses what is now outside.
  const roles = await db
    .select({ id: role.id, alias: role.roleAlias, isDeleted: role.isDeleted })
    .from(role)
    .where(eq(role.tenantId, tenantId));
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
