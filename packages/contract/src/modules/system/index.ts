import type { ResourceDef } from '../../kit/resource.ts';
import { clientResource } from './client.ts';
import { deptResource } from './dept.ts';
import { grayResource } from './gray.ts';
import { menuResource } from './menu.ts';
import { paramResource } from './param.ts';
import { postResource } from './post.ts';
import { regionResource } from './region.ts';
import { roleResource } from './role.ts';
import { apiScopeResource, dataScopeResource } from './scope.ts';
import { topMenuResource } from './topmenu.ts';

export * from './client.calls.ts';
export * from './client.ts';
export * from './dept.calls.ts';
export * from './dept.ts';
export * from './dict.calls.ts';
export * from './dict.ts';
export * from './gray.calls.ts';
export * from './gray.ts';
export * from './job.calls.ts';
export * from './job.ts';
export * from './menu.calls.ts';
export * from './menu.ts';
export * from './param.calls.ts';
export * from './param.ts';
export * from './post.calls.ts';
export * from './post.ts';
export * from './record-data.calls.ts';
export * from './record-data.ts';
export * from './region.calls.ts';
export * from './region.ts';
export * from './role.calls.ts';
export * from './role.ts';
export * from './scope.calls.ts';
export * from './scope.ts';
export * from './topmenu.calls.ts';
export * from './topmenu.ts';

/**
 * 系统管理's (and 权限管理's) declared resources: the generic CRUD screens and the hand-built ones whose fields are
 * declared.
 */
export const systemResources: ResourceDef[] = [
  paramResource,
  postResource,
  topMenuResource,
  clientResource,
  grayResource,
  regionResource,
  deptResource,
  roleResource,
  menuResource,
  dataScopeResource,
  apiScopeResource,
];
export * from './api-key.calls.ts';
export * from './api-key.ts';
