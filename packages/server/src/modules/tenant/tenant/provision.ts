import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { live } from '../../../platform/scope.ts';
import { createRootDept, createTenantAdminRole } from '../../system/public.ts';
import { createTenantAdminAccount, tenantIdHasUsers } from '../../user/public.ts';
import { tenantPackageTable } from '../package/package.table.ts';
import { allowedMenuIds } from '../package/package-bounds.ts';
import { tenant } from './tenant.table.ts';
import { tenantMessages } from './tenant.texts.ts';

export { allowedMenuIds, platformOnlyMenuCodes } from '../package/package-bounds.ts';

/** Who made a row: the audit columns a new tenant's first rows carry. */
export interface Maker {
  createUser: string;
  createDept: string | null;
  updateUser: string;
}

/**
 * What a new tenant starts with, inside the caller's transaction: its root department, its administrator role
 * (alias `admin`) holding what its package allows, and its `admin` account with `passwordHash` (argon2id of the md5).
 * Someone else chose that password, so it is to be changed at the first sign-in.
 */
export async function provisionTenant(
  db: Db,
  created: { tenantId: string; tenantName: string; packageId: string | null },
  passwordHash: string,
  maker: Maker,
): Promise<void> {
  const rootId = await createRootDept(db, created.tenantId, created.tenantName, maker);
  const menus = [...(await allowedMenuIds(db, created.packageId))];
  const roleId = await createTenantAdminRole(db, created.tenantId, tenantMessages.adminRoleName.zh, menus);
  await createTenantAdminAccount(db, {
    tenantId: created.tenantId,
    account: 'admin',
    password: passwordHash,
    name: tenantMessages.adminRealName.zh,
    realName: tenantMessages.adminRealName.zh,
    roleId,
    deptId: rootId,
    mustChangePassword: 1,
    ...maker,
  });
}

/** A tenant package by id, when it is live. */
export async function findPackage(db: Db, packageId: string) {
  const [row] = await db
    .select()
    .from(tenantPackageTable)
    .where(and(eq(tenantPackageTable.id, packageId), live(tenantPackageTable)));
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
    .where(and(eq(tenant.tenantId, tenantId), live(tenant)));
  return row;
}

/**
 * True when a tenant id was ever used: a removed tenant's users and roles still carry it, so giving it to a new
 * tenant would bring them back to life.
 */
export async function tenantIdUsed(db: Db, tenantId: string): Promise<boolean> {
  const [t] = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.tenantId, tenantId)).limit(1);
  if (t) return true;
  // Any user row with this tenant id, removed ones too, in a tenant other than the caller's.
  return tenantIdHasUsers(db, tenantId);
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
