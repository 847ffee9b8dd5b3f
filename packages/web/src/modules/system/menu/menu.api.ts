import { type BodyIn, type MenuRecord, menuCalls, type QueryIn } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** A menu or button as the lazy calls send it: one level, `hasChildren` telling whether it has a level below. */
export type Menu = MenuRecord;
/** The search bar's filters; with any of them the lazy calls answer every match, flat. */
export type MenuFilters = Omit<QueryIn<typeof menuCalls.lazyList>, 'parentId'>;
/** Add (no id) or update; `parentId` '0' is the top level. */
export type MenuBody = BodyIn<typeof menuCalls.submit>;

/** 菜单管理's calls (and the scope screens' menu tree), as @pharma/contract declares them. */
export const menuApi = {
  /** Menus and buttons, one level. */
  lazyList: (parentId: string, filters: MenuFilters) =>
    callApi(menuCalls.lazyList, { query: { ...filters, parentId } }),
  /** Menus only (no buttons), one level: the scope screens hang scopes under these. */
  lazyMenuList: (parentId: string, filters: MenuFilters) =>
    callApi(menuCalls.lazyMenuList, { query: { ...filters, parentId } }),
  submit: (body: MenuBody) => callApi(menuCalls.submit, { body }),
  /** The ids go comma-joined in the query string. */
  remove: (ids: readonly string[]) => callApi(menuCalls.remove, { query: { ids: ids.join(',') } }),
};
