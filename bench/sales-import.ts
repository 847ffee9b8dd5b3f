/**
 * The sales upload at scale (issue 20): a filled-in template of 10,000 and then 100,000 rows (the whitelist's
 * columns, domain.md §3.10 101, through the upload suites' test target 901, which upserts sm_whitelist by phone), each
 * uploaded through the real call (POST sales-mobile/excel/import: multipart, guard, the record in 导入记录, the
 * download centre's job, exceljs' streamed reader, a check and one write transaction per 1,000-row chunk, every row's
 * result a line of sm_upload_his_dtl, the results workbook written back from those lines) and followed through
 * uploadHis/detail until its status leaves 0. On PostgreSQL (a throwaway server, or BENCH_DATABASE_URL), so the
 * resident memory measured is the Node process' own. Prints rows, time, rows per second, the peak resident memory
 * (sampled every 10 ms, and resourceUsage's maxRSS) and its growth during the import, the peak live memory growth
 * (heap and buffers after a collection, sampled every 500 ms, in a second upload of as many new rows) with the
 * resident memory at those samples, and the 100k / 10k ratios. A measurement, not a test.
 */
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { modules as allModules } from '../packages/server/src/modules/index.ts';
import {
  modulesWithUploads,
  testColumns,
  testModuleNo,
  testRows,
} from '../packages/server/src/modules/sales/upload/upload.test-kit.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { benchPostgres } from './postgres.ts';
import { adminToken } from './sign-in.ts';

export interface SalesImportRun {
  rows: number;
  /** Rows the import reported failed (one in a hundred is made bad on purpose). */
  failed: number;
  fileBytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** The highest resident memory sampled while it ran, in bytes. */
  peakRss: number;
  /** That peak minus the resident memory just before the upload. */
  peakRssGrowth: number;
  /** process.resourceUsage().maxRSS after the run (the process' highest so far), in bytes. */
  maxRss: number;
  /** Peak live memory (heap + buffers after a full collection) minus the same before. */
  peakLiveGrowth: number;
  /**
   * Peak resident memory in that second upload, each sample right after a full collection: what the import needs
   * once the garbage V8 lets pile up between its own collections is not counted.
   */
  peakCollectedRss: number;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const liveBytes = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/** A filled-in template of `n` rows written with exceljs' streamed writer, so making it costs the bench no memory. */
async function templateFile(dir: string, n: number, offset: number): Promise<string> {
  const path = join(dir, `upload-${n}.xlsx`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path), useSharedStrings: false });
  const sheet = workbook.addWorksheet('白名单');
  sheet.addRow(testColumns.map((c) => `${c.label.zh}${c.required ? '*' : ''}`)).commit();
  const bad = new Set(Array.from({ length: Math.floor(n / 100) }, (_, i) => i * 100 + 37));
  for (let at = 0; at < n; at += 10_000) {
    const size = Math.min(10_000, n - at);
    const slice = new Set([...bad].filter((i) => i >= at && i < at + size).map((i) => i - at));
    for (const row of testRows(size, slice, offset + at)) sheet.addRow(row).commit();
  }
  sheet.commit();
  await workbook.commit();
  return path;
}

export async function benchSalesImport(): Promise<SalesImportRun[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pharma-bench-import-'));
  process.env.OSS_LOCAL_DIR = join(dir, 'oss');
  const pgServer = benchPostgres();
  const config = loadConfig(
    { ...process.env, DATABASE_URL: pgServer.url },
    { dataDir: 'memory://', captchaEnabled: false, logLevel: 'silent', demoData: false },
  );
  const modules = modulesWithUploads(allModules);
  const database = await prepareDatabase(config, modules);
  const { app } = await buildApp(config, database, modules);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const token = await adminToken(base);
    const headers = { 'blade-auth': `bearer ${token}` };

    /**
     * Uploads one file and follows it to its end. `measure: 'rss'` samples the resident memory every 10 ms (cheap,
     * the run that is timed); `measure: 'live'` collects and samples the live memory every 500 ms (a full collection
     * each time slows the import down: its time is not reported).
     */
    async function importOnce(path: string, measure: 'rss' | 'live') {
      // Read from disk as it is sent, so the bench's own copy of the file is not counted as the server's memory.
      const file = await openAsBlob(path);
      gc();
      const before = measure === 'rss' ? process.memoryUsage().rss : liveBytes();
      let peak = before;
      // With a collection before each sample, the resident memory is what the import needs, not garbage V8 defers.
      let collectedRss = process.memoryUsage().rss;
      const read =
        measure === 'rss'
          ? () => process.memoryUsage().rss
          : () => {
              const live = liveBytes();
              collectedRss = Math.max(collectedRss, process.memoryUsage().rss);
              return live;
            };
      const sample = setInterval(
        () => {
          peak = Math.max(peak, read());
        },
        measure === 'rss' ? 10 : 500,
      );
      const started = performance.now();
      try {
        const form = new FormData();
        form.append('file', file, 'whitelist.xlsx');
        const res = await fetch(`${base}/api/sales-mobile/excel/import?moduleNo=${testModuleNo}`, {
          method: 'POST',
          headers,
          body: form,
        });
        const reply = (await res.json()) as { data?: { id: string }; msg: string };
        if (!reply.data?.id) throw new Error(`the upload was refused: ${reply.msg}`);
        for (;;) {
          const detail = await fetch(`${base}/api/sales-mobile/uploadHis/detail?id=${reply.data.id}`, { headers });
          const record = ((await detail.json()) as { data: Record<string, number | string | null> }).data;
          if (record.status !== 0) {
            if (record.status === 4) throw new Error(`the upload was invalid: ${record.errorMsg}`);
            return {
              rows: Number(record.totalCount),
              failed: Number(record.failCount),
              seconds: (performance.now() - started) / 1000,
              peak,
              growth: peak - before,
              collectedRss,
            };
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } finally {
        clearInterval(sample);
      }
    }

    /** A file of `n` rows imported twice (new phones each time): timed with its RSS, then for its live memory. */
    async function runOf(n: number, offset: number): Promise<SalesImportRun> {
      const timed = await importOnce(await templateFile(dir, n, offset), 'rss');
      const maxRss = process.resourceUsage().maxRSS * 1024;
      const live = await importOnce(await templateFile(dir, n, offset + 500_000), 'live');
      return {
        rows: timed.rows,
        failed: timed.failed,
        fileBytes: statSync(join(dir, `upload-${n}.xlsx`)).size,
        seconds: timed.seconds,
        rowsPerSecond: timed.rows / timed.seconds,
        peakRss: timed.peak,
        peakRssGrowth: timed.growth,
        maxRss,
        peakLiveGrowth: live.growth,
        peakCollectedRss: live.collectedRss,
      };
    }

    // A first, unmeasured upload loads exceljs and the job's code paths.
    await importOnce(await templateFile(dir, 6_000, 0), 'rss');
    return [await runOf(10_000, 1_000_000), await runOf(100_000, 2_000_000)];
  } finally {
    await app.close();
    await database.close();
    pgServer.stop();
    delete process.env.OSS_LOCAL_DIR;
    rmSync(dir, { recursive: true, force: true });
  }
}
