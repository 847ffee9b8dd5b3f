import PgBoss from 'pg-boss';
import type { Ctx } from '../context.ts';
import type { Database, Db } from '../db/database.ts';
import type { Registry } from '../registry.ts';

/**
 * Background jobs on pg-boss, in the app's own database (PGlite or PostgreSQL alike), under the schema `pgboss`.
 *
 * - A module declares its queues in its manifest (`jobs: [defineJob(name, handler, options)]`); every server process
 *   works every queue, so any process may run any job, and a queued job outlives the process that sent it.
 * - `sendJob(ctx, name, data)` queues a job carrying the sender's tenant and user; the handler gets a `JobCtx` scoped
 *   to that tenant.
 * - A queue runs at most `concurrency` jobs at a time in each process (default 1): jobs never take more than a few of
 *   the database connections the requests need.
 * - A failing job is retried `retryLimit` times, `retryDelay` seconds apart (doubling with `retryBackoff`), then
 *   stays failed with its error until an administrator retries it (blade-system/job).
 * - A job whose process dies mid-run (kill -9) is active until it expires (`expireIn` seconds after it started); the
 *   maintenance of any process then queues it again, so it runs a second time.
 *
 * Exactly-once effect: a job may therefore run more than once (a retry after a failure half-way, a run after an
 * expiry). A handler makes its effect idempotent by the job id: the effect writes a row keyed by `ctx.jobId` with
 * `ON CONFLICT DO NOTHING` (or checks such a row) in the same transaction as the rest of its writes, so the second
 * run finds the effect done and only completes the job. test/platform/jobs-kill.test.ts shows it with kill -9.
 */

/** What a handler gets: the tenant and user who sent the job, the database, and the job itself. */
export interface JobCtx {
  jobId: string;
  queue: string;
  tenantId: string;
  userId: string;
  account: string;
  /** How many times this job ran before (0 on its first run). */
  retryCount: number;
  db: Db;
  registry: Registry;
  timeZone: string;
}

export interface JobOptions {
  /** Jobs of this queue running at once in one process (default 1). */
  concurrency?: number;
  /** Retries after a failure (default 2). */
  retryLimit?: number;
  /** Seconds before the first retry (default 5). */
  retryDelay?: number;
  /** Double the delay at each retry (default true). */
  retryBackoff?: boolean;
  /** Seconds a run may take before it counts as failed and is run again (default 15 minutes). */
  expireIn?: number;
  /** Seconds between a worker's looks for work when idle (default 2; a job sent from this process is seen at once). */
  pollingInterval?: number;
  /**
   * A scheduled queue: one run every this many seconds across all processes (retention, clean-ups). The first is
   * queued when the queue starts and each run queues the next; pg-boss keeps one job per time slot, so any number of
   * processes starting or running give one run a slot. Its data is empty, its sender the platform.
   */
  every?: number;
  /**
   * A scheduled job of 任务调度 (modules/job) may name this queue as its handler: it runs with the job's params as
   * its data. Queues with `every` may be named too (they run without data).
   */
  schedulable?: boolean;
}

export interface JobDefinition<T = unknown> {
  name: string;
  handler: (ctx: JobCtx, data: T) => Promise<unknown>;
  options: JobOptions;
}

/** Declares a queue and its handler; a module lists it in its manifest's `jobs`. */
export function defineJob<T>(name: string, handler: JobDefinition<T>['handler'], options: JobOptions = {}) {
  return { name, handler, options } as JobDefinition<T>;
}

/** What a job carries besides its data: who sent it. */
interface Envelope {
  tenantId: string;
  userId: string;
  account: string;
  data: unknown;
}

export interface SendOptions {
  /** At most one queued or running job of this queue with this key. */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  startAfter?: number;
}

/** The sender of a job: the caller of a request (or a job's own context, for a follow-up job). */
export type Sender = Pick<Ctx, 'tenantId' | 'userId' | 'account'>;

