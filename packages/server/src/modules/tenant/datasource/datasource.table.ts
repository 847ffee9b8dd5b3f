import { tenantDatasourceResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/**
 * 数据源 (blade_datasource): a database a tenant may be given instead of the platform's. The declared resource's
 * table (fields from @pharma/contract, audit block), so 租户数据源's CRUD and the code generator's 数据源管理 share it.
 * The password is stored sealed and never leaves the server.
 */
export const datasource = tableOf(tenantDatasourceResource);
