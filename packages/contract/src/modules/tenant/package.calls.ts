import type { z } from 'zod';
import { crudCalls } from '../../kit/crud.ts';
import { tenantPackageResource } from './package.ts';

/** 租户产品包 (blade-system/tenant-package): the standard four, the platform administrator's alone. */
export const tenantPackageCalls = crudCalls(tenantPackageResource);
/** A package as its calls send it. */
export type TenantPackage = z.infer<typeof tenantPackageCalls.detail.reply>;
