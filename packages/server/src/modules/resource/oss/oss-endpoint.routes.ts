import type {} from '@fastify/multipart';
import { commaList, ossEndpointCalls, ossMessages, removeFilesMax } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import { formatTime } from '../../../platform/time.ts';
import type { App } from '../../../platform/types.ts';
import { type OssServices, storeCall, type UploadTarget } from './oss.service.ts';
import { storeUpload } from './put-file.service.ts';
import { type FileStat, keyPattern } from './storage.ts';
import { receiveUpload } from './upload-part.ts';

/** The longest file name kept (the attachment table's originalName holds 255). */
const maxNameLength = 255;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/**
 * What put-file-by-name keeps of the given name: its last path segment without control characters, as put-file
 * keeps a browser's file name. It is only shown (BladeFile.originalName) and gives the extension: never a path.
 */
function givenName(given: string | undefined): string {
  if (given !== undefined && given.length > maxNameLength) throw badRequest(ossMessages.fileNameTooLong);
  const base = (given ?? '').split(/[\\/]/).pop()?.replace(controlCharacters, '').trim() ?? '';
  if (!base) throw badRequest(ossMessages.fileNameRequired);
  return base;
}

/** A name as a message repeats it: short enough to read. */
const shown = (name: string) => (name.length > 80 ? `${name.slice(0, 80)}…` : name);

/**
 * A stored file's name the caller may use: a key the server made (anything else is refused before any store is
 * asked), under the caller's own tenant. The platform administrator is held to its own tenant too: these calls are
 * not made for crossing tenants.
 */
function ownKey(ctx: Ctx, name: string): string {
  if (!keyPattern.test(name)) throw badRequest(ossMessages.storedNameInvalid, { name: shown(name) });
  if (name.split('/')[0] !== ctx.tenantId) throw new AppError(403, ossMessages.otherTenantFile, { name });
  return name;
}

const missing = (names: string[]) => new AppError(404, ossMessages.storedFileMissing, { name: names.join(', ') });

/** The file's facts, or a 404 naming it. */
async function statOf(target: UploadTarget, key: string): Promise<FileStat> {
  const stat = await storeCall(() => target.store.stat(key));
  if (!stat) throw missing([key]);
  return stat;
}

/**
 * The rest of BladeX's OssEndpoint (put-file-by-name, remove-file, remove-files, stat-file, file-link), each through
 * the store put-file would use (the caller's tenant's enabled config, `code`'s, or the server's folder), on files of
 * the caller's own tenant only. Called once from `resourceRoutes`, which owns the stores.
 */
export function ossEndpointRoutes(
  app: App,
  oss: OssServices,
  maxFileBytes: number,
  /** Drops the attachment rows of removed objects (附件管理). */
  forget: (ctx: Ctx, keys: string[]) => Promise<void>,
) {
  /** Runs `use` with the caller's store, then lets the store go. */
  async function withStore<T>(ctx: Ctx, code: string | undefined, use: (target: UploadTarget) => Promise<T>) {
    const target = await oss.uploadTarget(ctx, code);
    try {
      return await use(target);
    } finally {
      target.release();
    }
  }

  // BladeX stores the upload under fileName itself. Here keys stay server-made (<tenantId>/<yyyyMMdd>/<32 hex>.<ext>):
  // a client choosing the path could overwrite a file already stored (another user's avatar or attachment) or make
  // a link others can guess. So fileName is what BladeX's clients see of it elsewhere: the BladeFile's originalName,
  // and the extension of a file its bytes do not identify as an image.
  serve(app, ossEndpointCalls.putFileByName, async (req) => {
    const ctx = ctxOf(req);
    const file = await receiveUpload(req, maxFileBytes, { textFields: ['fileName'] }, (upload, fields) => {
      const originalName = givenName(req.query.fileName ?? fields.fileName);
      return withStore(ctx, req.query.code, (target) => storeUpload(ctx, target, { file: upload, originalName }));
    });
    return ok(req, file);
  });

  // BladeX's @RequestParam reads the query string or a form body: both are read, the query winning.
  serve(app, ossEndpointCalls.removeFile, async (req) => {
    const ctx = ctxOf(req);
    const name = req.query.fileName ?? req.body?.fileName;
    if (!name) throw badRequest(ossMessages.fileNameRequired);
    const key = ownKey(ctx, name);
    await withStore(ctx, req.query.code ?? req.body?.code, async (target) => {
      // A name that holds no file is said so (a mistyped name would otherwise "succeed" silently).
      await statOf(target, key);
      await storeCall(() => target.store.remove(key));
    });
    await forget(ctx, [key]);
    return ok(req, true as const, 'removed');
  });

  serve(app, ossEndpointCalls.removeFiles, async (req) => {
    const ctx = ctxOf(req);
    const names = commaList(req.query.fileNames ?? req.body?.fileNames);
    if (names.length === 0) throw badRequest(ossMessages.fileNamesRequired);
    if (names.length > removeFilesMax) throw badRequest(ossMessages.fileNamesTooMany, { max: removeFilesMax });
    // Every name is checked before anything is removed: one refused name removes nothing.
    const keys = names.map((name) => ownKey(ctx, name));
    await withStore(ctx, req.query.code ?? req.body?.code, async (target) => {
      const stats = await Promise.all(keys.map((key) => storeCall(() => target.store.stat(key))));
      const absent = keys.filter((_, i) => !stats[i]);
      if (absent.length > 0) throw missing(absent);
      for (const key of keys) await storeCall(() => target.store.remove(key));
    });
    await forget(ctx, keys);
    return ok(req, true as const, 'removed');
  });

  serve(app, ossEndpointCalls.statFile, async (req) => {
    const ctx = ctxOf(req);
    const key = ownKey(ctx, req.query.fileName);
    const info = await withStore(ctx, req.query.code, async (target) => {
      const stat = await statOf(target, key);
      const { link } = await target.linkOf(key);
      return {
        link,
        name: key,
        length: stat.size,
        putTime: formatTime(stat.modified, ctx.timeZone),
        contentType: stat.contentType,
      };
    });
    return ok(req, info);
  });

  // BladeX composes the link without asking the store; here the file must exist, so a wrong name is told at once
  // rather than as a link that later answers 404.
  serve(app, ossEndpointCalls.fileLink, async (req) => {
    const ctx = ctxOf(req);
    const key = ownKey(ctx, req.query.fileName);
    const link = await withStore(ctx, req.query.code, async (target) => {
      await statOf(target, key);
      return (await target.linkOf(key)).link;
    });
    return ok(req, link);
  });
}
