import {
  type BodyIn,
  deptCalls,
  guestCalls,
  postCalls,
  type QueryIn,
  type R,
  type ReplyOf,
  roleCalls,
  type User,
  userCalls,
  userExcelCalls,
  userPlatformCalls,
} from '@pharma/contract';
import type { AxiosProgressEvent } from 'axios';
import { callApi } from '../../../lib/api.ts';
import { post, postData } from '../../../lib/http.ts';

export type { User };

/** The list query: paging, the search form's filters and the department chosen in the tree. */
export interface UserQuery {
  current: number;
  size: number;
  filters: Record<string, string | number>;
  deptId?: string;
}

/** One row of the reset reply; `password` is there only when the server chose a random one. */
export type ResetResult = ReplyOf<typeof userCalls.resetPassword>[number];
/** platform-detail: the platform a user signs in from (1 web, 2 app, 3 other) and its extension (JSON text). */
export type PlatformDetail = ReplyOf<typeof userPlatformCalls.detail>;
/** import-user's reply: the totals and one line per spreadsheet row (its row number, account and outcome). */
export type ImportResult = ReplyOf<typeof userExcelCalls.importUsers>;
export type ImportRow = ImportResult['rows'][number];
/** Add body: the profile plus the md5 hex of the password. */
export type UserBody = BodyIn<typeof userCalls.submit>;
/** Update body: the id and the profile, never a password. */
export type UserUpdate = BodyIn<typeof userCalls.update>;
export type PlatformUpdate = QueryIn<typeof userPlatformCalls.update>;

/**
 * The search form's BladeX filter keys (`account`, `phone`, …, checked by the server against the declaration), the
 * department and the pager's numbers, as the page call takes them in its query.
 */
export const pageQuery = ({ current, size, filters, deptId }: UserQuery) =>
  ({ ...filters, ...(deptId ? { deptId } : {}), current, size }) as unknown as QueryIn<typeof userCalls.page>;

/** Batch calls take their ids comma-joined in the query string, as BladeX does. */
const ids = (list: readonly string[]) => list.join(',');

/** 用户管理's calls, as @pharma/contract declares them. */
export const userApi = {
  page: (query: UserQuery) => callApi(userCalls.page, { query: pageQuery(query) }),
  detail: (id: string) => callApi(userCalls.detail, { query: { id } }),
  add: (body: UserBody) => callApi(userCalls.submit, { body }),
  update: (body: UserUpdate) => callApi(userCalls.update, { body }),
  remove: (list: readonly string[]) => callApi(userCalls.remove, { query: { ids: ids(list) } }),
  grant: (userIds: readonly string[], roleIds: readonly string[]) =>
    callApi(userCalls.grant, { query: { userIds: ids(userIds), roleIds: ids(roleIds) } }),
  /** `{}` asks the server for a random password per user; `{password}` sets the md5 the browser computed. */
  resetPassword: (userIds: readonly string[], body: { password?: string }) =>
    callApi(userCalls.resetPassword, { query: { userIds: ids(userIds) }, body }),
  unlock: (userIds: readonly string[]) => callApi(userCalls.unlock, { query: { userIds: ids(userIds) } }),
  /**
   * 审核通过: the accounts among them that guests registered (pending) become enabled. The whole envelope comes back:
   * the screen shows the server's message.
   */
  approve: (list: readonly string[]) =>
    post<R<ReplyOf<typeof guestCalls.approve>>>(`/${guestCalls.approve.path}`, null, {
      params: { ids: ids(list) } satisfies QueryIn<typeof guestCalls.approve>,
    }),
  /**
   * 审核拒绝: the pending accounts among them are removed. The whole envelope comes back, as for 审核通过.
   */
  refuse: (list: readonly string[]) =>
    post<R<ReplyOf<typeof userCalls.auditRefuse>>>(`/${userCalls.auditRefuse.path}`, null, {
      params: { userIds: ids(list) } satisfies QueryIn<typeof userCalls.auditRefuse>,
    }),
  /** 设置主管 / 取消主管: flips whether the user is a leader; the envelope says which way it went. */
  setLeader: (userId: string) =>
    post<R<ReplyOf<typeof userCalls.setLeader>>>(`/${userCalls.setLeader.path}`, null, {
      params: { userId } satisfies QueryIn<typeof userCalls.setLeader>,
    }),
  platformDetail: (id: string) => callApi(userPlatformCalls.detail, { query: { id } }),
  /** All three travel in the query string; `userExt` is the JSON object as text. */
  updatePlatform: (query: PlatformUpdate) => callApi(userPlatformCalls.update, { query }),
  /**
   * One .xlsx as the multipart field `file`; `isCovered=1` overwrites accounts that already exist. A multipart body
   * is not something `callApi` sends, so the path and the reply's type come from the declaration here.
   */
  importUsers: (file: File, covered: boolean, onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    const query: QueryIn<typeof userExcelCalls.importUsers> = { isCovered: covered ? 1 : 0 };
    return postData<ImportResult | null>(`/${userExcelCalls.importUsers.path}`, form, {
      params: query,
      onUploadProgress: (e: AxiosProgressEvent) => {
        const part = e.progress ?? (e.total ? e.loaded / e.total : undefined);
        if (part !== undefined) onProgress(Math.min(100, Math.round(part * 100)));
      },
    });
  },
  // The pickers: the caller's tenant, or the one the platform administrator adds the user to.
  deptTree: (tenantId?: string) => callApi(deptCalls.tree, { query: tenantId ? { tenantId } : {} }),
  roleTree: (tenantId?: string) => callApi(roleCalls.tree, { query: tenantId ? { tenantId } : {} }),
  leaders: (tenantId?: string) => callApi(userCalls.leaderList, { query: tenantId ? { tenantId } : {} }),
  posts: (tenantId?: string) => callApi(postCalls.select, { query: tenantId ? { tenantId } : {} }),
};

/**
 * The import template opens in the browser, outside lib/http, so its link carries the token as the `blade-auth`
 * query parameter (as Saber's does); the server accepts it there for its downloads only.
 */
export function templateUrl(token: string) {
  return `/api/${userExcelCalls.template.path}?${new URLSearchParams({ 'blade-auth': token })}`;
}
