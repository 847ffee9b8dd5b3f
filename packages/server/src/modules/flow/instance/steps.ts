import { deptGroupPrefix, userIdOfTaskUser } from '@pharma/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { addresseesOf } from '../../user/public.ts';
import { definitionTable } from '../definition/definition.table.ts';
import { resolveExpression } from '../engine/expression.ts';
import { type MessageToSend, type Move, runStep, type StepOutcome, type TaskWaiting } from '../engine/runtime.ts';
import { activityTable, instanceTable, taskTable } from './instance.table.ts';

type Vars = Record<string, unknown>;
export type InstanceRow = typeof instanceTable.$inferSelect;
/** A locked instance with its definition's XML (the engine is built from it). */
export type LockedInstance = InstanceRow & { xml: string };

/** What a step leaves to do once its transaction has committed: the in-app messages it causes. */
export interface StepEffects {
  tenantId: string;
  instanceId: string;
  processName: string;
  /** Users given a task (its assignee, or the candidate users of an unclaimed one: `claim`), with its name. */
  assigned: Array<{ userIds: string[]; taskName: string; taskId: string; claim: boolean }>;
  /** The process ended normally: its starter hears of it. */
  ended: { startUserId: string; name: string } | null;
  messages: MessageToSend[];
  /** When the next timer is due (the caller queues the wake-up). */
  nextTimerAt: Date | null;
}

const split = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** An expression's value as a list of names (a variable may hold an array or a comma list). */
function namesOf(text: string, vars: Vars): string[] {
  if (!text) return [];
  const value = resolveExpression(text, vars);
  if (Array.isArray(value)) return value.map(String).flatMap(split);
  return value === null || value === undefined ? [] : split(String(value));
}

/** Who does a waiting task: its assignee, or its candidate users, roles (aliases) and departments (`dept_<id>`). */
async function peopleOf(db: Db, tenantId: string, task: TaskWaiting, vars: Vars) {
  const assigneeNames = namesOf(task.assignee, vars).map(userIdOfTaskUser);
  const userNames = namesOf(task.candidateUsers, vars).map(userIdOfTaskUser);
  const groups = namesOf(task.candidateGroups, vars);
  const known = await addresseesOf(db, tenantId, [...assigneeNames, ...userNames]);
  const idOf = (name: string) => known.get(name)?.id;
  return {
    assigneeId: assigneeNames.map(idOf).find(Boolean) ?? null,
    candidateUsers: [...new Set(userNames.map(idOf).filter((id): id is string => Boolean(id)))],
    candidateRoles: groups.filter((g) => !g.startsWith(deptGroupPrefix)),
    candidateDepts: groups.filter((g) => g.startsWith(deptGroupPrefix)).map((g) => g.slice(deptGroupPrefix.length)),
  };
}

/**
 * Writes what a step did: the activities it started (in order, sequence flows too) and finished, the tasks now
 * waiting (with their people) and those a timer or the end took away, and the instance's state, variables and
 * next timer. Runs in the step's transaction, with the instance row locked.
 */
