/**
 * The parameter list under load: our server (auth, guard, CRUD kit, envelope) against a hand-written Fastify + pg
 * route running the same SQL with no auth, both on the same PostgreSQL with 10,000 rows, 100 connections.
 * Both are warmed up first (2 s each, not counted), then measured in turn, BENCH_ROUNDS times (default 1), so each
 * round compares the two side by side. Prints both throughputs, their p99 latencies, the ratio, and the CPU time per
 * request of this process' main thread and of PostgreSQL (the load generator runs in a worker thread and is not
 * counted). A measurement, not a test: nothing here fails.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';
import { mainThreadCpu, serverCpu } from './cpu.ts';
import { benchPostgres } from './postgres.ts';
import { adminToken } from './sign-in.ts';

const rows = 10_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const connections = 100;

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  /** CPU time per request of this process' main thread, in ms. */
  nodeMs: number;
  /** CPU time per request of PostgreSQL, in ms (NaN on a BENCH_DATABASE_URL server). */
  pgMs: number;
}

export async function load(
  url: string,
  headers: Record<string, string>,
  postmaster: number | undefined,
  duration = seconds,
  request: { method?: 'GET' | 'POST'; body?: string } = {},
): Promise<LoadResult> {
  const pgCpu = () => (postmaster ? serverCpu(postmaster) : Number.NaN);
  const node0 = mainThreadCpu();
  const pg0 = pgCpu();
  // In a worker thread, so the load generator does not share the servers' event loop.
  const r = await autocannon({ url, connections, duration, headers, workers: 1, ...request });
  const done = r.requests.total || 1;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    nodeMs: (mainThreadCpu() - node0) / done,
    pgMs: (pgCpu() - pg0) / done,
  };
}

export interface ListServers {
  /** Our param list, with a token of the platform administrator. */
  ours: { url: string; headers: Record<string, string> };
  /** The hand-written Fastify + pg route. */
  floor: { url: string; headers: Record<string, string> };
  /** The PostgreSQL server's process id, when the benchmark started it (for its CPU time). */
  postmaster?: number;
  close(): Promise<void>;
}

/**
 * A throwaway PostgreSQL with 10,000 parameters, our server on it and the floor beside it, on the same database
 * (also used by bench/profile-list.ts).
 */
export async function startListServers(): Promise<ListServers> {
  const pgServer = benchPostgres();
  try {
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
    const pool = new pg.Pool({ connectionString: pgServer.url, max: 10 });
    await pool.query(
      `insert into blade_param (tenant_id, param_name, param_key, param_value, remark)
       select '000000', '参数' || g, 'bench.key.' || g, 'value-' || g, 'bench' from generate_series(1, $1) g`,
      [rows],
    );
    // Vacuum sets the visibility map, so the count can be an index-only scan as on a settled table.
    await pool.query('vacuum analyze blade_param');

    const { app } = await buildApp(config, database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const token = await adminToken(`http://127.0.0.1:${port}`);

    // The floor: the page and the exact count of page 1 of 10, as two plain statements sent at once, no auth, no
    // validation, no shaping of the rows.
    const raw = Fastify({ logger: false });
    raw.get('/list', async () => {
      const [page, total] = await Promise.all([
        pool.query(
          `select * from blade_param where is_deleted = 0 and tenant_id = $1 order by id desc limit 10 offset 0`,
          ['000000'],
        ),
        pool.query(`select count(*)::int as total from blade_param where is_deleted = 0 and tenant_id = $1`, [
          '000000',
        ]),
      ]);
      return {
        code: 200,
        success: true,
        data: { records: page.rows, total: total.rows[0].total, size: 10, current: 1, pages: 1000 },
        msg: 'ok',
      };
    });
    await raw.listen({ port: 0, host: '127.0.0.1' });
    const rawPort = (raw.server.address() as { port: number }).port;
    return {
      ours: {
        url: `http://127.0.0.1:${port}/api/blade-system/param/list?current=1&size=10`,
        headers: { 'blade-auth': `bearer ${token}` },
      },
      floor: { url: `http://127.0.0.1:${rawPort}/list`, headers: {} },
      postmaster: pgServer.postmaster,
      async close() {
        await raw.close();
        await app.close();
        await database.close();
        await pool.end();
        pgServer.stop();
      },
    };
  } catch (error) {
    pgServer.stop();
    throw error;
  }
}

export async function benchApiList() {
  const servers = await startListServers();
  try {
    const { ours, floor } = servers;
    // Warm-up: both servers' code compiled, both pools' connections open, PostgreSQL's caches filled.
    await load(ours.url, ours.headers, undefined, 2);
    await load(floor.url, floor.headers, undefined, 2);
    const results: Array<{ ours: LoadResult; floor: LoadResult; ratio: number }> = [];
    for (let i = 0; i < rounds; i++) {
      const o = await load(ours.url, ours.headers, servers.postmaster);
      const f = await load(floor.url, floor.headers, servers.postmaster);
      results.push({ ours: o, floor: f, ratio: o.rps / f.rps });
    }
    return { rows, connections, seconds, rounds: results };
  } finally {
    await servers.close();
  }
}
