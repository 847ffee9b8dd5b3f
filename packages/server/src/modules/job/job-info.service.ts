import {
  type JobInfoBody,
  type JobInfoRecord,
  type jobInfoCalls,
  jobInfoKeptSettings,
  jobInfoMessages,
  type Lang,
  type QueryOf,
  timeExpressionTypes,
} from '@pharma/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { containing, pagingOf } from '../../platform/crud/filters.ts';
import { pageOf } from '../../platform/envelope.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import { scoped } from '../../platform/scope.ts';
import { formatTime, parseTime } from '../../platform/time.ts';
import { jobRecordOf as queueRecordOf } from '../system/public.ts';
import { jobInfo, jobServer } from './job.table.ts';
import { handlerLabel, schedulableQueues } from './job-handlers.ts';
import { checkCron, nextFireTime, paramsOf, runKeyPrefix } from './job-schedule.ts';

type Row = typeof jobInfo.$inferSelect;

function queueOf(ctx: Ctx): JobQueue {
  const queue = ctx.registry.jobs;
  if (!queue) throw new Error('the job queue is not started');
  return queue;
}

/** Job infos are the platform's: the administrator's calls read tenant 000000's rows, live ones. */
const visible = (ctx: Ctx) => scoped(ctx, jobInfo, { dataScope: false });

function recordOf(ctx: Ctx, row: Row, serverName: string | null | undefined): JobInfoRecord {
  const time = (d: Date | null) => formatTime(d, ctx.timeZone);
  const settings = row.settings ?? {};
  return {
    id: row.id,
    jobId: row.id,
    jobServerId: row.jobServerId ?? '',
    jobServerName: serverName ?? '',
    jobName: row.jobName,
    jobDescription: row.jobDescription ?? '',
    jobParams: row.jobParams ?? '',
    timeExpressionType: row.timeExpressionType,
    timeExpression: row.timeExpression ?? '',
    executeType: row.executeType,
    processorType: row.processorType,
    processorInfo: row.processorInfo,
    processorName: handlerLabel(row.processorInfo, ctx.lang as Lang),
    dispatchStrategy: row.dispatchStrategy,
    enable: row.enable,
    lifecycle: row.lifecycleStart && row.lifecycleEnd ? `${time(row.lifecycleStart)},${time(row.lifecycleEnd)}` : '',
    designatedWorkers: row.designatedWorkers ?? '',
    notifyUserIds: row.notifyUserIds ?? '',
    extra: row.extra ?? '',
    ...(Object.fromEntries(jobInfoKeptSettings.map((k) => [k, Number(settings[k] ?? 0)])) as Record<
      (typeof jobInfoKeptSettings)[number],
      number
    >),
    nextFireTime: time(row.nextFireTime),
    lastFireTime: time(row.lastFireTime),
    createTime: time(row.createTime),
    updateTime: time(row.updateTime),
  };
}

