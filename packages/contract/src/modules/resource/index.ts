import type { ResourceDef } from '../../kit/resource.ts';
import { attachResource, ossResource } from './oss.ts';
import { smsResource } from './sms.ts';

export * from './oss.calls.ts';
export * from './oss.ts';
export * from './oss-file.calls.ts';
export * from './oss-file.ts';
export * from './sms.calls.ts';
export * from './sms.ts';

/** 资源管理's declared resources. */
export const resourceResources: ResourceDef[] = [ossResource, attachResource, smsResource];
