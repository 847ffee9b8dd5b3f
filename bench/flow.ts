/**
 * The workflow engine at volume (issue 18): 1,000 instances of a three-step process, each started and its three
 * tasks completed through the real calls (leave start-process, work/todo-list, work/complete-task) on PostgreSQL (a
 * throwaway server, or BENCH_DATABASE_URL):
 * 1. throughput: BENCH_FLOW_CONCURRENCY instances at a time (default 8), steps per second (a step is a start or a
 *    complete; the to-do lookup a person makes between steps is not counted as a step but its time is in the total;
 *    each task given sends its in-app 待办 message through the message centre, as in a tenant with the templates);
 * 2. where a step's time goes, one at a time (200 instances): the whole call's latency, against the engine's part
 *    measured alone: the same start and three signals through `runStep` in memory, the state passed through JSON
 *    between steps as the database keeps it. Engine share = engine per step / call per step; the rest is the
 *    database, the HTTP layer and the checks.
 * A measurement, not a test: nothing here fails.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { runStep } from '../packages/server/src/modules/flow/engine/runtime.ts';
import { flowTemplates } from '../packages/server/src/modules/flow/message-templates.ts';
import { ensureModuleTemplates } from '../packages/server/src/modules/message/public.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';
import { serverCpu } from './cpu.ts';
import { benchPostgres } from './postgres.ts';
import { adminToken } from './sign-in.ts';

const instances = Number(process.env.BENCH_FLOW_INSTANCES ?? 1_000);
const concurrency = Number(process.env.BENCH_FLOW_CONCURRENCY ?? 8);
const sequential = Number(process.env.BENCH_FLOW_SEQUENTIAL ?? 200);

/** Three user tasks in a row, each the `taskUser`'s, with Flowable's attributes. */
const threeSteps = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  targetNamespace="http://www.flowable.org/processdef">
  <process id="BenchThree" name="三步审批" isExecutable="true">
    <startEvent id="start" flowable:initiator="applyUser" flowable:formKey="leave"/>
    <sequenceFlow id="f0" sourceRef="start" targetRef="one"/>
    <userTask id="one" name="初审" flowable:assignee="\${taskUser}"/>
    <sequenceFlow id="f1" sourceRef="one" targetRef="two"/>
    <userTask id="two" name="复审" flowable:assignee="\${taskUser}"/>
    <sequenceFlow id="f2" sourceRef="two" targetRef="three"/>
    <userTask id="three" name="终审" flowable:assignee="\${taskUser}"/>
    <sequenceFlow id="f3" sourceRef="three" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