async function serverNames(ctx: Ctx, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Map();
  const rows = await ctx.db
    .select({ id: jobServer.id, name: jobServer.jobServerName })
    .from(jobServer)
    .where(and(inArray(jobServer.id, wanted), scoped(ctx, jobServer, { dataScope: false })));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listJobInfos(ctx: Ctx, query: QueryOf<typeof jobInfoCalls.list>) {
  const { current, size } = pagingOf(query);
  const name = query.jobName || query.jobName_like;
  const server = query.jobServerId || query.jobServerId_like;
  const where = and(
    visible(ctx),
    name ? containing(jobInfo.jobName, name) : undefined,
    server && /^\d{1,19}$/.test(server) ? eq(jobInfo.jobServerId, server) : undefined,
    query.processorInfo ? eq(jobInfo.processorInfo, query.processorInfo) : undefined,
    query.enable === 0 || query.enable === 1 ? eq(jobInfo.enable, query.enable) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(jobInfo)
      .where(where)
      .orderBy(desc(jobInfo.createTime), desc(jobInfo.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(jobInfo).where(where),
  ]);
  const names = await serverNames(
    ctx,
    rows.map((r) => r.jobServerId),
  );
  return pageOf(
    rows.map((r) => recordOf(ctx, r, r.jobServerId ? names.get(r.jobServerId) : '')),
    total?.n ?? 0,
    current,
    size,
  );
}

async function find(ctx: Ctx, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(jobInfo)
    .where(and(eq(jobInfo.id, id), visible(ctx)))
    .limit(1);
  if (!row) throw notFound(jobInfoMessages.badId);
  return row;
}

async function shaped(ctx: Ctx, row: Row) {
  const names = await serverNames(ctx, [row.jobServerId]);
  return recordOf(ctx, row, row.jobServerId ? names.get(row.jobServerId) : '');
}

export const jobInfoDetail = async (ctx: Ctx, id: string) => shaped(ctx, await find(ctx, id));

/** "start,end" as two times in the configured zone; '' or absent for none. */
function lifecycleOf(ctx: Ctx, text: string | undefined): { start: Date | null; end: Date | null } | undefined {
  if (text === undefined) return undefined;
  if (text.trim() === '') return { start: null, end: null };
  const [a, b, ...rest] = text.split(',').map((s) => s.trim());
  const start = a ? parseTime(a, ctx.timeZone) : undefined;
  const end = b ? parseTime(b, ctx.timeZone) : undefined;
  if (rest.length || !start || !end || end <= start) throw badRequest(jobInfoMessages.badLifecycle);
  return { start, end };
}

/** When a job runs next: an enabled cron job's next fire time, none for a paused or API one. */
function nextOf(ctx: Ctx, enable: number, type: number, expression: string | null): Date | null {
  if (enable !== 1 || type !== timeExpressionTypes.cron || !expression) return null;
  return nextFireTime(expression, new Date(), ctx.timeZone);
}

/**
 * 新增 / 修改: checks the handler against the queues the modules registered, the cron expression and the params;
 * an enabled cron job gets its next fire time at once (so the scheduler of any process runs it), a paused one none.
 */
export async function submitJobInfo(ctx: Ctx, body: JobInfoBody): Promise<JobInfoRecord> {
  const id = body.id === undefined || body.id === '' ? undefined : String(body.id);
  const existing = id ? await find(ctx, id) : undefined;
  const handler = body.processorInfo;
  if (!schedulableQueues(queueOf(ctx)).some((q) => q.name === handler))
    throw badRequest(jobInfoMessages.unknownHandler);
  const type = body.timeExpressionType ?? existing?.timeExpressionType ?? timeExpressionTypes.cron;
  if (type !== timeExpressionTypes.api && type !== timeExpressionTypes.cron)
    throw badRequest(jobInfoMessages.badTimeType);
  const expression = body.timeExpression ?? existing?.timeExpression ?? '';
  if (type === timeExpressionTypes.cron) {
    if (!expression.trim()) throw badRequest(jobInfoMessages.cronRequired);
    checkCron(expression, ctx.timeZone);
  }
  if (body.jobParams !== undefined) paramsOf(body.jobParams);
  const serverId = body.jobServerId === undefined || body.jobServerId === '' ? undefined : String(body.jobServerId);
  if (serverId && !(await serverNames(ctx, [serverId])).has(serverId)) throw badRequest(jobInfoMessages.badServer);
  const lifecycle = lifecycleOf(ctx, body.lifecycle);
  const enable = body.enable ?? existing?.enable ?? 1;
  const settings: Record<string, number> = { ...(existing?.settings ?? {}) };
  for (const k of jobInfoKeptSettings) if (typeof body[k] === 'number') settings[k] = body[k] as number;
  const values = {
    jobName: body.jobName,
    ...(body.jobDescription !== undefined && { jobDescription: body.jobDescription }),
    ...(body.jobParams !== undefined && { jobParams: body.jobParams }),
    ...(serverId !== undefined && { jobServerId: serverId }),
    ...(body.jobServerId === '' && { jobServerId: null }),
    timeExpressionType: type,
    timeExpression: type === timeExpressionTypes.cron ? expression.trim() : expression,
    ...(body.executeType !== undefined && { executeType: body.executeType }),
    ...(body.processorType !== undefined && { processorType: body.processorType }),
    processorInfo: handler,
    ...(body.dispatchStrategy !== undefined && { dispatchStrategy: body.dispatchStrategy }),
    enable,
    ...(lifecycle && { lifecycleStart: lifecycle.start, lifecycleEnd: lifecycle.end }),
    ...(body.designatedWorkers !== undefined && { designatedWorkers: body.designatedWorkers }),
    ...(body.notifyUserIds !== undefined && { notifyUserIds: body.notifyUserIds }),
    ...(body.extra !== undefined && { extra: body.extra }),
    settings,
    nextFireTime: nextOf(ctx, enable, type, expression),
    updateUser: ctx.userId,
    updateTime: new Date(),
  };
  const row = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx as unknown as Ctx['db'] };
    await audit(txCtx, 'jobinfo.save', {
      zh: `${existing ? '修改' : '新增'}了定时任务 ${body.jobName}（${handler}，${enable === 1 ? '启用' : '暂停'}）`,
      en: `${existing ? 'Changed' : 'Added'} the scheduled job ${body.jobName} (${handler}, ${enable === 1 ? 'enabled' : 'paused'})`,
    });
    if (existing) {
      const [updated] = await tx.update(jobInfo).set(values).where(eq(jobInfo.id, existing.id)).returning();
      return updated!;
    }
    const [inserted] = await tx
      .insert(jobInfo)
      .values({ ...values, tenantId: ctx.tenantId, createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null })
      .returning();
    return inserted!;
  });
  return shaped(ctx, row);
}

