import { and, eq, inArray } from 'drizzle-orm';
import { dept } from '../../src/modules/system/dept/dept.table.ts';
import { menu } from '../../src/modules/system/menu/menu.table.ts';
import { role, roleMenu } from '../../src/modules/system/role/role.table.ts';
import { tenant } from '../../src/modules/tenant/tenant/tenant.table.ts';
import { user } from '../../src/modules/user/user/user.table.ts';
import { hashPassword } from '../../src/platform/auth/passwords.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { md5 } from './server.ts';

/**
 * Another tenant, or a limited user, made straight in the database: the screens that create them belong to later
 * modules, and these suites test the guard and the scoping, not those screens.
 */
export async function ensureTenant(db: Db, tenantId: string, name = `租户${tenantId}`): Promise<void> {
  const [t] = await db.select().from(tenant).where(eq(tenant.tenantId, tenantId));
  if (!t) await db.insert(tenant).values({ tenantId, tenantName: name });
}

/** A user with one role holding exactly the given menu/button codes. */
export async function createUser(
  db: Db,
  opts: { tenantId: string; account: string; password: string; codes: string[]; alias?: string },
): Promise<{ userId: string; roleId: string }> {
  await ensureTenant(db, opts.tenantId);
  const [r] = await db
    .insert(role)
    .values({
      tenantId: opts.tenantId,
      roleName: `角色-${opts.account}`,
      roleAlias: opts.alias ?? `role_${opts.account}`,
    })
    .returning();
  if (opts.codes.length) {
    const menus = await db
      .select({ id: menu.id })
      .from(menu)
      .where(and(inArray(menu.code, opts.codes), eq(menu.isDeleted, 0)));
    await db.insert(roleMenu).values(menus.map((m) => ({ roleId: r!.id, menuId: m.id })));
  }
  const [d] = await db
    .insert(dept)
    .values({ tenantId: opts.tenantId, deptName: `部门-${opts.account}` })
    .returning();
  const [u] = await db
    .insert(user)
    .values({
      tenantId: opts.tenantId,
      account: opts.account,
      password: await hashPassword(md5(opts.password)),
      realName: opts.account,
      roleId: r!.id,
      deptId: d!.id,
    })
    .returning();
  return { userId: u!.id, roleId: r!.id };
}
