import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { type Lang, pick } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ExportRow, ExportSource } from '../../../platform/excel/sources.ts';
import { writeXlsx } from '../../../platform/excel/writer.ts';
import { t } from '../../../platform/i18n.ts';
import { defineJob, type JobCtx, sendJob } from '../../../platform/jobs/jobs.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { storeFailure } from '../oss/oss.service.ts';
import { createFile, expireDaysOf, type OssFileRow } from './oss-file.service.ts';
import { ossFileTable as file } from './oss-file.table.ts';
import { type OwnerRequest, ownerCtx, ownerRequest, targetsOf } from './owner.ts';

export const exportQueue = 'resource.export';
export const expireQueue = 'resource.oss-file-expire';

/** What an export job needs to write what the list showed its owner when they asked: the list, its filters. */
interface ExportRequest extends OwnerRequest {
  source: string;
  filters: Record<string, unknown>;
}

/** How often a running export writes its progress (and looks whether it was cancelled). */
const progressEveryMs = 500;

class Cancelled extends Error {}

/** Queues the export of `source` for the caller: a download centre record and its job. */
export async function queueExport(ctx: Ctx, source: ExportSource, filters: Record<string, unknown>): Promise<string> {
  const stamp = formatTime(new Date(), ctx.timeZone).replace(/\D/g, '');
  const request: ExportRequest = { ...ownerRequest(ctx), source: source.name, filters };
  const id = await createFile(ctx, {
    kind: 'export',
    source: source.name,
    name: `${pick(source.title, ctx.lang)}-${stamp}.xlsx`,
    request,
  });
  await sendJob(ctx, exportQueue, { fileId: id }, { singletonKey: id });
  return id;
}

const mine = (job: JobCtx, id: string) => and(ofTenant(file, job.tenantId), eq(file.id, id));

/**
 * The rows of the export, counted as they pass: every half second the count is written to the record, and if the
 * record is no longer running (its owner cancelled or removed it) the export stops.
 */
async function* tracked(job: JobCtx, id: string, batches: AsyncIterable<ExportRow[]>, onRows: (n: number) => void) {
  let done = 0;
  let lastWrite = Date.now();
  for await (const batch of batches) {
    yield batch;
    done += batch.length;
    onRows(done);
    if (Date.now() - lastWrite < progressEveryMs) continue;
    lastWrite = Date.now();
    const still = await job.db
      .update(file)
      .set({ done, updateTime: new Date() })
      .where(and(mine(job, id), eq(file.state, 'running')))
      .returning({ id: file.id });
    if (still.length === 0) throw new Cancelled();
  }
}

/** A failure as its owner reads it, in their language: a store's named failure, a refusal's text, else generic. */
function reasonOf(error: unknown, lang: Lang): string {
  const known = storeFailure(error);
  if (known instanceof AppError) return t(lang, known.text, known.values);
  return (error as Error)?.message || String(error);
}

/**
 * Writes the export to a temporary file (memory stays flat whatever the rows), puts it in the owner's tenant's
 * storage and marks the record done with its expiry. A second run of the same job (after a kill, or a retry from
 * the jobs screen) starts over; a record already done or cancelled is left as it is.
 */
export const exportJob = defineJob<{ fileId: string }>(
  exportQueue,
  async (job, { fileId }) => {
    const targets = targetsOf(job.registry);
    const started = await job.db
      .update(file)
      .set({ state: 'running', done: 0, error: null, updateTime: new Date() })
      .where(and(mine(job, fileId), inArray(file.state, ['queued', 'running', 'failed'])))
      .returning();
    const row = started[0] as OssFileRow | undefined;
    if (!row) return { skipped: true };
    const request = row.request as ExportRequest;
    const ctx = ownerCtx(job, request);
    const temp = join(tmpdir(), `pharma-export-${fileId}-${randomBytes(4).toString('hex')}.xlsx`);
    try {
      const source = job.registry.exportSource(request.source);
      if (!source)
        throw new AppError(400, {
          zh: `该列表不支持导出: ${request.source}`,
          en: `This list cannot be exported: ${request.source}`,
        });
      const opened = await source.open(ctx, request.filters);
      const total = source.count ? await source.count(ctx, request.filters) : 0;
      await job.db.update(file).set({ total }).where(mine(job, fileId));
      let rows = 0;
      const out = createWriteStream(temp);
      const batches = tracked(job, fileId, opened.batches, (n) => {
        rows = n;
      });
      await writeXlsx(ctx, { title: source.title, columns: opened.columns, batches }, out);
      out.end();
      await finished(out);
      const { size } = await stat(temp);

      const target = await targets.uploadTarget(ctx);
      const day = formatTime(new Date(), ctx.timeZone).slice(0, 10).replaceAll('-', '');
      const key = `${ctx.tenantId}/${day}/${randomBytes(16).toString('hex')}.xlsx`;
      try {
        await target.store.putFile(key, temp);
      } finally {
        target.release();
      }
      const days = await expireDaysOf(ctx);
      const now = new Date();
      const finishedRow = await job.db
        .update(file)
        .set({
          state: 'done',
          done: rows,
          total: Math.max(total, rows),
          fileSize: size,
          ossCode: target.code,
          objectKey: key,
          finishTime: now,
          expireTime: new Date(now.getTime() + days * 86_400_000),
          updateTime: now,
        })
        .where(and(mine(job, fileId), eq(file.state, 'running')))
        .returning({ id: file.id });
      if (finishedRow.length === 0) {
        // Cancelled while the file was being stored: nobody will download it.
        await target.store.remove(key).catch(() => {});
        return { cancelled: true };
      }
      await sendJob(job, expireQueue, { fileId }, { startAfter: days * 86_400, singletonKey: fileId });
      return { rows, bytes: size };
    } catch (error) {
      if (error instanceof Cancelled) return { cancelled: true };
      await job.db
        .update(file)
        .set({ state: 'failed', error: reasonOf(error, ctx.lang).slice(0, 2000), finishTime: new Date() })
        .where(and(mine(job, fileId), eq(file.state, 'running')));
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  },
  // One export at a time per process, so exports never take the connections requests need; a failure is
  // final (its owner sees why and may export again; the jobs screen may retry it).
  { concurrency: 1, retryLimit: 0, expireIn: 3600 },
);

/** At its expiry a finished file is removed from storage and its record says expired. */
export const expireJob = defineJob<{ fileId: string }>(expireQueue, async (job, { fileId }) => {
  const targets = targetsOf(job.registry);
  const [row] = await job.db.select().from(file).where(mine(job, fileId));
  if (row?.state !== 'done' || !row.expireTime || row.expireTime > new Date()) return { skipped: true };
  const ctx = ownerCtx(job, row.request as ExportRequest);
  const holder = row.objectKey ? await targets.holderOf(ctx, row.ossCode) : undefined;
  if (holder && row.objectKey) {
    try {
      await holder.store.remove(row.objectKey);
    } finally {
      holder.release();
    }
  }
  await job.db
    .update(file)
    .set({ state: 'expired', objectKey: null, updateTime: new Date() })
    .where(and(mine(job, fileId), eq(file.state, 'done')));
  return { expired: true };
});
