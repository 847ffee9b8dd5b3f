import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { live } from '../../../platform/scope.ts';
import { menu } from './menu.table.ts';

/** What other modules ask of the menus (a package lists menus, a tenant is bounded by them): answered here. */

/** Every live menu and button, as a tree's links. */
export async function liveMenuLinks(db: Db): Promise<Array<{ id: string; parentId: string; code: string }>> {
  return db.select({ id: menu.id, parentId: menu.parentId, code: menu.code }).from(menu).where(live(menu));
}

/** Of these ids, the live menus and buttons. */
export async function liveMenuIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: menu.id })
    .from(menu)
    .where(and(inArray(menu.id, ids), live(menu)));
  return new Set(rows.map((m) => m.id));
}

/**
 * The menus that give these screens (by code), as a grant or a package lists them: each screen, the menus above it
 * and its buttons, all of them (`'all'`) or those with the given keys (`view` is the button `<screen>_view`).
 */
export async function screenMenuIds(db: Db, screens: Record<string, 'all' | readonly string[]>): Promise<string[]> {
  const links = await liveMenuLinks(db);
  const byCode = new Map(links.map((m) => [m.code, m]));
  const byId = new Map(links.map((m) => [m.id, m]));
  const picked = new Set<string>();
  for (const [code, buttons] of Object.entries(screens)) {
    const screen = byCode.get(code);
    if (!screen) continue;
    for (let m: typeof screen | undefined = screen; m; m = byId.get(m.parentId)) picked.add(m.id);
    for (const child of links) {
      if (child.parentId !== screen.id) continue;
      if (buttons === 'all' || buttons.some((key) => child.code === `${code}_${key}`)) picked.add(child.id);
    }
  }
  return [...picked];
}
