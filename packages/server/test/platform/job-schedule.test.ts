import { jobCalls, jobInfoCalls, jobServerCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { buildApp, prepareDatabase } from '../../src/app.ts';
import { modules } from '../../src/modules/index.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { defineJob } from '../../src/platform/jobs/jobs.ts';
import { defineModule } from '../../src/platform/module.ts';
import { apiTest, personWith, type Session } from '../helpers/api-kit.ts';
import { databaseKind } from '../helpers/database.ts';
import { newTenant } from '../helpers/fixtures.ts';
import type { TestServer } from '../helpers/server.ts';

/**
 * 任务调度 on the job queue: a job info names a handler the modules registered (here the test's own queues, so no
 * test handler lives in the server's code), a cron expression (refused clearly when wrong), enabled or paused. An
 * enabled cron job runs on schedule; a paused one never; 运行 queues exactly one run, whichever process takes it.
 */
const test = apiTest();
let s: TestServer;
let admin: Session;
const runs: Record<string, Array<{ data: unknown; by: string }>> = {
  'test.cron': [],
  'test.paused': [],
  'test.once': [],
};

const until = async (what: () => Promise<boolean> | boolean, ms = 45_000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
};

const testQueues = (by: string) =>
  Object.keys(runs).map((name) =>
    defineJob(
      name,
      async (_ctx, data) => {
        runs[name]!.push({ data, by });
      },
      { schedulable: true, pollingInterval: 0.5 },
    ),
  );

// The test's queues join the file's server as a module's would: defined on its job queue, marked schedulable.
test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  for (const queue of testQueues('first')) await s.jobs.define(queue);
});

