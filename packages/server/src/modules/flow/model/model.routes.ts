import { flowCalls } from '@pharma/contract';
import { registerResources } from '../../../platform/crud/register.ts';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { deployModel, flowModelService } from './model.service.ts';

/** 模型管理: the models (the CRUD kit) and deploying one as a process definition. */
export function modelRoutes(app: App, platform: Platform) {
  registerResources(app, platform.registry, [flowModelService]);
  serve(app, flowCalls.modelDeploy, async (req) => ok(req, await deployModel(ctxOf(req), req.query)));
}
