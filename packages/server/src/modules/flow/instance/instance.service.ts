import { type FlowExecution, flowMessages, type Page, taskUserOf } from '@pharma/contract';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Ctx, can } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { userNamesById } from '../../user/public.ts';
import { categoriesOf } from '../shared/categories.ts';
import { activityTable, instanceTable, taskTable } from './instance.table.ts';
import { lockInstance } from './steps.ts';

/** A task the caller holds or may claim: assigned to them, or offering itself to their user, roles or departments. */
export function mineOrOffered(ctx: Ctx): SQL {
  return sql`(${taskTable.assigneeId} = ${ctx.userId}
    or (${taskTable.assigneeId} is null and (
      ${taskTable.candidateUsers} && ${sql.param([ctx.userId])}::text[]
      or ${taskTable.candidateRoles} && ${sql.param(ctx.roleAliases.length ? [...ctx.roleAliases] : [''])}::text[]
      or ${taskTable.candidateDepts} && ${sql.param(ctx.deptIds.length ? [...ctx.deptIds] : [''])}::text[])))`;
}

/**
 * An instance the caller may look at: of their tenant (any for the platform administrator), and started by them,
 * one of its tasks theirs or offered to them (now or before), or they follow instances (流程跟踪).
 */
export async function instanceFor(ctx: Ctx, id: string) {
  if (!/^\d{1,19}$/.test(id)) throw notFound(flowMessages.instanceMissing);
  const [row] = await ctx.db
    .select()
    .from(instanceTable)
    .where(and(eq(instanceTable.id, id), scoped(ctx, instanceTable, { acrossTenants: true, dataScope: false })));
  if (!row) throw notFound(flowMessages.instanceMissing);
  if (row.startUserId === ctx.userId || can(ctx, 'flow_follow')) return row;
  const [involved] = await ctx.db
    .select({ id: taskTable.id })
    .from(taskTable)
    .where(and(eq(taskTable.instanceId, id), mineOrOffered(ctx)))
    .limit(1);
  if (!involved) throw notFound(flowMessages.noViewable);
  return row;
}

/** A page of the instances under `where`, newest first, with their total and the categories' names. */
export async function instancePage(
  ctx: Ctx,
  where: SQL | undefined,
  { current, size }: { current: number; size: number },
) {
  const [rows, [total], categories] = await Promise.all([
    ctx.db
      .select()
      .from(instanceTable)
      .where(where)
      .orderBy(desc(instanceTable.startTime), desc(instanceTable.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(instanceTable).where(where),
    categoriesOf(ctx),
  ]);
  return { rows, total: Number(total?.n ?? 0), categories };
}

/** 流程跟踪: running instances (every tenant's for the platform administrator), newest first, with the current step. */
export async function followList(
  ctx: Ctx,
  query: { current?: string; size?: string; processInstanceId?: string; processDefinitionKey?: string },
): Promise<Page<FlowExecution>> {
  const { current, size } = pagingOf({ current: query.current, size: query.size });
  const where = and(
    scoped(ctx, instanceTable, { acrossTenants: true, dataScope: false }),
    eq(instanceTable.state, 'running'),
    query.processInstanceId
      ? /^\d{1,19}$/.test(query.processInstanceId)
        ? eq(instanceTable.id, query.processInstanceId)
        : sql`false`
      : undefined,
    query.processDefinitionKey ? eq(instanceTable.definitionKey, query.processDefinitionKey) : undefined,
  );
  const { rows, total, categories } = await instancePage(ctx, where, { current, size });
  const ids = rows.map((r) => r.id);
  const open = ids.length
    ? await ctx.db
        .select({
          instanceId: taskTable.instanceId,
          key: taskTable.taskDefKey,
          name: taskTable.name,
          executionId: taskTable.executionId,
        })
        .from(taskTable)
        .where(and(inArray(taskTable.instanceId, ids), isNull(taskTable.endTime)))
        .orderBy(asc(taskTable.createTime))
    : [];
  const names = await userNamesById(
    ctx.db,
    rows.map((r) => r.startUserId),
  );
  return pageOf(
    rows.map((row): FlowExecution => {
      const step = open.find((o) => o.instanceId === row.id);
      return {
        id: row.id,
        name: row.name,
        startUserId: taskUserOf(row.startUserId),
        startUser: names.get(row.startUserId) ?? '',
        startTime: formatTime(row.startTime, ctx.timeZone),
        taskDefinitionId: step?.key ?? '',
        taskDefinitionKey: step?.key ?? '',
        category: row.category,
        categoryName: categories.get(row.category)?.name ?? row.category,
        processInstanceId: row.id,
        processDefinitionId: row.definitionId,
        processDefinitionKey: row.definitionKey,
        activityId: step?.key ?? '',
        suspensionState: 1,
        executionId: step?.executionId ?? '',
        tenantId: row.tenantId,
      };
    }),
    total,
    current,
    size,
  );
}

/**
 * 删除 (流程跟踪): ends a running instance with the reason kept: its open tasks are cancelled, its open steps closed,
 * and the engine's state dropped. A step of it under way finishes first (the row lock).
 */
export async function deleteInstance(ctx: Ctx, id: string, reason: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const reachable = await instanceFor({ ...ctx, db: tx }, id);
    const row = await lockInstance(tx, reachable.tenantId, id);
    if (!row) throw notFound(flowMessages.instanceEnded);
    const now = new Date();
    await tx
      .update(taskTable)
      .set({ endTime: now, outcome: 'cancelled' })
      .where(and(eq(taskTable.instanceId, id), isNull(taskTable.endTime)));
    await tx
      .update(activityTable)
      .set({ endTime: now })
      .where(and(eq(activityTable.instanceId, id), isNull(activityTable.endTime)));
    await tx
      .update(instanceTable)
      .set({ state: 'deleted', endTime: now, deleteReason: reason, engineState: null, nextTimerAt: null })
      .where(eq(instanceTable.id, id));
    return true;
  });
}
