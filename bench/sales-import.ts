/**
 * The sales upload at scale (issue 20): a filled-in template of 10,000 and then 100,000 rows (the whitelist's
 * columns, docs/domain.md §3.10 101, through the upload suites' test target 901, which upserts sm_whitelist by phone), each
 * uploaded through the real call (POST sales-mobile/excel/import: multipart, guard, the record in 导入记录, the
 * download centre's job, exceljs' streamed reader, a check and one write transaction per 1,000-row chunk, every row's
 * result a line of sm_upload_his_dtl, the results workbook written back from those lines) and followed through
 * uploadHis/detail until its status leaves 0. On PostgreSQL (a throwaway server, or BENCH_DATABASE_URL). Each size
 * is uploaded to a server process of its own (sales-import.server.ts, started with the V8 flags of `npm start`),
 * fresh and warmed by one smaller upload, so that the memory measured is the server's alone and neither size
 * inherits the other's high-water mark; the files are written before that server starts. Prints, per round, rows,
 * time, rows per second, the peak resident memory (sampled every 10 ms, and resourceUsage's maxRSS) with its growth
 * during the import and the heap at that peak, the peak live memory growth (heap and buffers after a collection,
 * sampled every 500 ms, in a second upload of as many new rows) with the resident memory at those samples; then the
 * 100k / 10k ratio of the rounds' median peaks. A measurement, not a test.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { testColumns, testModuleNo, testRows } from '../packages/server/src/modules/sales/upload/upload.fixture.ts';
import { benchPostgres } from './postgres.ts';
import type { ServerSample, ServerWord } from './sales-import.server.ts';
import { adminToken } from './sign-in.ts';

export interface SalesImportRun {
  round: number;
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
  /** The V8 heap's size (heapTotal) and what it held (heapUsed) at that peak, in bytes. */
  heapAtPeak: { total: number; used: number };
  /** Peak live memory (heap + buffers after a full collection) minus the same before. */
  peakLiveGrowth: number;
  /**
   * Peak resident memory in that second upload, each sample right after a full collection: what the import needs
   * once the garbage V8 lets pile up between its own collections is not counted.
   */
  peakCollectedRss: number;
}

/** A filled-in template of `n` rows written with exceljs' streamed writer, so making it costs the bench no memory. */
async function templateFile(dir: string, n: number, offset: number): Promise<string> {
  const path = join(dir, `upload-${n}-${offset}.xlsx`);
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

/** The V8 flags `npm start` gives the server (its heap cap), so that the server measured runs as production's. */
function startFlags(): string[] {
  const start = (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts.start!;
  return start.match(/--max-old-space-size=\d+/g) ?? [];
}

/** A server process: started, its address, its words. */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ base: string; child: ChildProcess }> {
  const child = fork(new URL('./sales-import.server.ts', import.meta.url), {
    env,
    execArgv: [...startFlags(), '--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [first] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`the bench's server ended (${code})`))),
  ])) as [{ port: number }];
  return { base: `http://127.0.0.1:${first.port}`, child };
}

/** A word to the server, once it has acted on it: its answer (what it measured, for `stop`). */
async function ask<T = unknown>(child: ChildProcess, word: ServerWord): Promise<T> {
  const reply = once(child, 'message');
  child.send(word);
  return ((await reply) as [T])[0];
}

/** Rounds of the two sizes (BENCH_ROUNDS): a fresh process' peak varies by tens of MB with what V8 compiles when. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

export async function benchSalesImport(): Promise<SalesImportRun[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pharma-bench-import-'));
  const pgServer = benchPostgres();
  const env = {
    ...process.env,
    DATABASE_URL: pgServer.url,
    OSS_LOCAL_DIR: join(dir, 'oss'),
  };
  try {
    /** A file of `n` rows, then another as large, each uploaded to a fresh server: timed with its RSS, then live. */
    async function runOf(round: number, [warmFile, timedFile, liveFile]: string[]): Promise<SalesImportRun> {
      const { base, child } = await startServer(env);
      try {
        const headers = { 'blade-auth': `bearer ${await adminToken(base)}` };
        // A first, unmeasured upload loads exceljs and the job's code paths.
        await importOnce(base, headers, warmFile!);
        await ask(child, { measure: 'rss' });
        const timed = await importOnce(base, headers, timedFile!);
        const rss = await ask<ServerSample>(child, { stop: true });
        await ask(child, { measure: 'live' });
        await importOnce(base, headers, liveFile!);
        const live = await ask<ServerSample>(child, { stop: true });
        return {
          round,
          rows: timed.rows,
          failed: timed.failed,
          fileBytes: statSync(timedFile!).size,
          seconds: timed.seconds,
          rowsPerSecond: timed.rows / timed.seconds,
          peakRss: rss.peak,
          peakRssGrowth: rss.peak - rss.before,
          maxRss: rss.maxRss,
          heapAtPeak: rss.heapAtPeak,
          peakLiveGrowth: live.peak - live.before,
          peakCollectedRss: live.collectedRss,
        };
      } finally {
        child.send({ exit: true } satisfies ServerWord);
        await once(child, 'exit');
      }
    }

    const runs: SalesImportRun[] = [];
    for (let round = 1; round <= rounds; round++) {
      // New phones in every file of every round, so that every upload inserts its rows.
      const base = round * 10_000_000;
      for (const n of [10_000, 100_000]) {
        // Every file of the size first, while no server runs; removed once imported.
        const files = [
          await templateFile(dir, 6_000, base + n * 10),
          await templateFile(dir, n, base + n * 20),
          await templateFile(dir, n, base + n * 40),
        ];
        runs.push(await runOf(round, files));
        for (const file of files) rmSync(file);
      }
    }
    return runs;
  } finally {
    pgServer.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Uploads one file and follows it to its end: its rows, failed rows and seconds. */
async function importOnce(base: string, headers: Record<string, string>, path: string) {
  // Read from disk as it is sent: the bench holds no copy of the file.
  const file = await openAsBlob(path);
  const started = performance.now();
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
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
