import type { TreeNode } from '@pharma/contract';
import { getData, postData } from '../../../lib/http.ts';

/** A menu or button as `menu/lazy-list` sends it: one level, `hasChildren` telling whether it has a level below. */
export interface Menu {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string | null;
  source: string | null;
  sort: number;
  /** 1 menu, 2 button. */
  category: number;
  /** 0 none, 1 toolbar, 2 row, 3 both. */
  action: number;
  /** 1 no, 2 yes. */
  isOpen: number;
  remark: string | null;
  hasChildren?: boolean;
}

/** The search bar's filters; with any of them the lazy calls answer every match, flat. */
export type MenuFilters = { name?: string; code?: string };

/** Add (no id) or update; `parentId` '0' is the top level. */
export interface MenuBody {
  id?: string;
  parentId: string;
  name: string;
  path: string;
  code: string;
  alias: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  remark: string;
}

const base = '/blade-system/menu';

export const menuApi = {
  /** Menus and buttons, one level. */
  lazyList: (parentId: string, filters: MenuFilters) =>
    getData<Menu[] | null>(`${base}/lazy-list`, { parentId, ...filters }),
  /** Menus only (no buttons), one level: the scope screens hang scopes under these. */
  lazyMenuList: (parentId: string, filters: MenuFilters) =>
    getData<Menu[] | null>(`${base}/lazy-menu-list`, { parentId, ...filters }),
  /** Every menu (no buttons) as a tree: the parent picker. */
  tree: () => getData<TreeNode[] | null>(`${base}/tree`),
  submit: (body: MenuBody) => postData<Menu>(`${base}/submit`, body),
  /** The ids go comma-joined in the query string. */
  remove: (ids: readonly string[]) => postData<unknown>(`${base}/remove`, null, { params: { ids: ids.join(',') } }),
};