export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/** A job as the jobs screen lists it. */
export interface JobRow {
  id: string;
  name: string;
  state: JobState;
  tenantId: string;
  account: string;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  startAfter: Date;
  /** The error of the last failed run (a failed job, or one waiting to retry). */
  error: string | null;
}

export interface JobDetail extends JobRow {
  data: unknown;
  /** What the handler returned, or its error (`{ message, stack }`) when it failed. */
  output: unknown;
}

export interface JobFilter {
  name?: string | undefined;
  state?: JobState | undefined;
  /** Jobs sent with a singleton key that starts so (a scheduled job's runs: `jobinfo:<id>:`). */
  keyPrefix?: string | undefined;
  offset: number;
  limit: number;
}

const schema = 'pgboss';
/** Seconds after a queue starts before its first scheduled run. */
const firstRunDelay = 5;

/**
 * pg-boss's access to the database: the app's pool on PostgreSQL, the one PGlite connection otherwise. Once the
 * queue has stopped, pg-boss may still settle a job a worker fetched as it stopped (its complete and fail calls are
 * not awaited): the app's database may be closed by then, so such a statement is dropped instead of rejecting where
 * nobody listens. The job stays active until it expires, and whichever process runs next takes it up again.
 * A dropped statement answers no rows at all: pg-boss reads an empty list of rows as a count row that is not there
 * (a TypeError where nobody listens), and no rows as nothing affected.
 */
const dropped = { rows: undefined as unknown as unknown[] };

function bossDb(database: Database, stopped: () => boolean = () => false): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      if (stopped()) return dropped;
      try {
        return await database.execute(text, values);
      } catch (error) {
        if (stopped()) return dropped;
        throw error;
      }
    },
  };
}

/**
 * Creates (or brings up to date) pg-boss's schema, once per start and before any process works: the server's start
 * does it with the migrations, so the API tests' template already holds it.
 */
