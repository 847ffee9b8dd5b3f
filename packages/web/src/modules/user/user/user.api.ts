import type { Page, RecordOf, TreeNode, userDef } from '@pharma/contract';
import type { AxiosProgressEvent } from 'axios';
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

/** platform-detail: the platform a user signs in from (1 web, 2 app, 3 other) and its extension (JSON text). */
export interface PlatformDetail {
  id: string;
  userId: string;
  account: string;
  realName: string;
  userType: number | null;
  userTypeName?: string;
  userExt: string | null;
}

/** import-user's reply: the totals and one line per spreadsheet row (its row number, account and outcome). */
export interface ImportResult {
  total: number;
  succeeded: number;
  failed: number;
  rows: ImportRow[];
}
export interface ImportRow {
  row: number;
  account: string;
  success: boolean;
  msg: string;
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
  platformDetail: (id: string) => getData<PlatformDetail | null>(`${base}/platform-detail`, { id }),
  /** All three travel in the query string; `userExt` is the JSON object as text. */
  updatePlatform: (v: { userId: string; userType: number; userExt: string }) =>
    postData<unknown>(`${base}/update-platform`, null, { params: v }),
  /** One .xlsx as the multipart field `file`; `isCovered=1` overwrites accounts that already exist. */
  importUsers: (file: File, covered: boolean, onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return postData<ImportResult | null>(`${base}/import-user`, form, {
      params: { isCovered: covered ? 1 : 0 },
      onUploadProgress: (e: AxiosProgressEvent) => {
        const part = e.progress ?? (e.total ? e.loaded / e.total : undefined);
        if (part !== undefined) onProgress(Math.min(100, Math.round(part * 100)));
      },
    });
  },
  deptTree: () => getData<TreeNode[] | null>('/blade-system/dept/tree'),
  roleTree: () => getData<TreeNode[] | null>('/blade-system/role/tree'),
};

/**
 * Downloads open in the browser, outside lib/http, so they carry the token as the `blade-auth` query parameter
 * (as Saber does); the server accepts it there for these calls only.
 */
export function downloadUrl(
  path: 'export-user' | 'export-template',
  token: string,
  query: Record<string, string | number> = {},
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  params.set('blade-auth', token);
  return `/api${base}/${path}?${params}`;
}
