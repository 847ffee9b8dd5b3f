import { type BodyIn, type MenuRecord, menuCalls, type QueryIn } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** A menu or button as the lazy calls send it: one level, `hasChildren` telling whether it has a level below. */
export type Menu = MenuRecord;
/** The search bar's filters; with any of them the lazy calls answer every match, flat. */
export type MenuFilters = Omit<QueryIn<typeof menuCalls.lazyList>, 'parentId'>;
/** Add (no id) or update; `parentId` '0' is the top level. */
export type MenuBody = BodyIn<typeof menuCalls.submit>;

/** 菜单管理's writes, as @pharma/contract declares them (its levels are read by useLazyTree, keyed by the calls). */
export const menuApi = {
  submit: (body: MenuBody) => callApi(menuCalls.submit, { body }),
  /** The ids go comma-joined in the query string. */
  remove: (ids: readonly string[]) => callApi(menuCalls.remove, { query: { ids: ids.join(',') } }),
};
