import { moduleMenus, permissionsOf, resources } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { sha256Hex } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/database.ts';
import { client, dept, menu, role, tenant } from './tables.ts';

/** The buttons every resource screen has, in BladeX's order and actions (1 toolbar, 2 row, 3 both). */
const standardButtons = [
  { key: 'add', name: '新增', alias: 'add', source: 'plus', action: 1 },
  { key: 'edit', name: '修改', alias: 'edit', source: 'form', action: 2 },
  { key: 'delete', name: '删除', alias: 'delete', source: 'delete', action: 3 },
  { key: 'view', name: '查看', alias: 'view', source: 'file-text', action: 2 },
] as const;

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

/**
 * Menus come from the declarations: each module's entry, each resource's screen under it, and the screen's four
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
  for (const def of resources) {
    if (!def.page) continue;
    const parentId = moduleIds.get(def.module) ?? '0';
    const menuId = await ensureMenu(db, {
      parentId,
      code: def.name,
      name: def.title.zh,
      path: def.page,
      source: def.menu?.icon ?? 'AppstoreOutlined',
      sort: def.menu?.sort ?? 50,
      category: 1,
    });
    const codes = permissionsOf(def);
    let sort = 1;
    for (const b of standardButtons) {
      await ensureMenu(db, {
        parentId: menuId,
        code: codes[b.key],
        name: b.name,
        alias: b.alias,
        path: b.key === 'delete' ? `/api/${def.api}/remove` : `${def.page}/${b.key}`,
        source: b.source,
        sort: sort++,
        category: 2,
        action: b.action,
      });
    }
  }
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
