/**
 * 接口日志 at scale, on a throwaway PostgreSQL (or BENCH_DATABASE_URL):
 * 1. The param list under load with the API log on and off, two servers on one database, measured in turn
 *    (BENCH_ROUNDS rounds, default 3, BENCH_SECONDS each): the ratio of their throughputs.
 * 2. 5,000,000 API-log rows (BENCH_LOG_ROWS) over three months, 40 tenants, 400 accounts: p50 and p99 of the list
 *    call through HTTP for page 1, a page 10,000 pages deep by cursor, and one user's day; beside them the same page
 *    by OFFSET 4,000,000, the anchor keyset paging avoids. A measurement, not a test: nothing here fails.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { apiLogs } from '../packages/server/src/modules/log/api/api-log.query.ts';
import { ensureApiLogPartitions } from '../packages/server/src/modules/log/api/api-log-partitions.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';
import { type LoadResult, load } from './api-list.ts';
import { benchPostgres } from './postgres.ts';
import { adminToken } from './sign-in.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const logRows = Number(process.env.BENCH_LOG_ROWS ?? 5_000_000);
const samples = 200;

interface Timing {
  p50: number;
  p99: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

async function time(n: number, run: () => Promise<void>): Promise<Timing> {
  for (let i = 0; i < 5; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5), p99: quantile(ms, 0.99) };
}

export async function benchApiLog() {
  const pgServer = benchPostgres();
  const pool = new pg.Pool({ connectionString: pgServer.url, max: 4 });
  const env = { ...process.env, DATABASE_URL: pgServer.url };
  // One token secret for both servers, so one sign-in serves both.
  const base = {
    dataDir: 'memory://',
    captchaEnabled: false,
    logLevel: 'silent',
    ...testAdmin,
    tokenSecret: 'bench-api-log-token-secret-0123456789abcdef',
  };
  const servers: Array<{ close(): Promise<void> }> = [];
  try {
    const database = await prepareDatabase(loadConfig(env, base));
    await pool.query(
      `insert into blade_param (tenant_id, param_name, param_key, param_value, remark)
       select '000000', '参数' || g, 'bench.key.' || g, 'value-' || g, 'bench' from generate_series(1, 10000) g`,
    );
    await pool.query('vacuum analyze blade_param');
    const start = async (apiLog: boolean) => {
      const { app } = await buildApp(loadConfig(env, { ...base, apiLog }), database);
      await app.listen({ port: 0, host: '127.0.0.1' });
      servers.push(app);
      return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    };
    const on = await start(true);
    const off = await start(false);
    const headers = { 'blade-auth': `bearer ${await adminToken(on)}` };
    const list = '/api/blade-system/param/list?current=1&size=10';
    await load(on + list, headers, undefined, 2);
    await load(off + list, headers, undefined, 2);
    const ratios: Array<{ on: LoadResult; off: LoadResult; ratio: number }> = [];
    for (let i = 0; i < rounds; i++) {
      // Alternate which goes first, so neither always meets the other's left-over work (vacuum, the log's flush).
      const first = i % 2 === 0 ? 'on' : 'off';
      const a = await load((first === 'on' ? on : off) + list, headers, undefined);
      const b = await load((first === 'on' ? off : on) + list, headers, undefined);
      const [withLog, without] = first === 'on' ? [a, b] : [b, a];
      ratios.push({ on: withLog, off: without, ratio: withLog.rps / without.rps });
    }
    const { rows: logged } = await pool.query('select count(*)::int as n from blade_log_api');

    // 2. The table at 5,000,000 rows: three months back from now, one row every ~1.5 s, 40 tenants, 400 accounts.
    const now = new Date();
    await ensureApiLogPartitions(database.db, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1)), 3);
    const seedStart = performance.now();
    const spanSeconds = 90 * 86_400;
    const chunk = 500_000;
    for (let from = 1; from <= logRows; from += chunk) {
      await pool.query(
        `insert into blade_log_api (tenant_id, service_id, server_host, type, title, method, request_uri, user_agent,
           remote_ip, method_class, method_name, params, time, status, create_by, create_time)
         select lpad((300000 + g % 40)::text, 6, '0'), 'pharma-console', 'bench', case when g % 50 = 0 then '2' else '1' end,
           'Parameters: list (paged, BladeX filters)', 'GET', '/api/blade-system/param/list', 'Mozilla/5.0 bench',
           '10.0.' || (g % 250) || '.' || (g % 200), 'blade-system/param', 'list',
           '{"query":{"current":"1","size":"10","paramName":"' || (g % 997) || '"}}', g % 90,
           case when g % 50 = 0 then 500 else 200 end, 'user' || (g % 400),
           now() - ($3::float8 * g / $4) * interval '1 second'
         from generate_series($1::int, $2::int) g`,
        [from, Math.min(logRows, from + chunk - 1), spanSeconds, logRows],
      );
    }
    await pool.query('vacuum analyze blade_log_api');
    const seedSeconds = (performance.now() - seedStart) / 1000;

    // The same pages as the service answers them (its queries only): what keyset paging itself costs, without the
    // platform's per-call floor (token, identity, envelope), measured beside it as GET blade-user/info.
    const { Registry } = await import('../packages/server/src/platform/registry.ts');
    const ctx = {
      tenantId: '000000',
      userId: '1',
      account: 'admin',
      realName: 'admin',
      sessionId: '0',
      roleIds: [],
      roleAliases: ['administrator'],
      deptIds: [],
      postIds: [],
      mustChangePassword: false,
      isAdministrator: true,
      permissions: new Set<string>(),
      dataScopes: [],
      db: database.db,
      lang: 'zh' as const,
      timeZone: 'Asia/Shanghai',
      registry: new Registry(),
    };
    const direct = (query: Record<string, string>) => async () => {
      const page = await apiLogs.list(ctx, query);
      if (page.records.length === 0) throw new Error(`no rows for ${JSON.stringify(query)}`);
    };
    const get = async (query: string) => {
      const res = await fetch(`${on}/api/blade-log/api/list?${query}`, { headers });
      const body = (await res.json()) as { code: number; data: { next: string; records: unknown[] } };
      if (body.code !== 200 || body.data.records.length === 0) throw new Error(`list failed: ${JSON.stringify(body)}`);
      return body.data;
    };
    const firstPage = await time(samples, async () => void (await get('current=1&size=10')));
    // The cursor of row 100,000 (the end of page 10,000), found once the slow way.
    const { rows: anchor } = await pool.query(
      `select (extract(epoch from create_time) * 1000000)::bigint::text || '_' || id::text as cursor
       from blade_log_api order by create_time desc, id desc offset 99999 limit 1`,
    );
    const deepPage = await time(samples, async () => void (await get(`size=10&after=${anchor[0].cursor}`)));
    const day = new Date(now.getTime() - 30 * 86_400_000);
    const ymd = (d: Date) => d.toISOString().slice(0, 10);
    const nextDay = new Date(day.getTime() + 86_400_000);
    const userDay = `tenantId=300007&createBy=user7&createTime_datege=${ymd(day)}%2000:00:00&createTime_datelt=${ymd(nextDay)}%2000:00:00&size=10`;
    const filtered = await time(samples, async () => void (await get(userDay)));
    const params = (q: string) => Object.fromEntries(new URLSearchParams(q));
    const service = {
      firstPage: await time(samples, direct(params('current=1&size=10'))),
      deepPage: await time(samples, direct(params(`size=10&after=${anchor[0].cursor}`))),
      filtered: await time(samples, direct(params(userDay))),
    };
    const floor = await time(samples, async () => {
      await (await fetch(`${on}/api/blade-user/info`, { headers })).json();
    });
    const offsetAnchor = await time(5, async () => {
      await pool.query('select * from blade_log_api order by create_time desc, id desc offset 4000000 limit 10');
    });
    return {
      ratios,
      apiLogRows: logged[0].n as number,
      logRows,
      seedSeconds,
      firstPage,
      deepPage,
      filtered,
      service,
      floor,
      offsetAnchor,
    };
  } finally {
    for (const server of servers) await server.close();
    await pool.end();
    pgServer.stop();
  }
}
