import { type BladeFlow, flowMessages, type ModelView, taskUserOf } from '@pharma/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { userNamesById } from '../../user/public.ts';
import { definitionFor } from '../definition/definition.service.ts';
import { definitionTable } from '../definition/definition.table.ts';
import { durationText, timeText } from '../shared/format.ts';
import { instanceFor } from './instance.service.ts';
import { activityTable, taskTable } from './instance.table.ts';

type InstanceRow = Awaited<ReturnType<typeof instanceFor>>;

/** Every activity of an instance in order, each with its task (assignee, comment) where it is a user task. */
async function stepsOf(ctx: Ctx, instance: InstanceRow) {
  const rows = await ctx.db
    .select({ activity: activityTable, task: taskTable })
    .from(activityTable)
    .leftJoin(taskTable, eq(taskTable.id, activityTable.taskId))
    .where(eq(activityTable.instanceId, instance.id))
    .orderBy(asc(activityTable.seq));
  const people = rows.flatMap(({ task }) => [task?.assigneeId ?? '', ...(task?.candidateUsers ?? [])]);
  const names = await userNamesById(ctx.db, [instance.startUserId, ...people]);
  return { rows, names };
}

function flowRow(
  ctx: Ctx,
  instance: InstanceRow,
  names: ReadonlyMap<string, string>,
  activity: typeof activityTable.$inferSelect,
  task: typeof taskTable.$inferSelect | null,
): BladeFlow {
  // The start is the applicant's step; a task is its assignee's (nobody's while unclaimed).
  const who = activity.activityType === 'startEvent' ? instance.startUserId : (task?.assigneeId ?? '');
  return {
    taskId: task?.id,
    taskName: task?.name,
    taskDefinitionKey: task?.taskDefKey,
    assignee: who ? taskUserOf(who) : '',
    assigneeName: names.get(who) ?? '',
    createTime: timeText(activity.startTime, ctx.timeZone),
    endTime: timeText(activity.endTime, ctx.timeZone),
    claimTime: timeText(task?.claimTime, ctx.timeZone),
    historyTaskEndTime: timeText(task?.endTime, ctx.timeZone),
    executionId: activity.executionId,
    processInstanceId: instance.id,
    processDefinitionId: instance.definitionId,
    processDefinitionKey: instance.definitionKey,
    processDefinitionName: instance.name,
    historyProcessInstanceId: instance.id,
    processIsFinished: instance.state === 'running' ? 'unfinished' : 'finished',
    historyActivityId: activity.activityId,
    historyActivityName: activity.activityName || task?.name || activity.activityId,
    historyActivityType: activity.activityType,
    historyActivityDurationTime: durationText(activity.startTime, activity.endTime, ctx.lang),
    comment: task?.comment ?? undefined,
    pass: task?.pass ?? undefined,
  };
}

/**
 * history-flow-list: the start, each user task (with its assignee, comment and duration) and the end, in order;
 * optionally from one activity to another. A deleted instance's reason is its last row's comment.
 */
export async function historyFlowList(
  ctx: Ctx,
  query: { processInstanceId: string; startActivityId?: string; endActivityId?: string },
): Promise<BladeFlow[]> {
  const instance = await instanceFor(ctx, query.processInstanceId);
  const { rows, names } = await stepsOf(ctx, instance);
  let list = rows
    .filter(({ activity }) => ['startEvent', 'endEvent', 'userTask'].includes(activity.activityType))
    .map(({ activity, task }) => flowRow(ctx, instance, names, activity, task));
  if (query.startActivityId) {
    const from = list.findIndex((r) => r.historyActivityId === query.startActivityId);
    if (from >= 0) list = list.slice(from);
  }
  if (query.endActivityId) {
    const to = list.findLastIndex((r) => r.historyActivityId === query.endActivityId);
    if (to >= 0) list = list.slice(0, to + 1);
  }
  const last = list.at(-1);
  if (instance.state === 'deleted' && last) last.comment = instance.deleteReason ?? last.comment;
  return list;
}

/**
 * model-view: the XML, and for an instance everything that ran, sequence flows included (the chart marks them);
 * an unclaimed task adds a `candidate` row naming its candidate users (the chart leaves those unmarked).
 */
export async function modelView(
  ctx: Ctx,
  query: { processInstanceId?: string; processDefinitionId?: string },
): Promise<ModelView> {
  if (query.processInstanceId) {
    const instance = await instanceFor(ctx, query.processInstanceId);
    const [definition] = await ctx.db
      .select({ xml: definitionTable.xml })
      .from(definitionTable)
      .where(eq(definitionTable.id, instance.definitionId));
    if (!definition) throw notFound(flowMessages.definitionMissing);
    const { rows, names } = await stepsOf(ctx, instance);
    const flow: BladeFlow[] = [];
    for (const { activity, task } of rows) {
      flow.push(flowRow(ctx, instance, names, activity, task));
      if (task && !task.assigneeId && !task.endTime)
        flow.push({
          historyActivityId: activity.activityId,
          historyActivityName: activity.activityName,
          historyActivityType: 'candidate',
          assigneeName: task.candidateUsers.map((u) => names.get(u) ?? u).join(','),
          createTime: timeText(task.createTime, ctx.timeZone),
          endTime: '',
          processInstanceId: instance.id,
        });
    }
    return { xml: definition.xml, flow };
  }
  if (!query.processDefinitionId) throw notFound(flowMessages.definitionMissing);
  const definition = await definitionFor(ctx, query.processDefinitionId);
  return { xml: definition.xml, flow: [] };
}

/** The instances' current step names (the send list and the leave detail show where each stands). */
export async function openTaskNames(ctx: Ctx, instanceIds: readonly string[]): Promise<Map<string, string>> {
  if (instanceIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ instanceId: taskTable.instanceId, name: taskTable.name })
    .from(taskTable)
    .where(and(inArray(taskTable.instanceId, [...instanceIds]), isNull(taskTable.endTime)))
    .orderBy(asc(taskTable.createTime));
  const open = new Map<string, string>();
  for (const row of rows) open.set(row.instanceId, row.name);
  return open;
}
