import { type FlowExecution, flowMessages as m, type Page, taskUserOf } from '@pharma/contract';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Ctx, can } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { userNamesById } from '../../user/public.ts';
import { categoriesOf } from '../shared/categories.ts';
import { activityTable, instanceTable as i, taskTable as t } from './instance.table.ts';
import { lockInstance } from './steps.ts';

/** A task the caller holds or may claim: assigned to them, or offering itself to their user, roles or departments. */
export function mineOrOffered(ctx: Ctx): SQL {
  return sql`(${t.assigneeId} = ${ctx.userId}
    or (${t.assigneeId} is null and (
      ${t.candidateUsers} && ${sql.param([ctx.userId])}::text[]
      or ${t.candidateRoles} && ${sql.param(ctx.roleAliases.length ? [...ctx.roleAliases] : [''])}::text[]
      or ${t.candidateDepts} && ${sql.param(ctx.deptIds.length ? [...ctx.deptIds] : [''])}::text[])))`;
}

/**
 * An instance the caller may look at: of their tenant (any for the platform administrator), and started by them,
 * one of its tasks theirs or offered to them (now or before), or they follow instances (流程跟踪).
 */
export async function instanceFor(ctx: Ctx, id: string) {
  if (!/^\d{1,19}$/.test(id)) throw notFound(m.instanceMissing);
  const [row] = await ctx.db
    .select()
    .from(i)
    .where(and(eq(i.id, id), scoped(ctx, i, { acrossTenants: true, dataScope: false })));
  if (!row) throw notFound(m.instanceMissing);
  if (row.startUserId === ctx.userId || can(ctx, 'flow_follow')) return row;
  const [involved] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.instanceId, id), mineOrOffered(ctx)))
    .limit(1);
  if (!involved) throw notFound(m.noViewable);
  return row;
}

/** 流程跟踪: running instances (every tenant's for the platform administrator), newest first, with the current step. */
export async function followList(
  ctx: Ctx,
  query: { current?: string; size?: string; processInstanceId?: string; processDefinitionKey?: string },
): Promise<Page<FlowExecution>> {
  const { current, size } = pagingOf({ current: query.current, size: query.size });
  const where = and(
    scoped(ctx, i, { acrossTenants: true, dataScope: false }),
    eq(i.state, 'running'),
    query.processInstanceId
      ? /^\d{1,19}$/.test(query.processInstanceId)
        ? eq(i.id, query.processInstanceId)
        : sql`false`
      : undefined,
    query.processDefinitionKey ? eq(i.definitionKey, query.processDefinitionKey) : undefined,
  );
  const [rows, [total], categories] = await Promise.all([
    ctx.db
      .select()
      .from(i)
      .where(where)
      .orderBy(desc(i.startTime), desc(i.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(i).where(where),
    categoriesOf(ctx),
  ]);
  const ids = rows.map((r) => r.id);
  const open = ids.length
    ? await ctx.db
        .select({ instanceId: t.instanceId, key: t.taskDefKey, name: t.name, executionId: t.executionId })
        .from(t)
        .where(and(inArray(t.instanceId, ids), isNull(t.endTime)))
        .orderBy(asc(t.createTime))
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
    Number(total?.n ?? 0),
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
    if (!row) throw notFound(m.instanceEnded);
    const now = new Date();
    await tx
      .update(t)
      .set({ endTime: now, outcome: 'cancelled' })
      .where(and(eq(t.instanceId, id), isNull(t.endTime)));
    await tx
      .update(activityTable)
      .set({ endTime: now })
      .where(and(eq(activityTable.instanceId, id), isNull(activityTable.endTime)));
    await tx
      .update(i)
      .set({ state: 'deleted', endTime: now, deleteReason: reason, engineState: null, nextTimerAt: null })
      .where(eq(i.id, id));
    return true;
  });
}
