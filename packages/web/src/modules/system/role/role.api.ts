import { type BodyIn, type QueryIn, type ReplyOf, type Role, roleCalls, type tenantCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

export type { Role };
/** The search form's filters; both match by "contains", and a match keeps its ancestors in the tree. */
export type RoleFilters = QueryIn<typeof roleCalls.list>;
/** Add (no id) or update. `parentId: ''` puts the role at the top level. */
export type RoleBody = BodyIn<typeof roleCalls.submit>;
/** What the grant dialog offers (`menu/grant-tree`) and what roles hold (`menu/role-tree-keys`). */
export type GrantTree = ReplyOf<typeof roleCalls.grantTree>;
export type GrantKeys = ReplyOf<typeof roleCalls.roleTreeKeys>;
export type GrantBody = BodyIn<typeof roleCalls.grant>;
export type MountBody = BodyIn<typeof roleCalls.mountTenant>;
/** How many role copies were made, and how many were left out (already there, or beyond the tenant's package). */
export type MountResult = ReplyOf<typeof roleCalls.mountTenant>;

/** A tenant the roles may be mounted into (`tenant/list_without_currenttenantid`: every live one but the caller's). */
export type TenantOption = ReplyOf<typeof tenantCalls.listWithoutCurrentTenantId>[number];

/** BladeX batch calls take their ids comma-joined in the query string. */
const joined = (ids: readonly string[]) => ids.join(',');

/** 角色管理's writes, as @pharma/contract declares them (its reads are useRoles.ts's, keyed by the calls). */
export const roleApi = {
  submit: (body: RoleBody) => callApi(roleCalls.submit, { body }),
  remove: (ids: readonly string[]) => callApi(roleCalls.remove, { query: { ids: joined(ids) } }),
  grant: (body: GrantBody) => callApi(roleCalls.grant, { body }),
  mountTenant: (body: MountBody) => callApi(roleCalls.mountTenant, { body }),
};
