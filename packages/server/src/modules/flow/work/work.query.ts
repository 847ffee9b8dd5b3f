import { type BladeFlow, commaList, leaveBusinessTable, type Page, taskUserOf } from '@pharma/contract';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { scoped } from '../../../platform/scope.ts';
import { parseTime } from '../../../platform/time.ts';
import { userNamesById } from '../../user/public.ts';
import { businessOfKey, flowBusinessOf } from '../business/business-registry.ts';
import { openTaskNames } from '../instance/history.service.ts';
import { instancePage, mineOrOffered } from '../instance/instance.service.ts';
import { instanceTable, taskTable } from '../instance/instance.table.ts';
import { type CategoryInfo, categoriesOf } from '../shared/categories.ts';
import { timeText } from '../shared/format.ts';

/** The work lists' filters (BladeX's BladeFlow query). */
export interface WorkQuery {
  current?: string | undefined;
  size?: string | undefined;
  category?: string | undefined;
  processDefinitionName?: string | undefined;
  beginDate?: string | undefined;
  endDate?: string | undefined;
}

/** The filters every list shares, on the instance (category, name) and on a time column. */
function filtersOf(
  ctx: Ctx,
  query: WorkQuery,
  timeColumn: typeof taskTable.createTime | typeof instanceTable.startTime,
): SQL | undefined {
  const categories = commaList(query.category);
  const begin = query.beginDate ? parseTime(query.beginDate, ctx.timeZone) : undefined;
  const end = query.endDate ? parseTime(query.endDate, ctx.timeZone) : undefined;
  return and(
    categories.length ? inArray(instanceTable.category, categories) : undefined,
    query.processDefinitionName ? containing(instanceTable.name, query.processDefinitionName) : undefined,
    begin ? gte(timeColumn, begin) : undefined,
    end ? lte(timeColumn, end) : undefined,
  );
}

/**
 * A row's instance fields. Its pages' route is the business's own when one is registered for its business table
 * (a plan's audit opens the plan, whatever category its definition was deployed under), else its category's.
 */
function instanceFields(
  ctx: Ctx,
  row: typeof instanceTable.$inferSelect,
  categories: ReadonlyMap<string, CategoryInfo>,
): BladeFlow {
  const category = categories.get(row.category);
  const keyed = businessOfKey(row.businessKey);
  return {
    processInstanceId: row.id,
    historyProcessInstanceId: row.id,
    processDefinitionId: row.definitionId,
    processDefinitionKey: row.definitionKey,
    processDefinitionName: row.name,
    processDefinitionVersion: Number(row.definitionId.split(':')[1] ?? 0),
    category: row.category,
    categoryName: category?.name ?? row.category,
    routeValue:
      flowBusinessOf(ctx.registry, keyed.businessTable)?.route ||
      category?.route ||
      (keyed.businessTable === leaveBusinessTable ? 'leave' : ''),
    processIsFinished: row.state === 'running' ? 'unfinished' : 'finished',
    ...keyed,
  };
}

type Kind = 'claim' | 'todo' | 'done';

/** 待签, 待办 and 办结: the caller's tasks (offered, assigned, completed), newest first, in their own tenant. */
export async function taskList(ctx: Ctx, kind: Kind, query: WorkQuery): Promise<Page<BladeFlow>> {
  const { current, size } = pagingOf({ current: query.current, size: query.size });
  const mine =
    kind === 'claim'
      ? and(isNull(taskTable.endTime), isNull(taskTable.assigneeId), mineOrOffered(ctx))
      : kind === 'todo'
        ? and(isNull(taskTable.endTime), eq(taskTable.assigneeId, ctx.userId))
        : and(isNotNull(taskTable.endTime), eq(taskTable.assigneeId, ctx.userId), eq(taskTable.outcome, 'completed'));
  const timeColumn = kind === 'done' ? taskTable.endTime : taskTable.createTime;
  const where = and(
    scoped(ctx, taskTable, { dataScope: false }),
    mine,
    filtersOf(ctx, query, timeColumn as typeof taskTable.createTime),
  );
  const [rows, [total], categories] = await Promise.all([
    ctx.db
      .select({ task: taskTable, instance: instanceTable })
      .from(taskTable)
      .innerJoin(instanceTable, eq(instanceTable.id, taskTable.instanceId))
      .where(where)
      .orderBy(desc(timeColumn), desc(taskTable.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db
      .select({ n: count() })
      .from(taskTable)
      .innerJoin(instanceTable, eq(instanceTable.id, taskTable.instanceId))
      .where(where),
    categoriesOf(ctx),
  ]);
  const names = await userNamesById(ctx.db, [
    ...rows.map((r) => r.task.assigneeId ?? ''),
    ...rows.map((r) => r.instance.startUserId),
  ]);
  return pageOf(
    rows.map(({ task, instance }) => ({
      ...instanceFields(ctx, instance, categories),
      taskId: task.id,
      taskName: task.name,
      taskDefinitionKey: task.taskDefKey,
      executionId: task.executionId,
      assignee: task.assigneeId ? taskUserOf(task.assigneeId) : '',
      assigneeName: task.assigneeId ? (names.get(task.assigneeId) ?? '') : '',
      startUser: names.get(instance.startUserId) ?? '',
      startTime: timeText(instance.startTime, ctx.timeZone),
      createTime: timeText(task.createTime, ctx.timeZone),
      claimTime: timeText(task.claimTime, ctx.timeZone),
      endTime: timeText(task.endTime, ctx.timeZone),
      historyTaskEndTime: timeText(task.endTime, ctx.timeZone),
      comment: task.comment ?? undefined,
      pass: task.pass ?? undefined,
      status: kind === 'done' ? 'done' : kind,
    })),
    Number(total?.n ?? 0),
    current,
    size,
  );
}

/** 已发事务: the instances the caller started, newest first, whether finished, and where each stands. */
export async function sendList(ctx: Ctx, query: WorkQuery): Promise<Page<BladeFlow>> {
  const { current, size } = pagingOf({ current: query.current, size: query.size });
  const where = and(
    scoped(ctx, instanceTable, { dataScope: false }),
    eq(instanceTable.startUserId, ctx.userId),
    filtersOf(ctx, query, instanceTable.startTime),
  );
  const { rows, total, categories } = await instancePage(ctx, where, { current, size });
  const current_ = await openTaskNames(
    ctx,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((row) => ({
      ...instanceFields(ctx, row, categories),
      taskName: current_.get(row.id) ?? '',
      startUser: ctx.realName,
      startTime: timeText(row.startTime, ctx.timeZone),
      createTime: timeText(row.startTime, ctx.timeZone),
      endTime: timeText(row.endTime, ctx.timeZone),
      status: row.state === 'running' ? 'send' : 'finish',
    })),
    total,
    current,
    size,
  );
}