/** 启用 / 暂停: enabling schedules the next fire time; pausing clears it, so no process queues another run. */
export async function changeJobInfo(ctx: Ctx, id: string, enable: number): Promise<JobInfoRecord> {
  const row = await find(ctx, id);
  const [updated] = await ctx.db
    .update(jobInfo)
    .set({
      enable,
      nextFireTime: nextOf(ctx, enable, row.timeExpressionType, row.timeExpression),
      updateUser: ctx.userId,
      updateTime: new Date(),
    })
    .where(eq(jobInfo.id, id))
    .returning();
  return shaped(ctx, updated!);
}

export async function removeJobInfos(ctx: Ctx, ids: string[]): Promise<true> {
  await ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(jobInfo)
      .set({ isDeleted: 1, nextFireTime: null, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(inArray(jobInfo.id, ids), visible(ctx)))
      .returning({ name: jobInfo.jobName });
    if (done.length !== ids.length) throw notFound(jobInfoMessages.badId);
    await audit({ ...ctx, db: tx as unknown as Ctx['db'] }, 'jobinfo.remove', {
      zh: `删除了定时任务 ${done.map((d) => d.name).join('、')}`,
      en: `Removed the scheduled jobs ${done.map((d) => d.name).join(', ')}`,
    });
  });
  return true;
}

/** 运行: one run now, enabled or not; one pg-boss job, so exactly one process runs it. */
export async function runJobInfo(ctx: Ctx, id: string): Promise<{ queueJobId: string }> {
  const row = await find(ctx, id);
  const queueJobId = await queueOf(ctx).send(ctx, row.processorInfo, paramsOf(row.jobParams), {
    singletonKey: `${runKeyPrefix(row.id)}manual:${Date.now()}`,
  });
  await audit(ctx, 'jobinfo.run', {
    zh: `运行了定时任务 ${row.jobName}`,
    en: `Ran the scheduled job ${row.jobName}`,
  });
  return { queueJobId: queueJobId ?? '' };
}

/** A job's runs from the queue (scheduled and run by hand), newest first. */
export async function jobInfoRuns(ctx: Ctx, query: QueryOf<typeof jobInfoCalls.runs>) {
  const row = await find(ctx, query.id);
  const { current, size } = pagingOf(query);
  const { rows, total } = await queueOf(ctx).list({
    name: row.processorInfo,
    keyPrefix: runKeyPrefix(row.id),
    offset: (current - 1) * size,
    limit: size,
  });
  return pageOf(
    rows.map((r) => queueRecordOf(ctx, r)),
    total,
    current,
    size,
  );
}

export const jobHandlers = (ctx: Ctx) =>
  schedulableQueues(queueOf(ctx)).map((q) => ({ name: q.name, label: handlerLabel(q.name, ctx.lang as Lang) }));
