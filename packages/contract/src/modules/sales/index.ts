import type { ResourceDef } from '../../kit/resource.ts';
import { customerResource, customToSalerResource } from './customer.ts';
import { fieldAuthResource, loginRecordResource, whitelistResource } from './extension.ts';
import { userGoodsResource } from './goods.ts';
import { gradeDocResource, gradeDtlResource } from './grade.ts';
import { uploadHisDtlResource, uploadHisResource } from './upload.ts';

export * from './app.calls.ts';
export * from './customer.calls.ts';
export * from './customer.ts';
export * from './dict.ts';
export * from './extension.calls.ts';
export * from './extension.ts';
export * from './goods.calls.ts';
export * from './goods.ts';
export * from './grade.calls.ts';
export * from './grade.ts';
export * from './sales.ts';
export * from './upload.calls.ts';
export * from './upload.ts';

/** 销售移动端's declared resources (docs/domain.md §3). */
export const salesResources: ResourceDef[] = [
  whitelistResource,
  fieldAuthResource,
  loginRecordResource,
  userGoodsResource,
  gradeDocResource,
  gradeDtlResource,
  customToSalerResource,
  customerResource,
  uploadHisResource,
  uploadHisDtlResource,
];

/** The codes of 销售移动端's screens (a package or a role granting the whole module names these). */
export const salesScreenCodes: string[] = salesResources.filter((r) => r.menu).map((r) => r.name);
