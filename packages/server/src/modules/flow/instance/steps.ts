import { deptGroupPrefix, userIdOfTaskUser } from '@pharma/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { addresseesOf } from '../../user/public.ts';
import { definitionTable } from '../definition/definition.table.ts';
import { resolveExpression } from '../engine/expression.ts';
import {
  isParsed,
  type MessageToSend,
  type Move,
  runStep,
  type StepOutcome,
  type TaskWaiting,
} from '../engine/runtime.ts';
import { activityTable, instanceTable, taskTable } from './instance.table.ts';

type Vars = Record<string, unknown>;
export type InstanceRow = typeof instanceTable.$inferSelect;
/**
 * A locked instance with its definition's XML (the engine is built from it; '' when this process holds the
 * definition parsed already) and the last sequence number of its activities.
 */
export type LockedInstance = InstanceRow & { xml: string; seq: number };

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
 * Writes what a step did: the tasks now waiting (with their people), the activities it started (in order, sequence
 * flows too; a task's activity written with its task) and finished, the tasks a timer or the end took away, and the
 * instance's state, variables and next timer. Runs in the step's transaction, with the instance row locked; `seq`
 * is the instance's last activity number. A statement per kind of write, whatever the step did (a step of a
 * three-task process writes five).
 */
async function record(
  db: Db,
  instance: InstanceRow,
  outcome: StepOutcome,
  vars: Vars,
  now: Date,
  seq: number,
): Promise<StepEffects> {
  const effects: StepEffects = {
    tenantId: instance.tenantId,
    instanceId: instance.id,
    processName: instance.name,
    assigned: [],
    ended: null,
    messages: outcome.messages,
    nextTimerAt: outcome.nextTimerAt,
  };
  // Tasks first, so that each activity that waits on one is written with it.
  const taskOf = new Map<string, { id: string; assigneeId: string | null }>();
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
    // A resumed engine announces again what it already waited on: that task exists, nothing is new.
    if (!task) continue;
    taskOf.set(waiting.executionId, { id: task.id, assigneeId: people.assigneeId });
    const userIds = people.assigneeId ? [people.assigneeId] : people.candidateUsers;
    if (userIds.length > 0)
      effects.assigned.push({ userIds, taskName: waiting.name, taskId: task.id, claim: !people.assigneeId });
  }
  const startedHere = new Set<string>();
  if (outcome.started.length > 0) {
    await db
      .insert(activityTable)
      .values(
        outcome.started.map((a) => {
          seq += 1;
          const flow = a.type === 'sequenceFlow';
          if (!flow) startedHere.add(a.executionId);
          const task = flow ? undefined : taskOf.get(a.executionId);
          return {
            tenantId: instance.tenantId,
            instanceId: instance.id,
            executionId: flow ? `${a.activityId}#${seq}` : a.executionId,
            activityId: a.activityId,
            activityName: a.name,
            activityType: a.type,
            taskId: task?.id ?? null,
            assigneeId: task?.assigneeId ?? null,
            startTime: now,
            endTime: flow ? now : null,
            seq,
          };
        }),
      )
      .onConflictDoNothing();
  }
  // A task whose activity an earlier step started (not the usual case) is linked to it here.
  for (const [executionId, task] of taskOf) {
    if (startedHere.has(executionId)) continue;
    await db
      .update(activityTable)
      .set({ taskId: task.id, assigneeId: task.assigneeId })
      .where(and(eq(activityTable.instanceId, instance.id), eq(activityTable.executionId, executionId)));
  }
  if (outcome.finished.length > 0) {
    // The activities that finished are closed, and a task its activity left without being completed (a boundary
    // timer fired) is cancelled, not left open: one statement.
    const finished = [...new Set(outcome.finished)];
    const at = now.toISOString();
    await db.execute(sql`
      with closed as (
        update ${activityTable} set end_time = ${at}::timestamptz
        where instance_id = ${instance.id} and execution_id = any(${sql.param(finished)}::text[]) and end_time is null
      )
      update ${taskTable} set end_time = ${at}::timestamptz, outcome = 'cancelled'
      where instance_id = ${instance.id} and execution_id = any(${sql.param(finished)}::text[]) and end_time is null`);
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

/**
 * The last sequence number of an instance's activities (0 for none), as a column of the lock's select. Written out
 * with its own alias: Drizzle would leave the columns unqualified, and the inner table's `id` would answer.
 */
const lastSeq = sql<number>`(select coalesce(max(done.seq), 0)::int from flow_activity done where done.instance_id = "flow_instance"."id")`;

/** Starts an instance already inserted (its row holds the variables): the engine runs to its first wait. */
export async function startInstance(db: Db, instance: InstanceRow, xml: string): Promise<StepEffects> {
  const vars = { ...(instance.variables as Vars) };
  const outcome = await runStep({ name: instance.id, vars, definitionId: instance.definitionId, xml });
  // A new instance has no activities yet.
  return record(db, instance, outcome, vars, new Date(), 0);
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
    xml: instance.xml || (await xmlOf(db, instance.definitionId)),
    state: instance.engineState,
    move,
  });
  const { xml: _xml, seq, ...row } = instance;
  return record(db, row, outcome, vars, new Date(), seq);
}

/**
 * Locks a running instance for a step (other steps of it wait; another instance's steps do not), with its last
 * activity number, and its definition's XML unless this process holds that definition parsed (a definition's XML
 * never changes; it is several kB a step would read for nothing).
 */
export async function lockInstance(db: Db, tenantId: string, id: string): Promise<LockedInstance | undefined> {
  const where = and(eq(instanceTable.id, id), eq(instanceTable.state, 'running'), ofTenant(instanceTable, tenantId));
  const [row] = await db
    .select({ instance: instanceTable, seq: lastSeq })
    .from(instanceTable)
    .where(where)
    .for('update');
  if (!row) return undefined;
  const xml = isParsed(row.instance.definitionId) ? '' : await xmlOf(db, row.instance.definitionId);
  return { ...row.instance, xml, seq: row.seq };
}

/** A definition's XML (for a process that does not hold it parsed yet). */
async function xmlOf(db: Db, definitionId: string): Promise<string> {
  const [definition] = await db
    .select({ xml: definitionTable.xml })
    .from(definitionTable)
    .where(eq(definitionTable.id, definitionId));
  return definition?.xml ?? '';
}
