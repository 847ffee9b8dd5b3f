import { authLockCalls, authLogCalls, type lockStatusValues } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** A query as the address carries it: blanks left out, every value as text. */
export const given = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export interface AuthLogFilter {
  account?: string;
  grantType?: string;
  success?: string;
  current: number;
  size: number;
}

export interface AuthLockFilter {
  lockTarget?: string;
  lockStatus?: (typeof lockStatusValues)[number];
  current: number;
  size: number;
}

/** 登录日志's and 账号锁定's calls. */
export const authLogApi = {
  page: (filter: AuthLogFilter) => callApi(authLogCalls.page, { query: given({ ...filter }) }),
  unlock: (id: string, unlockReason: string) => callApi(authLockCalls.unlock, { query: { id, unlockReason } }),
  lock: (query: { userId: string; lockReason: string; lockBeginTime?: string; lockEndTime?: string }) =>
    callApi(authLockCalls.lock, { query: given(query) as typeof query }),
};
