import { defaultTenantId } from '@pharma/contract';
import type { Db } from '../../platform/db/database.ts';
import { defineModule } from '../../platform/module.ts';
import { demoTenantIds } from '../tenant/index.ts';
import { apiKeyAuthority } from './api-key/api-key.authority.ts';
import { apiKeyRoutes } from './api-key/api-key.routes.ts';
import { clientRoutes } from './client/client.routes.ts';
import { ensureWebClient } from './client/client.seed.ts';
import { clientService } from './client/client.service.ts';
import { deptExportSource } from './dept/dept.export.ts';
import { deptRoutes } from './dept/dept.routes.ts';
import { deptIdsByName, ensureRootDept, loadDemoDepts } from './dept/dept.seed.ts';
import { deptScopeTarget } from './dept/dept.service.ts';
import { dictExportSource } from './dict/dict.export.ts';
import { dictRoutes } from './dict/dict.routes.ts';
import { ensureDictionaries, loadDemoDictionaries } from './dict/dict.seed.ts';
import { bizDict, systemDict } from './dict/dict.service.ts';
import { grayRoutes } from './gray/gray.routes.ts';
import { loadDemoGrays } from './gray/gray.seed.ts';
import { grayService } from './gray/gray.service.ts';
import { jobRoutes } from './job/job.routes.ts';
import { menuExportSource } from './menu/menu.export.ts';
import { menuNavRoutes } from './menu/menu.routes.ts';
import { ensureMenus } from './menu/menu.seed.ts';
import { menuAdminRoutes } from './menu/menu-admin.routes.ts';
import { loadDemoParams } from './param/param.seed.ts';
import { paramService } from './param/param.service.ts';
import { postRoutes } from './post/post.routes.ts';
import { loadDemoPosts, postIdsByCode } from './post/post.seed.ts';
import { postService } from './post/post.service.ts';
import { recordDataRoutes } from './record-data/record-data.routes.ts';
import { loadDemoRecords } from './record-data/record-data.seed.ts';
import { recordDataSink } from './record-data/record-data.sink.ts';
import { regionExportSource } from './region/region.export.ts';
import { regionRoutes } from './region/region.routes.ts';
import { ensureRegions } from './region/region.seed.ts';
import { regionExcelRoutes } from './region/region-excel.routes.ts';
import { roleExportSource } from './role/role.export.ts';
import { roleRoutes } from './role/role.routes.ts';
import { ensureAdministratorRole, loadDemoRoles, roleIdsByAlias } from './role/role.seed.ts';
import { roleGrantRoutes } from './role/role-grant.routes.ts';
import { scopeRoutes } from './scope/scope.routes.ts';
import { loadDemoScopes } from './scope/scope.seed.ts';
import { topMenuRoutes } from './topmenu/topmenu.routes.ts';
import { loadDemoTopMenus } from './topmenu/topmenu.seed.ts';
import { topMenuService } from './topmenu/topmenu.service.ts';

// What other modules may ask of this one (they never read its tables).
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
export { liveMenuIds, liveMenuLinks, screenMenuIds } from './menu/menu.lookups.ts';
export { allScreens, standardButtons } from './menu/menu-names.ts';
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

/**
 * 系统管理 and 权限管理: menus, roles and their grants, departments, posts, parameters, dictionaries, regions, clients,
 * top menus, data and API scopes, gray releases, and the job queue's screen.
 */
export const systemModule = defineModule({
  name: 'system',
  resources: [paramService, postService, topMenuService, clientService, grayService],
  routes: [
    menuNavRoutes,
    postRoutes,
    menuAdminRoutes,
    scopeRoutes,
    roleRoutes,
    regionExcelRoutes,
    roleGrantRoutes,
    deptRoutes,
    topMenuRoutes,
    dictRoutes,
    regionRoutes,
    clientRoutes,
    grayRoutes,
    jobRoutes,
    recordDataRoutes,
    apiKeyRoutes,
  ],
  dataRecordSink: recordDataSink,
  apiKeys: apiKeyAuthority,
  exportSources: [
    deptExportSource,
    roleExportSource,
    menuExportSource,
    regionExportSource,
    dictExportSource(systemDict),
    dictExportSource(bizDict),
  ],
  dataScopeTargets: [deptScopeTarget],
  dictionaries: (ctx, code) => systemDict.dictionary(ctx, code),
  seed: {
    async ensure(db) {
      await ensureWebClient(db);
      await ensureAdministratorRole(db);
      await ensureRootDept(db);
      await ensureMenus(db);
      await ensureDictionaries(db);
      await ensureRegions(db);
      return undefined;
    },
    // After the tenant module's demo tenants: their departments, posts, roles (data scopes first) and dictionaries.
    async demo(db) {
      await loadDemoParams(db);
      await loadDemoPosts(db);
      for (const tenantId of [defaultTenantId, demoTenantIds.distributor, demoTenantIds.pharmacy]) {
        await loadDemoDictionaries(db, tenantId);
      }
      await loadDemoDepts(db);
      await loadDemoScopes(db);
      await loadDemoRoles(db);
      await loadDemoTopMenus(db);
      await loadDemoGrays(db);
      await loadDemoRecords(db);
    },
  },
});

/** A tenant's departments by name, roles by alias and posts by code, for the demo users that hold them. */
export async function demoOrganisation(db: Db, tenantId: string) {
  return {
    depts: await deptIdsByName(db, tenantId),
    roles: await roleIdsByAlias(db, tenantId),
    posts: await postIdsByCode(db, tenantId),
  };
}

/** The platform's administrator role and root department, for its `admin` account. */
export async function platformAdministration(db: Db): Promise<{ roleId: string; deptId: string }> {
  return { roleId: await ensureAdministratorRole(db), deptId: await ensureRootDept(db) };
}
export { jobRecordOf } from './job/job.service.ts';
