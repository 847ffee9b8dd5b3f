/**
 * The parameter list under load: our server (auth, guard, CRUD kit, envelope) against a hand-written Fastify + pg
 * route running the same SQL with no auth, both on the same PostgreSQL with 10,000 rows, 100 connections.
 * Prints both throughputs, their p99 latencies and the ratio. A measurement, not a test: nothing here fails.
 */
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { benchPostgres } from './postgres.ts';

const rows = 10_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 100;

async function load(url: string, headers: Record<string, string> = {}) {
  // In a worker thread, so the load generator does not share the servers' event loop.
  const r = await autocannon({ url, connections, duration: seconds, headers, workers: 1 });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function benchApiList() {
  const pgServer = benchPostgres();
  try {
    const config = loadConfig(
      { ...process.env, DATABASE_URL: pgServer.url },
      { dataDir: 'memory://', captchaEnabled: false, logLevel: 'silent', demoData: false },
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
    const md5 = createHash('md5').update('admin').digest('hex');
    const tokenRes = await fetch(
      `http://127.0.0.1:${port}/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${md5}&grant_type=password`,
      { method: 'POST', headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` } },
    );
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;

    // The floor: the same two statements our CRUD kit sends for page 1 of 10, no auth, no validation.
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

    const ours = await load(`http://127.0.0.1:${port}/api/blade-system/param/list?current=1&size=10`, {
      'blade-auth': `bearer ${token}`,
    });
    const floor = await load(`http://127.0.0.1:${rawPort}/list`);
    await raw.close();
    await app.close();
    await database.close();
    await pool.end();
    return { rows, connections, seconds, ours, floor, ratio: ours.rps / floor.rps };
  } finally {
    pgServer.stop();
  }
}
