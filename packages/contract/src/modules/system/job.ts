import type { ExtraButton, ScreenDef } from '../../kit/screens.ts';

/** A job's states, as pg-boss names them: queued (created), waiting to retry, running, done, cancelled, failed. */
export const jobStateValues = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobStateValue = (typeof jobStateValues)[number];

/** 重试: queue a failed job again (job_retry). */
export const jobRetryButton = {
  key: 'retry',
  name: { zh: '重试', en: 'Retry' },
  action: 2,
  icon: 'redo',
} as const satisfies ExtraButton;

/**
 * 任务队列 (blade-system/job): the background jobs of every tenant (exports, imports, messages, workflow timers),
 * the platform administrator's alone: queued, running, failed with their error, done; a failed one may be retried.
 */
export const jobScreen = {
  // Under 任务调度 beside BladeX's two job screens (the run history of their jobs); its path is ours alone.
  module: 'schedule',
  code: 'job',
  name: { zh: '任务队列', en: 'Job queue' },
  path: '/system/job',
  icon: 'ScheduleOutlined',
  sort: 3,
  api: 'blade-system/job',
  buttons: ['view', jobRetryButton],
} as const satisfies ScreenDef;

/** The codes the screen's buttons follow (the calls themselves are the platform administrator's only). */
export const jobCodes = { menu: 'job', view: 'job_view', retry: `job_${jobRetryButton.key}` } as const;

export const jobMessages = {
  badState: { zh: '任务状态不正确', en: 'Unknown job state' },
  badJobId: { zh: '任务编号不正确', en: 'The job id is not valid' },
  notFailed: { zh: '只能重试失败的任务', en: 'Only a failed job can be retried' },
  states: {
    created: { zh: '排队中', en: 'Queued' },
    retry: { zh: '等待重试', en: 'Waiting to retry' },
    active: { zh: '运行中', en: 'Running' },
    completed: { zh: '已完成', en: 'Done' },
    cancelled: { zh: '已取消', en: 'Cancelled' },
    failed: { zh: '失败', en: 'Failed' },
  },
} as const;
