import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, prepareDatabase } from '../../src/app.ts';
import { modules } from '../../src/modules/index.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { defineJob, sendJob } from '../../src/platform/jobs/jobs.ts';
import { defineModule } from '../../src/platform/module.ts';
import { pathOf } from '../helpers/api-kit.ts';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The job queue (platform/jobs, pg-boss on the app's own database) and the 任务队列 calls, on PGlite and on
 * PostgreSQL alike: a job sent is done; a failing job is retried with a growing delay, ends failed with its error on
 * the list, and 重试 runs it again; a job queued before a restart runs after it. The queues here are the test's own,
 * defined on the test server's queue (no test handler lives in the server's code).
 */
let s: TestServer;
let admin: string;
const sender = { tenantId: '000000', userId: '1123598821738675201', account: 'admin' };

const until = async (what: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

beforeAll(async () => {
  s = await startServer();
  admin = (await s.login()).access_token;
});
afterAll(() => s?.close());

const jobOf = async (id: string) =>
  (await s.call('GET', pathOf(jobCalls.detail), { token: admin, query: { id } })).body.data;

describe(`job queue on ${databaseKind}`, () => {
  it('runs a job sent with the sender’s tenant and user, and lists it done', async () => {
    const seen: unknown[] = [];
    await s.jobs.define(
      defineJob<{ n: number }>('test-done', async (ctx, data) => {
        seen.push({ tenantId: ctx.tenantId, userId: ctx.userId, n: data.n, jobId: ctx.jobId });
        return { doubled: data.n * 2 };
      }),
    );
    const id = await sendJob({ ...sender, registry: s.registry }, 'test-done', { n: 21 });
    expect(id).toBeTruthy();
    await until(async () => (await jobOf(id!)).state === 'completed');
    expect(seen).toEqual([{ tenantId: '000000', userId: sender.userId, n: 21, jobId: id }]);
    const list = await s.call('GET', pathOf(jobCalls.list), {
      token: admin,
      query: { name: 'test-done', state: 'completed' },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.records[0]).toMatchObject({ id, name: 'test-done', state: 'completed', tenantId: '000000' });
    expect(list.body.data.records[0].completeTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const detail = await jobOf(id!);
    expect(detail).toMatchObject({ data: { n: 21 }, output: { doubled: 42 }, error: '' });
  });

  it('retries a failing job with a growing delay, keeps it failed with its error, and 重试 runs it again', async () => {
    const runs: number[] = [];
    let healed = false;
    await s.jobs.define(
      defineJob(
        'test-fail',
        async () => {
          runs.push(Date.now());
          if (!healed) throw new Error(`supplier down (run ${runs.length})`);
        },
        { retryLimit: 2, retryDelay: 1, retryBackoff: true, pollingInterval: 0.5 },
      ),
    );
    const id = (await s.jobs.send(sender, 'test-fail', {}))!;
    await until(async () => (await jobOf(id)).state === 'failed');
    // The first run and its two retries, each later than the one before by at least the backed-off delay.
    expect(runs).toHaveLength(3);
    const [first, second, third] = runs as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);

    const list = await s.call('GET', pathOf(jobCalls.list), {
      token: admin,
      query: { name: 'test-fail', state: 'failed', current: 1, size: 10 },
    });
    expect(list.body.data.records).toHaveLength(1);
    expect(list.body.data.records[0]).toMatchObject({ id, state: 'failed', error: 'supplier down (run 3)' });
    expect((await jobOf(id)).error).toContain('supplier down (run 3)');

    // A job that is not failed cannot be retried; a failed one is queued again and now succeeds.
    const done = (await s.jobs.send(sender, 'test-done', { n: 1 }))!;
    await until(async () => (await jobOf(done)).state === 'completed');
    const refused = await s.call('POST', pathOf(jobCalls.retry), { token: admin, query: { id: done } });
    expect(refused.status).toBe(400);
    healed = true;
    const retried = await s.call('POST', pathOf(jobCalls.retry), { token: admin, query: { id } });
    expect(retried.status).toBe(200);
    await until(async () => (await jobOf(id)).state === 'completed');
    expect(runs).toHaveLength(4);
  });

  it('refuses bad input and unknown jobs', async () => {
    const badState = await s.call('GET', pathOf(jobCalls.list), { token: admin, query: { state: 'sleeping' } });
    expect(badState.status).toBe(400);
    const badId = await s.call('GET', pathOf(jobCalls.detail), { token: admin, query: { id: '12' } });
    expect(badId.status).toBe(400);
    const unknown = await s.call('GET', pathOf(jobCalls.detail), {
      token: admin,
      query: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  // Two first starts of a database of its own (PGlite: initdb, every migration and the seed, twice): a loaded
  // machine takes far longer than the default 30 s over them.
  it('runs a job queued before a restart once the server is back', { timeout: 180_000 }, async () => {
    const fresh = await freshDatabaseUrl(inject('pgTemplate') || undefined);
    const dir = mkdtempSync(join(tmpdir(), 'pharma-jobs-'));
    const config = loadConfig(
      { ...process.env, DATABASE_URL: fresh.url ?? '' },
      { dataDir: dir, logLevel: 'silent', demoData: false, webDist: '/nonexistent' },
    );
    const ran: string[] = [];
    // The first server's worker looks for work once, as it starts, and not again for an hour: the job it queues
    // afterwards (to start in 2 s, so no look is triggered by the send) can only be run by the second server, however
    // slowly the first one closes. The second looks every half second.
    const withQueue = (pollingInterval: number) => [
      ...modules,
      defineModule({
        name: 'restart-test',
        jobs: [
          defineJob<{ note: string }>('test-restart', async (_ctx, data) => void ran.push(data.note), {
            pollingInterval,
          }),
        ],
      }),
    ];
    const boot = async (withModules: ReturnType<typeof withQueue>) => {
      const database = await prepareDatabase(config, withModules);
      const { app, platform } = await buildApp(config, database, withModules);
      await app.ready();
      const close = async () => {
        await app.close();
        await database.close();
      };
      return { platform, close };
    };
    try {
      const first = await boot(withQueue(3600));
      // Queued to start in 2 s; the first server never looks for it.
      const id = (await first.platform.jobs.send(
        sender,
        'test-restart',
        { note: 'after restart' },
        { startAfter: 2 },
      ))!;
      await first.close();
      expect(ran).toEqual([]);
      const second = await boot(withQueue(0.5));
      try {
        await until(async () => (await second.platform.jobs.detail(id))?.state === 'completed', 60_000);
        expect(ran).toEqual(['after restart']);
      } finally {
        await second.close();
      }
    } finally {
      await fresh.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
