import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { pageReply, zodMessage } from '../../kit/schema.ts';
import { jobMessages, jobScreen, jobStateValues } from './job.ts';

/** A job as the list sends it; times as `yyyy-MM-dd HH:mm:ss` in the configured zone. */
export const jobRecord = z.object({
  id: z.string(),
  /** The queue. */
  name: z.string(),
  state: z.enum(jobStateValues),
  tenantId: z.string(),
  account: z.string(),
  retryCount: z.number(),
  retryLimit: z.number(),
  createTime: z.string(),
  startTime: z.string(),
  completeTime: z.string(),
  startAfter: z.string(),
  /** The error message of the last failed run ('' when none). */
  error: z.string(),
});
export type JobRecord = z.infer<typeof jobRecord>;

/** A job with its data and its outcome: what the handler returned, or its error (message and stack). */
export const jobDetailRecord = jobRecord.extend({
  data: z.unknown(),
  output: z.unknown(),
  /** The error of the last failed run with its stack ('' when none). */
  error: z.string(),
});
export type JobDetailRecord = z.infer<typeof jobDetailRecord>;

const jobId = z.uuid({ error: zodMessage(jobMessages.badJobId) });

/** 任务队列 (blade-system/job): list, detail and retry, for the platform administrator only. */
export const jobCalls = {
  list: defineCall({
    method: 'GET',
    path: `${jobScreen.api}/list`,
    summary: 'Jobs of every queue, newest first (filter by queue and state)',
    permission: 'administrator',
    query: z.object({
      current: z.string().optional().describe('page number, from 1'),
      size: z.string().optional().describe('rows per page'),
      name: z.string().trim().max(100).optional().describe('the queue'),
      state: z
        .union([z.enum(jobStateValues), z.literal('')], { error: zodMessage(jobMessages.badState) })
        .optional()
        .describe('created, retry, active, completed, cancelled or failed'),
    }),
    reply: pageReply(jobRecord),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${jobScreen.api}/detail`,
    summary: 'One job with its data and its outcome (the error of a failed one)',
    permission: 'administrator',
    query: z.object({ id: jobId }),
    reply: jobDetailRecord,
  }),
  retry: defineCall({
    method: 'POST',
    path: `${jobScreen.api}/retry`,
    summary: 'Queue a failed job again (its retries start over)',
    permission: 'administrator',
    query: z.object({ id: jobId }),
    reply: z.literal(true),
  }),
};
