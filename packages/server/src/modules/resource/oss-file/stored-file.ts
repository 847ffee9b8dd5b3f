import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { type Lang, pick, type Text } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { writeXlsx, type XlsxContent } from '../../../platform/excel/writer.ts';
import { t } from '../../../platform/i18n.ts';
import { sendJob } from '../../../platform/jobs/jobs.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { storeFailure } from '../oss/oss.service.ts';
import { newKey } from '../oss/storage.ts';
import { expireDaysOf, type FileTargets } from './oss-file.service.ts';
import { ossFileTable as file } from './oss-file.table.ts';

/**
 * What the download centre's exports and imports do alike with the file a record gets: its name, writing it to the
 * owner's storage, marking the record done with its expiry, and the reason a failed one shows its owner.
 */

export const expireQueue = 'resource.oss-file-expire';

/** `<title>-<yyyyMMddHHmmss>.xlsx` in the caller's language and the configured zone. */
export const fileNameOf = (ctx: Ctx, title: Text) =>
  `${pick(title, ctx.lang)}-${formatTime(new Date(), ctx.timeZone).replace(/\D/g, '')}.xlsx`;

export interface StoredFile {
  ossCode: string | null;
  objectKey: string;
  fileSize: number;
}

/**
 * Writes an xlsx to a temporary file (memory stays flat whatever the rows), puts it in the caller's storage (the
 * enabled config, or the server's folder) and removes the temporary file.
 */
export async function storeXlsx(ctx: Ctx, targets: FileTargets, content: XlsxContent): Promise<StoredFile> {
  const temp = join(tmpdir(), `pharma-file-${randomBytes(6).toString('hex')}.xlsx`);
  try {
    const out = createWriteStream(temp);
    await writeXlsx(ctx, content, out);
    out.end();
    await finished(out);
    const { size } = await stat(temp);
    const target = await targets.uploadTarget(ctx);
    const key = newKey(ctx, 'xlsx');
    try {
      await target.store.putFile(key, temp);
    } finally {
      target.release();
    }
    return { ossCode: target.code, objectKey: key, fileSize: size };
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * The record's file is ready: done with its counts and its expiry (参数 export.expireDays), and a job to remove it
 * then. Only while the record is in one of `from` (a cancelled one stays cancelled): false when it was not.
 */
export async function finishFile(
  ctx: Ctx,
  id: string,
  stored: StoredFile,
  counts: { total: number; done: number; failed?: number },
  from: readonly string[],
): Promise<boolean> {
  const days = await expireDaysOf(ctx);
  const now = new Date();
  const done = await ctx.db
    .update(file)
    .set({
      ...stored,
      ...counts,
      state: 'done',
      finishTime: now,
      expireTime: new Date(now.getTime() + days * 86_400_000),
      updateTime: now,
    })
    .where(and(ofTenant(file, ctx.tenantId), eq(file.id, id), inArray(file.state, [...from])))
    .returning({ id: file.id });
  if (done.length === 0) return false;
  await sendJob(ctx, expireQueue, { fileId: id }, { startAfter: days * 86_400, singletonKey: id });
  return true;
}

/**
 * A failure as its owner reads it, in their language: a store's named failure or a refusal's own text; anything
 * else is `fallback` (an unexpected error's message may hold a failed statement with its values; the jobs screen
 * keeps it for the platform administrator).
 */
export function reasonOf(error: unknown, lang: Lang, fallback: Text): string {
  const known = storeFailure(error);
  return known instanceof AppError ? t(lang, known.text, known.values) : t(lang, fallback);
}
