import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { messages } from '@pharma/contract';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/platform/config.ts';
import { databaseKind } from '../helpers/database.ts';
import { adminToken, startParamWriters } from '../helpers/param-writers.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../helpers/processes.ts';

/**
 * Issue 34: PostgreSQL restarted (`pg_ctl restart -m fast`) under 200 concurrent writers. The server process
 * (test/helpers/job-worker.ts: main.ts plus a test queue) runs against a PostgreSQL cluster of this test's own, so
 * the restart touches no other file's databases. It must stay up, answer the outage with 503 envelopes in the
 * caller's language, write again once the database is back without being restarted, keep every write it
 * acknowledged, run the jobs queued before and after, and write the API log of the calls made meanwhile. The
 * embedded database has no server to restart: PostgreSQL pass only.
 */
const execute = promisify(execFile);
const pgScript = join(repoRoot, 'scripts/pg.sh');
const writers = 200;
const work = mkdtempSync(join(tmpdir(), 'pharma-restart-'));
// Not inside `work`: the cluster's folder is handed to the postgres user, who cannot enter a folder of root's.
const cluster = mkdtempSync(join(tmpdir(), 'pharma-restart-pg-'));
let server: ServerProcess | undefined;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** One statement on its own connection: none is held across the restart. */
async function query<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Queues a job of the worker's test queue from this process, as another server process would. */
async function sendJob(url: string, amount: number): Promise<string> {
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    migrate: false,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    const envelope = { tenantId: '000000', userId: '1', account: 'admin', data: { amount } };
    return (await boss.send('test-kill', envelope))!;
  } finally {
    await boss.stop({ graceful: false, close: true, wait: true });
  }
}

/** Waits for `check` to hold, looking every 100 ms; fails after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (server?.child.exitCode !== null) throw new Error(`the server process exited while waiting for ${what}`);
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(async () => {
  await stopServerProcess(server).catch(() => undefined);
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await execute('bash', [pgScript, 'stop', cluster]).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(databaseKind === 'postgres')('PostgreSQL restarted under 200 concurrent writers', () => {
  it('keeps the server up, answers 503 meanwhile and loses no acknowledged write', { timeout: 180_000 }, async () => {
    const started = Date.now();
    const { stdout } = await execute('bash', [pgScript, 'start', cluster, String(await freePort())]);
    const url = new URL(stdout.trim());
    await query(url.toString(), 'create database pharma');
    url.pathname = '/pharma';
    const databaseUrl = url.toString();
    await query(
      databaseUrl,
      'create table job_test_run (job_id uuid not null, pid int not null, at timestamptz default now())',
    );
    await query(databaseUrl, 'create table job_test_effect (job_id uuid primary key, amount int not null)');

    server = await startServerProcess(
      'restart',
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(work, 'data'),
        TOKEN_SECRET: 'db-restart-test-token-secret-0123456789abcdef',
        CAPTCHA_ENABLED: 'false',
        DEMO_DATA: 'false',
        API_LOG_FLUSH_MS: '100',
      },
      'packages/server/test/helpers/job-worker.ts',
    );
    const token = await adminToken(server.url);
    const serverStarted = Date.now();

    const jobBefore = await sendJob(databaseUrl, 1);
    const load = startParamWriters(server.url, token, writers, 'restart');
    const { outcomes, acknowledged } = load;

    try {
      // Mid-load: the restart comes once every writer has had a few writes through.
      await until('writes before the restart', () => acknowledged().length >= writers * 2);
      await execute('bash', [pgScript, 'restart', cluster]);
      const upAt = Date.now();
      // Back without restarting the server: as many writes again after PostgreSQL is up.
      await until('writes after the restart', () => acknowledged().filter((o) => o.at > upAt).length >= writers);
    } finally {
      await load.stop();
    }
    expect(server.child.exitCode, 'the server process is alive').toBeNull();

    // Every answer was a success or the database's 503, in the envelope and the caller's language.
    const refused = outcomes.filter((o) => o.status === 503);
    const other = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(other.slice(0, 5), 'answers other than 200 and 503').toEqual([]);
    expect(refused.length, 'requests refused during the outage').toBeGreaterThan(0);
    for (const o of refused) {
      expect(o.code).toBe(503);
      expect(o.msg).toBe(messages.databaseUnavailable[o.lang]);
    }
    const firstRefused = Math.min(...refused.map((o) => o.at));
    const lastRefused = Math.max(...refused.map((o) => o.at));
    const recoveredAt = Math.min(
      ...acknowledged()
        .filter((o) => o.at > lastRefused)
        .map((o) => o.at),
    );

    // Every acknowledged write is in the database.
    const acked = acknowledged().map((o) => o.key);
    const present = await query<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from blade_param where param_key = any($1) and is_deleted = 0',
      [acked],
    );
    expect(present[0]!.n, 'acknowledged writes present').toBe(acked.length);

    // The job queue works again: a job queued before the restart and one queued after both complete.
    const jobAfter = await sendJob(databaseUrl, 2);
    await until('both jobs completed', async () => {
      const rows = await query<{ id: string; state: string }>(
        databaseUrl,
        'select id, state from pgboss.job where id = any($1::uuid[])',
        [[jobBefore, jobAfter]],
      );
      return rows.filter((r) => r.state === 'completed').length === 2;
    });
    const effects = await query<{ amount: number }>(databaseUrl, 'select amount from job_test_effect order by amount');
    expect(effects.map((e) => e.amount)).toEqual([1, 2]);

    // The API log kept what it could not write during the outage and wrote it once the database was back: every
    // acknowledged submit has its entry.
    await until('the API log caught up', async () => {
      const [row] = await query<{ n: number }>(
        databaseUrl,
        "select count(*)::int as n from blade_log_api where request_uri like '%/param/submit' and status = 200",
      );
      return row!.n >= acked.length;
    });

    console.log(
      `db-restart: ${outcomes.length} writes answered, ${acked.length} acknowledged, ${present[0]!.n} present; ` +
        `${refused.length} answered 503 over ${((lastRefused - firstRefused) / 1000).toFixed(1)} s; ` +
        `writes succeed again ${((recoveredAt - firstRefused) / 1000).toFixed(1)} s after the first 503; ` +
        `server up in ${Math.round((serverStarted - started) / 1000)} s, ${Math.round((Date.now() - started) / 1000)} s in all`,
    );
  });
});
