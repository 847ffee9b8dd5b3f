import { type ButtonNode, type MenuNode, menuCalls, type TopMenu, topMenuCalls } from '@pharma/contract';
import { callApi } from '../lib/api.ts';

/** The caller's menu tree. BladeX answers `{}` instead of `[]` when there is nothing, so non-arrays become []. */
export async function fetchRoutes(topMenuId?: string): Promise<MenuNode[]> {
  const data: unknown = await callApi(menuCalls.routes, { query: topMenuId ? { topMenuId } : undefined });
  return Array.isArray(data) ? data : [];
}

export async function fetchButtons(): Promise<ButtonNode[]> {
  const data: unknown = await callApi(menuCalls.buttons);
  return Array.isArray(data) ? data : [];
}

/**
 * An entry of the top bar's top menu (a blade_top_menu row of the caller's tenant), its nullable columns as '' so
 * callers need no checks: the icon (`source`, named like a menu's) and where picking it goes (`path`, when set).
 */
export type TopMenuItem = { [K in 'id' | 'code' | 'name' | 'source' | 'path' | 'sort']-?: NonNullable<TopMenu[K]> };

/** GET menu/top-menu: the tenant's top menus by sort. */
export async function fetchTopMenus(): Promise<TopMenuItem[]> {
  const data: unknown = await callApi(topMenuCalls.topMenu);
  if (!Array.isArray(data)) return [];
  return (data as TopMenu[]).map((r) => ({
    id: String(r.id ?? ''),
    code: String(r.code ?? ''),
    name: String(r.name ?? ''),
    source: String(r.source ?? ''),
    path: String(r.path ?? ''),
    sort: Number(r.sort ?? 0),
  }));
}
