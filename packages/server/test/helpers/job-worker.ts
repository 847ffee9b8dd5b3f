import { sql } from 'drizzle-orm';
import { buildApp, prepareDatabase } from '../../src/app.ts';
import { modules } from '../../src/modules/index.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { surviveDatabaseOutages } from '../../src/platform/db/outage.ts';
import { defineJob } from '../../src/platform/jobs/jobs.ts';
import { defineModule } from '../../src/platform/module.ts';
import { testAdmin } from './test-admin.ts';

/**
 * A server process as `src/main.ts` starts it, plus a queue of the kill test's own (test/platform/jobs-kill.test.ts),
 * so that no test handler lives in the server's code. Its handler shows the exactly-once pattern: the effect is a row
 * keyed by the job id, inserted ON CONFLICT DO NOTHING, so a second run of the same job (after the first process was
 * killed mid-job) finds it done. `JOB_TEST_BLOCK=1`: the handler then blocks forever after its effect, before the job
 * can complete. `JOB_TEST_SEND=1`: the process sends one job once it listens.
 */
const block = process.env.JOB_TEST_BLOCK === '1';
const killTest = defineModule({
  name: 'kill-test',
  jobs: [
    defineJob<{ amount: number }>(
      'test-kill',
      async (ctx, data) => {
        await ctx.db.execute(sql`insert into job_test_run (job_id, pid) values (${ctx.jobId}, ${process.pid})`);
        await ctx.db.execute(
          sql`insert into job_test_effect (job_id, amount) values (${ctx.jobId}, ${data.amount}) on conflict (job_id) do nothing`,
        );
        if (block) {
          console.log(`job started ${ctx.jobId}`);
          await new Promise(() => {});
        }
      },
      { expireIn: 2, retryLimit: 3, retryDelay: 0, retryBackoff: false, pollingInterval: 0.5 },
    ),
  ],
});

// The kit's administrator (admin / admin, no forced change) on a first start, as every in-process test server has;
// the demo rows stay as DEMO_DATA says.
const config = loadConfig(process.env, { adminPassword: testAdmin.adminPassword, adminMustChange: false });
const all = [...modules, killTest];
const database = await prepareDatabase(config, all);
const { app, platform } = await buildApp(config, database, all);
surviveDatabaseOutages((message) => app.log.warn(message));
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
await app.listen({ port: config.port, host: config.host });
// Expire jobs past their time every half second (a server does it every minute).
setInterval(() => platform.jobs.maintain().catch(() => undefined), 500).unref();
if (process.env.JOB_TEST_SEND === '1') {
  const id = await platform.jobs.send({ tenantId: '000000', userId: '1', account: 'admin' }, 'test-kill', {
    amount: 7,
  });
  console.log(`job sent ${id}`);
}
