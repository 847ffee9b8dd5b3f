import type { ResourceDef } from '../../kit/resource.ts';
import { userResource } from './user.ts';

export * from './profile.calls.ts';
export * from './profile.ts';
export * from './user.calls.ts';
export * from './user.ts';
export * from './user-excel.calls.ts';
export * from './user-extend.calls.ts';
export * from './user-platform.calls.ts';

/** The user module's declared resources (用户管理 shows under 系统管理: its `module`). */
export const userResources: ResourceDef[] = [userResource];
