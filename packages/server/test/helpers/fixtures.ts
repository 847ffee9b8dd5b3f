import { and, eq, inArray } from 'drizzle-orm';
import { dept } from '../../src/modules/system/dept/dept.table.ts';
import { menu } from '../../src/modules/system/menu/menu.table.ts';
import { role, roleMenu } from '../../src/modules/system/role/role.table.ts';
import { tenant } from '../../src/modules/tenant/tenant/tenant.table.ts';
import { user } from '../../src/modules/user/user/user.table.ts';
import { hashPassword } from '../../src/platform/auth/passwords.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { md5 } from './md5.ts';

/**
 * The suites' factories: tenants, roles with grants, departments and users made straight in the database. The
 * screens that make them have suites of their own; these set up what a test of the guard, the scoping or a screen
 * starts from, in one line and fast. The test kit may reach every module's tables; modules themselves may not.
 */

/** A tenant (once: an existing one is left as it is). */
export async function newTenant(db: Db, tenantId: string, name = `租户${tenantId}`): Promise<void> {
  const [t] = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.tenantId, tenantId));
  if (!t) await db.insert(tenant).values({ tenantId, tenantName: name });
}
/** The older name of newTenant, kept for the suites written before the factories. */
export const ensureTenant = newTenant;

/** A role of a tenant holding exactly the given menu and button codes. */
export async function newRole(
  db: Db,
  opts: { tenantId: string; name: string; alias?: string; codes?: readonly string[] },
): Promise<string> {
  await newTenant(db, opts.tenantId);
  const [r] = await db
    .insert(role)
    .values({ tenantId: opts.tenantId, roleName: opts.name, roleAlias: opts.alias ?? `role_${opts.name}` })
    .returning({ id: role.id });
  await grantCodes(db, r!.id, opts.codes ?? []);
  return r!.id;
}

/** Adds menu and button codes to a role. */
export async function grantCodes(db: Db, roleId: string, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  const menus = await db
    .select({ id: menu.id })
    .from(menu)
    .where(and(inArray(menu.code, [...codes]), eq(menu.isDeleted, 0)));
  await db
    .insert(roleMenu)
    .values(menus.map((m) => ({ roleId, menuId: m.id })))
    .onConflictDoNothing();
}

/** A department of a tenant (under `parentId`, '0' the top level). */
export async function newDept(db: Db, opts: { tenantId: string; name: string; parentId?: string }): Promise<string> {
  const parentId = opts.parentId ?? '0';
  let ancestors = '0';
  if (parentId !== '0') {
    const [parent] = await db.select().from(dept).where(eq(dept.id, parentId));
    ancestors = `${parent!.ancestors},${parentId}`;
  }
  const [d] = await db
    .insert(dept)
    .values({ tenantId: opts.tenantId, deptName: opts.name, parentId, ancestors })
    .returning({ id: dept.id });
  return d!.id;
}

/** An account of a tenant in the given roles and departments (comma-joined as blade_user keeps them). */
export async function newUser(
  db: Db,
  opts: { tenantId: string; account: string; password: string; roleIds: readonly string[]; deptIds: readonly string[] },
): Promise<string> {
  await newTenant(db, opts.tenantId);
  const [u] = await db
    .insert(user)
    .values({
      tenantId: opts.tenantId,
      account: opts.account,
      password: await hashPassword(md5(opts.password)),
      realName: opts.account,
      roleId: opts.roleIds.join(','),
      deptId: opts.deptIds.join(','),
    })
    .returning({ id: user.id });
  return u!.id;
}

/** A user with one role of their own holding exactly the given codes, in a department of their own. */
export async function createUser(
  db: Db,
  opts: { tenantId: string; account: string; password: string; codes: string[]; alias?: string },
): Promise<{ userId: string; roleId: string; deptId: string }> {
  const roleId = await newRole(db, {
    tenantId: opts.tenantId,
    name: `角色-${opts.account}`,
    alias: opts.alias ?? `role_${opts.account}`,
    codes: opts.codes,
  });
  const deptId = await newDept(db, { tenantId: opts.tenantId, name: `部门-${opts.account}` });
  const userId = await newUser(db, { ...opts, roleIds: [roleId], deptIds: [deptId] });
  return { userId, roleId, deptId };
}
