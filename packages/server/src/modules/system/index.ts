import { defaultTenantId } from '@pharma/contract';
import { demoTenantIds } from '../../demo.ts';
import { defineModule } from '../../platform/module.ts';
import { apiKeyRoutes } from './api-key/api-key.routes.ts';
import { loadDemoApiKeys } from './api-key/api-key.seed.ts';
import { apiKeyAuthority } from './api-key/api-key-authority.ts';
import { clientRoutes } from './client/client.routes.ts';
import { ensureWebClient } from './client/client.seed.ts';
import { clientService } from './client/client.service.ts';
import { deptExportSource } from './dept/dept.export.ts';
import { deptRoutes } from './dept/dept.routes.ts';
import { ensureRootDept, loadDemoDepts } from './dept/dept.seed.ts';
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
import { loadDemoPosts } from './post/post.seed.ts';
import { postService } from './post/post.service.ts';
import { recordDataRoutes } from './record-data/record-data.routes.ts';
import { loadDemoRecords } from './record-data/record-data.seed.ts';
import { recordDataSink } from './record-data/record-data-sink.ts';
import { regionExportSource } from './region/region.export.ts';
import { regionRoutes } from './region/region.routes.ts';
import { ensureRegions } from './region/region.seed.ts';
import { regionExcelRoutes } from './region/region-excel.routes.ts';
import { roleExportSource } from './role/role.export.ts';
import { roleRoutes } from './role/role.routes.ts';
import { ensureAdministratorRole, loadDemoRoles } from './role/role.seed.ts';
import { roleGrantRoutes } from './role/role-grant.routes.ts';
import { scopeRoutes } from './scope/scope.routes.ts';
import { loadDemoScopes } from './scope/scope.seed.ts';
import { topMenuRoutes } from './topmenu/topmenu.routes.ts';
import { loadDemoTopMenus } from './topmenu/topmenu.seed.ts';
import { topMenuService } from './topmenu/topmenu.service.ts';

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
  // An API key acts as its user, and 应用管理 keeps the caller's own client: auth, above, answers both. Removing a
  // department or role asks the user module whether it is still used; role details and API keys read users.
  requires: [
    'keyUserResolver',
    'callerClientId',
    'anyUserInDepts',
    'anyUserWithRoles',
    'heldBy',
    'enabledUser',
    'grantableMenus',
    'liveTenantsAmong',
    'accountOf',
  ],
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
    async demo(db, seed) {
      await loadDemoParams(db);
      await loadDemoPosts(db);
      for (const tenantId of [defaultTenantId, demoTenantIds.distributor, demoTenantIds.pharmacy]) {
        await loadDemoDictionaries(db, tenantId);
      }
      await loadDemoDepts(db);
      await loadDemoScopes(db);
      await loadDemoRoles(db, seed);
      await loadDemoTopMenus(db);
      await loadDemoGrays(db);
      await loadDemoRecords(db);
    },
    // API 密钥 act as the user module's demo accounts, which exist only once every module's demo has run.
    afterDemo: (db, seed) => loadDemoApiKeys(db, seed.answer('accountOf')),
  },
});
