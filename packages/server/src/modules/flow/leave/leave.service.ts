import {
  type BodyOf,
  type flowCalls,
  flowMessages,
  leaveBusinessTable,
  type ProcessLeave,
  taskUserOf,
} from '@pharma/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { commonOrOwn, scoped } from '../../../platform/scope.ts';
import { parseTime } from '../../../platform/time.ts';
import { addresseesOf, userNamesById } from '../../user/public.ts';
import { definitionTable } from '../definition/definition.table.ts';
import { openTaskNames } from '../instance/history.service.ts';
import { instanceFor } from '../instance/instance.service.ts';
import { instanceTable } from '../instance/instance.table.ts';
import { startProcess } from '../instance/start.service.ts';
import type { StepEffects } from '../instance/steps.ts';
import { timeText } from '../shared/format.ts';
import { leaveTable } from './leave.table.ts';
import { leaveDays, leaveTooLong, maxLeaveCalendarDays } from './leave-days.ts';

type LeaveBody = BodyOf<typeof flowCalls.leaveStartProcess>;

/** The working days of a stored request (leave-days.ts), read on the console's wall clock as it was typed. */
const daysOf = (ctx: Pick<Ctx, 'timeZone'>, start: Date, end: Date) =>
  leaveDays(timeText(start, ctx.timeZone), timeText(end, ctx.timeZone)) ?? 0;

/** The request's times and its working days (the count the approver rule reads; the pages only show it). */
function timesOf(ctx: Ctx, body: LeaveBody) {
  const startTime = parseTime(body.startTime, ctx.timeZone);
  const endTime = parseTime(body.endTime, ctx.timeZone);
  if (!startTime) throw badRequest(flowMessages.startTimeRequired);
  if (!endTime) throw badRequest(flowMessages.endTimeRequired);
  if (endTime <= startTime) throw badRequest(flowMessages.leaveTimes);
  const [start, end] = [timeText(startTime, ctx.timeZone), timeText(endTime, ctx.timeZone)];
  if (leaveTooLong(start, end)) throw badRequest(flowMessages.leaveTooLong, { max: maxLeaveCalendarDays });
  const days = leaveDays(start, end) ?? 0;
  if (days === 0) throw badRequest(flowMessages.leaveNoWorkingTime);
  return { times: { startTime, endTime }, days };
}

/**
 * start-process: saves the request and starts its process in one transaction, with the variables the Leave
 * definition reads (createUser, taskUser as `taskUser_<id>`, days); with an `id`, updates the caller's own request
 * only (an applicant adjusting it before 重新申请).
 */
export async function startLeave(
  ctx: Ctx,
  body: LeaveBody,
): Promise<{ leave: ProcessLeave; effects: StepEffects | null }> {
  const { times, days } = timesOf(ctx, body);
  const approver = (await addresseesOf(ctx.db, ctx.tenantId, [body.taskUser])).get(body.taskUser);
  if (!approver) throw badRequest(flowMessages.taskUserRequired);
  if (body.id) {
    const [updated] = await ctx.db
      .update(leaveTable)
      .set({ ...times, reason: body.reason, taskUser: approver.id, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(eq(leaveTable.id, body.id), scoped(ctx, leaveTable), eq(leaveTable.createUser, ctx.userId)))
      .returning({ id: leaveTable.id, instanceId: leaveTable.processInstanceId });
    if (!updated) throw notFound(flowMessages.leaveMissing);
    // The adjusted times decide the next approver: the running instance reads the new count.
    if (updated.instanceId)
      await ctx.db
        .update(instanceTable)
        .set({ variables: sql`${instanceTable.variables} || ${JSON.stringify({ days })}::jsonb` })
        .where(and(eq(instanceTable.id, updated.instanceId), scoped(ctx, instanceTable, { dataScope: false })));
    return { leave: await leaveDetail(ctx, updated.id), effects: null };
  }
  await checkLeaveForm(ctx, body.processDefinitionId);
  const { id, effects } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leaveTable)
      .values({
        tenantId: ctx.tenantId,
        processDefinitionId: body.processDefinitionId,
        ...times,
        reason: body.reason,
        taskUser: approver.id,
        createUser: ctx.userId,
        createDept: ctx.deptIds[0] ?? null,
        updateUser: ctx.userId,
      })
      .returning({ id: leaveTable.id });
    const started = await startProcess(
      { ...ctx, db: tx },
      {
        definitionId: body.processDefinitionId,
        businessKey: `${leaveBusinessTable}:${row!.id}`,
        variables: {
          createUser: ctx.account,
          taskUser: taskUserOf(approver.id),
          days,
        },
      },
    );
    await tx.update(leaveTable).set({ processInstanceId: started.instanceId }).where(eq(leaveTable.id, row!.id));
    return { id: row!.id, effects: started.effects };
  });
  return { leave: await leaveDetail(ctx, id), effects };
}