export interface FlowBench {
  instances: number;
  concurrency: number;
  seconds: number;
  stepsPerSecond: number;
  /** One at a time: a step's call (start or complete) in ms, median. */
  callMs: number;
  /** The engine alone for the same step, in ms, median. */
  engineMs: number;
  engineShare: number;
  /** From the start of the run until its last in-app message was delivered (a queued one may land after its step). */
  deliveredSeconds: number;
  /** CPU per step during the run (to its last delivery): this process (server and client) and PostgreSQL, in ms. */
  nodeCpuMs: number;
  pgCpuMs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

export async function benchFlow(): Promise<FlowBench> {
  const pgServer = benchPostgres();
  const config = loadConfig(
    { ...process.env, DATABASE_URL: pgServer.url },
    {
      dataDir: 'memory://',
      captchaEnabled: false,
      logLevel: 'silent',
      ...testAdmin,
      signInRateLimit: 0,
    },
  );
  const database = await prepareDatabase(config);
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const headers = { 'blade-auth': `bearer ${await adminToken(base)}` };
    const call = async (
      method: 'GET' | 'POST',
      path: string,
      opts: { query?: Record<string, string>; body?: unknown } = {},
    ) => {
      const url = new URL(`/api/${path}`, base);
      for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
      const res = await fetch(url, {
        method,
        headers: opts.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const reply = (await res.json()) as { code: number; msg: string; data: any };
      if (reply.code !== 200) throw new Error(`${path}: ${reply.msg}`);
      return reply.data;
    };
    const form = new FormData();
    form.append('files', new Blob([threeSteps], { type: 'text/xml' }), 'bench.bpmn20.xml');
    form.append('category', 'flow_1');
    const deployed = await fetch(`${base}/api/blade-flow/manager/deploy-upload`, {
      method: 'POST',
      headers,
      body: form,
    });
    const definitionId = ((await deployed.json()) as { data: Array<{ id: string }> }).data[0]!.id;
    const me = (await call('GET', 'blade-user/info')).id as string;
    // As in a tenant that has them: each task given sends its 待办 message (accepted, delivered by the queue).
    await ensureModuleTemplates(database.db, '000000', Object.values(flowTemplates));
    await call('POST', 'blade-message/sendChannel/submit', {
      body: { channelCode: 'INBOX', channelName: '站内信', channelType: 'INBOX', isDefault: 2 },
    });

    /** One instance through: start, then three times find its task and complete it. Returns each step's ms. */
    const runOne = async (): Promise<number[]> => {
      const times: number[] = [];
      let t = performance.now();
      const leave = await call('POST', 'blade-desk/process/leave/start-process', {
        body: {
          processDefinitionId: definitionId,
          taskUser: me,
          startTime: '2026-12-01 09:00:00',
          endTime: '2026-12-02 09:00:00',
          reason: '基准测试',
        },
      });
      times.push(performance.now() - t);
      const instance = leave.processInstanceId as string;
      for (let step = 0; step < 3; step++) {
        const [task] = await findTask(instance);
        t = performance.now();
        await call('POST', 'blade-flow/work/complete-task', {
          body: { taskId: task!.taskId, processInstanceId: instance, flag: 'ok', comment: '同意' },
        });
        times.push(performance.now() - t);
      }
      return times;
    };
    // The one open task of an instance, as its assignee finds it (the history call is indexed by instance).
    const findTask = async (instance: string) =>
      (
        (await call('GET', 'blade-flow/process/history-flow-list', {
          query: { processInstanceId: instance },
        })) as Array<{
          taskId?: string;
          endTime: string;
          historyActivityType: string;
        }>
      ).filter((r) => r.historyActivityType === 'userTask' && !r.endTime) as Array<{ taskId: string }>;

    // Warm-up: the code paths and the statements' plans.
    for (let i = 0; i < 20; i++) await runOne();

    const cpuBefore = process.cpuUsage();
    const pgBefore = pgServer.postmaster ? serverCpu(pgServer.postmaster) : 0;
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < instances) {
          next += 1;
          await runOne();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // A step is done for its assignee when the 待办 is in their inbox: wait for every message of the run to land.
    for (;;) {
      const left = await database.db.execute(sql`select count(*)::int as n from msg_record where status < 30`);
      if (Number((left as unknown as { rows: Array<{ n: number }> }).rows[0]?.n) === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const deliveredSeconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const steps = instances * 4;
    const nodeCpuMs = (cpu.user + cpu.system) / 1000 / steps;
    const pgCpuMs = pgServer.postmaster ? (serverCpu(pgServer.postmaster) - pgBefore) / steps : Number.NaN;

    const callTimes: number[] = [];
    for (let i = 0; i < sequential; i++) callTimes.push(...(await runOne()));

    // The engine alone, the same moves: start, then three signals, the state through JSON between them.
    const engineTimes: number[] = [];
    for (let i = 0; i < sequential; i++) {
      const vars = { taskUser: `taskUser_${me}`, applyUser: `taskUser_${me}`, pass: true };
      let t = performance.now();
      let outcome = await runStep({ name: `bench-${i}`, vars, definitionId: 'BenchThree:1:1', xml: threeSteps });
      engineTimes.push(performance.now() - t);
      for (let step = 0; step < 3; step++) {
        const state = JSON.parse(JSON.stringify(outcome.state));
        t = performance.now();
        outcome = await runStep({
          name: `bench-${i}`,
          vars,
          definitionId: 'BenchThree:1:1',
          xml: threeSteps,
          state,
          move: { kind: 'signal', executionId: outcome.waiting[0]!.executionId, output: { pass: true } },
        });
        engineTimes.push(performance.now() - t);
      }
    }
    const callMs = median(callTimes);
    const engineMs = median(engineTimes);
    return {
      instances,
      concurrency,
      seconds,
      stepsPerSecond: (instances * 4) / seconds,
      callMs,
      engineMs,
      engineShare: engineMs / callMs,
      deliveredSeconds,
      nodeCpuMs,
      pgCpuMs,
    };
  } finally {
    await app.close();
    await database.close();
    pgServer.stop();
  }
}
