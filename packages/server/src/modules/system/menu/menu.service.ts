import { type ButtonNode, type MenuNode, menuCategory } from '@pharma/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { forest } from '../../../platform/tree.ts';
import { roleMenu } from '../role/role.table.ts';
import { topmenuTable as topMenu, topMenuSetting } from '../topmenu/topmenu.table.ts';
import { menu } from './menu.table.ts';

type MenuRow = typeof menu.$inferSelect;

/** Live menus and buttons granted to the caller's roles (the platform administrator has all of them). */
export async function grantedRows(ctx: Ctx): Promise<MenuRow[]> {
  const live = scoped(ctx, menu);
  if (ctx.isAdministrator) return ctx.db.select().from(menu).where(live).orderBy(asc(menu.sort), asc(menu.id));
  if (ctx.roleIds.length === 0) return [];
  const rows = await ctx.db
    .selectDistinct({ m: menu })
    .from(menu)
    .innerJoin(roleMenu, eq(roleMenu.menuId, menu.id))
    .where(and(live, inArray(roleMenu.roleId, ctx.roleIds)));
  // The request's codes already leave out buttons an API scope takes away: such a button is not shown either.
  return rows.map((r) => r.m).filter((m) => ctx.permissions.has(m.code));
}

/** Adds every ancestor of the given rows, so a granted leaf always shows under its parents. */
async function withAncestors(ctx: Ctx, rows: MenuRow[]): Promise<MenuRow[]> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let missing = [...new Set(rows.map((r) => r.parentId).filter((p) => p !== '0' && !byId.has(p)))];
  while (missing.length > 0) {
    const parents = await ctx.db
      .select()
      .from(menu)
      .where(and(inArray(menu.id, missing), scoped(ctx, menu)));
    for (const p of parents) byId.set(p.id, p);
    missing = [...new Set(parents.map((r) => r.parentId).filter((p) => p !== '0' && !byId.has(p)))];
  }
  return [...byId.values()];
}

const toButtonNode = (r: MenuRow): Omit<ButtonNode, 'children'> => ({
  id: r.id,
  parentId: r.parentId,
  code: r.code,
  name: r.name,
  alias: r.alias,
  path: r.path ?? '',
  source: r.source ?? '',
  action: r.action,
  sort: r.sort,
});

const toMenuNode = (r: MenuRow): MenuNode => ({
  ...toButtonNode(r),
  category: r.category,
  isOpen: r.isOpen,
  remark: r.remark ?? '',
  // The browser names an item by `route.<code>` in its language and falls back to `name`.
  meta: { i18n: r.code },
});

/**
 * GET menu/routes: the caller's menus (no buttons) as a tree. With a top menu, only the menus linked to it
 * (and their ancestors) — a top menu of another tenant links nothing.
 */
export async function menuRoutes(ctx: Ctx, topMenuId?: string): Promise<MenuNode[]> {
  let rows = (await withAncestors(ctx, await grantedRows(ctx))).filter((r) => r.category === menuCategory.menu);
  if (topMenuId) {
    const linked = await ctx.db
      .select({ menuId: topMenuSetting.menuId })
      .from(topMenuSetting)
      .innerJoin(topMenu, eq(topMenu.id, topMenuSetting.topMenuId))
      // The tenant's live top menu, whatever the caller's data scopes on top menus.
      .where(and(eq(topMenu.id, topMenuId), scoped(ctx, topMenu, { dataScope: false })));
    const keep = new Set(linked.map((l) => l.menuId));
    const chosen = rows.filter((r) => keep.has(r.id));
    const allowed = new Set(rows.map((r) => r.id));
    rows = (await withAncestors(ctx, chosen)).filter((r) => allowed.has(r.id));
  }
  return forest(rows.map(toMenuNode));
}

/** GET menu/buttons: granted buttons under their direct parent menus; the browser turns the leaves into flags. */
export async function menuButtons(ctx: Ctx): Promise<ButtonNode[]> {
  const rows = await grantedRows(ctx);
  const buttons = rows.filter((r) => r.category === menuCategory.button);
  const parentIds = [...new Set(buttons.map((b) => b.parentId))];
  const parents = parentIds.length
    ? await ctx.db
        .select()
        .from(menu)
        .where(and(inArray(menu.id, parentIds), scoped(ctx, menu)))
    : [];
  const nodes = [...parents.map(toButtonNode), ...buttons.map(toButtonNode)];
  // Only a button's direct parent is kept, so parents become roots here.
  const ids = new Set(parents.map((p) => p.id));
  return forest(nodes.map((n) => (ids.has(n.id) ? { ...n, parentId: '0' } : n)));
}
