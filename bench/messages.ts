/**
 * 消息中心 delivery at scale (issue 17): one template call to 10,000 users of a tenant, in-app only, as another module
 * sends it (`registry.messages.sendTemplate`; the HTTP call caps receivers at 1,000). On PostgreSQL (a throwaway
 * server, or BENCH_DATABASE_URL) and on PGlite, each in one run:
 * 1. accept: the time the call takes (it writes the records and queues their delivery jobs);
 * 2. pipeline: from the call until every record is SUCCESS, delivered by the job queue exactly as in production
 *    (pg-boss workers, their polling included), as messages per second; beside it where the time went: the accept,
 *    the deliveries (the job handler's runs, timed by wrapping the sender's `deliver`), and the rest, queue latency
 *    (no delivery running: a worker waiting for its next poll, pg-boss fetching and completing jobs);
 * 3. direct: the same 10,000 msg_record rows (their final state, every column the pipeline left) inserted directly,
 *    plain multi-row INSERTs of 1,000 rows, as rows per second;
 * 4. pipeline / direct, against the target of at least 20 %.
 * BENCH_MESSAGE_RUNS rounds (default 3), medians reported. A measurement, not a test: nothing here fails.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import type { Ctx } from '../packages/server/src/platform/context.ts';
import type { Db } from '../packages/server/src/platform/db/database.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';
import { benchPostgres } from './postgres.ts';
import { adminToken } from './sign-in.ts';

const receivers = Number(process.env.BENCH_MESSAGES ?? 10_000);
const runs = Number(process.env.BENCH_MESSAGE_RUNS ?? 3);
const templateCode = 'BENCH_NOTICE';

export interface MessageRound {
  acceptMs: number;
  pipelineMs: number;
  pipelinePerSecond: number;
  /** Time inside the deliver handler (the union of its runs' intervals, so two at once count once). */
  deliveringMs: number;
  /** Time after the call returned with neither the call nor a delivery running: waiting on the queue. */
  queueIdleMs: number;
  jobs: number;
  /** The slowest job's wait from being queued to being started, by pg-boss' own times. */
  maxJobWaitMs: number;
  directMs: number;
  directPerSecond: number;
  ratio: number;
}

export interface MessageBench {
  database: 'PostgreSQL' | 'PGlite';
  receivers: number;
  rounds: MessageRound[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
export const medianOf = (rounds: MessageRound[], key: keyof MessageRound) => median(rounds.map((r) => r[key]));

type Rows = { rows: Array<Record<string, unknown>> };
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows).rows;

/** The length of the union of intervals [start, end]. */
function covered(intervals: Array<[number, number]>): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [from, to] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const [a, b] of sorted) {
    if (a > to) {
      if (to > from) total += to - from;
      [from, to] = [a, b];
    } else to = Math.max(to, b);
  }
  if (to > from) total += to - from;
  return total;
}

