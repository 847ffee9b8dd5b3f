// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
export { loadDemoApiKeys } from './api-key/api-key.seed.ts';
export { clientsWithoutSecrets } from './client/client.list.ts';
export { liveClient, type SignInClient } from './client/client.lookups.ts';
export { ensureClient } from './client/client.seed.ts';
export {
  createRootDept,
  deptAndBelow,
  deptNames,
  isLiveDeptOf,
  liveDeptIds,
  liveDepts,
  tenantDeptNames,
} from './dept/dept.lookups.ts';
export { jobRecordOf } from './job/job.service.ts';
export { liveMenuIds, liveMenuLinks, screenMenuIds } from './menu/menu.lookups.ts';
export { allScreens, standardButtons } from './menu/menu-names.ts';
export { demoOrganisation, platformAdministration } from './organisation.seed.ts';
export { paramValueOf, settingOf } from './param/param.lookups.ts';
export { livePostIds, postNames, tenantPosts } from './post/post.lookups.ts';
export {
  isLiveRoleOf,
  liveRoleIds,
  liveRoles,
  roleAliasesOf,
  roleNames,
  tenantRoleNames,
} from './role/role.lookups.ts';
export { boundTenantRoles, createTenantAdminRole, tenantAdminAlias } from './role/role-bounds.ts';
export { roleIdsHolding } from './role/role-holders.lookups.ts';
