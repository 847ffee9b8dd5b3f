import { exportMessages } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { ExportRow, ExportSource } from '../../../platform/excel/sources.ts';
import { defineJob, type JobCtx, sendJob } from '../../../platform/jobs/jobs.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { createFile, type OssFileRow } from './oss-file.service.ts';
import { ossFileTable as file } from './oss-file.table.ts';
import { type OwnerRequest, ownerCtx, ownerRequest, targetsOf } from './owner.ts';
import { expireQueue, fileNameOf, finishFile, reasonOf, storeXlsx } from './stored-file.ts';

export const exportQueue = 'resource.export';

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
  const request: ExportRequest = { ...ownerRequest(ctx), source: source.name, filters };
  const id = await createFile(ctx, {
    kind: 'export',
    source: source.name,
    name: fileNameOf(ctx, source.title),
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
    try {
      const source = job.registry.exportSource(request.source);
      if (!source) throw badRequest(exportMessages.unknownSource, { source: request.source });
      const opened = await source.open(ctx, request.filters);
      const total = source.count ? await source.count(ctx, request.filters) : 0;
      await job.db.update(file).set({ total }).where(mine(job, fileId));
      let rows = 0;
      const batches = tracked(job, fileId, opened.batches, (n) => {
        rows = n;
      });
      const stored = await storeXlsx(ctx, targets, { title: source.title, columns: opened.columns, batches });
      const counts = { total: Math.max(total, rows), done: rows };
      if (!(await finishFile(ctx, fileId, stored, counts, ['running']))) {
        // Cancelled while the file was being stored: nobody will download it.
        const holder = await targets.holderOf(ctx, stored.ossCode);
        await holder?.store.remove(stored.objectKey).catch(() => {});
        holder?.release();
        return { cancelled: true };
      }
      return { rows, bytes: stored.fileSize };
    } catch (error) {
      if (error instanceof Cancelled) return { cancelled: true };
      await job.db
        .update(file)
        .set({ state: 'failed', error: reasonOf(error, ctx.lang, exportMessages.failed), finishTime: new Date() })
        .where(and(mine(job, fileId), eq(file.state, 'running')));
      throw error;
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
