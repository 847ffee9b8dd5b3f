import { type BodyIn, type Dept, deptCalls, type QueryIn } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

export type { Dept };
/** The search form's filters, both "contains". */
export type DeptFilters = QueryIn<typeof deptCalls.list>;
/** Add (no id) or update; `parentId: '0'` is the top level. */
export type DeptBody = BodyIn<typeof deptCalls.submit>;

/** 部门管理's lazy level read and writes, as @pharma/contract declares them (useDepts.ts keys its reads by the calls). */
export const deptApi = {
  /** One level under `parentId`, each row saying whether it has children. */
  lazyList: (parentId: string) => callApi(deptCalls.lazyList, { query: { parentId } }),
  submit: (body: DeptBody) => callApi(deptCalls.submit, { body }),
  /** BladeX batch calls take their ids comma-joined in the query string. */
  remove: (ids: readonly string[]) => callApi(deptCalls.remove, { query: { ids: ids.join(',') } }),
};
