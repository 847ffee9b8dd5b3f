import type { Lang, Text } from '@pharma/contract';
import type { JobQueue } from '../../platform/jobs/jobs.ts';

/** What the modules' scheduled queues do, for the handler picker; a queue not named here shows its own name. */
const labels: Record<string, Text> = {
  'log.retention': { zh: '日志保留清理', en: 'Log retention clean-up' },
  'message.retention': { zh: '消息记录保留清理', en: 'Message record retention' },
  'message.sweep': { zh: '消息重试发送', en: 'Message retries' },
  'purchase.expiry-remind': { zh: '采购合同到期提醒', en: 'Contract expiry reminders' },
  'flow.timer-sweep': { zh: '流程定时器巡检', en: 'Workflow timer sweep' },
};

export const handlerLabel = (name: string, lang: Lang): string => labels[name]?.[lang] ?? name;

/** The queues a scheduled job may run: those that run without data (`every`) or say they may (`schedulable`). */
export const schedulableQueues = (queue: JobQueue) =>
  queue.queues().filter((q) => (q.every || q.schedulable) && q.name !== 'job.schedule');
