import { completeFlags, defaultComment, flowMessages as m } from '@pharma/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { businessOfKey, flowBusinessOf, type TaskCompletion } from '../business/business.registry.ts';
import { mineOrOffered } from '../instance/instance.service.ts';
import { activityTable, taskTable as t } from '../instance/instance.table.ts';
import { lockInstance, moveInstance, type StepEffects } from '../instance/steps.ts';

const isId = (id: string) => /^\d{1,19}$/.test(id);

/**
 * 签收: one conditional UPDATE, so that of any number of simultaneous claims exactly one finds the task still
 * unclaimed and offered to its claimant; the others are told why not.
 */
export async function claimTask(ctx: Ctx, taskId: string): Promise<void> {
  if (!isId(taskId)) throw notFound(m.taskMissing);
  const [won] = await ctx.db
    .update(t)
    .set({ assigneeId: ctx.userId, claimTime: new Date() })
    .where(
      and(
        eq(t.id, taskId),
        scoped(ctx, t, { dataScope: false }),
        isNull(t.endTime),
        isNull(t.assigneeId),
        mineOrOffered(ctx),
      ),
    )
    .returning({ id: t.id });
  if (won) return;
  const [task] = await ctx.db
    .select({ assigneeId: t.assigneeId, endTime: t.endTime })
    .from(t)
    .where(and(eq(t.id, taskId), scoped(ctx, t, { dataScope: false })));
  if (!task || task.endTime) throw notFound(m.taskMissing);
  if (task.assigneeId) throw badRequest(m.taskClaimed);
  throw badRequest(m.notCandidate);
}

export interface Completion {
  taskId: string;
  processInstanceId: string;
  flag?: string | undefined;
  comment?: string | undefined;
  variables: Record<string, unknown>;
}

/**
 * 完成: the caller's own task. Its comment (同意 by default) and verdict are kept with it; the variable `pass` is
 * true when `flag` is ok or the comment is 同意 (BladeX's rule), merged with the variables sent; then the engine
 * moves the instance on, in the same transaction, with the instance locked. A business registered for the
 * instance's business key (business/business.registry.ts) checks the completion first and hears of it after, in
 * the same transaction; what it leaves for after the commit runs once the step has committed.
 */
export async function completeTask(ctx: Ctx, input: Completion): Promise<StepEffects> {
  if (!isId(input.taskId) || !isId(input.processInstanceId)) throw notFound(m.taskMissing);
  const givenComment = input.comment?.trim() ?? '';
  const comment = givenComment || defaultComment;
  const flagged = input.flag === completeFlags.pass;
  const pass = flagged || comment === defaultComment;
  const { effects, afterCommit } = await ctx.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, ctx.tenantId, input.processInstanceId);
    if (!instance) throw notFound(m.taskMissing);
    const [task] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, input.taskId), eq(t.instanceId, instance.id), isNull(t.endTime)));
    if (!task) throw notFound(m.taskMissing);
    if (task.assigneeId !== ctx.userId) {
      const [offered] = task.assigneeId
        ? []
        : await tx
            .select({ id: t.id })
            .from(t)
            .where(and(eq(t.id, task.id), mineOrOffered(ctx)));
      throw badRequest(offered ? m.claimFirst : m.notAssignee);
    }
    const { businessTable, businessId } = businessOfKey(instance.businessKey);
    const business = flowBusinessOf(ctx.registry, businessTable);
    const completion: TaskCompletion = {
      businessTable,
      businessId,
      instanceId: instance.id,
      definitionKey: instance.definitionKey,
      taskId: task.id,
      taskDefKey: task.taskDefKey,
      taskName: task.name,
      pass,
      comment,
      givenComment,
      flagged,
    };
    const inTx = { ...ctx, db: tx };
    await business?.check?.(inTx, completion);
    await tx.update(t).set({ endTime: new Date(), outcome: 'completed', comment, pass }).where(eq(t.id, task.id));
    await tx
      .update(activityTable)
      .set({ assigneeId: ctx.userId })
      .where(and(eq(activityTable.instanceId, instance.id), eq(activityTable.executionId, task.executionId)));
    const moved = await moveInstance(
      tx,
      instance,
      { kind: 'signal', executionId: task.executionId, output: { pass, comment } },
      { ...input.variables, pass },
    );
    const after = await business?.completed?.(inTx, { ...completion, ended: moved.ended !== null });
    return { effects: moved, afterCommit: after };
  });
  await afterCommit?.(ctx);
  return effects;
}
