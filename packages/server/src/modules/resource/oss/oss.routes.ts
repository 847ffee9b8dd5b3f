import type {} from '@fastify/multipart';
import { ossCalls, ossMessages } from '@pharma/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../platform/envelope.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { servingOf } from './file-types.ts';
import { ossConfig, sizeText } from './oss-config.ts';
import { storeUpload } from './put-file.service.ts';
import { type FileStore, keyPattern, LocalDiskStore, MemoryStore } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept (set by the resource module). */
    fileStore?: FileStore;
  }
}

/** The file store of this server, for the modules that check stored files (update-info's avatar). */
export function fileStoreOf(app: FastifyInstance): FileStore {
  if (!app.fileStore) throw new Error('the resource module is not registered');
  return app.fileStore;
}

const tooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * blade-resource: put-file (the avatar upload of the info page, and any upload) and the stored files behind the
 * links it gives, served from their declarations in @pharma/contract. Files go to a local folder under DATA_DIR for
 * now; configured object storage replaces the `FileStore` later without changing these calls.
 */
export function resourceRoutes(app: App, platform: Platform) {
  const config = ossConfig(process.env, platform.config.dataDir);
  const store: FileStore = config.localDir ? new LocalDiskStore(config.localDir) : new MemoryStore();
  app.decorate('fileStore', store);

  serve(app, ossCalls.putFile, async (req) => {
    const ctx = ctxOf(req);
    const kind = req.query.kind;
    if (!req.isMultipart()) throw badRequest(ossMessages.fileMissing);
    let upload: { data: Buffer; originalName: string } | undefined;
    try {
      for await (const part of req.parts({ limits: { fileSize: config.maxFileBytes, files: 1 } })) {
        if (part.type === 'file' && part.fieldname === 'file' && !upload)
          upload = { data: await part.toBuffer(), originalName: part.filename };
        else if (part.type === 'file') part.file.resume();
      }
    } catch (error) {
      if (!tooLarge(error)) throw error;
      // An avatar that large is refused with the avatar's own message.
      if (kind === 'avatar') throw badRequest(ossMessages.avatarSize);
      throw badRequest(ossMessages.fileTooLarge, { max: sizeText(config.maxFileBytes) });
    }
    if (!upload) throw badRequest(ossMessages.fileMissing);
    return ok(req, await storeUpload(ctx, store, { ...upload, kind }));
  });

  serve(app, ossCalls.storedFile, async (req, reply) => {
    const { tenantId, day, name } = req.params;
    const key = `${tenantId}/${day}/${name}`;
    const parts = keyPattern.exec(key);
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
}
