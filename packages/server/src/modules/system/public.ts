// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
export { clientsWithoutSecrets, liveClient, type SignInClient } from './client/client.query.ts';
export { ensureClient } from './client/client.seed.ts';
export {
  createRootDept,
  deptAndBelow,
  deptNames,
  isLiveDeptOf,
  liveDeptIds,
  liveDepts,
  tenantDeptNames,
} from './dept/dept.query.ts';
export { jobRecordOf } from './job/job.service.ts';
export { liveMenuIds, liveMenuLinks, screenMenuIds } from './menu/menu.query.ts';
export { allScreens, standardButtons } from './menu/menu-names.ts';
export { demoOrganisation, platformAdministration } from './organisation.seed.ts';
export { paramValueOf, settingOf } from './param/param.query.ts';
export { livePostIds, postNames, tenantPosts } from './post/post.query.ts';
export {
  isLiveRoleOf,
  liveRoleIds,
  liveRoles,
  roleAliasesOf,
  roleNames,
  tenantRoleNames,
} from './role/role.query.ts';
export { boundTenantRoles, createTenantAdminRole, tenantAdminAlias } from './role/role-bounds.ts';
export { roleIdsHolding } from './role/role-holders.query.ts';
