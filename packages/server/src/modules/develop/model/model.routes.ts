import { modelCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { datasourceSessions } from '../../tenant/public.ts';
import { modelDrafts } from '../generator/draft.ts';
import { modelPrototypeService } from '../model-prototype/model-prototype.service.ts';
import { modelCatalogue, modelSelect } from './model.service.ts';

/** 数据模型设计's calls beyond the kit's four: the picker, the datasource's live catalogue and 预览界面. */
export function modelRoutes(app: App, platform: Platform) {
  const sessions = datasourceSessions(platform.config);
  const catalogue = modelCatalogue(sessions);
  const draft = modelDrafts(catalogue, sessions);
  serve(app, modelCalls.select, async (req) => ok(req, (await modelSelect(ctxOf(req))) as never));
  serve(app, modelCalls.tableList, async (req) => ok(req, await catalogue.tableList(ctxOf(req), req.query)));
  serve(app, modelCalls.draft, async (req) => ok(req, await draft(ctxOf(req), req.query.modelId, req.body)));
  serve(app, modelCalls.tableInfo, async (req) => ok(req, await catalogue.tableInfo(ctxOf(req), req.query)));
  serve(app, modelCalls.modelPrototype, async (req) => {
    const ctx = ctxOf(req);
    const rows = await catalogue.modelPrototype(ctx, req.query, (row) => modelPrototypeService.shape(ctx, row));
    return ok(req, rows as never);
  });
}
