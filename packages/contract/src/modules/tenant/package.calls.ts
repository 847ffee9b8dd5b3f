import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls } from '../../kit/crud.ts';
import { tenantPackageResource } from './package.ts';

/** 租户产品包 (blade-system/tenant-package): the standard four, the platform administrator's alone. */
export const tenantPackageCalls = crudCalls(tenantPackageResource);
/** A package as its calls send it. */
export type TenantPackage = z.infer<typeof tenantPackageCalls.detail.reply>;

/** 租户管理's 产品包管理 picker (commercial Saber 4): every package as {id, packageName}. */
export const tenantPackageSelectCall = defineCall({
  method: 'GET',
  path: 'blade-system/tenant-package/select',
  summary: 'Tenant packages as {id, packageName}, for the package picker (platform administrator)',
  permission: 'administrator',
  reply: z.array(z.object({ id: z.string(), packageName: z.string() })),
});
