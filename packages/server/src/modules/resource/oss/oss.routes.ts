import type {} from '@fastify/multipart';
import { ossCalls, ossConfigCalls, ossMessages } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { registerResources } from '../../../platform/crud/register.ts';
import { ok } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { attachServices } from '../attach/attach.service.ts';
import { DownloadCentre } from '../oss-file/download-centre.ts';
import { servingOf } from './file-types.ts';
import { ossServices, type UploadTarget } from './oss.service.ts';
import { ossConfig } from './oss-config.ts';
import { ossEndpointRoutes } from './oss-endpoint.routes.ts';
import { storeUpload } from './put-file.service.ts';
import { type FileStore, keyPattern, LocalDiskStore, MemoryStore } from './storage.ts';
import { receiveUpload } from './upload-part.ts';

/** How long presigned links of S3 stores live (`OSS_LINK_SECONDS`, default 7 days, SigV4's longest). */
function linkSecondsOf(env: NodeJS.ProcessEnv): number {
  const given = Number(env.OSS_LINK_SECONDS ?? '');
  return Number.isInteger(given) && given > 0 ? Math.min(given, 604_800) : 604_800;
}

/**
 * blade-resource: 对象存储 configs (CRUD, save/update, enable, test), 附件管理 (CRUD; remove removes the objects),
 * put-file and put-file-attach (through the caller's tenant's enabled config, or `code`'s, or the server's folder),
 * and the server folder's files behind the links it gives, all served from their declarations in @pharma/contract.
 */
export function resourceRoutes(app: App, platform: Platform) {
  const config = ossConfig(process.env, platform.config.dataDir);
  const store: FileStore = config.localDir ? new LocalDiskStore(config.localDir) : new MemoryStore();
  const oss = ossServices({
    box: secretBox(platform.config.tokenSecret),
    local: store,
    linkSeconds: linkSecondsOf(process.env),
    timeoutMs: 15_000,
    privateHosts: platform.config.privateHosts,
  });
  app.addHook('onClose', async () => oss.close());
  // Large exports go to the download centre, whose files live in these same stores.
  platform.registry.downloads = new DownloadCentre({ uploadTarget: oss.uploadTarget, holderOf: oss.holderOf });
  const attach = attachServices(oss);
  // The secret box is made from the server's configuration, so these services are built here, not in the manifest.
  registerResources(app, platform.registry, [oss.service, attach.service]);

  serve(app, ossConfigCalls.save, async (req) => {
    const { record } = await oss.service.submit(ctxOf(req), {
      ...(req.body as Record<string, unknown>),
      id: undefined,
    });
    return ok(req, record as never, 'added');
  });
  serve(app, ossConfigCalls.update, async (req) => {
    const body = req.body as Record<string, unknown>;
    if (body.id === undefined || body.id === null || body.id === '') throw notFound();
    const { record } = await oss.service.submit(ctxOf(req), body);
    return ok(req, record as never, 'updated');
  });
  serve(app, ossConfigCalls.enable, async (req) => {
    await oss.enable(ctxOf(req), req.query.id);
    return ok(req, true as const);
  });
  serve(app, ossConfigCalls.test, async (req) => {
    await oss.test(ctxOf(req), req.query.id);
    return ok(req, true as const);
  });

  /** Runs `use` with the caller's store for an upload (the tenant's enabled config, or `code`'s), then lets it go. */
  async function withTarget<T>(ctx: Ctx, code: string | undefined, use: (target: UploadTarget) => Promise<T>) {
    const target = await oss.uploadTarget(ctx, code);
    try {
      return await use(target);
    } finally {
      target.release();
    }
  }

  // The file goes to the store as it arrives (receiveUpload): the store is chosen once its first bytes are in.
  serve(app, ossCalls.putFile, async (req) => {
    const ctx = ctxOf(req);
    const { kind, code } = req.query;
    const file = await receiveUpload(req, config.maxFileBytes, { avatar: kind === 'avatar' }, (upload) =>
      withTarget(ctx, code, (target) => storeUpload(ctx, target, { file: upload, kind })),
    );
    return ok(req, file);
  });

  serve(app, ossCalls.putFileAttach, async (req) => {
    const ctx = ctxOf(req);
    const file = await receiveUpload(req, config.maxFileBytes, {}, (upload) =>
      withTarget(ctx, undefined, async (target) => {
        const stored = await storeUpload(ctx, target, { file: upload });
        return { ...stored, attachId: await attach.record(ctx, target, stored, upload.bytes) };
      }),
    );
    return ok(req, file);
  });

  serve(app, ossCalls.storedFile, async (req, reply) => {
    const { tenantId, day, name } = req.params;
    const key = `${tenantId}/${day}/${name}`;
    const parts = keyPattern.exec(key);
    if (parts && req.query.oss) {
      // A file in one of the tenant's configured stores: a fresh presigned link each time, so this link never expires.
      const link = await oss.presign(platform.database.db, tenantId, req.query.oss, key);
      if (!link) throw notFound(ossMessages.fileNotFound);
      return reply.header('cache-control', 'private, max-age=300').redirect(link, 302);
    }
    const found = parts ? await store.open(key) : undefined;
    if (!parts || !found) throw notFound(ossMessages.fileNotFound);
    const { contentType, inline } = servingOf(parts[4]!);
    return reply
      .header('content-type', contentType)
      .header('content-length', found.size)
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(found.stream);
  });

  ossEndpointRoutes(app, oss, config.maxFileBytes, attach.forget);
}
