import type { ButtonNode, MenuNode } from '@pharma/contract';
import { getData } from '../lib/http.ts';

/** The caller's menu tree. BladeX answers `{}` instead of `[]` when there is nothing, so non-arrays become []. */
export async function fetchRoutes(topMenuId?: string): Promise<MenuNode[]> {
  const data = await getData<unknown>('/blade-system/menu/routes', topMenuId ? { topMenuId } : undefined);
  return Array.isArray(data) ? (data as MenuNode[]) : [];
}

export async function fetchButtons(): Promise<ButtonNode[]> {
  const data = await getData<unknown>('/blade-system/menu/buttons');
  return Array.isArray(data) ? (data as ButtonNode[]) : [];
}

/** An entry of the top bar's top menu (a blade_top_menu row of the caller's tenant). */
export interface TopMenuItem {
  id: string;
  code: string;
  name: string;
  /** The icon, named like a menu's `source`. */
  source: string;
  /** Where picking it goes, when set. */
  path: string;
  sort: number;
}

/** GET menu/top-menu: the tenant's top menus by sort. Nullable columns come back as '' so callers need no checks. */
export async function fetchTopMenus(): Promise<TopMenuItem[]> {
  const data = await getData<unknown>('/blade-system/menu/top-menu');
  if (!Array.isArray(data)) return [];
  return (data as Partial<Record<keyof TopMenuItem, unknown>>[]).map((r) => ({
    id: String(r.id ?? ''),
    code: String(r.code ?? ''),
    name: String(r.name ?? ''),
    source: String(r.source ?? ''),
    path: String(r.path ?? ''),
    sort: Number(r.sort ?? 0),
  }));
}
