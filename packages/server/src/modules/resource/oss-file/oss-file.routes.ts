import { ossFileCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { dispositionOf } from '../../../platform/excel/writer.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { storeCall } from '../oss/oss.service.ts';
import { cancelFile, listFiles, openFile, ownFile, recordOf, removeFiles } from './oss-file.service.ts';
import { targetsOf } from './owner.ts';

/** 下载中心 (blade-resource/oss-file): the caller's downloads, each call held to their own records. */
export function ossFileRoutes(app: App, platform: Platform) {
  const targets = () => targetsOf(platform.registry);

  serve(app, ossFileCalls.list, async (req) => ok(req, await listFiles(ctxOf(req), req.query)));
  serve(app, ossFileCalls.detail, async (req) => {
    const ctx = ctxOf(req);
    return ok(req, recordOf(await ownFile(ctx, req.query.id), ctx.timeZone));
  });
  serve(app, ossFileCalls.cancel, async (req) => {
    await cancelFile(ctxOf(req), req.query.id);
    return ok(req, true as const);
  });
  serve(app, ossFileCalls.remove, async (req) => {
    await storeCall(() => removeFiles(ctxOf(req), targets(), req.query.ids));
    return ok(req, true as const, 'removed');
  });
  serve(app, ossFileCalls.download, async (req, reply) => {
    const found = await storeCall(() => openFile(ctxOf(req), targets(), req.query.id));
    return reply
      .type(
        found.name.endsWith('.zip')
          ? 'application/zip'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      .header('content-length', found.size)
      .header('content-disposition', dispositionOf(found.name))
      .header('cache-control', 'no-store')
      .send(found.stream);
  });
}
