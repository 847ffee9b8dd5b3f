import { apiKeyCalls, apiKeyLogCalls, userCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

export interface ApiKeyFilter {
  name?: string;
  status?: string;
  current: number;
  size: number;
}

export interface ApiKeyForm {
  id?: string;
  name?: string;
  userId?: string;
  expireTime?: string;
  apiPath?: string;
  extParams?: string;
}

const given = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

/** API 密钥's calls: the keys, one key, make one (its secret answered once), change, switch, remove; its call log. */
export const apiKeyApi = {
  list: (filter: ApiKeyFilter) => callApi(apiKeyCalls.list, { query: given({ ...filter }) }),
  detail: (id: string) => callApi(apiKeyCalls.detail, { query: { id } }),
  save: (form: ApiKeyForm) =>
    callApi(apiKeyCalls.save, {
      body: {
        name: form.name ?? '',
        userId: form.userId ?? '',
        expireTime: form.expireTime ?? '',
        apiPath: form.apiPath ?? '',
        extParams: form.extParams ?? '',
      },
    }),
  update: (form: ApiKeyForm & { id: string }) =>
    callApi(apiKeyCalls.update, {
      body: {
        id: form.id,
        expireTime: form.expireTime ?? '',
        apiPath: form.apiPath ?? '',
        extParams: form.extParams ?? '',
      },
    }),
  enable: (ids: string[]) => callApi(apiKeyCalls.enable, { query: { ids: ids.join(',') } }),
  disable: (ids: string[]) => callApi(apiKeyCalls.disable, { query: { ids: ids.join(',') } }),
  remove: (ids: string[]) => callApi(apiKeyCalls.remove, { query: { ids: ids.join(',') } }),
  log: (apiKeyId: string, current: number, size: number) =>
    callApi(apiKeyLogCalls.list, { query: { apiKeyId, current: String(current), size: String(size) } }),
  users: (account?: string) => callApi(userCalls.userList, { query: given({ account }) }),
};
