import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { live } from '../../platform/scope.ts';
import { jobInfo } from './job.table.ts';
import { nextFireTime } from './job-schedule.ts';

/**
 * 任务管理's first rows: the modules' own housekeeping as scheduled jobs an administrator can see, run and pause
 * (each queue also keeps its built-in timer; these add a fixed hour of the night), and one paused example.
 */
const demo = [
  {
    jobName: '日志保留清理',
    jobDescription: '每天 02:30 清理超过保留天数的接口日志与通用日志',
    processorInfo: 'log.retention',
    timeExpression: '0 30 2 * * ?',
    enable: 1,
  },
  {
    jobName: '采购合同到期提醒',
    jobDescription: '工作日 08:00 提醒即将到期的采购合同',
    processorInfo: 'purchase.expiry-remind',
    timeExpression: '0 0 8 ? * MON-FRI',
    enable: 1,
  },
  {
    jobName: '消息重试发送',
    jobDescription: '每 10 分钟重发失败的消息（暂停中）',
    processorInfo: 'message.sweep',
    timeExpression: '0 */10 * * * ?',
    enable: 0,
  },
];

export async function loadDemoJobs(db: Db, timeZone = 'Asia/Shanghai'): Promise<void> {
  for (const row of demo) {
    const [existing] = await db
      .select({ id: jobInfo.id })
      .from(jobInfo)
      .where(and(eq(jobInfo.processorInfo, row.processorInfo), live(jobInfo)));
    if (existing) continue;
    await db.insert(jobInfo).values({
      ...row,
      tenantId: '000000',
      timeExpressionType: 2,
      jobParams: '{}',
      nextFireTime: row.enable ? nextFireTime(row.timeExpression, new Date(), timeZone) : null,
    });
  }
}
