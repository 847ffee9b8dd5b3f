import {
  type BodyOf,
  type flowCalls,
  leaveBusinessTable,
  flowMessages as m,
  type ProcessLeave,
  taskUserOf,
} from '@pharma/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { commonOrOwn, scoped } from '../../../platform/scope.ts';
import { parseTime } from '../../../platform/time.ts';
import { addresseesOf, userNamesById } from '../../user/public.ts';
import { definitionTable as d } from '../definition/definition.table.ts';
import { openTaskNames } from '../instance/history.service.ts';
import { instanceFor } from '../instance/instance.service.ts';
import { instanceTable } from '../instance/instance.table.ts';
import { startProcess } from '../instance/start.service.ts';
import type { StepEffects } from '../instance/steps.ts';
import { timeText } from '../shared/format.ts';
import { leaveTable as l } from './leave.table.ts';
import { leaveDays, leaveTooLong, maxLeaveCalendarDays } from './leave-days.ts';

type LeaveBody = BodyOf<typeof flowCalls.leaveStartProcess>;

/** The working days of a stored request (leave-days.ts), read on the console's wall clock as it was typed. */
const daysOf = (ctx: Pick<Ctx, 'timeZone'>, start: Date, end: Date) =>
  leaveDays(timeText(start, ctx.timeZone), timeText(end, ctx.timeZone)) ?? 0;

/** The request's times and its working days (the count the approver rule reads; the pages only show it). */
function timesOf(ctx: Ctx, body: LeaveBody) {
  const startTime = parseTime(body.startTime, ctx.timeZone);
  const endTime = parseTime(body.endTime, ctx.timeZone);
  if (!startTime) throw badRequest(m.startTimeRequired);
  if (!endTime) throw badRequest(m.endTimeRequired);
  if (endTime <= startTime) throw badRequest(m.leaveTimes);
  const [start, end] = [timeText(startTime, ctx.timeZone), timeText(endTime, ctx.timeZone)];
  if (leaveTooLong(start, end)) throw badRequest(m.leaveTooLong, { max: maxLeaveCalendarDays });
  const days = leaveDays(start, end) ?? 0;
  if (days === 0) throw badRequest(m.leaveNoWorkingTime);
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
  if (!approver) throw badRequest(m.taskUserRequired);
  if (body.id) {
    const [updated] = await ctx.db
      .update(l)
      .set({ ...times, reason: body.reason, taskUser: approver.id, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(eq(l.id, body.id), scoped(ctx, l), eq(l.createUser, ctx.userId)))
      .returning({ id: l.id, instanceId: l.processInstanceId });
    if (!updated) throw notFound(m.leaveMissing);
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
      .insert(l)
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
      .returning({ id: l.id });
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
    await tx.update(l).set({ processInstanceId: started.instanceId }).where(eq(l.id, row!.id));
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
    .select({ name: d.name, formKey: d.formKey })
    .from(d)
    .where(and(eq(d.id, definitionId), commonOrOwn(ctx, d, 'usable')));
  if (definition && definition.formKey !== leaveFormKey)
    throw badRequest(m.notLeaveProcess, { name: definition.name, formKey: definition.formKey });
}

/** detail: the request with where its process stands; the applicant, an approver, or a follower may read it. */
export async function leaveDetail(ctx: Ctx, businessId: string): Promise<ProcessLeave> {
  const [row] = await ctx.db
    .select()
    .from(l)
    .where(and(eq(l.id, businessId), scoped(ctx, l, { dataScope: false })));
  if (!row) throw notFound(m.leaveMissing);
  // The applicant still reads a request whose instance was removed with its deployment; others need the instance.
  const instance = row.processInstanceId
    ? await instanceFor(ctx, row.processInstanceId).catch((error: unknown) => {
        if (row.createUser === ctx.userId) return undefined;
        throw error;
      })
    : undefined;
  if (!instance && row.createUser !== ctx.userId) throw notFound(m.leaveMissing);
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
