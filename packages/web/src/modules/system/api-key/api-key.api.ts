import { apiKeyCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

export interface ApiKeyForm {
  id?: string;
  name?: string;
  userId?: string;
  expireTime?: string;
  apiPath?: string;
  extParams?: string;
}

/** API 密钥's calls: one key, make one (its secret answered once), change, switch, remove (the lists are read through lib/useCall). */
export const apiKeyApi = {
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
};
