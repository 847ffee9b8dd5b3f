import {
  type Lang,
  type MenuRecord,
  type menuCalls,
  menuCategory,
  menuResource,
  pick,
  type QueryOf,
  type Text,
  type TreeNode,
} from '@pharma/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { forest, treeOf } from '../../../platform/tree.ts';
import { menu } from './menu.table.ts';
import { menuName } from './menu-names.ts';

/**
 * 菜单管理 reads (blade-system/menu list, lazy-list, lazy-menu-list, menu-list, tree, detail). Menus are
 * platform-wide and few (hundreds), so each call reads the live rows once and shapes them in memory.
 */
export type MenuRow = typeof menu.$inferSelect;

/** The name/code/alias filters of the list calls (the lazy ones add `parentId`). */
export type MenuFilter = Pick<QueryOf<typeof menuCalls.list>, 'name' | 'code' | 'alias'>;

/** The parent of a top-level menu, as menu/detail names it. */
const topLevel: Text = { zh: '顶级', en: 'Top level' };

/** Live menus and buttons by sort (the caller's db may be a transaction). */
export async function liveMenus(ctx: Ctx): Promise<MenuRow[]> {
  return ctx.db.select().from(menu).where(scoped(ctx, menu)).orderBy(asc(menu.sort), asc(menu.id));
}

export async function findMenu(ctx: Ctx, id: string): Promise<MenuRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(menu)
    .where(and(eq(menu.id, id), scoped(ctx, menu)));
  return row;
}

/** A menu row as the calls send it; with `lang` (lists and trees), a seeded menu's name in that language. */
export const toMenuRecord = (r: MenuRow, parents: Set<string>, lang?: Lang): MenuRecord => ({
  id: r.id,
  parentId: r.parentId,
  code: r.code,
  name: lang ? menuName(r, lang) : r.name,
  alias: r.alias,
  path: r.path ?? '',
  source: r.source ?? '',
  sort: r.sort,
  category: r.category,
  action: r.action,
  isOpen: r.isOpen,
  remark: r.remark ?? '',
  isDeleted: r.isDeleted,
  hasChildren: parents.has(r.id),
});

const contains = (value: string, part?: string) => !part || value.toLowerCase().includes(part.toLowerCase());
const matches = (r: MenuRow, f: MenuFilter) =>
  contains(r.name, f.name) && contains(r.code, f.code) && contains(r.alias, f.alias);
const filtering = (f: MenuFilter) => Boolean(f.name || f.code || f.alias);
const parentsOf = (rows: MenuRow[]) => new Set(rows.map((r) => r.parentId));

/** The rows a call works on: every live row, or only the menus (category 1) for the menu-only calls. */
async function rowsFor(ctx: Ctx, menusOnly: boolean): Promise<MenuRow[]> {
  const rows = await liveMenus(ctx);
  return menusOnly ? rows.filter((r) => r.category === menuCategory.menu) : rows;
}

/** menu/list and menu/menu-list: a tree; a filter keeps each match with its ancestors, so it still shows in place. */
export async function menuTreeList(ctx: Ctx, filter: MenuFilter, menusOnly: boolean): Promise<MenuRecord[]> {
  const rows = await rowsFor(ctx, menusOnly);
  const parents = parentsOf(rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const m of rows.filter((r) => matches(r, filter))) {
    for (let at: MenuRow | undefined = m; at && !keep.has(at.id); at = byId.get(at.parentId)) keep.add(at.id);
  }
  return forest(rows.filter((r) => keep.has(r.id)).map((r) => toMenuRecord(r, parents, ctx.lang)));
}

/**
 * menu/lazy-list and menu/lazy-menu-list: one level under `parentId`, each row saying whether it has children
 * (of the same kind); with a name/code/alias filter, every match at any level, flat.
 */
export async function menuLazyList(ctx: Ctx, parentId: string, filter: MenuFilter, menusOnly: boolean) {
  const rows = await rowsFor(ctx, menusOnly);
  const parents = parentsOf(rows);
  const chosen = filtering(filter)
    ? rows.filter((r) => matches(r, filter))
    : rows.filter((r) => r.parentId === parentId);
  return chosen.map((r) => toMenuRecord(r, parents, ctx.lang));
}

/** menu/tree: the menus (no buttons) as TreeNodes, for the parent picker. */
export async function menuTree(ctx: Ctx): Promise<TreeNode[]> {
  return treeOf(await rowsFor(ctx, true), (r) => menuName(r, ctx.lang));
}

/**
 * menu/detail: one row with the names of its parent and of its coded values (their dictionaries' labels, in the
 * caller's language, as the screens show them).
 */
export async function menuDetail(ctx: Ctx, id: string) {
  const row = await findMenu(ctx, id);
  if (!row) throw notFound();
  const parent = row.parentId === '0' ? undefined : await findMenu(ctx, row.parentId);
  const [child] = await ctx.db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.parentId, row.id), scoped(ctx, menu)))
    .limit(1);
  const { category, action, isOpen } = menuResource.fields;
  const [categories, actions, yesNo] = await Promise.all(
    [category.dict, action.dict, isOpen.dict].map((code) => dictLabels(ctx, code)),
  );
  const label = (labels: Map<string, string> | undefined, value: number) => labels?.get(String(value)) ?? '';
  return {
    ...toMenuRecord(row, new Set(child ? [row.id] : [])),
    parentName: parent ? menuName(parent, ctx.lang) : pick(topLevel, ctx.lang),
    categoryName: label(categories, row.category),
    actionName: label(actions, row.action),
    isOpenName: label(yesNo, row.isOpen),
  };
}
