import { type Lang, pick, type Text, type TreeNode } from '@pharma/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { forest, treeOf } from '../../../platform/tree.ts';
import { menu } from './menu.table.ts';
import { menuName } from './menu-names.ts';

/**
 * 菜单管理 reads (blade-system/menu list, lazy-list, lazy-menu-list, menu-list, tree, detail). Menus are
 * platform-wide and few (hundreds), so each call reads the live rows once and shapes them in memory.
 */
export type MenuRow = typeof menu.$inferSelect;

export interface MenuVO {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  remark: string;
  isDeleted: number;
  hasChildren: boolean;
  children?: MenuVO[];
}

export interface MenuFilter {
  name?: string;
  code?: string;
  alias?: string;
}

/** Dictionary labels of BladeX (menu_category, button_func, yes_no), in both languages. */
export const menuNames = {
  category: { 1: { zh: '菜单', en: 'Menu' }, 2: { zh: '按钮', en: 'Button' } } as Record<number, Text>,
  action: {
    0: { zh: '无', en: 'None' },
    1: { zh: '工具栏', en: 'Toolbar' },
    2: { zh: '操作栏', en: 'Row' },
    3: { zh: '工具操作栏', en: 'Toolbar and row' },
  } as Record<number, Text>,
  isOpen: { 1: { zh: '否', en: 'No' }, 2: { zh: '是', en: 'Yes' } } as Record<number, Text>,
  topLevel: { zh: '顶级', en: 'Top level' } as Text,
};

/** Live menus and buttons by sort (the caller's db may be a transaction). */
export async function liveMenus(db: Ctx['db']): Promise<MenuRow[]> {
  return db.select().from(menu).where(eq(menu.isDeleted, 0)).orderBy(asc(menu.sort), asc(menu.id));
}

export async function findMenu(db: Ctx['db'], id: string): Promise<MenuRow | undefined> {
  const [row] = await db
    .select()
    .from(menu)
    .where(and(eq(menu.id, id), eq(menu.isDeleted, 0)));
  return row;
}

/** A menu row for the API; with `lang` (lists and trees), a seeded menu's name in that language. */
export const toMenuVO = (r: MenuRow, parents: Set<string>, lang?: Lang): MenuVO => ({
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
  const rows = await liveMenus(ctx.db);
  return menusOnly ? rows.filter((r) => r.category === 1) : rows;
}

/** menu/list and menu/menu-list: a tree; a filter keeps each match with its ancestors, so it still shows in place. */
export async function menuTreeList(ctx: Ctx, filter: MenuFilter, menusOnly: boolean): Promise<MenuVO[]> {
  const rows = await rowsFor(ctx, menusOnly);
  const parents = parentsOf(rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const m of rows.filter((r) => matches(r, filter))) {
    for (let at: MenuRow | undefined = m; at && !keep.has(at.id); at = byId.get(at.parentId)) keep.add(at.id);
  }
  return forest(rows.filter((r) => keep.has(r.id)).map((r) => toMenuVO(r, parents, ctx.lang)));
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
  return chosen.map((r) => toMenuVO(r, parents, ctx.lang));
}

/** menu/tree: the menus (no buttons) as TreeNodes, for the parent picker. */
export async function menuTree(ctx: Ctx): Promise<TreeNode[]> {
  return treeOf(await rowsFor(ctx, true), (r) => menuName(r, ctx.lang));
}

/** menu/detail: one row with the names of its parent and of its dictionary values, in the caller's language. */
export async function menuDetail(ctx: Ctx, id: string) {
  const row = await findMenu(ctx.db, id);
  if (!row) throw notFound();
  const parent = row.parentId === '0' ? undefined : await findMenu(ctx.db, row.parentId);
  const [child] = await ctx.db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.parentId, row.id), eq(menu.isDeleted, 0)))
    .limit(1);
  const label = (names: Record<number, Text>, value: number) => (names[value] ? pick(names[value], ctx.lang) : '');
  return {
    ...toMenuVO(row, new Set(child ? [row.id] : [])),
    parentName: parent ? menuName(parent, ctx.lang) : pick(menuNames.topLevel, ctx.lang),
    categoryName: label(menuNames.category, row.category),
    actionName: label(menuNames.action, row.action),
    isOpenName: label(menuNames.isOpen, row.isOpen),
  };
}
