import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../src/platform/config.ts';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';

/**
 * A job whose process is killed mid-run (kill -9) runs again in another process once it expires, and its effect
 * happens once: two real server processes (test/helpers/job-worker.ts: main.ts plus this test's queue) on one
 * PostgreSQL database. The first takes the job, writes its effect and blocks; it is killed; the second expires the
 * job, runs it again, finds the effect (a row keyed by the job id) already there, and completes it. The embedded
 * database belongs to a single process, so this runs in the PostgreSQL pass only.
 */
const work = mkdtempSync(join(tmpdir(), 'pharma-kill-'));
const children: ChildProcess[] = [];
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;
let sql: pg.Client | undefined;

function startWorker(name: string, url: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/test/helpers/job-worker.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, name),
      TOKEN_SECRET: 'jobs-kill-test-token-secret-0123456789abcdef',
      DEMO_DATA: 'false',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  // A server process compiles the whole server with tsx as it starts: ~20 s on CI's two cores beside another test
  // file's server, so each wait allows three times that.
  const waitFor = (pattern: RegExp, ms = 60_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} never printed ${pattern}:\n${output}`)), ms);
      const check = () => {
        const found = pattern.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        }
      };
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      check();
    });
  const keep = (c: Buffer) => {
    output += c.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, waitFor };
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sql?.end();
  await fresh?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(databaseKind === 'postgres')('a job killed mid-run', () => {
  it('runs again in another process after it expires, and its effect happens once', { timeout: 180_000 }, async () => {
    fresh = await freshDatabaseUrl(inject('pgTemplate') || undefined);
    sql = new pg.Client({ connectionString: fresh.url });
    await sql.connect();
    await sql.query('create table job_test_run (job_id uuid not null, pid int not null, at timestamptz default now())');
    await sql.query('create table job_test_effect (job_id uuid primary key, amount int not null)');

    const first = startWorker('first', fresh.url!, { JOB_TEST_BLOCK: '1', JOB_TEST_SEND: '1' });
    const [, jobId] = await first.waitFor(/job sent ([0-9a-f-]{36})/);
    await first.waitFor(new RegExp(`job started ${jobId}`));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const stateOf = async () =>
      (await sql!.query('select state, retry_count from pgboss.job where id = $1', [jobId])).rows[0];
    // Killed mid-job: the effect is written, the job is still running as far as the queue knows.
    expect((await stateOf()).state).toBe('active');
    expect((await sql.query('select count(*)::int as n from job_test_effect')).rows[0].n).toBe(1);

    const second = startWorker('second', fresh.url!, {});
    await second.waitFor(/Server listening/);
    const end = Date.now() + 30_000;
    while ((await stateOf()).state !== 'completed') {
      if (Date.now() > end) throw new Error(`the job never completed: ${JSON.stringify(await stateOf())}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const runs = (await sql.query('select pid from job_test_run where job_id = $1 order by at', [jobId])).rows;
    expect(runs.map((r) => r.pid)).toEqual([first.child.pid, second.child.pid]);
    expect((await stateOf()).retry_count).toBe(1);
    const effects = (await sql.query('select job_id, amount from job_test_effect')).rows;
    expect(effects).toEqual([{ job_id: jobId, amount: 7 }]);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  });
});
