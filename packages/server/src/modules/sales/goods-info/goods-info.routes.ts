import { goodsInfoCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { goodsInfoPage } from './goods-info.service.ts';

/** goodsinformation/list. */
export function goodsInfoRoutes(app: App) {
  serve(app, goodsInfoCalls.list, async (req) => ok(req, await goodsInfoPage(ctxOf(req), req.query)));
}
