import type { ResourceDef } from '../../kit/resource.ts';
import { tenantDatasourceResource } from './datasource.ts';
import { tenantPackageResource } from './package.ts';
import { tenantResource } from './tenant.ts';

export * from './datasource.calls.ts';
export * from './datasource.ts';
export * from './package.calls.ts';
export * from './package.ts';
export * from './tenant.calls.ts';
export * from './tenant.ts';

/** 租户管理's declared resources. */
export const tenantResources: ResourceDef[] = [tenantResource, tenantPackageResource, tenantDatasourceResource];
