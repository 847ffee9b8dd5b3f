import { datasourceCalls } from '@pharma/contract';
import { registerResources } from '../../../platform/crud/register.ts';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { datasourceSelect, tenantDatasourceService } from './datasource.service.ts';
import { datasourceBox, datasourceSessions } from './datasource-session.ts';

/**
 * 租户数据源 (blade-system/tenant-datasource: list, detail, submit, remove from the CRUD kit, and select), the same
 * calls at the open Saber's 数据源管理 (blade-develop/datasource), the code generator's picker and 测试连接. The password's secret box comes from the server's
 * configuration, so the service is built here, not in the manifest.
 */
export function datasourceRoutes(app: App, platform: Platform) {
  const service = tenantDatasourceService({
    box: datasourceBox(platform.config),
    privateHosts: platform.config.privateHosts,
  });
  registerResources(app, platform.registry, [service]);
  const sessions = datasourceSessions(platform.config);
  serve(app, datasourceCalls.select, async (req) => ok(req, await datasourceSelect(ctxOf(req), { builtin: true })));
  serve(app, datasourceCalls.tenantSelect, async (req) =>
    ok(req, await datasourceSelect(ctxOf(req), { builtin: false })),
  );
  serve(app, datasourceCalls.testConnection, async (req) => ok(req, await sessions.test(ctxOf(req), req.body)));
}
