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
import { defineJob, sendJob } from '../../../platform/jobs/jobs.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { newKey } from '../oss/storage.ts';
import { createFile, type FileTargets } from './oss-file.service.ts';
import { ossFileTable as file } from './oss-file.table.ts';
import { type OwnerRequest, ownerCtx, ownerRequest, targetsOf } from './owner.ts';
import { fileNameOf, finishFile, storeXlsx } from './stored-file.ts';

export const importQueue = 'resource.import';

/** The results file: row, key, 成功/失败, the reason. */
const resultColumns: ExportColumn[] = [
  { header: importMessages.rowHeader, width: 8, value: (r) => r.row },
  { header: importMessages.keyHeader, width: 24, value: (r) => r.key },
  { header: importMessages.resultHeader, width: 10, value: (r) => r.result },
  { header: importMessages.reasonHeader, width: 60, value: (r) => r.msg },
];

/** The results as an xlsx in the caller's storage: row, key, 成功/失败, the reason. */
function storeResults(ctx: Ctx, targets: FileTargets, rows: ImportRowResult[]) {
  const shown = rows.map((r) => ({
    ...r,
    result: pick(r.success ? importMessages.ok : importMessages.failed, ctx.lang),
  }));
  return storeXlsx(ctx, targets, {
    title: importMessages.resultSheet,
    columns: resultColumns,
    batches: inBatches(shown),
  });
}

const countsOf = (outcome: ImportOutcome) => ({ total: outcome.total, done: outcome.total, failed: outcome.failed });

/** A small import's results, kept in the download centre as a finished file. */
export async function keepResults(ctx: Ctx, targets: FileTargets, target: ImportTarget, outcome: ImportOutcome) {
  const id = await createFile(ctx, {
    kind: 'import',
    source: target.name,
    name: fileNameOf(ctx, target.title),
    request: { target: target.name },
    total: outcome.total,
  });
  await finishFile(ctx, id, await storeResults(ctx, targets, outcome.rows), countsOf(outcome), ['queued']);
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
  const key = newKey(ctx, 'xlsx');
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
    name: fileNameOf(ctx, target.title),
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
      await finishFile(ctx, fileId, await storeResults(ctx, targets, outcome.rows), countsOf(outcome), ['running']);
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
