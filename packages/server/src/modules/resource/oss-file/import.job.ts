import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { importMessages, pick } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { QueuedImport } from '../../../platform/excel/background.ts';
import { channel } from '../../../platform/excel/channel.ts';
import {
  type ImportCounts,
  type ImportOutcome,
  type ImportRowResult,
  type ImportTarget,
  importChunks,
  type RowOutcome,
} from '../../../platform/excel/import.ts';
import type { ImportJournal } from '../../../platform/excel/journal.ts';
import { countRows, type HeaderRule, type SheetSource, sheetChunks } from '../../../platform/excel/reader.ts';
import type { ExportColumn, ExportRow } from '../../../platform/excel/sources.ts';
import { inBatches } from '../../../platform/excel/tree.ts';
import type { XlsxContent } from '../../../platform/excel/writer.ts';
import { defineJob, sendJob } from '../../../platform/jobs/jobs.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { newKey } from '../oss/storage.ts';
import { createFile, type FileTargets } from './oss-file.service.ts';
import { ossFileTable as file } from './oss-file.table.ts';
import { type OwnerRequest, ownerCtx, ownerRequest, targetsOf } from './owner.ts';
import { fileNameOf, finishFile, reasonOf, storeXlsx } from './stored-file.ts';

export const importQueue = 'resource.import';

/** The results file: row, key, 成功/失败, the reason. */
const resultColumns: ExportColumn[] = [
  { header: importMessages.rowHeader, width: 8, value: (r) => r.row },
  { header: importMessages.keyHeader, width: 24, value: (r) => r.key },
  { header: importMessages.resultHeader, width: 10, value: (r) => r.result },
  { header: importMessages.reasonHeader, width: 60, value: (r) => r.msg },
];

const shownRows = (ctx: Ctx, rows: ImportRowResult[]): ExportRow[] =>
  rows.map((r) => ({ ...r, result: pick(r.success ? importMessages.ok : importMessages.failed, ctx.lang) }));

const countsOf = (outcome: ImportCounts) => ({ total: outcome.total, done: outcome.total, failed: outcome.failed });

/** A finished record of the caller's download centre holding `content`, written a batch at a time. */
async function keepFile(ctx: Ctx, targets: FileTargets, target: ImportTarget, content: XlsxContent, c: ImportCounts) {
  const id = await createFile(ctx, {
    kind: 'import',
    source: target.name,
    name: fileNameOf(ctx, target.title),
    request: { target: target.name },
    total: c.total,
  });
  await finishFile(ctx, id, await storeXlsx(ctx, targets, content), countsOf(c), ['queued']);
  return id;
}

/** A small import's results (answered from memory), kept in the download centre as a finished file. */
export function keepResults(ctx: Ctx, targets: FileTargets, target: ImportTarget, outcome: ImportOutcome) {
  const content = {
    title: importMessages.resultSheet,
    columns: resultColumns,
    batches: inBatches(shownRows(ctx, outcome.rows)),
  };
  return keepFile(ctx, targets, target, content, outcome);
}

/** A journal's results workbook (read back from its rows), kept in the download centre as a finished file. */
export function keepResultsFile(
  ctx: Ctx,
  targets: FileTargets,
  target: ImportTarget,
  content: XlsxContent,
  c: ImportCounts,
) {
  return keepFile(ctx, targets, target, content, c);
}

interface ImportRequest extends OwnerRequest {
  target: string;
  options: unknown;
  /** The uploaded file, kept in the owner's storage until the import is done. */
  upload: { ossCode: string | null; key: string };
  header?: HeaderRule;
  maxRows?: number;
  journal?: string;
}

/** A large import: the file goes to the owner's storage, a record and a job do the rest. */
export async function queueImport(
  ctx: Ctx,
  targets: FileTargets,
  target: ImportTarget,
  source: SheetSource,
  rows: number | undefined,
  options: unknown,
  queued: QueuedImport = {},
): Promise<string> {
  const store = await targets.uploadTarget(ctx);
  const key = newKey(ctx, 'xlsx');
  try {
    if (Buffer.isBuffer(source)) await store.store.put(key, source);
    else await store.store.putFile(key, source.path);
  } finally {
    store.release();
  }
  const request: ImportRequest = {
    ...ownerRequest(ctx),
    target: target.name,
    options,
    upload: { ossCode: store.code, key },
    ...(queued.header ? { header: queued.header } : {}),
    ...(queued.maxRows ? { maxRows: queued.maxRows } : {}),
    ...(queued.journal ? { journal: queued.journal } : {}),
  };
  const id = await createFile(ctx, {
    kind: 'import',
    source: target.name,
    name: fileNameOf(ctx, target.title),
    request,
    total: rows ?? 0,
  });
  await sendJob(ctx, importQueue, { fileId: id }, { singletonKey: id });
  return id;
}

