/**
 * The param list through nginx in front of 1, 2 and 4 server processes (`main.ts`, as `npm start` runs it) on one
 * PostgreSQL with 10,000 rows, 100 connections, and one process without nginx for the balancer's own cost. The four
 * processes are started once; each round runs nginx with the first N of them as upstreams (the idle others only poll
 * the job queue). Besides throughput and p99 it prints where the CPU went per request (the server processes, nginx,
 * PostgreSQL, this process's load generator) and the throughput those figures allow on the machine's cores: when
 * everything shares two cores, more processes cannot add throughput once the cores are full, they only move where the
 * CPU goes. A measurement, not a test: nothing here fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig, repoRoot } from '../packages/server/src/platform/config.ts';
import { freePort, startNginx } from '../packages/server/test/helpers/nginx.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';
import { serverCpu } from './cpu.ts';
import { benchPostgres } from './postgres.ts';
import { adminToken } from './sign-in.ts';

const rows = 10_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 100;
const sizes = [1, 2, 4];

export interface ClusterRound {
  /** 'direct' (one process, no nginx) or the number of processes behind nginx. */
  label: string;
  processes: number;
  rps: number;
  p99: number;
  errors: number;
  /** CPU ms per request: the server processes together, nginx, PostgreSQL, the load generator (this process). */
  cpu: { node: number; nginx: number; pg: number; loader: number };
  /** Throughput the cores allow at that CPU per request: cores × 1000 / total ms. */
  modelRps: number;
  /** Cores the parts measured got during the round: throughput × total ms / 1000 (the rest went to other work). */
  coresUsed: number;
  /** The 1-minute load average after the round (the machine is shared). */
  load: number;
}

/** utime + stime of one process (and its reaped children), in ms. */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 10;
  } catch {
    return 0;
  }
}

/** A server process on `port`, ready once its readiness probe answers 200. */
async function startProcess(name: string, env: Record<string, string>, work: string): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, name) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const end = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (Date.now() > end) throw new Error(`${name} never got ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
  Object.assign(child, { port });
  return child;
}

const portOf = (child: ChildProcess) => (child as ChildProcess & { port: number }).port;

export async function benchCluster(): Promise<{
  rows: number;
  connections: number;
  seconds: number;
  cores: number;
  rounds: ClusterRound[];
}> {
  const pgServer = benchPostgres();
  const work = mkdtempSync(join(tmpdir(), 'pharma-bench-cluster-'));
  const children: ChildProcess[] = [];
  try {
    // Migrated and seeded once, with the kit's administrator (admin / admin), before any process starts.
    const database = await prepareDatabase(
      loadConfig(
        { ...process.env, DATABASE_URL: pgServer.url },
        { dataDir: 'memory://', logLevel: 'silent', ...testAdmin },
      ),
    );
    await database.close();
    const pool = new pg.Pool({ connectionString: pgServer.url, max: 2 });
    await pool.query(
      `insert into blade_param (tenant_id, param_name, param_key, param_value, remark)
       select '000000', '参数' || g, 'bench.key.' || g, 'value-' || g, 'bench' from generate_series(1, $1) g`,
      [rows],
    );
    await pool.query('vacuum analyze blade_param');
    await pool.end();

    const env = {
      DATABASE_URL: pgServer.url,
      TOKEN_SECRET: 'bench-cluster-token-secret-0123456789abcdef',
      CAPTCHA_ENABLED: 'false',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      TRUST_PROXY: 'true',
    };
    const most = Math.max(...sizes);
    children.push(...(await Promise.all(Array.from({ length: most }, (_, i) => startProcess(`p${i + 1}`, env, work)))));
    const token = await adminToken(`http://127.0.0.1:${portOf(children[0]!)}`);
    const headers = { 'blade-auth': `bearer ${token}` };
    const path = '/api/blade-system/param/list?current=1&size=10';
    const cores = cpus().length;

    const round = async (
      label: string,
      url: string,
      used: ChildProcess[],
      nginxPid?: number,
    ): Promise<ClusterRound> => {
      // Warm-up, not counted: every process's code compiled and its pool's connections open.
      await autocannon({ url, connections, duration: 5, headers, workers: 1 });
      const node0 = used.reduce((n, c) => n + cpuOf(c.pid!), 0);
      const nginx0 = nginxPid ? serverCpu(nginxPid) : 0;
      const pg0 = pgServer.postmaster ? serverCpu(pgServer.postmaster) : Number.NaN;
      const me0 = cpuOf(process.pid);
      const r = await autocannon({ url, connections, duration: seconds, headers, workers: 1 });
      const done = r.requests.total || 1;
      const cpu = {
        node: (used.reduce((n, c) => n + cpuOf(c.pid!), 0) - node0) / done,
        nginx: nginxPid ? (serverCpu(nginxPid) - nginx0) / done : 0,
        pg: pgServer.postmaster ? (serverCpu(pgServer.postmaster) - pg0) / done : Number.NaN,
        loader: (cpuOf(process.pid) - me0) / done,
      };
      const total = cpu.node + cpu.nginx + (Number.isNaN(cpu.pg) ? 0 : cpu.pg) + cpu.loader;
      return {
        label,
        processes: used.length,
        rps: r.requests.average,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
        cpu,
        modelRps: (cores * 1000) / total,
        coresUsed: (r.requests.average * total) / 1000,
        load: loadavg()[0]!,
      };
    };

    const rounds: ClusterRound[] = [];
    for (const n of sizes) {
      const prefix = join(work, `nginx-${n}`);
      mkdirSync(prefix, { recursive: true });
      const used = children.slice(0, n);
      const nginx = await startNginx({ upstreams: used.map((c) => `127.0.0.1:${portOf(c)}`), prefix, workers: 1 });
      try {
        rounds.push(await round(`nginx, ${n}`, `${nginx.url}${path}`, used, nginx.pid));
      } finally {
        await nginx.stop();
      }
    }
    // Last, when the processes' start-up work (first scheduled runs, compilation) is long done.
    rounds.unshift(await round('direct', `http://127.0.0.1:${portOf(children[0]!)}${path}`, children.slice(0, 1)));
    return { rows, connections, seconds, cores, rounds };
  } finally {
    await Promise.all(
      children.map(
        (c) =>
          new Promise((resolve) => {
            if (c.exitCode !== null) return resolve(undefined);
            c.once('exit', resolve);
            c.kill('SIGTERM');
          }),
      ),
    );
    pgServer.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
