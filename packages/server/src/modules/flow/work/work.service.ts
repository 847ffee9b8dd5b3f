import { completeFlags, defaultComment, flowMessages } from '@pharma/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { businessOfKey, flowBusinessOf, type TaskCompletion } from '../business/business-registry.ts';
import { mineOrOffered } from '../instance/instance.service.ts';
import { activityTable, taskTable } from '../instance/instance.table.ts';
import { lockInstance, moveInstance, type StepEffects } from '../instance/steps.ts';

const isId = (id: string) => /^\d{1,19}$/.test(id);

/**
 * 签收: one conditional UPDATE, so that of any number of simultaneous claims exactly one finds the task still
 * unclaimed and offered to its claimant; the others are told why not.
 */
export async function claimTask(ctx: Ctx, taskId: string): Promise<void> {
  if (!isId(taskId)) throw notFound(flowMessages.taskMissing);
  const [won] = await ctx.db
    .update(taskTable)
    .set({ assigneeId: ctx.userId, claimTime: new Date() })
    .where(
      and(
        eq(taskTable.id, taskId),
        scoped(ctx, taskTable, { dataScope: false }),
        isNull(taskTable.endTime),
        isNull(taskTable.assigneeId),
        mineOrOffered(ctx),
      ),
    )
    .returning({ id: taskTable.id });
  if (won) return;
  const [task] = await ctx.db
    .select({ assigneeId: taskTable.assigneeId, endTime: taskTable.endTime })
    .from(taskTable)
    .where(and(eq(taskTable.id, taskId), scoped(ctx, taskTable, { dataScope: false })));
  if (!task || task.endTime) throw notFound(flowMessages.taskMissing);
  if (task.assigneeId) throw badRequest(flowMessages.taskClaimed);
  throw badRequest(flowMessages.notCandidate);
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
 * instance's business key (business/business-registry.ts) checks the completion first and hears of it after, in
 * the same transaction; what it leaves for after the commit runs once the step has committed.
 */
export async function completeTask(ctx: Ctx, input: Completion): Promise<StepEffects> {
  if (!isId(input.taskId) || !isId(input.processInstanceId)) throw notFound(flowMessages.taskMissing);
  const givenComment = input.comment?.trim() ?? '';
  const comment = givenComment || defaultComment;
  const flagged = input.flag === completeFlags.pass;
  const pass = flagged || comment === defaultComment;
  const { effects, afterCommit } = await ctx.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, ctx.tenantId, input.processInstanceId);
    if (!instance) throw notFound(flowMessages.taskMissing);
    const [task] = await tx
      .select()
      .from(taskTable)
      .where(and(eq(taskTable.id, input.taskId), eq(taskTable.instanceId, instance.id), isNull(taskTable.endTime)));
    if (!task) throw notFound(flowMessages.taskMissing);
    if (task.assigneeId !== ctx.userId) {
      const [offered] = task.assigneeId
        ? []
        : await tx
            .select({ id: taskTable.id })
            .from(taskTable)
            .where(and(eq(taskTable.id, task.id), mineOrOffered(ctx)));
      throw badRequest(offered ? flowMessages.claimFirst : flowMessages.notAssignee);
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
    // The task closed with its verdict and its activity marked as the caller's, in one statement.
    await tx.execute(sql`
      with closed as (
        update ${taskTable} set end_time = ${new Date().toISOString()}::timestamptz, outcome = 'completed',
          comment = ${comment}, pass = ${pass}
        where id = ${task.id}
      )
      update ${activityTable} set assignee_id = ${ctx.userId}
      where instance_id = ${instance.id} and execution_id = ${task.executionId}`);
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
