import { planStatus } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { defineJob, type JobCtx, sendJob } from '../../../platform/jobs/jobs.ts';
import { scoped } from '../../../platform/scope.ts';
import { purchasePlanTable } from '../plan/plan.table.ts';
import { reach } from '../shared/docs.ts';
import { holdersOf, noticeCodes } from './notice-receivers.ts';
import { sendNotice } from './notice-send.ts';
import { purchaseTemplates } from './remind-templates.ts';

export const planNoticeQueue = 'purchase.plan-notice';

/** A plan's notice as it was when its move committed (a later move does not change what this one said). */
export type PlanNotice =
  | { event: 'submitted'; planNo: string; shipperName: string; lineCount: string; totalAmount: string; by: string }
  | { event: 'rejected'; planNo: string; opinion: string; creatorId: string };

/**
 * After a plan's commit or audit has committed: a plan now 待审核 is announced to those who may audit plans, a
 * rejected one to whoever made it (SC_PLAN_SUBMITTED, SC_PLAN_REJECTED). The notice goes by the job queue, so the
 * caller's move never waits on it nor fails with it: a send the message centre refuses fails the job (kept on the
 * jobs screen with its error, retried). Other moves, and moves without a job queue (the demo's seeds), send nothing.
 */
export async function afterPlanMove(ctx: Ctx, moved: { id: string; status: number }): Promise<void> {
  if (moved.status !== planStatus.submitted && moved.status !== planStatus.rejected) return;
  if (!ctx.registry?.jobs) return;
  try {
    const [row] = await ctx.db
      .select()
      .from(purchasePlanTable)
      .where(and(eq(purchasePlanTable.id, moved.id), scoped(ctx, purchasePlanTable, reach)));
    if (!row || row.status !== moved.status) return;
    const notice: PlanNotice =
      moved.status === planStatus.submitted
        ? {
            event: 'submitted',
            planNo: row.planNo,
            shipperName: row.shipperName ?? '',
            lineCount: String(row.lineCount),
            totalAmount: String(row.totalAmount),
            by: ctx.userId,
          }
        : { event: 'rejected', planNo: row.planNo, opinion: row.auditOpinion ?? '', creatorId: row.createUser ?? '' };
    await sendJob({ ...ctx, tenantId: row.tenantId }, planNoticeQueue, notice);
  } catch {
    // The move has committed; a notice that cannot even be queued (the database gone) is not worth failing it.
  }
}

/** Sends a plan's notice in its tenant; the submitter is left out when someone else may audit. */
async function sendPlanNotice(job: JobCtx, notice: PlanNotice): Promise<void> {
  const ctx = { ...job, lang: 'zh' as const };
  if (notice.event === 'rejected') {
    await sendNotice(
      ctx,
      purchaseTemplates.planRejected,
      { planNo: notice.planNo, opinion: notice.opinion },
      [notice.creatorId].filter(Boolean),
    );
    return;
  }
  const auditors = await holdersOf(job.db, job.tenantId, noticeCodes.planAudit);
  const others = auditors.filter((id) => id !== notice.by);
  const { event: _e, by: _b, ...params } = notice;
  await sendNotice(ctx, purchaseTemplates.planSubmitted, params, others.length > 0 ? others : auditors);
}

export const planNoticeJob = defineJob<PlanNotice>(planNoticeQueue, sendPlanNotice, { retryLimit: 3 });
