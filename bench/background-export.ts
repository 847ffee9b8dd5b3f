/**
 * The background export at scale: 100,000 and then 1,000,000 parameters of one tenant (inserted with SQL), each
 * exported as a job (POST blade-system/excel/export with background: true; the job writes the xlsx to a temporary
 * file and puts it in the server's storage folder), followed through the download centre until done. On PostgreSQL
 * (a throwaway server, or BENCH_DATABASE_URL), so that the resident memory measured is the Node process' own: on
 * PGlite it would also count the embedded database's buffer cache filling with the table as it is read. Prints rows,
 * time, file size, the peak growth of the resident memory while the job ran and of the live memory (heap and
 * buffers after a collection, sampled every 200 ms). A measurement, not a test: nothing here fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import type { Db } from '../packages/server/src/platform/db/database.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';
import { benchPostgres } from './postgres.ts';
import { adminToken } from './sign-in.ts';

export interface BackgroundExportRun {
  rows: number;
  seconds: number;
  bytes: number;
  /** Peak resident memory while the job ran minus the resident memory just before it was queued, in bytes. */
  peakRssGrowth: number;
  /** Peak live memory (heap + buffers after a full collection) while it ran minus the same before, in bytes. */
  peakLiveGrowth: number;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const liveBytes = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

async function insertParams(db: Db, from: number, to: number) {
  // In slices, so that PGlite's own memory for one statement stays small.
  for (let at = from; at <= to; at += 100_000) {
    await db.execute(sql`
      insert into blade_param (tenant_id, param_name, param_key, param_value, remark)
      select '000000', '导出参数 ' || g, 'bench.bg.' || lpad(g::text, 7, '0'), 'value-' || g || '-' || md5(g::text), 'bench'
      from generate_series(${at}::int, ${Math.min(at + 99_999, to)}::int) g`);
  }
}

export async function benchBackgroundExport(): Promise<BackgroundExportRun[]> {
  const ossDir = mkdtempSync(join(tmpdir(), 'pharma-bench-oss-'));
  process.env.OSS_LOCAL_DIR = ossDir;
  const pgServer = benchPostgres();
  const config = loadConfig(
    { ...process.env, DATABASE_URL: pgServer.url },
    {
      dataDir: 'memory://',
      captchaEnabled: false,
      logLevel: 'silent',
      ...testAdmin,
    },
  );
  const database = await prepareDatabase(config);
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const token = await adminToken(base);
    const headers = { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' };

    async function exportOnce(): Promise<Omit<BackgroundExportRun, 'rows'> & { rows: number }> {
      gc();
      const before = process.memoryUsage().rss;
      const liveBefore = liveBytes();
      let peak = before;
      let livePeak = liveBefore;
      const sampleRss = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      const sampleLive = setInterval(() => {
        livePeak = Math.max(livePeak, liveBytes());
      }, 200);
      const sample = {
        stop() {
          clearInterval(sampleRss);
          clearInterval(sampleLive);
        },
      };
      const started = performance.now();
      const queue = () =>
        fetch(`${base}/api/blade-system/excel/export`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ source: 'param', filters: { paramKey: 'bench.bg.' }, background: true }),
        });
      // After the long insert the kept-alive socket may have been closed by the server just as it is reused.
      const res = await queue().catch(queue);
      const queued = (await res.json()) as { data?: { ossFileId?: string } };
      const id = queued.data?.ossFileId;
      if (!id) throw new Error(`the export was not queued: ${JSON.stringify(queued)}`);
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const detail = await fetch(`${base}/api/blade-resource/oss-file/detail?id=${id}`, { headers });
        const record = (
          (await detail.json()) as { data: { status: string; done: number; fileSize: number; error: string } }
        ).data;
        if (record.status === 'done') {
          sample.stop();
          return {
            rows: record.done,
            seconds: (performance.now() - started) / 1000,
            bytes: record.fileSize,
            peakRssGrowth: peak - before,
            peakLiveGrowth: livePeak - liveBefore,
          };
        }
        if (record.status !== 'queued' && record.status !== 'running') {
          sample.stop();
          throw new Error(`the export ended ${record.status}: ${record.error}`);
        }
      }
    }

    // A first, unmeasured export loads exceljs and the job's code paths.
    await insertParams(database.db, 1, 2_000);
    await exportOnce();

    const runs: BackgroundExportRun[] = [];
    for (const [from, to] of [
      [2_001, 100_000],
      [100_001, 1_000_000],
    ] as const) {
      await insertParams(database.db, from, to);
      await database.db.execute(sql`analyze blade_param`);
      runs.push(await exportOnce());
    }
    return runs;
  } finally {
    await app.close();
    await database.close();
    pgServer.stop();
    delete process.env.OSS_LOCAL_DIR;
    rmSync(ossDir, { recursive: true, force: true });
  }
}
