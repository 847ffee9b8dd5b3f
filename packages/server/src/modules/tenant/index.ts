import { defineModule } from '../../platform/module.ts';
import { datasourceRoutes } from './datasource/datasource.routes.ts';
import { tenantPackageService } from './package/package.service.ts';
import { tenantExportSource } from './tenant/tenant.export.ts';
import { tenantRoutes } from './tenant/tenant.routes.ts';
import { ensurePlatformTenant } from './tenant/tenant.seed.ts';

/** 租户管理 and 租户产品包: the companies on the platform, their quota, expiry, packages and datasources. */
export const tenantModule = defineModule({
  name: 'tenant',
  resources: [tenantPackageService],
  routes: [tenantRoutes, datasourceRoutes],
  exportSources: [tenantExportSource],
  seed: {
    async ensure(db) {
      await ensurePlatformTenant(db);
      return undefined;
    },
  },
});