/** The form key of the processes the leave form starts (the start event's flowable:formKey="leave"). */
export const leaveFormKey = 'leave';

/**
 * The leave form starts only a process whose start event names it: whatever category a 质检复核 was deployed
 * under, it is not a leave request (an unknown definition is left to startProcess's own refusal).
 */
async function checkLeaveForm(ctx: Ctx, definitionId: string) {
  const [definition] = await ctx.db
    .select({ name: definitionTable.name, formKey: definitionTable.formKey })
    .from(definitionTable)
    .where(and(eq(definitionTable.id, definitionId), commonOrOwn(ctx, definitionTable, 'usable')));
  if (definition && definition.formKey !== leaveFormKey)
    throw badRequest(flowMessages.notLeaveProcess, { name: definition.name, formKey: definition.formKey });
}

/** detail: the request with where its process stands; the applicant, an approver, or a follower may read it. */
export async function leaveDetail(ctx: Ctx, businessId: string): Promise<ProcessLeave> {
  const [row] = await ctx.db
    .select()
    .from(leaveTable)
    .where(and(eq(leaveTable.id, businessId), scoped(ctx, leaveTable, { dataScope: false })));
  if (!row) throw notFound(flowMessages.leaveMissing);
  // The applicant still reads a request whose instance was removed with its deployment; others need the instance.
  const instance = row.processInstanceId
    ? await instanceFor(ctx, row.processInstanceId).catch((error: unknown) => {
        if (row.createUser === ctx.userId) return undefined;
        throw error;
      })
    : undefined;
  if (!instance && row.createUser !== ctx.userId) throw notFound(flowMessages.leaveMissing);
  const names = await userNamesById(ctx.db, [row.createUser ?? '', row.taskUser]);
  const current = instance ? await openTaskNames(ctx, [instance.id]) : new Map<string, string>();
  const applicant = names.get(row.createUser ?? '') ?? '';
  return {
    id: row.id,
    tenantId: row.tenantId,
    processDefinitionId: row.processDefinitionId,
    processInstanceId: row.processInstanceId ?? '',
    startTime: timeText(row.startTime, ctx.timeZone),
    endTime: timeText(row.endTime, ctx.timeZone),
    reason: row.reason,
    taskUser: row.taskUser,
    taskUserName: names.get(row.taskUser) ?? '',
    applyTime: timeText(row.applyTime, ctx.timeZone),
    createUser: row.createUser ?? '',
    createUserName: applicant,
    days: daysOf(ctx, row.startTime, row.endTime),
    flow: {
      assigneeName: applicant,
      processInstanceId: row.processInstanceId ?? '',
      processDefinitionId: row.processDefinitionId,
      processDefinitionName: instance?.name,
      processIsFinished: instance && instance.state === 'running' ? 'unfinished' : 'finished',
      taskName: instance ? (current.get(instance.id) ?? '') : '',
      businessTable: leaveBusinessTable,
      businessId: row.id,
      status: instance && instance.state === 'running' ? 'send' : 'finish',
    },
  };
}
