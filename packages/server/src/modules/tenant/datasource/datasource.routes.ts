import { datasourceCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { datasourceSelect } from './datasource.service.ts';

/** 数据源 (blade-develop/datasource): the picker of 租户管理's 数据源配置. */
export function datasourceRoutes(app: App) {
  serve(app, datasourceCalls.select, async (req) => ok(req, await datasourceSelect(ctxOf(req))));
}
