import { grayCalls, grayStatus } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { grayVersion, setGrayStatus } from './gray.service.ts';

/** 灰度发布 beyond its CRUD: 启用 / 停用, and the question every client asks at start-up. */
export function grayRoutes(app: App) {
  serve(app, grayCalls.enable, async (req) => {
    await setGrayStatus(ctxOf(req), req.query.id, grayStatus.enabled);
    return ok(req, true as const);
  });
  serve(app, grayCalls.disable, async (req) => {
    await setGrayStatus(ctxOf(req), req.query.id, grayStatus.disabled);
    return ok(req, true as const);
  });
  serve(app, grayCalls.version, async (req) => {
    const { gray, shop, version } = req.query;
    return ok(req, await grayVersion(ctxOf(req), gray, shop, version ?? ''));
  });
}