async function benchOn(kind: MessageBench['database']): Promise<MessageBench> {
  const pgServer = kind === 'PostgreSQL' ? benchPostgres() : undefined;
  const config = loadConfig(
    { ...process.env, DATABASE_URL: pgServer?.url ?? '' },
    {
      dataDir: 'memory://',
      captchaEnabled: false,
      logLevel: 'silent',
      ...testAdmin,
    },
  );
  const database = await prepareDatabase(config);
  const { app, platform } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const db = database.db;
  try {
    // Setup, not measured: the inbox channel and an approved template with in-app content only, made as an
    // administrator makes them (through the API), and the receivers made straight in the database.
    const headers = { 'blade-auth': `bearer ${await adminToken(base)}`, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${base}/api/blade-message/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const reply = (await res.json()) as { code: number; msg: string; data: Record<string, string> };
      if (reply.code !== 200) throw new Error(`${path}: ${JSON.stringify(reply)}`);
      return reply.data;
    };
    await post('sendChannel/submit', {
      channelCode: 'INBOX',
      channelName: '站内信',
      channelType: 'INBOX',
      isDefault: 2,
    });
    const template = await post('templateInfo/submit', {
      templateCode,
      templateName: '采购计划审核通过',
      msgType: 10,
      params: JSON.stringify([
        { name: 'planNo', label: '计划单号' },
        { name: 'name', label: '姓名' },
      ]),
    });
    await post('templateInfoDetail/submit', {
      templateId: template.id,
      channelType: 'INBOX',
      contentFormat: 'HTML',
      // The template's own ${...} placeholders, filled by the message centre, not by JavaScript.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a message template's syntax
      title: '计划 ${planNo} 已通过',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a message template's syntax
      content: '<p>${name}，计划 <b>${planNo}</b> 已通过，请及时下单。</p>',
    });
    await post('templateInfo/audit', { id: template.id, pass: true });
    // One insert for all of them: the same password hash (the administrator's; nobody signs in as them).
    await db.execute(sql`
      insert into blade_user (tenant_id, account, password, real_name, role_id, dept_id)
      select '000000', 'bench-msg-' || lpad(g::text, 5, '0'), u.password, '收件人' || g, u.role_id, u.dept_id
      from generate_series(1, ${receivers}::int) g,
        (select password, role_id, dept_id from blade_user where tenant_id = '000000' and account = 'admin') u`);
    await db.execute(sql`analyze blade_user`);
    const accounts = Array.from({ length: receivers }, (_, i) => `bench-msg-${String(i + 1).padStart(5, '0')}`);
    const [admin] = await rowsOf(db, sql`select id from blade_user where tenant_id = '000000' and account = 'admin'`);

    const registry = platform.registry;
    const sender = registry.messages;
    if (!sender) throw new Error('the message module did not set registry.messages');
    // Instrumentation only: the job handler calls registry.messages.deliver; its runs are timed, nothing else changes.
    const runsOfDeliver: Array<[number, number]> = [];
    const deliver = sender.deliver.bind(sender);
    sender.deliver = async (ids) => {
      const started = performance.now();
      try {
        await deliver(ids);
      } finally {
        runsOfDeliver.push([started, performance.now()]);
      }
    };
    // The caller as another module's job would be: the platform administrator of tenant 000000.
    const ctx: Ctx = {
      tenantId: '000000',
      userId: String(admin?.id),
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
      db,
      lang: 'zh',
      timeZone: config.timeZone,
      registry,
    };

    const sendOnce = async (to: string[], planNo: string) => {
      const deliveriesBefore = runsOfDeliver.length;
      const t0 = performance.now();
      const wall0 = Date.now();
      const reply = await sender.sendTemplate(ctx, { templateCode, params: { planNo, name: '张三' }, receivers: to });
      const acceptMs = performance.now() - t0;
      if (reply.accepted !== to.length) throw new Error(`accepted ${reply.accepted} of ${to.length}`);
      // Done when every record of the batch is SUCCESS; polled every 100 ms (one indexed count by batch), and the end
      // taken from the records' own finish_time, so the poll's period does not count.
      for (;;) {
        const [row] = await rowsOf(
          db,
          sql`select count(*) filter (where status = 30)::int as done, count(*) filter (where status in (40, 50, 60, 70))::int as other,
                (extract(epoch from max(finish_time)) * 1000)::float8 as last
              from msg_record where tenant_id = '000000' and batch_id = ${reply.batchId}`,
        );
        if (Number(row?.other) > 0) throw new Error(`records ended otherwise than SUCCESS: ${JSON.stringify(row)}`);
        if (Number(row?.done) === to.length) {
          const pipelineMs = Number(row?.last) - wall0;
          const deliveries = runsOfDeliver.slice(deliveriesBefore);
          const end = t0 + pipelineMs;
          const busy = covered(
            [[t0, t0 + acceptMs] as [number, number], ...deliveries].map(([a, b]): [number, number] => [
              a,
              Math.min(b, end),
            ]),
          );
          const [jobs] = await rowsOf(
            db,
            sql.raw(`select count(*)::int as n,
                       coalesce(max(extract(epoch from started_on - created_on) * 1000), 0)::float8 as wait
                     from (select created_on, started_on from pgboss.job where name = 'message.deliver'
                             and created_on >= to_timestamp(${wall0 / 1000})
                           union all
                           select created_on, started_on from pgboss.archive where name = 'message.deliver'
                             and created_on >= to_timestamp(${wall0 / 1000})) j`),
          );
          return {
            batchId: reply.batchId,
            acceptMs,
            pipelineMs,
            deliveringMs: covered(deliveries),
            queueIdleMs: Math.max(0, pipelineMs - busy),
            jobs: Number(jobs?.n ?? 0),
            maxJobWaitMs: Number(jobs?.wait ?? 0),
          };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    // Warm-up, not counted: the code paths, the statements, the queue's workers.
    await sendOnce(accounts.slice(0, 1000), 'WARM');

    const rounds: MessageRound[] = [];
    for (let i = 0; i < runs; i++) {
      const p = await sendOnce(accounts, `PO-${i + 1}`);
      // The direct path: the same rows as the pipeline left them (every column but the id, which the database gives;
      // new msg_ids, since those are unique), inserted by the fast honest path: a plain multi-row INSERT of 1,000 rows
      // a statement with one placeholder a value, as the accept writes its slices. Not through Drizzle: building a
      // 1,000-row insert costs it about 0.3 s (more than running it), which would flatter the pipeline.
      const { rows: sent } = await database.execute(
        `select * from msg_record where tenant_id = '000000' and batch_id = $1 order by id`,
        [p.batchId],
      );
      const columns = Object.keys(sent[0] ?? {}).filter((c) => c !== 'id');
      const copies = sent.map((r, n) => ({
        ...r,
        msg_id: `d${i}-${String(n).padStart(5, '0')}-${String(r.msg_id)}`.slice(0, 32),
        batch_id: `direct-${i}`,
      }));
      const t0 = performance.now();
      for (let from = 0; from < copies.length; from += 1000) {
        const values: unknown[] = [];
        const tuples = copies.slice(from, from + 1000).map((r) => {
          const marks = columns.map((c) => `$${values.push((r as Record<string, unknown>)[c])}`);
          return `(${marks.join(', ')})`;
        });
        await database.execute(`insert into msg_record (${columns.join(', ')}) values ${tuples.join(', ')}`, values);
      }
      const directMs = performance.now() - t0;
      const pipelinePerSecond = (receivers / p.pipelineMs) * 1000;
      const directPerSecond = (receivers / directMs) * 1000;
      rounds.push({
        acceptMs: p.acceptMs,
        pipelineMs: p.pipelineMs,
        pipelinePerSecond,
        deliveringMs: p.deliveringMs,
        queueIdleMs: p.queueIdleMs,
        jobs: p.jobs,
        maxJobWaitMs: p.maxJobWaitMs,
        directMs,
        directPerSecond,
        ratio: pipelinePerSecond / directPerSecond,
      });
    }
    return { database: kind, receivers, rounds };
  } finally {
    await app.close();
    await database.close();
    pgServer?.stop();
  }
}

/** Both databases, PostgreSQL first; BENCH_MESSAGE_DB=postgres or pglite for one. */
export async function benchMessages(): Promise<MessageBench[]> {
  const only = process.env.BENCH_MESSAGE_DB;
  const results: MessageBench[] = [];
  if (!only || only === 'postgres') results.push(await benchOn('PostgreSQL'));
  if (!only || only === 'pglite') results.push(await benchOn('PGlite'));
  return results;
}
