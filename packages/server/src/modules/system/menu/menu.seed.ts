import { moduleMenus, movedMenuPaths, type ScreenDef } from '@pharma/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { live } from '../../../platform/scope.ts';
import { menu } from './menu.table.ts';
import { allScreens, standardButtons } from './menu-names.ts';

/**
 * The live menus by code, read once: a start inserts only what is missing instead of asking for each of the
 * several hundred menus and buttons in turn (that was most of a restart's seed time).
 */
class MenuCodes {
  private constructor(
    private readonly db: Db,
    private readonly ids: Map<string, string>,
  ) {}

  static async read(db: Db): Promise<MenuCodes> {
    const rows = await db.select({ id: menu.id, code: menu.code }).from(menu).where(live(menu));
    // Two live rows with one code (an administrator's copy): the first one read, as the one-by-one lookup took.
    const ids = new Map<string, string>();
    for (const row of rows) if (!ids.has(row.code)) ids.set(row.code, row.id);
    return new MenuCodes(db, ids);
  }

  /** Inserts a menu row unless one with its code exists; returns the live row's id either way. */
  async ensure(values: typeof menu.$inferInsert): Promise<string> {
    const existing = this.ids.get(values.code);
    if (existing) return existing;
    const [row] = await this.db.insert(menu).values(values).returning({ id: menu.id });
    this.ids.set(values.code, row!.id);
    return row!.id;
  }
}

async function ensureScreen(menus: MenuCodes, parentId: string, screen: ScreenDef): Promise<void> {
  const menuId = await menus.ensure({
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
    await menus.ensure({
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
  const menus = await MenuCodes.read(db);
  const moduleIds = new Map<string, string>();
  for (const [code, m] of Object.entries(moduleMenus)) {
    moduleIds.set(
      code,
      await menus.ensure({ code, name: m.name.zh, path: m.path, source: m.icon, sort: m.sort, category: 1 }),
    );
  }
  await moveMenuPaths(db);
  for (const screen of allScreens()) await ensureScreen(menus, moduleIds.get(screen.module) ?? '0', screen);
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
