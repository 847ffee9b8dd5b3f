import { jobInfoMessages, timeExpressionTypes } from '@pharma/contract';
import cronParser from 'cron-parser';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';
import { defineJob, type JobCtx, type JobQueue } from '../../platform/jobs/jobs.ts';
import { live } from '../../platform/scope.ts';
import { jobInfo } from './job.table.ts';

/**
 * When a cron expression fires next after `from`, in the configured zone. Five fields (minute first) or six (seconds
 * first), Quartz's `?` accepted as PowerJob's screens write it; anything else is refused with the form's message.
 */
export function nextFireTime(expression: string, from: Date, timeZone: string): Date {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 5 || fields.length > 6) throw badRequest(jobInfoMessages.badCron);
  try {
    return cronParser.parseExpression(expression.trim(), { currentDate: from, tz: timeZone }).next().toDate();
  } catch {
    throw badRequest(jobInfoMessages.badCron);
  }
}

/** Refuses an expression the scheduler could not run. */
export const checkCron = (expression: string, timeZone: string) => void nextFireTime(expression, new Date(), timeZone);

/** The singleton key of a scheduled job's run: its runs are listed by this prefix (`job-info/runs`). */
export const runKeyPrefix = (jobInfoId: string) => `jobinfo:${jobInfoId}:`;

/** A job's params as its handler's data: the JSON object the form holds, `{}` when blank. */
export function paramsOf(text: string | null | undefined): Record<string, unknown> {
  if (!text || text.trim() === '') return {};
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw badRequest(jobInfoMessages.badParams);
}

/** Who a scheduled run is sent by: the platform (the run's row in 任务队列 shows `job-scheduler`). */
const scheduler = { tenantId: '000000', userId: '0', account: 'job-scheduler' };

/**
 * Queues the runs that are due: every enabled cron job whose `next_fire_time` has come. Each is moved on to its next
 * fire time by compare-and-set first, so when two processes look at once (or a slow tick overlaps the next) only the
 * one whose update took the row queues the run; a fire time missed while every process was down is run once, not
 * once per missed time. A job outside its lifecycle is moved on without a run.
 */
export async function queueDueRuns(job: Pick<JobCtx, 'db' | 'timeZone'>, queue: JobQueue, now = new Date()) {
  const due = await job.db
    .select()
    .from(jobInfo)
    .where(
      and(
        eq(jobInfo.enable, 1),
        live(jobInfo),
        eq(jobInfo.timeExpressionType, timeExpressionTypes.cron),
        isNotNull(jobInfo.nextFireTime),
        lte(jobInfo.nextFireTime, now),
      ),
    )
    .limit(500);
  let queued = 0;
  for (const row of due) {
    let next: Date | null;
    try {
      next = nextFireTime(row.timeExpression ?? '', now, job.timeZone);
    } catch {
      next = null; // an expression that no longer parses stops (the screen shows no next run)
    }
    const [won] = await job.db
      .update(jobInfo)
      .set({ nextFireTime: next, lastFireTime: now })
      .where(and(eq(jobInfo.id, row.id), eq(jobInfo.nextFireTime, row.nextFireTime!), eq(jobInfo.enable, 1)))
      .returning({ id: jobInfo.id });
    if (!won) continue;
    if (row.lifecycleStart && now < row.lifecycleStart) continue;
    if (row.lifecycleEnd && now > row.lifecycleEnd) continue;
    let data: Record<string, unknown> = {};
    try {
      data = paramsOf(row.jobParams);
    } catch {}
    await queue.send(scheduler, row.processorInfo, data, {
      singletonKey: `${runKeyPrefix(row.id)}${row.nextFireTime!.toISOString()}`,
    });
    queued++;
  }
  return { queued };
}

/** Puts `next_fire_time` of every enabled cron job right (after a restore or a clock change): 数据同步. */
export async function rescheduleAll(db: JobCtx['db'], timeZone: string, now = new Date()): Promise<number> {
  const rows = await db
    .select({ id: jobInfo.id, expression: jobInfo.timeExpression })
    .from(jobInfo)
    .where(and(eq(jobInfo.enable, 1), live(jobInfo), eq(jobInfo.timeExpressionType, timeExpressionTypes.cron)));
  let scheduled = 0;
  for (const row of rows) {
    let next: Date | null = null;
    try {
      next = nextFireTime(row.expression ?? '', now, timeZone);
      scheduled++;
    } catch {}
    await db.update(jobInfo).set({ nextFireTime: next }).where(eq(jobInfo.id, row.id));
  }
  // Paused and API jobs have no next run.
  await db
    .update(jobInfo)
    .set({ nextFireTime: null })
    .where(
      sql`(${jobInfo.enable} <> 1 or ${jobInfo.timeExpressionType} <> ${timeExpressionTypes.cron}) and ${jobInfo.nextFireTime} is not null`,
    );
  return scheduled;
}

/** Seconds between the scheduler's looks: a cron job runs at most this late. */
export const schedulerEvery = 10;

/**
 * The scheduler: one run per 10-second slot across all processes (platform/jobs `every`), queuing the due runs.
 * It never retries: the next slot looks again.
 */
export const schedulerJob = defineJob(
  'job.schedule',
  async (job) => {
    const queue = job.registry.jobs;
    if (queue) return queueDueRuns(job, queue);
    return { queued: 0 };
  },
  { every: schedulerEvery, retryLimit: 0, expireIn: 60 },
);
