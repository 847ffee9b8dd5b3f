import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { idList, idOrEmpty, idValue, pageReply, zodMessage } from '../../kit/schema.ts';
import { jobRecord } from '../system/job.calls.ts';
import { jobInfoMessages, jobInfoScreen, jobServerMessages, jobServerScreen } from './job.ts';

const text = (max: number) =>
  z
    .string({ error: zodMessage(jobInfoMessages.tooLong) })
    .trim()
    .max(max, { error: zodMessage(jobInfoMessages.tooLong) });
/** A whole number ≥ 0, as avue's number inputs send it (a number) or as a query string carries it. */
const count = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,9}$/)], {
    error: zodMessage(jobInfoMessages.badNumber),
  })
  .transform(Number);
const enableValue = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: zodMessage(jobInfoMessages.badEnable) })
  .transform(Number);

/**
 * PowerJob's settings a Saber 4 form sends beside the ones this server acts on (max instances, CPU cores, alert
 * windows, …): kept with the job and shown again, not acted on (pg-boss decides where a job runs).
 */
export const jobInfoKeptSettings = [
  'maxInstanceNum',
  'concurrency',
  'instanceTimeLimit',
  'instanceRetryNum',
  'taskRetryNum',
  'minCpuCores',
  'minMemorySpace',
  'minDiskSpace',
  'maxWorkerCount',
  'alertThreshold',
  'statisticWindowLen',
  'silenceWindowLen',
  'logType',
  'logLevel',
] as const;
type Kept = (typeof jobInfoKeptSettings)[number];
const keptOut = Object.fromEntries(jobInfoKeptSettings.map((k) => [k, z.number()])) as Record<Kept, z.ZodNumber>;
const keptIn = Object.fromEntries(jobInfoKeptSettings.map((k) => [k, count.optional()])) as Record<
  Kept,
  z.ZodOptional<typeof count>
>;

