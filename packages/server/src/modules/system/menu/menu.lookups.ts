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
