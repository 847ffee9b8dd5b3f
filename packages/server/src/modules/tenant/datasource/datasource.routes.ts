import { datasourceCalls } from '@pharma/contract';
import { registerResources } from '../../../platform/crud/register.ts';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { datasourceSelect, tenantDatasourceService } from './datasource.service.ts';

/**
 * 租户数据源 (blade-system/tenant-datasource: list, detail, submit, remove from the CRUD kit, and select) and the
 * picker of 租户管理's 数据源配置 (blade-develop/datasource/select). The password's secret box comes from the server's
 * configuration, so the service is built here, not in the manifest.
 */
export function datasourceRoutes(app: App, platform: Platform) {
  const service = tenantDatasourceService({
    box: secretBox(platform.config.tokenSecret, 'blade_datasource.password'),
    privateHosts: platform.config.privateHosts,
  });
  registerResources(app, platform.registry, [service]);
  serve(app, datasourceCalls.select, async (req) => ok(req, await datasourceSelect(ctxOf(req))));
  serve(app, datasourceCalls.tenantSelect, async (req) => ok(req, await datasourceSelect(ctxOf(req))));
}
