/**
 * The Excel export at scale: 10,000 and then 100,000 parameters of one tenant on PGlite (inserted with SQL), each
 * exported through the real route (POST blade-system/excel/export, auth, guard, the CRUD kit's WHERE / ORDER BY,
 * exceljs' streamed writer) into a sink that only counts bytes. Prints rows, time, bytes and the peak growth of the
 * process' resident memory during each export, and of its live memory in a second run. A measurement, not a test:
 * nothing here fails.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import type { Db } from '../packages/server/src/platform/db/database.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';
import { adminToken } from './sign-in.ts';

export interface ExportRun {
  rows: number;
  seconds: number;
  bytes: number;
  /** Peak resident memory during the export minus the resident memory just before it, in bytes (median of 3). */
  peakRssGrowth: number;
  /**
   * Peak live memory (JavaScript heap + Buffers, measured after a full collection every 100 ms, in a second run of
   * the same export) minus the same just before it: what the export holds, without garbage not yet collected and
   * without PGlite's WebAssembly memory.
   */
  peakLiveGrowth: number;
}

// A collection before each run, so one run's garbage is not counted in the next one's growth.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function insertParams(db: Db, from: number, to: number) {
  await db.execute(sql`
    insert into blade_param (tenant_id, param_name, param_key, param_value, remark)
    select '000000', '导出参数 ' || g, 'bench.export.' || lpad(g::text, 6, '0'), 'value-' || g || '-' || md5(g::text), 'bench'
    from generate_series(${from}::int, ${to}::int) g`);
}

const liveBytes = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/**
 * Streams one export into a sink that counts its bytes. `measure: 'rss'` samples the resident memory every 5 ms;
 * `measure: 'live'` collects and samples the live memory every 100 ms (slower: its time is not reported).
 */
async function exportOnce(base: string, token: string, measure: 'rss' | 'live') {
  const read = measure === 'rss' ? () => process.memoryUsage().rss : liveBytes;
  gc();
  const before = read();
  let peak = before;
  const sample = setInterval(
    () => {
      peak = Math.max(peak, read());
    },
    measure === 'rss' ? 5 : 100,
  );
  const started = performance.now();
  const res = await fetch(`${base}/api/blade-system/excel/export`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'param', filters: { paramKey: 'bench.export.' } }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`the export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += (chunk as Uint8Array).byteLength;
    if (measure === 'rss') peak = Math.max(peak, read());
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sample);
  return { seconds, bytes, growth: peak - before };
}

export async function benchExport(): Promise<ExportRun[]> {
  const config = loadConfig(
    { ...process.env, DATABASE_URL: '' },
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
    const listed = async () => {
      const res = await fetch(`${base}/api/blade-system/param/list?paramKey=bench.export.&size=1`, {
        headers: { 'blade-auth': `bearer ${token}` },
      });
      return ((await res.json()) as { data: { total: number } }).data.total;
    };

    // A first, unmeasured export loads exceljs and warms the code paths, so the 10k run is not charged for it.
    await insertParams(database.db, 1, 2_000);
    await exportOnce(base, token, 'rss');

    const runs: ExportRun[] = [];
    for (const [from, to] of [
      [2_001, 10_000],
      [10_001, 100_000],
    ] as const) {
      await insertParams(database.db, from, to);
      await database.db.execute(sql`vacuum analyze blade_param`);
      const rows = await listed();
      // The resident memory of a ~500 MB process moves by a few MB on its own: the median of three runs.
      const timed: Awaited<ReturnType<typeof exportOnce>>[] = [];
      for (let i = 0; i < 3; i++) timed.push(await exportOnce(base, token, 'rss'));
      const median = (pick: (r: (typeof timed)[number]) => number) => timed.map(pick).sort((a, b) => a - b)[1]!;
      const live = await exportOnce(base, token, 'live');
      runs.push({
        rows,
        seconds: median((r) => r.seconds),
        bytes: timed[0]!.bytes,
        peakRssGrowth: median((r) => r.growth),
        peakLiveGrowth: live.growth,
      });
    }
    return runs;
  } finally {
    await app.close();
    await database.close();
  }
}
