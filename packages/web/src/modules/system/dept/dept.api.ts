import type { TreeNode } from '@pharma/contract';
import { getData, postData } from '../../../lib/http.ts';

/** A department as dept/list and dept/lazy-list send it (`parentId` '0' is a top-level one). */
export interface Dept {
  id: string;
  parentId: string;
  deptName: string;
  fullName: string | null;
  /** 1 company, 2 department, 3 group. */
  deptCategory: number | null;
  sort: number | null;
  remark: string | null;
  /** lazy-list: whether it has sub-departments to load. */
  hasChildren?: boolean;
  /** list: the sub-departments; in the lazy table, `[]` until they are loaded. */
  children?: Dept[];
  createTime?: string;
}

/** The search form's filters, both "contains". */
export interface DeptFilters {
  deptName?: string;
  fullName?: string;
}

/** Add (no id) or update; `parentId: '0'` is the top level. */
export interface DeptBody {
  id?: string;
  parentId: string;
  deptName: string;
  fullName: string;
  deptCategory?: number;
  sort: number;
  remark?: string;
}

const base = '/blade-system/dept';

export const deptApi = {
  /** The whole tree; a filter keeps each match with its ancestors. */
  list: (filters: DeptFilters) => getData<Dept[] | null>(`${base}/list`, filters),
  /** One level under `parentId`, each row saying whether it has children. */
  lazyList: (parentId: string) => getData<Dept[] | null>(`${base}/lazy-list`, { parentId }),
  /** The parent picker's tree. */
  tree: () => getData<TreeNode[] | null>(`${base}/tree`),
  detail: (id: string) => getData<Dept & { parentName?: string }>(`${base}/detail`, { id }),
  submit: (body: DeptBody) => postData<Dept>(`${base}/submit`, body),
  /** BladeX batch calls take their ids comma-joined in the query string. */
  remove: (ids: readonly string[]) => postData<unknown>(`${base}/remove`, null, { params: { ids: ids.join(',') } }),
};
