import { postCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { postSelect } from './post.service.ts';

/** 岗位管理's call beyond the CRUD kit's four (served from the same declarations): the picker of the user form. */
export function postRoutes(app: App) {
  serve(app, postCalls.select, async (req) => ok(req, await postSelect(ctxOf(req), req.query.tenantId || undefined)));
}
