import { modelPrototypeCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { datasourceSessions } from '../../tenant/public.ts';
import { modelCatalogue } from '../model/model.service.ts';
import { prototypeSelect, prototypeSync, submitList } from './model-prototype.service.ts';

/** 模型字段's calls beyond the kit's four: the grid's 提交, the pickers, and 从数据库同步. */
export function modelPrototypeRoutes(app: App, platform: Platform) {
  const sync = prototypeSync(modelCatalogue(datasourceSessions(platform.config)));
  serve(app, modelPrototypeCalls.submitList, async (req) => ok(req, (await submitList(ctxOf(req), req.body)) as never));
  serve(app, modelPrototypeCalls.select, async (req) =>
    ok(req, (await prototypeSelect(ctxOf(req), req.query.modelId)) as never),
  );
  serve(app, modelPrototypeCalls.syncPreview, async (req) =>
    ok(req, await sync.preview(ctxOf(req), req.query.modelId)),
  );
  serve(app, modelPrototypeCalls.sync, async (req) => ok(req, await sync.apply(ctxOf(req), req.query.modelId)));
}
