import type { ResourceDef } from '../../kit/resource.ts';
import { socialResource } from './social.ts';

export * from './auth.calls.ts';
export * from './auth.ts';
export * from './social.calls.ts';
export * from './social.ts';
export * from './sso.calls.ts';
export * from './wecom.calls.ts';

/** Sign-in's declared resources: the tenants' sign-in providers. */
export const authResources: ResourceDef[] = [socialResource];
export * from './auth-log.ts';
