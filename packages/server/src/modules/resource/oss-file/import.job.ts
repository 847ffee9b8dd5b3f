import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { importMessages, pick } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import {
  type ImportOutcome,
  type ImportRowResult,
  type ImportTarget,
  readSheet,
  runImport,
} from '../../../platform/excel/import.ts';
import type { ExportColumn } from '../../../platform/excel/sources.ts';
import { inBatches } from '../../../platform/excel/tree.ts';
import { writeXlsx } from '../../../platform/excel/writer.ts';
import { defineJob, sendJob } from '../../../platform/jobs/jobs.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { expireQueue } from './export.job.ts';
import { createFile, expireDaysOf, type FileTargets } from './oss-file.service.ts';
import { ossFileTable as file } from './oss-file.table.ts';
import { type OwnerRequest, ownerCtx, ownerRequest, targetsOf } from './owner.ts';

export const importQueue = 'resource.import';

/** The results file: row, key, 成功/失败, the reason. */
const resultColumns: ExportColumn[] = [
  { header: importMessages.rowHeader, width: 8, value: (r) => r.row },
  { header: importMessages.keyHeader, width: 24, value: (r) => r.key },
  { header: importMessages.resultHeader, width: 10, value: (r) => r.result },
  { header: importMessages.reasonHeader, width: 60, value: (r) => r.msg },
];

const dayOf = (ctx: Ctx) => formatTime(new Date(), ctx.timeZone).slice(0, 10).replaceAll('-', '');
const newKey = (ctx: Ctx) => `${ctx.tenantId}/${dayOf(ctx)}/${randomBytes(16).toString('hex')}.xlsx`;
const stampOf = (ctx: Ctx) => formatTime(new Date(), ctx.timeZone).replace(/\D/g, '');

/** Writes the results as an xlsx into the caller's storage; its code, key and size. */
async function storeResults(ctx: Ctx, targets: FileTargets, rows: ImportRowResult[]) {
  const temp = join(tmpdir(), `pharma-import-${randomBytes(6).toString('hex')}.xlsx`);
  try {
    const out = createWriteStream(temp);
    const shown = rows.map((r) => ({
      ...r,
      result: pick(r.success ? importMessages.ok : importMessages.failed, ctx.lang),
    }));
    await writeXlsx(ctx, { title: importMessages.resultSheet, columns: resultColumns, batches: inBatches(shown) }, out);
    out.end();
    await finished(out);
    const { size } = await stat(temp);
    const target = await targets.uploadTarget(ctx);
    const key = newKey(ctx);
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

/** The record's file is ready: done, with its expiry, and a job to remove it then. */
async function finish(ctx: Ctx, id: string, stored: Awaited<ReturnType<typeof storeResults>>, outcome: ImportOutcome) {
  const days = await expireDaysOf(ctx);
  const now = new Date();
  const done = await ctx.db
    .update(file)
    .set({
      ...stored,
      state: 'done',
      total: outcome.total,
      done: outcome.total,
      failed: outcome.failed,
      finishTime: now,
      expireTime: new Date(now.getTime() + days * 86_400_000),
      updateTime: now,
    })
    .where(and(ofTenant(file, ctx.tenantId), eq(file.id, id), inArray(file.state, ['queued', 'running'])))
    .returning({ id: file.id });
  if (done.length) await sendJob(ctx, expireQueue, { fileId: id }, { startAfter: days * 86_400, singletonKey: id });
  return done.length > 0;
}

/** A small import's results, kept in the download centre as a finished file. */
export async function keepResults(ctx: Ctx, targets: FileTargets, target: ImportTarget, outcome: ImportOutcome) {
  const id = await createFile(ctx, {
    kind: 'import',
    source: target.name,
    name: `${pick(target.title, ctx.lang)}-${stampOf(ctx)}.xlsx`,
    request: { target: target.name },
    total: outcome.total,
  });
  await finish(ctx, id, await storeResults(ctx, targets, outcome.rows), outcome);
  return id;
}

interface ImportRequest extends OwnerRequest {
  target: string;
  options: unknown;
  /** The uploaded file, kept in the owner's storage until the import is done. */
  upload: { ossCode: string | null; key: string };
}

/** A large import: the file goes to the owner's storage, a record and a job do the rest. */
export async function queueImport(
  ctx: Ctx,
  targets: FileTargets,
  target: ImportTarget,
  buffer: Buffer,
  rows: number,
  options: unknown,
): Promise<string> {
  const store = await targets.uploadTarget(ctx);
  const key = newKey(ctx);
  try {
    await store.store.put(key, buffer);
  } finally {
    store.release();
  }
  const request: ImportRequest = {
    ...ownerRequest(ctx),
    target: target.name,
    options,
    upload: { ossCode: store.code, key },
  };
  const id = await createFile(ctx, {
    kind: 'import',
    source: target.name,
    name: `${pick(target.title, ctx.lang)}-${stampOf(ctx)}.xlsx`,
    request,
    total: rows,
  });
  await sendJob(ctx, importQueue, { fileId: id }, { singletonKey: id });
  return id;
}

/**
 * Runs a queued import: reads the uploaded file back, checks and writes its rows batch by batch (each in its own
 * transaction) with the progress on the record, then keeps the results as the record's file and removes the
 * upload. A second run (after a kill) finds the rows already written reported as existing: the account is the
 * natural key, nothing is added twice.
 */
export const importJob = defineJob<{ fileId: string }>(
  importQueue,
  async (job, { fileId }) => {
    const targets = targetsOf(job.registry);
    const mine = and(ofTenant(file, job.tenantId), eq(file.id, fileId));
    const [row] = await job.db
      .update(file)
      .set({ state: 'running', done: 0, failed: 0, updateTime: new Date() })
      .where(and(mine, inArray(file.state, ['queued', 'running'])))
      .returning();
    if (!row) return { skipped: true };
    const request = row.request as ImportRequest;
    const ctx = ownerCtx(job, request);
    const target = job.registry.importTarget(request.target);
    const holder = await targets.holderOf(ctx, request.upload.ossCode);
    try {
      if (!target || !holder) throw new Error(`cannot import ${request.target}`);
      const opened = await holder.store.open(request.upload.key);
      if (!opened) throw new Error('the uploaded file is gone');
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      const sheetRows = await readSheet(Buffer.concat(chunks), target.columns, Number.MAX_SAFE_INTEGER);
      const outcome = await runImport(ctx, target, sheetRows, request.options, async (done, failed) => {
        await job.db.update(file).set({ done, failed, updateTime: new Date() }).where(mine);
      });
      await finish(ctx, fileId, await storeResults(ctx, targets, outcome.rows), outcome);
      await holder.store.remove(request.upload.key).catch(() => {});
      return { total: outcome.total, failed: outcome.failed };
    } catch (error) {
      await job.db
        .update(file)
        .set({
          state: 'failed',
          error: String((error as Error)?.message ?? error).slice(0, 2000),
          finishTime: new Date(),
        })
        .where(and(mine, eq(file.state, 'running')));
      throw error;
    } finally {
      holder?.release();
    }
  },
  { concurrency: 1, retryLimit: 0, expireIn: 3600 },
);
