import { and, eq, lt } from 'drizzle-orm';
import { defineJob, type JobCtx, sendJob } from '../../../platform/jobs/jobs.ts';
import { afterStep, timerQueue } from './effects.ts';
import { instanceTable } from './instance.table.ts';
import { lockInstance, moveInstance } from './steps.ts';

/**
 * Wakes an instance whose timer is due: the engine is recovered and the due timers fire in a step like any other
 * (locked, in one transaction). A wake-up that comes early (the queue's clock) queues itself again for the time
 * left; one for an instance that has moved on finds nothing due and does nothing.
 */
async function wake(job: JobCtx, data: { instanceId: string }): Promise<void> {
  const outcome = await job.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, job.tenantId, data.instanceId);
    if (!instance?.nextTimerAt) return null;
    if (instance.nextTimerAt.getTime() > Date.now()) return { early: instance.nextTimerAt, effects: null };
    return { early: null, effects: await moveInstance(tx, instance, { kind: 'wake' }) };
  });
  if (!outcome) return;
  if (outcome.early) {
    const seconds = Math.max(1, Math.ceil((outcome.early.getTime() - Date.now()) / 1000));
    // Its own key: this job still holds the due time's key while it runs.
    await sendJob(job, timerQueue, data, { startAfter: seconds, singletonKey: `${data.instanceId}:${Date.now()}` });
    return;
  }
  if (outcome.effects) await afterStep({ ...job, lang: 'zh' }, outcome.effects);
}

export const timerJob = defineJob<{ instanceId: string }>(timerQueue, wake, { concurrency: 2, retryLimit: 5 });

/**
 * Every minute: an instance whose timer is more than half a minute overdue lost its wake-up (its process died
 * between the step's commit and queueing it), so it is queued again; the due time's key keeps it to one job.
 */
async function sweep(job: JobCtx): Promise<void> {
  const overdue = await job.db
    .select({ id: instanceTable.id, tenantId: instanceTable.tenantId, due: instanceTable.nextTimerAt })
    .from(instanceTable)
    .where(and(eq(instanceTable.state, 'running'), lt(instanceTable.nextTimerAt, new Date(Date.now() - 30_000))))
    .limit(500);
  for (const row of overdue)
    await sendJob(
      { ...job, tenantId: row.tenantId },
      timerQueue,
      { instanceId: row.id },
      {
        singletonKey: `${row.id}:${row.due!.getTime()}`,
      },
    );
}

export const timerSweepJob = defineJob('flow.timer-sweep', sweep, { every: 60 });
