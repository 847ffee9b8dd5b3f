import type { ResourceDef } from '../../kit/resource.ts';
import { tenantPackageResource } from './package.ts';

export * from './package.ts';

/** 租户管理's declared resources. */
export const tenantResources: ResourceDef[] = [tenantPackageResource];
