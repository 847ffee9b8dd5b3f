import type { TreeNode } from '@pharma/contract';
import { getData, postData } from '../../../lib/http.ts';

/** A role as `role/list` sends it: the tenant's roles nested under their parents (`parentId` '0' is a root). */
export interface Role {
  id: string;
  parentId: string;
  roleName: string;
  roleAlias: string;
  sort: number;
  tenantId: string;
  createTime: string;
  children?: Role[];
}

/** The search form's filters; both match by "contains", and a match keeps its ancestors in the tree. */
export interface RoleFilters {
  roleName?: string;
  roleAlias?: string;
}

/** Add (no id) or update. `parentId: ''` puts the role at the top level. */
export interface RoleBody {
  id?: string;
  roleName: string;
  roleAlias: string;
  parentId: string;
  sort: number | null;
}

/** What the grant dialog offers (`menu/grant-tree`) and what roles hold (`menu/role-tree-keys`). */
export interface GrantTree {
  menu: TreeNode[];
  dataScope: TreeNode[];
  apiScope: TreeNode[];
}
export interface GrantKeys {
  menu: string[];
  dataScope: string[];
  apiScope: string[];
}
export interface GrantBody {
  roleIds: string[];
  menuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
}

/** A tenant the roles may be mounted into (`tenant/list_without_currenttenantid`: every live one but the caller's). */
export interface TenantOption {
  id: string;
  tenantId: string;
  tenantName: string;
}
export interface MountBody {
  roleIds: string[];
  /** Tenant codes (`000000`-style `tenantId`), not row ids. */
  tenantIds: string[];
}
/** How many role copies were made, and how many were left out (already there, or beyond the tenant's package). */
export interface MountResult {
  created: number;
  skipped: number;
}

const base = '/blade-system/role';
/** BladeX batch calls take their ids comma-joined in the query string. */
const joined = (ids: readonly string[]) => ids.join(',');

export const roleApi = {
  list: (filters: RoleFilters) => getData<Role[] | null>(`${base}/list`, filters),
  tree: () => getData<TreeNode[] | null>(`${base}/tree`),
  submit: (body: RoleBody) => postData<Role>(`${base}/submit`, body),
  remove: (ids: readonly string[]) => postData<unknown>(`${base}/remove`, null, { params: { ids: joined(ids) } }),
  grantTree: () => getData<GrantTree | null>('/blade-system/menu/grant-tree'),
  grantKeys: (roleIds: readonly string[]) =>
    getData<GrantKeys | null>('/blade-system/menu/role-tree-keys', { roleIds: joined(roleIds) }),
  grant: (body: GrantBody) => postData<unknown>(`${base}/grant`, body),
  tenants: () => getData<TenantOption[] | null>('/blade-system/tenant/list_without_currenttenantid'),
  mountTenant: (body: MountBody) => postData<MountResult | null>(`${base}/mount-tenant`, body),
};
