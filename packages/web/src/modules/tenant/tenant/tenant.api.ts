import { type AddedTenant, type DatasourceOption, type Tenant, tenantCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

export type { AddedTenant, Tenant };

/** One choice of the 数据源配置 and 产品包配置 pickers. */
export type Option = DatasourceOption;

/**
 * The tenant calls beyond the generic list / detail / submit / remove (crud/api makes those from tenantResource), as
 * @pharma/contract declares them.
 */
export const tenantApi = {
  /** BladeX batch calls take their ids comma-joined in the query string. */
  setting: (ids: readonly string[], accountNumber: number, expireTime: string) =>
    callApi(tenantCalls.setting, { query: { ids: ids.join(','), accountNumber: String(accountNumber), expireTime } }),
  datasource: (tenantId: string, datasourceId: string) =>
    callApi(tenantCalls.datasource, { query: { tenantId, datasourceId } }),
  packageSetting: (tenantId: string, packageId: string) =>
    callApi(tenantCalls.packageSetting, { query: { tenantId, packageId } }),
};
