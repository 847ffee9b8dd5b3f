import { moduleMenus, type ScreenDef } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { sha256Hex } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/database.ts';
import { clientTable as client } from '../../resource-tables.ts';
import { allScreens, standardButtons } from './menu-names.ts';
import { dept, menu, role, tenant } from './tables.ts';

/** Inserts a menu row unless one with its code exists; returns the live row's id either way. */
async function ensureMenu(db: Db, values: typeof menu.$inferInsert): Promise<string> {
  const [existing] = await db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.code, values.code), eq(menu.isDeleted, 0)));
  if (existing) return existing.id;
  const [row] = await db.insert(menu).values(values).returning({ id: menu.id });
  return row!.id;
}

async function ensureScreen(db: Db, parentId: string, screen: ScreenDef): Promise<void> {
  const menuId = await ensureMenu(db, {
    parentId,
    code: screen.code,
    name: screen.name.zh,
    path: screen.path,
    source: screen.icon,
    sort: screen.sort,
    category: 1,
  });
  let sort = 1;
  for (const button of screen.buttons) {
    const b = typeof button === 'string' ? standardButtons[button] : button;
    await ensureMenu(db, {
      parentId: menuId,
      code: `${screen.code}_${b.key}`,
      name: b.name.zh,
      alias: b.key,
      path: b.key === 'delete' ? `/api/${screen.api}/remove` : `${screen.path}/${b.key}`,
      source: b.icon,
      sort: sort++,
      category: 2,
      action: b.action,
    });
  }
}

/**
 * Menus come from the declarations: each module's entry, each resource's screen under it, and the screen's
 * buttons. Existing rows are left alone, so what an administrator renamed stays renamed.
 */
export async function ensureMenus(db: Db): Promise<void> {
  const moduleIds = new Map<string, string>();
  for (const [code, m] of Object.entries(moduleMenus)) {
    moduleIds.set(
      code,
      await ensureMenu(db, { code, name: m.name.zh, path: m.path, source: m.icon, sort: m.sort, category: 1 }),
    );
  }
  for (const screen of allScreens()) await ensureScreen(db, moduleIds.get(screen.module) ?? '0', screen);
}

/** The platform's own tenant, web client, administrator role and root department (first start only). */
export async function ensurePlatform(db: Db): Promise<{ roleId: string; deptId: string }> {
  const [t] = await db.select().from(tenant).where(eq(tenant.tenantId, '000000'));
  if (!t) {
    await db.insert(tenant).values({ tenantId: '000000', tenantName: '平台管理组', linkman: 'admin', address: '平台' });
  }
  const [c] = await db.select().from(client).where(eq(client.clientId, 'saber'));
  if (!c) {
    await db.insert(client).values({
      clientId: 'saber',
      clientSecret: sha256Hex('saber_secret'),
      scope: 'all',
      authorizedGrantTypes: 'refresh_token,password,captcha,authorization_code',
      webServerRedirectUri: 'http://127.0.0.1:8080',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    });
  }
  const [r] = await db
    .select()
    .from(role)
    .where(and(eq(role.tenantId, '000000'), eq(role.roleAlias, 'administrator')));
  const roleId =
    r?.id ??
    (
      await db
        .insert(role)
        .values({ tenantId: '000000', roleName: '超级管理员', roleAlias: 'administrator', sort: 1 })
        .returning()
    )[0]!.id;
  const [d] = await db
    .select()
    .from(dept)
    .where(and(eq(dept.tenantId, '000000'), eq(dept.parentId, '0')));
  const deptId =
    d?.id ??
    (
      await db
        .insert(dept)
        .values({ tenantId: '000000', deptName: '平台', fullName: '医药中台平台运营部', ancestors: '0' })
        .returning()
    )[0]!.id;
  return { roleId, deptId };
}