/** The stored upload copied to a temporary file, read from there as a stream (the store may be S3). */
async function fetchUpload(ctx: Ctx, targets: FileTargets, upload: ImportRequest['upload']): Promise<string> {
  const holder = await targets.holderOf(ctx, upload.ossCode);
  if (!holder) throw new Error('the uploaded file is gone');
  const temp = join(tmpdir(), `pharma-import-${randomBytes(6).toString('hex')}.xlsx`);
  try {
    const opened = await holder.store.open(upload.key);
    if (!opened) throw new Error('the uploaded file is gone');
    await pipeline(opened.stream, createWriteStream(temp));
    return temp;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  } finally {
    holder.release();
  }
}

/**
 * Where a run's results go when no journal keeps them: straight into the results workbook as each chunk is done
 * (a channel hands the chunks to the streamed writer), so nothing piles up in memory.
 */
function resultsFile(ctx: Ctx, targets: FileTargets) {
  const rows = channel<ExportRow[]>();
  const stored = storeXlsx(ctx, targets, { title: importMessages.resultSheet, columns: resultColumns, batches: rows });
  // Seen by whoever awaits `done`; never an unhandled rejection meanwhile.
  stored.catch(() => {});
  return {
    sink: { add: (chunk: RowOutcome[]) => rows.add(shownRows(ctx, chunk)) },
    done() {
      rows.close();
      return stored;
    },
    /** The import failed: the workbook is dropped (its temporary file removed), never stored. */
    abort(error: Error) {
      rows.fail(error);
    },
  };
}

/**
 * Runs a queued import: reads the uploaded file back, counts its rows when the request did not, checks and writes
 * them a chunk at a time (each chunk's writes in one transaction) with the progress on the record, and writes every
 * row's result as it goes: to its journal when it has one (the sales uploads' history, whose results workbook is
 * then written from the recorded rows), else straight into the results file. Then the record is done with that
 * file, and the upload removed. A second run (after a kill) finds the rows already written and reports them so:
 * targets write by their natural key, nothing is added twice.
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
    let journal: ImportJournal | undefined;
    let counts: ImportCounts = { total: 0, succeeded: 0, failed: 0 };
    let temp: string | undefined;
    try {
      if (!target) throw new Error(`cannot import ${request.target}`);
      if (request.journal) {
        journal = await job.registry.importJournals?.open(ctx, request.journal);
        if (!journal) throw new Error('the import record is gone');
      }
      temp = await fetchUpload(ctx, targets, request.upload);
      const source = { path: temp };
      const sheet = { header: request.header ?? ('named' as const), maxRows: request.maxRows };
      let total = Number(row.total);
      if (!total) {
        total = await countRows(source, target.columns, sheet);
        await job.db.update(file).set({ total, updateTime: new Date() }).where(mine);
      }
      await journal?.started(total);
      const progress = async (now: ImportCounts) => {
        counts = now;
        await job.db.update(file).set({ done: now.total, failed: now.failed, updateTime: new Date() }).where(mine);
        await journal?.progress(now);
      };
      const chunks = sheetChunks(source, target.columns, sheet);
      let stored: Awaited<ReturnType<typeof storeXlsx>>;
      if (journal) {
        counts = await importChunks(ctx, target, chunks, request.options, { sink: journal, progress });
        stored = await storeXlsx(ctx, targets, journal.results());
      } else {
        const results = resultsFile(ctx, targets);
        try {
          counts = await importChunks(ctx, target, chunks, request.options, { sink: results.sink, progress });
        } catch (error) {
          results.abort(error as Error);
          throw error;
        }
        stored = await results.done();
      }
      await finishFile(ctx, fileId, stored, countsOf(counts), ['running']);
      await journal?.finish(counts, fileId);
      const holder = await targets.holderOf(ctx, request.upload.ossCode);
      await holder?.store.remove(request.upload.key).catch(() => {});
      holder?.release();
      return { total: counts.total, failed: counts.failed };
    } catch (error) {
      await job.db
        .update(file)
        .set({
          state: 'failed',
          error: String((error as Error)?.message ?? error).slice(0, 2000),
          finishTime: new Date(),
        })
        .where(and(mine, eq(file.state, 'running')));
      await journal?.fail(reasonOf(error, ctx.lang, importMessages.importFailed), counts).catch(() => {});
      throw error;
    } finally {
      if (temp) await rm(temp, { force: true });
    }
  },
  { concurrency: 1, retryLimit: 0, expireIn: 3600 },
);
