import { maxPageSize } from '@pharma/contract';
import type { CrudRecord } from '../../../crud/api.ts';
import { getData, postData } from '../../../lib/http.ts';

/** A tenant as `tenant/list` and `detail` send it. */
export interface Tenant extends CrudRecord {
  tenantId: string;
  tenantName: string;
  domain?: string | null;
  backgroundUrl?: string | null;
  linkman?: string | null;
  contactNumber?: string | null;
  address?: string | null;
  /** -1 (or none) = unlimited. */
  accountNumber?: number | null;
  /** Empty = never expires. */
  expireTime?: string | null;
  packageId?: string | null;
  packageName?: string | null;
  datasourceId?: string | null;
  datasourceName?: string | null;
  status?: number | null;
  statusName?: string | null;
}

/** What `submit` answers on add: the new tenant and its administrator's first password (shown once). */
export type AddedTenant = Tenant & { adminAccount?: string; adminPassword?: string };

export interface Option {
  id: string;
  name: string;
}

const base = '/blade-system/tenant';

/** The tenant calls beyond the generic list / detail / remove (crud/api reads those through tenantDef). */
export const tenantApi = {
  submit: (body: Record<string, unknown>) => postData<AddedTenant>(`${base}/submit`, body),
  setting: (ids: readonly string[], accountNumber: number, expireTime: string) =>
    postData<unknown>(`${base}/setting`, null, { params: { ids: ids.join(','), accountNumber, expireTime } }),
  datasource: (tenantId: string, datasourceId: string) =>
    postData<unknown>(`${base}/datasource`, null, { params: { tenantId, datasourceId } }),
  packageSetting: (tenantId: string, packageId: string) =>
    postData<unknown>(`${base}/package-setting`, null, { params: { tenantId, packageId } }),
  datasources: () => getData<Option[] | null>('/blade-develop/datasource/select'),
  packages: async (): Promise<Option[]> => {
    const page = await getData<{ records?: { id: string; packageName: string }[] } | null>(
      '/blade-system/tenant-package/list',
      { current: 1, size: maxPageSize },
    );
    return (page?.records ?? []).map((p) => ({ id: p.id, name: p.packageName }));
  },
};
