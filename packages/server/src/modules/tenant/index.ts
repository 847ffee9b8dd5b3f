import { defineModule } from '../../platform/module.ts';
import { datasourceRoutes } from './datasource/datasource.routes.ts';
import { ensureBuiltinDatasource, loadDemoDatasources } from './datasource/datasource.seed.ts';
import { tenantPackageRoutes } from './package/package.routes.ts';
import { tenantPackageService } from './package/package.service.ts';
import { packageMenuIds } from './package/package-bounds.ts';
import { accountsLeft } from './tenant/quota.ts';
import { tenantExportSource } from './tenant/tenant.export.ts';
import { liveTenantsAmong, tenantExists, tenantNames } from './tenant/tenant.query.ts';
import { tenantRoutes } from './tenant/tenant.routes.ts';
import { ensurePlatformTenant, loadDemoTenants } from './tenant/tenant.seed.ts';

/** 租户管理 and 租户产品包: the companies on the platform, their quota, expiry, packages and datasources. */
export const tenantModule = defineModule({
  name: 'tenant',
  resources: [tenantPackageService],
  routes: [tenantRoutes, datasourceRoutes, tenantPackageRoutes],
  exportSources: [tenantExportSource],
  tenants: { exists: tenantExists, names: tenantNames },
  // What the modules below it (system, resource, user) ask of a tenant: its bounds on grants and accounts.
  provides: { grantableMenus: packageMenuIds, liveTenantsAmong, accountsLeft },
  // Removing or recycling a tenant ends its sessions, which the auth module keeps.
  requires: ['endTenantSessions'],
  seed: {
    async ensure(db) {
      await ensurePlatformTenant(db);
      await ensureBuiltinDatasource(db);
      return undefined;
    },
    // Before the other modules' demo rows, which fill these tenants with departments, roles, posts and users.
    async demo(db) {
      await loadDemoTenants(db);
      await loadDemoDatasources(db);
    },
  },
});