async function record(
  db: Db,
  instance: InstanceRow,
  outcome: StepOutcome,
  vars: Vars,
  now: Date,
): Promise<StepEffects> {
  let seq = await nextSeq(db, instance.id);
  const effects: StepEffects = {
    tenantId: instance.tenantId,
    instanceId: instance.id,
    processName: instance.name,
    assigned: [],
    ended: null,
    messages: outcome.messages,
    nextTimerAt: outcome.nextTimerAt,
  };
  if (outcome.started.length > 0) {
    await db
      .insert(activityTable)
      .values(
        outcome.started.map((a) => {
          seq += 1;
          const flow = a.type === 'sequenceFlow';
          return {
            tenantId: instance.tenantId,
            instanceId: instance.id,
            executionId: flow ? `${a.activityId}#${seq}` : a.executionId,
            activityId: a.activityId,
            activityName: a.name,
            activityType: a.type,
            startTime: now,
            endTime: flow ? now : null,
            seq,
          };
        }),
      )
      .onConflictDoNothing();
  }
  if (outcome.finished.length > 0) {
    await db
      .update(activityTable)
      .set({ endTime: now })
      .where(
        and(
          eq(activityTable.instanceId, instance.id),
          inArray(activityTable.executionId, [...new Set(outcome.finished)]),
          isNull(activityTable.endTime),
        ),
      );
    // A task its activity left without being completed (a boundary timer fired) is cancelled, not left open.
    await db
      .update(taskTable)
      .set({ endTime: now, outcome: 'cancelled' })
      .where(
        and(
          eq(taskTable.instanceId, instance.id),
          inArray(taskTable.executionId, [...new Set(outcome.finished)]),
          isNull(taskTable.endTime),
        ),
      );
  }
  for (const waiting of outcome.waiting) {
    const people = await peopleOf(db, instance.tenantId, waiting, vars);
    const [task] = await db
      .insert(taskTable)
      .values({
        tenantId: instance.tenantId,
        instanceId: instance.id,
        executionId: waiting.executionId,
        taskDefKey: waiting.activityId,
        name: waiting.name || waiting.activityId,
        formKey: waiting.formKey,
        ...people,
        createTime: now,
        claimTime: people.assigneeId ? now : null,
      })
      .onConflictDoNothing()
      .returning({ id: taskTable.id });
    if (!task) continue;
    await db
      .update(activityTable)
      .set({ taskId: task.id, assigneeId: people.assigneeId })
      .where(and(eq(activityTable.instanceId, instance.id), eq(activityTable.executionId, waiting.executionId)));
    const userIds = people.assigneeId ? [people.assigneeId] : people.candidateUsers;
    if (userIds.length > 0)
      effects.assigned.push({ userIds, taskName: waiting.name, taskId: task.id, claim: !people.assigneeId });
  }
  if (outcome.ended) {
    await db
      .update(taskTable)
      .set({ endTime: now, outcome: 'cancelled' })
      .where(and(eq(taskTable.instanceId, instance.id), isNull(taskTable.endTime)));
    effects.ended = { startUserId: instance.startUserId, name: instance.name };
  }
  await db
    .update(instanceTable)
    .set({
      variables: vars,
      engineState: outcome.ended ? null : (outcome.state as object),
      nextTimerAt: outcome.ended ? null : outcome.nextTimerAt,
      ...(outcome.ended ? { state: 'completed', endTime: now } : {}),
    })
    .where(eq(instanceTable.id, instance.id));
  return effects;
}

async function nextSeq(db: Db, instanceId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${activityTable.seq}), 0)::int` })
    .from(activityTable)
    .where(eq(activityTable.instanceId, instanceId));
  return row?.seq ?? 0;
}

/** Starts an instance already inserted (its row holds the variables): the engine runs to its first wait. */
export async function startInstance(db: Db, instance: InstanceRow, xml: string): Promise<StepEffects> {
  const vars = { ...(instance.variables as Vars) };
  const outcome = await runStep({ name: instance.id, vars, definitionId: instance.definitionId, xml });
  return record(db, instance, outcome, vars, new Date());
}

/** One move of a running instance whose row the caller locked; `extra` variables are merged first. */
export async function moveInstance(
  db: Db,
  instance: LockedInstance,
  move: Move,
  extra: Vars = {},
): Promise<StepEffects> {
  const vars = { ...(instance.variables as Vars), ...extra };
  const outcome = await runStep({
    name: instance.id,
    vars,
    definitionId: instance.definitionId,
    xml: instance.xml,
    state: instance.engineState,
    move,
  });
  return record(db, instance, outcome, vars, new Date());
}

/** Locks a running instance for a step (other steps of it wait; another instance's steps do not). */
export async function lockInstance(db: Db, tenantId: string, id: string): Promise<LockedInstance | undefined> {
  const [row] = await db
    .select({ instance: instanceTable, xml: definitionTable.xml })
    .from(instanceTable)
    .innerJoin(definitionTable, eq(definitionTable.id, instanceTable.definitionId))
    .where(and(eq(instanceTable.id, id), eq(instanceTable.state, 'running'), ofTenant(instanceTable, tenantId)))
    .for('update', { of: instanceTable });
  return row ? { ...row.instance, xml: row.xml } : undefined;
}
