import type { ExtraButton, ScreenDef } from '../../kit/screens.ts';

/**
 * 任务调度 (BladeX 4's blade-job, which drives PowerJob): scheduled jobs on this server's own job queue (pg-boss).
 * A job info names a handler one of the modules registers (log retention, message retries, contract reminders, …),
 * a cron expression, its params and whether it is enabled; 任务服务 lists the server processes that work the queue
 * and their last heartbeat. BladeX's paths (`/job/jobinfo`, `/job/jobserver`) so the Saber 4 console opens its own
 * views for them; the platform administrator's only.
 */

/** 运行: queue one run now (jobinfo_run). */
export const jobInfoRunButton = {
  key: 'run',
  name: { zh: '运行', en: 'Run' },
  action: 2,
  icon: 'play',
} as const satisfies ExtraButton;

/** 数据同步: recompute every enabled job's next run (jobinfo_sync, jobserver_sync). */
export const jobSyncButton = {
  key: 'sync',
  name: { zh: '数据同步', en: 'Sync' },
  action: 1,
  icon: 'sync',
} as const satisfies ExtraButton;

export const jobInfoScreen = {
  module: 'schedule',
  code: 'jobinfo',
  name: { zh: '任务管理', en: 'Scheduled jobs' },
  path: '/job/jobinfo',
  icon: 'FieldTimeOutlined',
  sort: 1,
  api: 'blade-job/job-info',
  buttons: ['add', 'edit', 'delete', 'view', jobInfoRunButton, jobSyncButton],
} as const satisfies ScreenDef;

export const jobServerScreen = {
  module: 'schedule',
  code: 'jobserver',
  name: { zh: '任务服务', en: 'Job servers' },
  path: '/job/jobserver',
  icon: 'ClusterOutlined',
  sort: 2,
  api: 'blade-job/job-server',
  buttons: ['edit', 'delete', 'view', jobSyncButton],
} as const satisfies ScreenDef;

/** How a job info says when it runs: PowerJob's time expression types, of which this server runs API and CRON. */
export const timeExpressionTypes = { api: 1, cron: 2 } as const;

export const jobInfoMessages = {
  nameRequired: { zh: '请输入任务名称', en: 'Please enter the job name' },
  nameTooLong: { zh: '任务名称不能超过 100 个字符', en: 'The job name may have at most 100 characters' },
  handlerRequired: { zh: '请选择处理器', en: 'Please choose a handler' },
  unknownHandler: {
    zh: '处理器不存在：请从已登记的处理器中选择',
    en: 'No such handler: choose one of the registered handlers',
  },
  badTimeType: {
    zh: '定时类型只支持 API(1) 和 CRON(2)',
    en: 'The schedule type must be API (1) or CRON (2)',
  },
  cronRequired: { zh: 'CRON 定时请填写时间表达式', en: 'A CRON schedule needs a cron expression' },
  badCron: {
    zh: '时间表达式不是有效的 CRON 表达式（如 0 0 2 * * ? 或 */5 * * * *）',
    en: 'The time expression is not a valid cron expression (e.g. 0 0 2 * * ? or */5 * * * *)',
  },
  badParams: { zh: '任务参数必须是 JSON 对象', en: 'The job params must be a JSON object' },
  badLifecycle: {
    zh: '生命周期必须是“开始时间,结束时间”（yyyy-MM-dd HH:mm:ss）',
    en: 'The lifecycle must be "start,end" (yyyy-MM-dd HH:mm:ss)',
  },
  badEnable: { zh: '任务状态只能是 0（暂停）或 1（启用）', en: 'The job state must be 0 (paused) or 1 (enabled)' },
  badNumber: { zh: '请输入不小于 0 的整数', en: 'Please enter a whole number of at least 0' },
  badId: { zh: '任务不存在', en: 'No such job' },
  badServer: { zh: '任务应用不存在', en: 'No such job server' },
  tooLong: { zh: '内容过长', en: 'Too long' },
} as const;

export const jobServerMessages = {
  badId: { zh: '任务服务不存在', en: 'No such job server' },
  nameRequired: { zh: '请输入服务名称', en: 'Please enter the server name' },
  notAdded: {
    zh: '任务服务由运行任务的进程启动时自己登记，不能手工新增',
    en: 'Job servers register themselves when a server process starts; they cannot be added by hand',
  },
  stillOnline: {
    zh: '在线的任务服务不能删除（它会在下次心跳时重新登记）',
    en: 'An online job server cannot be removed (it registers again at its next heartbeat)',
  },
} as const;
