import { moduleMenus, movedMenuPaths, type ScreenDef } from '@pharma/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { live } from '../../../platform/scope.ts';
import { menu } from './menu.table.ts';
import { allScreens, standardButtons } from './menu-names.ts';

/** Inserts a menu row unless one with its code exists; returns the live row's id either way. */
async function ensureMenu(db: Db, values: typeof menu.$inferInsert): Promise<string> {
  const [existing] = await db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.code, values.code), live(menu)));
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
  await moveMenuPaths(db);
  for (const screen of allScreens()) await ensureScreen(db, moduleIds.get(screen.module) ?? '0', screen);
  // Upgrades: 任务队列 moved from 系统管理 to 任务调度 (BladeX's /job); moved only while still where it was seeded.
  const [system, schedule] = [moduleIds.get('system'), moduleIds.get('schedule')];
  if (system && schedule)
    await db
      .update(menu)
      .set({ parentId: schedule })
      .where(and(eq(menu.code, 'job'), eq(menu.parentId, system), live(menu)));
}

/**
 * A screen moved to BladeX's path (movedMenuPaths): its row, found by code and old path (one an administrator
 * changed is left alone), and its buttons' `<old path>/<key>` paths take the new path.
 */
async function moveMenuPaths(db: Db): Promise<void> {
  for (const moved of movedMenuPaths) {
    const [row] = await db
      .update(menu)
      .set({ path: moved.to })
      .where(and(eq(menu.code, moved.code), eq(menu.path, moved.from), live(menu)))
      .returning({ id: menu.id });
    if (!row) continue;
    await db
      .update(menu)
      .set({ path: sql`${moved.to} || substr(${menu.path}, ${moved.from.length + 1})` })
      .where(and(eq(menu.parentId, row.id), like(menu.path, `${moved.from}/%`), live(menu)));
  }
}
