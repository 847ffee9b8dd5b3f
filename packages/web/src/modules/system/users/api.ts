import type { Page, RecordOf, TreeNode, userDef } from '@pharma/contract';
import { getData, postData } from '../../../lib/http.ts';

/** A user as `blade-user/page` and `detail` send it: the declared fields plus the names of its roles and depts. */
export type User = RecordOf<typeof userDef> & { roleName?: string; deptName?: string };

/** The list query: paging, the search form's filters and the department chosen in the tree. */
export interface UserQuery {
  current: number;
  size: number;
  filters: Record<string, string | number>;
  deptId?: string;
}

/** One row of the reset reply; `password` is there only when the server chose a random one. */
export interface ResetResult {
  userId: string;
  account: string;
  password?: string;
}

/** Add body: the profile plus the md5 hex of the password; an update carries the id and never a password. */
export type UserBody = Record<string, unknown>;

const base = '/blade-user';
/** Batch calls take their ids comma-joined in the query string, as BladeX does. */
const ids = (list: readonly string[]) => list.join(',');

export const userApi = {
  page: ({ current, size, filters, deptId }: UserQuery) =>
    getData<Page<User>>(`${base}/page`, { ...filters, ...(deptId ? { deptId } : {}), current, size }),
  detail: (id: string) => getData<User>(`${base}/detail`, { id }),
  add: (body: UserBody) => postData<User>(`${base}/submit`, body),
  update: (body: UserBody & { id: string }) => postData<User>(`${base}/update`, body),
  remove: (list: readonly string[]) => postData<unknown>(`${base}/remove`, null, { params: { ids: ids(list) } }),
  grant: (userIds: readonly string[], roleIds: readonly string[]) =>
    postData<unknown>(`${base}/grant`, null, { params: { userIds: ids(userIds), roleIds: ids(roleIds) } }),
  /** `{}` asks the server for a random password per user; `{password}` sets the md5 the browser computed. */
  resetPassword: (userIds: readonly string[], body: { password?: string }) =>
    postData<ResetResult[] | null>(`${base}/reset-password`, body, { params: { userIds: ids(userIds) } }),
  unlock: (userIds: readonly string[]) =>
    postData<unknown>(`${base}/unlock`, null, { params: { userIds: ids(userIds) } }),
  deptTree: () => getData<TreeNode[] | null>('/blade-system/dept/tree'),
  roleTree: () => getData<TreeNode[] | null>('/blade-system/role/tree'),
};