const addJob = async (body: Record<string, unknown>) => {
  const res = await admin.send(jobInfoCalls.submit, {
    body: { jobName: 'test job', timeExpressionType: 2, enable: 1, jobParams: '{"days": 3}', ...body },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

/** The scheduler's completed ticks (one per 10-second slot across the cluster), from 任务队列. */
const schedulerTicks = async () =>
  (await admin.send(jobCalls.list, { query: { name: 'job.schedule', state: 'completed', size: '100' } })).body.data
    .total;

describe(`scheduled jobs on ${databaseKind}`, () => {
  test('offers the modules’ scheduled queues as handlers, in the caller’s language', async () => {
    const zh = (await admin.send(jobInfoCalls.handlers)).body.data;
    expect(zh).toContainEqual({ name: 'log.retention', label: '日志保留清理' });
    expect(zh.map((h) => h.name)).toContain('test.cron');
    // The queues that need data of their own (a message's delivery) cannot be scheduled.
    expect(zh.map((h) => h.name)).not.toContain('message.deliver');
    const en = (await admin.send(jobInfoCalls.handlers, { lang: 'en' })).body.data;
    expect(en).toContainEqual({ name: 'log.retention', label: 'Log retention clean-up' });
  });

  test('refuses a wrong cron expression, an unknown handler and params that are not an object, in zh and en', async () => {
    const bad = { jobName: 'x', processorInfo: 'test.cron', timeExpressionType: 2, timeExpression: '61 * * * *' };
    const zh = await admin.send(jobInfoCalls.submit, { body: bad });
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ code: 400, success: false });
    expect(zh.body.msg).toContain('不是有效的 CRON 表达式');
    const en = await admin.send(jobInfoCalls.submit, { body: bad, lang: 'en' });
    expect(en.body.msg).toContain('not a valid cron expression');
    const handler = await admin.send(jobInfoCalls.submit, {
      body: { ...bad, timeExpression: '0 * * * *', processorInfo: 'rm -rf' },
    });
    expect(handler.status).toBe(400);
    expect(handler.body.msg).toContain('处理器不存在');
    const params = await admin.send(jobInfoCalls.submit, {
      body: { ...bad, timeExpression: '0 * * * *', jobParams: '[1, 2]' },
    });
    expect(params.body.msg).toBe('任务参数必须是 JSON 对象');
    const empty = await admin.send(jobInfoCalls.submit, { body: { ...bad, timeExpression: '' } });
    expect(empty.body.msg).toBe('CRON 定时请填写时间表达式');
  });

  test('runs an enabled cron job on schedule with its params, and a paused one never; pausing stops the runs', async () => {
    const enabled = await addJob({ processorInfo: 'test.cron', timeExpression: '*/2 * * * * *' });
    expect(enabled.nextFireTime).not.toBe('');
    const paused = await addJob({ processorInfo: 'test.paused', timeExpression: '*/2 * * * * *', enable: 0 });
    expect(paused).toMatchObject({ enable: 0, nextFireTime: '' });

    await until(() => runs['test.cron']!.length >= 2);
    expect(runs['test.cron']![0]!.data).toEqual({ days: 3 });
    // Its runs are listed with their state, from the queue.
    await until(async () => {
      const page = (await admin.send(jobInfoCalls.runs, { query: { id: enabled.id } })).body.data;
      return page.records.some((r) => r.state === 'completed');
    });
    const listed = (await admin.send(jobInfoCalls.list, { query: { jobName_like: 'test job' } })).body.data;
    expect(listed.records.find((r) => r.id === enabled.id)!.lastFireTime).not.toBe('');

    // Paused: after two more scheduler ticks have completed, no run came.
    const changed = await admin.send(jobInfoCalls.change, { query: { id: enabled.id, enable: '0' } });
    expect(changed.body.data).toMatchObject({ enable: 0, nextFireTime: '' });
    const ticks = await schedulerTicks();
    const count = runs['test.cron']!.length;
    await until(async () => (await schedulerTicks()) >= ticks + 2);
    // A run already queued before the pause may still finish; nothing is queued after.
    await until(async () => {
      const page = (await admin.send(jobInfoCalls.runs, { query: { id: enabled.id, size: '100' } })).body.data;
      return page.records.every((r) => r.state === 'completed');
    });
    expect(runs['test.cron']!.length).toBeLessThanOrEqual(count + 1);
    expect(runs['test.paused']).toEqual([]);
    // The scheduler looks every 10 seconds: two runs and two ticks after the pause take up to a minute.
  }, 120_000);

  test.skipIf(databaseKind === 'pglite')(
    'runs a job once when asked, whichever of two processes takes it',
    async () => {
      // A second server process on the same database, working the same queues.
      const config = loadConfig(
        { ...process.env, DATABASE_URL: s.config.databaseUrl ?? '' },
        { dataDir: 'memory://', logLevel: 'silent', demoData: false, webDist: '/nonexistent' },
      );
      const withTest = [...modules, defineModule({ name: 'job-test', jobs: testQueues('second') })];
      const database = await prepareDatabase(config, withTest);
      const { app } = await buildApp(config, database, withTest);
      await app.ready();
      try {
        const job = await addJob({ processorInfo: 'test.once', timeExpressionType: 1, timeExpression: '', enable: 0 });
        const ran = await admin.send(jobInfoCalls.run, { query: { id: job.id } });
        expect(ran.status).toBe(200);
        const queueJobId = ran.body.data.queueJobId;
        await until(async () => {
          const detail = await admin.send(jobCalls.detail, { query: { id: queueJobId } });
          return detail.body.data?.state === 'completed';
        });
        // Both processes poll every half second: a second run would have come by the time two more polls passed.
        const ticks = await schedulerTicks();
        await until(async () => (await schedulerTicks()) >= ticks + 1);
        expect(runs['test.once']).toHaveLength(1);
        // Both processes registered as job servers, online.
        const servers = (await admin.send(jobServerCalls.list)).body.data;
        expect(servers.records.filter((r) => r.online === 1).length).toBeGreaterThanOrEqual(2);
      } finally {
        await app.close();
        await database.close();
      }
    },
    60_000,
  );

  test('is the platform administrator’s alone, even for a tenant’s user holding the menu codes', async ({
    anonymous,
  }) => {
    await newTenant(s.db, '300561');
    const boss = await personWith(s, ['jobinfo', 'jobinfo_add', 'jobinfo_run', 'jobserver'], {
      tenantId: '300561',
      account: 'job-boss',
    });
    for (const call of [jobInfoCalls.list, jobServerCalls.list]) {
      const res = await boss.send(call);
      expect(res.status).toBe(403);
    }
    expect((await anonymous.send(jobInfoCalls.list)).status).toBe(401);
  });
});
