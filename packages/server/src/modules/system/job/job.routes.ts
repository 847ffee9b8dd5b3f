import { jobCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { jobDetail, listJobs, retryJob } from './job.service.ts';

/** 任务队列 (blade-system/job): list, detail and retry, for the platform administrator. */
export function jobRoutes(app: App) {
  serve(app, jobCalls.list, async (req) => ok(req, await listJobs(ctxOf(req), req.query)));
  serve(app, jobCalls.detail, async (req) => ok(req, await jobDetail(ctxOf(req), req.query.id)));
  serve(app, jobCalls.retry, async (req) => ok(req, await retryJob(ctxOf(req), req.query.id)));
}