export async function prepareJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss({ db: bossDb(database), schema, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

/** The app's queue: one pg-boss over the app's database, with the queues the app's modules define. */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly workerIds = new Map<string, string[]>();
  private started = false;
  private stopping = false;
  private stopped = false;
  private stoppingDone: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly context: { registry: Registry; timeZone: string; onError: (error: unknown) => void },
    options: { pollingIntervalSeconds?: number; maintenanceIntervalSeconds?: number } = {},
  ) {
    this.boss = new PgBoss({
      db: bossDb(database, () => this.stopped),
      schema,
      // Cron schedules are not used (timers are jobs sent with `startAfter`); without them stop is immediate.
      schedule: false,
      migrate: false,
      // Failed jobs stay on the jobs screen (to be retried) as long as finished ones stay in the archive.
      archiveCompletedAfterSeconds: 24 * 3600,
      archiveFailedAfterSeconds: 7 * 24 * 3600,
      deleteAfterDays: 7,
      ...(options.pollingIntervalSeconds && { pollingIntervalSeconds: options.pollingIntervalSeconds }),
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    });
    this.boss.on('error', (error) => {
      if (!this.stopping) context.onError(error);
    });
  }

  /** Adds a queue; after `start` its workers start at once (a test may define a queue of its own). */
  async define(definition: JobDefinition<any>): Promise<void> {
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition);
    if (this.started) await this.startQueue(definition);
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) await this.startQueue(definition);
  }

  private async startQueue(definition: JobDefinition): Promise<void> {
    const o = definition.options;
    const queue = {
      name: definition.name,
      retryLimit: o.retryLimit ?? 2,
      retryDelay: o.retryDelay ?? 5,
      retryBackoff: o.retryBackoff ?? true,
      expireInSeconds: o.expireIn ?? 15 * 60,
    };
    // Every process creates the queues it works; the first creates, the others update to the same options.
    if (await this.boss.getQueue(definition.name)) await this.boss.updateQueue(definition.name, queue);
    else {
      try {
        await this.boss.createQueue(definition.name, queue);
      } catch {
        await this.boss.updateQueue(definition.name, queue);
      }
    }
    const ids: string[] = [];
    // pg-boss 10 runs one job per worker at a time: `concurrency` workers of one job each.
    for (let i = 0; i < Math.max(1, o.concurrency ?? 1); i++) {
      ids.push(
        await this.boss.work<object>(
          definition.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: o.pollingInterval ?? 2 },
          ([job]) => this.run(definition, job!),
        ),
      );
    }
    this.workerIds.set(definition.name, ids);
    // The first run waits a few seconds: a process stopped right after it started (a test's server, a failed
    // deployment) would otherwise have it running as the database closes.
    if (o.every) await this.scheduleNext(definition.name, o.every, firstRunDelay);
  }

  /** Queues a scheduled queue's run in the current slot of `every` seconds if it has none yet, else the next. */
  private async scheduleNext(name: string, every: number, startAfter?: number): Promise<void> {
    const envelope: Envelope = { tenantId: '000000', userId: '0', account: 'system', data: {} };
    await this.boss.sendDebounced(name, envelope as object, startAfter ? { startAfter } : {}, every);
  }

  private run(definition: JobDefinition, job: PgBoss.JobWithMetadata<object>): Promise<unknown> {
    const envelope = job.data as Envelope;
    const ctx: JobCtx = {
      jobId: job.id,
      queue: job.name,
      tenantId: envelope.tenantId,
      userId: envelope.userId,
      account: envelope.account,
      retryCount: job.retryCount,
      db: this.database.db,
      registry: this.context.registry,
      timeZone: this.context.timeZone,
    };
    const every = definition.options.every;
    if (!every) return definition.handler(ctx, envelope.data).finally(() => this.lookAgain(definition.name));
    // A stopping queue schedules nothing: the next process to start does, and a send on a stopping pg-boss would fail
    // the run after the database is gone.
    return definition
      .handler(ctx, envelope.data)
      .finally(() => (this.stopping ? undefined : this.scheduleNext(definition.name, every)));
  }

  /**
   * After a job, its queue's workers look for the next one at once: pg-boss would otherwise sleep out the polling
   * interval first, so a backlog of jobs (the message centre's delivery slices) would go one per interval.
   */
  private lookAgain(name: string): void {
    if (this.stopping) return;
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
  }

  /** Queues a job for the sender's tenant; its id, or null when a job with the same singleton key is queued. */
  async send(sender: Sender, name: string, data: unknown, options: SendOptions = {}): Promise<string | null> {
    const envelope: Envelope = { tenantId: sender.tenantId, userId: sender.userId, account: sender.account, data };
    const id = await this.boss.send(name, envelope as object, {
      ...(options.singletonKey && { singletonKey: options.singletonKey }),
      ...(options.startAfter && { startAfter: options.startAfter }),
    });
    // A worker of this process looks at once instead of at its next poll.
    if (id && !options.startAfter)
      for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
    return id;
  }

  /**
   * The queues this app works and how often the scheduled ones run: 任务调度 (modules/job) offers the queues that run
   * without data of their own as the handlers a scheduled job may name.
   */
  queues(): Array<{ name: string; every: number | undefined; schedulable: boolean }> {
    return [...this.definitions.values()].map((d) => ({
      name: d.name,
      every: d.options.every,
      schedulable: d.options.schedulable === true,
    }));
  }

  /** Expires jobs past their time and archives old ones now (the maintenance every process runs periodically). */
  async maintain(): Promise<void> {
    await this.boss.maintain();
  }

  /** Jobs, newest first, from the live table and the archive. */
  async list(filter: JobFilter): Promise<{ rows: JobRow[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.name) {
      values.push(filter.name);
      where.push(`name = $${values.length}`);
    }
    if (filter.state) {
      values.push(filter.state);
      where.push(`state = $${values.length}::${schema}.job_state`);
    }
    if (filter.keyPrefix) {
      values.push(`${filter.keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`singleton_key like $${values.length}`);
    }
    const cond = where.length ? `where ${where.join(' and ')}` : '';
    const all = `(select ${columns} from ${schema}.job ${cond} union all select ${columns} from ${schema}.archive ${cond}) j`;
    const counted = await this.database.execute(`select count(*)::int as n from ${all}`, values);
    const page = await this.database.execute(
      `select * from ${all} order by created_on desc, id desc limit ${filter.limit} offset ${filter.offset}`,
      values,
    );
    return { rows: page.rows.map(rowOf), total: Number(counted.rows[0]?.n ?? 0) };
  }

  async detail(id: string): Promise<JobDetail | undefined> {
    const detailColumns = `${columns}, data, output`;
    const { rows } = await this.database.execute(
      `select ${detailColumns} from ${schema}.job where id = $1 union all select ${detailColumns} from ${schema}.archive where id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    return { ...rowOf(row), data: (row.data as Envelope | null)?.data ?? null, output: row.output ?? null };
  }

  /** Queues a failed job again (its retries start over); false when no failed job has this id. */
  async retry(id: string): Promise<boolean> {
    const job = await this.detail(id);
    if (job?.state !== 'failed') return false;
    const { rows } = await this.database.execute(
      `update ${schema}.job set state = 'retry', retry_count = 0, start_after = now(), completed_on = null, output = null
       where id = $1 and state = 'failed' returning id`,
      [id],
    );
    if (!rows.length) return false;
    for (const workerId of this.workerIds.get(job.name) ?? []) this.boss.notifyWorker(workerId);
    return true;
  }

  /**
   * Stops working: no new job is fetched, running ones get `graceMs` to finish (then count as failed and are retried
   * by whichever process runs next). With nothing running it returns at once (pg-boss's default stop waits seconds
   * more), so test servers close fast. The database stays open: the app closes it.
   */
  stop(graceMs = 10_000): Promise<void> {
    if (!this.started) return Promise.resolve();
    // A second caller (the app's close after main.ts's SIGTERM began the stop) waits for the same stop.
    this.stoppingDone ??= (async () => {
      this.stopping = true;
      // A handler still running past the grace is failed by pg-boss and retried later (its effect is idempotent).
      await this.boss.stop({ graceful: true, timeout: graceMs, close: false, wait: true });
      this.stopped = true;
    })();
    return this.stoppingDone;
  }
}

const columns =
  "id, name, state::text as state, case when state in ('failed', 'retry') then output->>'message' end as error, data->>'tenantId' as tenant_id, data->>'account' as account, retry_count, retry_limit, created_on, started_on, completed_on, start_after";

function rowOf(row: Record<string, unknown>): JobRow {
  const date = (v: unknown) => (v == null ? null : v instanceof Date ? v : new Date(String(v)));
  return {
    id: String(row.id),
    name: String(row.name),
    state: row.state as JobState,
    tenantId: String(row.tenant_id ?? ''),
    account: String(row.account ?? ''),
    retryCount: Number(row.retry_count ?? 0),
    retryLimit: Number(row.retry_limit ?? 0),
    createdOn: date(row.created_on)!,
    startedOn: date(row.started_on),
    completedOn: date(row.completed_on),
    startAfter: date(row.start_after)!,
    error: row.error == null ? null : String(row.error),
  };
}

/** Queues a job for the caller's tenant through the app's queue (`ctx.registry`). */
export function sendJob(
  ctx: Sender & { registry: Registry },
  name: string,
  data: unknown,
  options?: SendOptions,
): Promise<string | null> {
  const queue = ctx.registry.jobs;
  if (!queue) throw new Error('the job queue is not started');
  return queue.send(ctx, name, data, options);
}
