import { type JobDetailRecord, type JobRecord, type jobCalls, jobMessages, type QueryOf } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import type { JobQueue, JobRow } from '../../../platform/jobs/jobs.ts';
import { formatTime } from '../../../platform/time.ts';

/**
 * 任务队列: the platform administrator's view of the job queue (platform/jobs), which keeps its jobs in pg-boss's own
 * schema: every tenant's jobs, newest first; a failed one queued again.
 */
function queueOf(ctx: Ctx): JobQueue {
  const queue = ctx.registry.jobs;
  if (!queue) throw new Error('the job queue is not started');
  return queue;
}

/** A queued job as 任务队列 lists it (also the run history of 任务调度's jobs). */
export const jobRecordOf = (ctx: Ctx, row: JobRow): JobRecord => ({
  id: row.id,
  name: row.name,
  state: row.state,
  tenantId: row.tenantId,
  account: row.account,
  retryCount: row.retryCount,
  retryLimit: row.retryLimit,
  createTime: formatTime(row.createdOn, ctx.timeZone),
  startTime: formatTime(row.startedOn, ctx.timeZone),
  completeTime: formatTime(row.completedOn, ctx.timeZone),
  startAfter: formatTime(row.startAfter, ctx.timeZone),
  error: row.error ?? '',
});

export async function listJobs(ctx: Ctx, query: QueryOf<typeof jobCalls.list>) {
  const { current, size } = pagingOf(query);
  const { rows, total } = await queueOf(ctx).list({
    name: query.name || undefined,
    state: query.state || undefined,
    offset: (current - 1) * size,
    limit: size,
  });
  return pageOf(
    rows.map((row) => jobRecordOf(ctx, row)),
    total,
    current,
    size,
  );
}

/** The error a failed run left (pg-boss keeps the thrown error's message and stack as the job's output). */
function errorOf(output: unknown): string {
  if (!output || typeof output !== 'object') return '';
  const { message, stack } = output as { message?: unknown; stack?: unknown };
  if (typeof stack === 'string' && stack) return stack;
  return typeof message === 'string' ? message : '';
}

export async function jobDetail(ctx: Ctx, id: string): Promise<JobDetailRecord> {
  const job = await queueOf(ctx).detail(id);
  if (!job) throw notFound();
  return {
    ...jobRecordOf(ctx, job),
    data: job.data,
    output: job.output,
    error: job.state === 'failed' || job.state === 'retry' ? errorOf(job.output) : '',
  };
}

export async function retryJob(ctx: Ctx, id: string): Promise<true> {
  const queue = queueOf(ctx);
  if (await queue.retry(id)) return true;
  if (!(await queue.detail(id))) throw notFound();
  throw badRequest(jobMessages.notFailed);
}
