import { defineModule } from '../../platform/module.ts';
import { jobRoutes } from './job.routes.ts';
import { loadDemoJobs } from './job.seed.ts';
import { schedulerJob } from './job-schedule.ts';

/**
 * 任务调度 (BladeX's blade-job): scheduled jobs over the job queue (a cron expression, a handler one of the modules
 * registered, params, enabled or paused; run once; their runs in 任务队列) and the server processes that run them.
 */
export const jobModule = defineModule({
  name: 'job',
  routes: [jobRoutes],
  jobs: [schedulerJob],
  seed: { demo: (db) => loadDemoJobs(db) },
});