/** A job info as the list and the form read it (Saber 4's 任务管理). Times `yyyy-MM-dd HH:mm:ss`, '' when none. */
export const jobInfoRecord = z.object({
  id: z.string(),
  /** PowerJob's id of the job: here the same as `id`. */
  jobId: z.string(),
  jobServerId: z.string(),
  jobServerName: z.string(),
  jobName: z.string(),
  jobDescription: z.string(),
  /** JSON object handed to the handler ('' for none). */
  jobParams: z.string(),
  /** 1 API (run only when asked), 2 CRON. */
  timeExpressionType: z.number(),
  timeExpression: z.string(),
  executeType: z.number(),
  processorType: z.number(),
  /** The handler: one of `job-info/handlers`. */
  processorInfo: z.string(),
  processorName: z.string(),
  dispatchStrategy: z.number(),
  /** 1 enabled (scheduled), 0 paused. */
  enable: z.number(),
  /** "start,end" or ''. */
  lifecycle: z.string(),
  designatedWorkers: z.string(),
  notifyUserIds: z.string(),
  extra: z.string(),
  ...keptOut,
  nextFireTime: z.string(),
  lastFireTime: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type JobInfoRecord = z.infer<typeof jobInfoRecord>;

/** What 任务管理's form sends; fields it does not know are dropped. */
export const jobInfoBody = z.object({
  id: z.union([idOrEmpty(zodMessage(jobInfoMessages.badId)), z.number().int().nonnegative()]).optional(),
  jobServerId: z.union([idOrEmpty(zodMessage(jobInfoMessages.badServer)), z.number().int().nonnegative()]).optional(),
  jobName: z
    .string({ error: zodMessage(jobInfoMessages.nameRequired) })
    .trim()
    .min(1, { error: zodMessage(jobInfoMessages.nameRequired) })
    .max(100, { error: zodMessage(jobInfoMessages.nameTooLong) }),
  jobDescription: text(500).optional(),
  jobParams: text(2000).optional(),
  timeExpressionType: count.optional(),
  timeExpression: text(120).optional(),
  executeType: count.optional(),
  processorType: count.optional(),
  processorInfo: z
    .string({ error: zodMessage(jobInfoMessages.handlerRequired) })
    .trim()
    .min(1, { error: zodMessage(jobInfoMessages.handlerRequired) })
    .max(100, { error: zodMessage(jobInfoMessages.unknownHandler) }),
  dispatchStrategy: count.optional(),
  enable: enableValue.optional(),
  lifecycle: text(50).optional(),
  designatedWorkers: text(500).optional(),
  notifyUserIds: text(500).optional(),
  extra: text(2000).optional(),
  ...keptIn,
});
export type JobInfoBody = z.output<typeof jobInfoBody>;

/** A handler a job info may run: a queue a module registered that runs without data of its own. */
export const jobHandlerRecord = z.object({
  /** The queue's name (what `processorInfo` holds). */
  name: z.string(),
  /** What it does, in the caller's language. */
  label: z.string(),
});

const jobInfoId = idValue(zodMessage(jobInfoMessages.badId));
const api = jobInfoScreen.api;

/** 任务管理 (blade-job/job-info): Saber 4's calls, and the handler picker and run history of ours. */
export const jobInfoCalls = {
  list: defineCall({
    method: 'GET',
    path: `${api}/list`,
    summary: 'Scheduled jobs (filter by name, server, state)',
    permission: 'administrator',
    query: z.object({
      current: z.string().optional(),
      size: z.string().optional(),
      jobName: text(100).optional().describe('the name contains'),
      jobName_like: text(100).optional().describe('the name contains (Saber 4)'),
      jobServerId: text(20).optional(),
      jobServerId_like: text(20).optional().describe('the job server (Saber 4 sends the id)'),
      processorInfo: text(100).optional().describe('the handler, exactly'),
      enable: z.union([z.literal(''), enableValue]).optional(),
    }),
    reply: pageReply(jobInfoRecord),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${api}/detail`,
    summary: 'One scheduled job',
    permission: 'administrator',
    query: z.object({ id: jobInfoId }),
    reply: jobInfoRecord,
  }),
  submit: defineCall({
    method: 'POST',
    path: `${api}/submit`,
    summary: 'Add a scheduled job (no id) or change one; an enabled cron job is scheduled at once',
    permission: 'administrator',
    body: jobInfoBody,
    reply: jobInfoRecord,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${api}/remove`,
    summary: 'Remove scheduled jobs (their schedules end; runs already queued still run)',
    permission: 'administrator',
    query: z.object({ ids: idList() }),
    reply: z.literal(true),
  }),
  change: defineCall({
    method: 'POST',
    path: `${api}/change`,
    summary: 'Enable (schedule) or pause (unschedule) a job',
    permission: 'administrator',
    query: z.object({ id: jobInfoId, enable: enableValue }),
    reply: jobInfoRecord,
  }),
  run: defineCall({
    method: 'POST',
    path: `${api}/run`,
    summary: 'Queue one run of a job now, whatever its state (any server process picks it up, once)',
    permission: 'administrator',
    query: z.object({ id: jobInfoId }),
    reply: z.object({ queueJobId: z.string() }),
  }),
  sync: defineCall({
    method: 'POST',
    path: `${api}/sync`,
    summary: "Recompute every enabled job's next run (after a clock change or a restore)",
    permission: 'administrator',
    body: z.unknown().optional(),
    reply: z.object({ scheduled: z.number() }),
  }),
  handlers: defineCall({
    method: 'GET',
    path: `${api}/handlers`,
    summary: 'The handlers a job may run (queues the modules registered)',
    permission: 'administrator',
    reply: z.array(jobHandlerRecord),
  }),
  runs: defineCall({
    method: 'GET',
    path: `${api}/runs`,
    summary: "A job's runs, newest first: state, start, end and error (from the job queue)",
    permission: 'administrator',
    query: z.object({ id: jobInfoId, current: z.string().optional(), size: z.string().optional() }),
    reply: pageReply(jobRecord),
  }),
};

/** A job server: one server process working the job queue, with its heartbeat. */
export const jobServerRecord = z.object({
  id: z.string(),
  jobServerName: z.string(),
  /** Where the process answers (its host and port). */
  jobServerUrl: z.string(),
  jobAppName: z.string(),
  /** Always '': a process has no password; the field is there because Saber 4's form reads it. */
  jobAppPassword: z.string(),
  jobRemark: z.string(),
  host: z.string(),
  pid: z.number(),
  startTime: z.string(),
  lastHeartbeat: z.string(),
  /** 1 online (a heartbeat within the last 90 seconds), 0 offline. */
  online: z.number(),
  createTime: z.string(),
});
export type JobServerRecord = z.infer<typeof jobServerRecord>;

const jobServerId = idValue(zodMessage(jobServerMessages.badId));
const sapi = jobServerScreen.api;

/** 任务服务 (blade-job/job-server): the processes that run jobs. */
export const jobServerCalls = {
  list: defineCall({
    method: 'GET',
    path: `${sapi}/list`,
    summary: 'Server processes working the job queue, online first',
    permission: 'administrator',
    query: z.object({
      current: z.string().optional(),
      size: z.string().optional(),
      jobServerName: text(100).optional(),
      jobServerName_like: text(100).optional(),
      jobAppName: text(100).optional(),
      jobAppName_like: text(100).optional(),
    }),
    reply: pageReply(jobServerRecord),
  }),
  select: defineCall({
    method: 'GET',
    path: `${sapi}/select`,
    summary: 'Job servers for a picker (Saber 4 任务应用)',
    permission: 'administrator',
    reply: z.array(jobServerRecord),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${sapi}/detail`,
    summary: 'One job server',
    permission: 'administrator',
    query: z.object({ id: jobServerId }),
    reply: jobServerRecord,
  }),
  submit: defineCall({
    method: 'POST',
    path: `${sapi}/submit`,
    summary: 'Rename a job server or change its remark (processes add themselves; a body without id is refused)',
    permission: 'administrator',
    body: z.object({
      id: z.union([idOrEmpty(zodMessage(jobServerMessages.badId)), z.number().int().nonnegative()]).optional(),
      jobServerName: z
        .string({ error: zodMessage(jobServerMessages.nameRequired) })
        .trim()
        .min(1, { error: zodMessage(jobServerMessages.nameRequired) })
        .max(100, { error: zodMessage(jobInfoMessages.tooLong) })
        .optional(),
      jobRemark: text(500).optional(),
    }),
    reply: jobServerRecord,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${sapi}/remove`,
    summary: 'Remove job servers that are offline',
    permission: 'administrator',
    query: z.object({ ids: idList() }),
    reply: z.literal(true),
  }),
  sync: defineCall({
    method: 'POST',
    path: `${sapi}/sync`,
    summary: "This process's heartbeat now, and the others' online state",
    permission: 'administrator',
    body: z.unknown().optional(),
    reply: z.object({ online: z.number() }),
  }),
};
