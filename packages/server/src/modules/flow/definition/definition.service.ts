import {
  commaList,
  type FlowProcess,
  flowMessages,
  type Page,
  pick,
  suspensionState,
  taskUserOf,
} from '@pharma/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import { commonOrOwn, type Sharing } from '../../../platform/scope.ts';
import { deleteInstancesOf } from '../instance/instance-removal.ts';
import { categoriesOf } from '../shared/categories.ts';
import { definitionTable, deploymentTable } from './definition.table.ts';
import { toProcess } from './definition-shape.ts';

/** BladeX's `mode`: 1 the common definitions, 2 the tenant's own (every tenant's for the platform administrator). */
const sharingOf = (mode: string | undefined): Sharing => (mode === '2' ? 'own' : 'common');

/** Only the latest version of each key in each tenant. */
const latest = sql`${definitionTable.version} = (select max(x.version) from flow_definition x where x.tenant_id = ${definitionTable.tenantId} and x.key = ${definitionTable.key})`;

async function pageOfDefinitions(
  ctx: Ctx,
  where: SQL | undefined,
  query: { current?: string | undefined; size?: string | undefined },
): Promise<Page<FlowProcess>> {
  const { current, size } = pagingOf({ current: query.current, size: query.size });
  const [rows, [total], categories] = await Promise.all([
    ctx.db
      .select()
      .from(definitionTable)
      .where(where)
      .orderBy(desc(definitionTable.deployTime), definitionTable.id)
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(definitionTable).where(where),
    categoriesOf(ctx),
  ]);
  return pageOf(
    rows.map((row) => toProcess(ctx, row, categories)),
    Number(total?.n ?? 0),
    current,
    size,
  );
}

/** 流程管理: the latest version of each definition, common or the tenant's own. */
export function managerList(ctx: Ctx, query: { current?: string; size?: string; category?: string; mode?: string }) {
  const where = and(
    commonOrOwn(ctx, definitionTable, sharingOf(query.mode)),
    latest,
    query.category ? eq(definitionTable.category, query.category) : undefined,
  );
  return pageOfDefinitions(ctx, where, query);
}

/** Whether the caller may start a definition: anyone of its tenants, unless it names its starters. */
export function startableBy(ctx: Ctx): SQL {
  const me = [ctx.userId, taskUserOf(ctx.userId), ctx.account];
  return sql`((${definitionTable.starterUsers} = '' and ${definitionTable.starterGroups} = '')
    or string_to_array(${definitionTable.starterUsers}, ',') && ${sql.param(me)}::text[]
    or string_to_array(${definitionTable.starterGroups}, ',') && ${sql.param(ctx.roleAliases.length ? [...ctx.roleAliases] : [''])}::text[])`;
}

/** 发起事务: active definitions (latest versions) the caller may start. */
export function startList(ctx: Ctx, query: { current?: string; size?: string; category?: string; mode?: string }) {
  // Here the tenant's own means the caller's tenant, the administrator's included: they start what their tenant has.
  const where = and(
    commonOrOwn(ctx, definitionTable, query.mode === '2' ? 'tenant' : 'common'),
    latest,
    eq(definitionTable.suspensionState, suspensionState.active),
    startableBy(ctx),
    query.category ? eq(definitionTable.category, query.category) : undefined,
  );
  return pageOfDefinitions(ctx, where, query);
}

/** A definition the caller may use (common, or of their tenant; any for the platform administrator). */
export async function definitionFor(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(definitionTable)
    .where(and(eq(definitionTable.id, id), commonOrOwn(ctx, definitionTable, 'reachable')));
  if (!row) throw notFound(flowMessages.definitionMissing);
  return row;
}

/** 变更状态: active or suspend; a common definition is the platform administrator's to change. */
export async function changeState(ctx: Ctx, state: string, processId: string): Promise<string> {
  const target = state === 'active' ? suspensionState.active : state === 'suspend' ? suspensionState.suspended : 0;
  if (!target) throw badRequest(flowMessages.badState);
  const row = await definitionFor(ctx, processId);
  if (row.tenantId === '' && !ctx.isAdministrator) throw forbidden();
  if (row.suspensionState === target) return pick(flowMessages.stateUnchanged, ctx.lang).replace('{id}', processId);
  await ctx.db.update(definitionTable).set({ suspensionState: target }).where(eq(definitionTable.id, processId));
  const action = pick(target === suspensionState.active ? flowMessages.activate : flowMessages.suspend, ctx.lang);
  return pick(flowMessages.stateChanged, ctx.lang).replace('{action}', action).replace('{id}', processId);
}

/**
 * 删除: deployments with their definitions and every instance of those (tasks and history too), as Flowable's
 * cascading delete does. A common deployment is the platform administrator's; a tenant's, its own or theirs.
 */
export async function deleteDeployments(ctx: Ctx, deploymentIds: string): Promise<number> {
  const ids = commaList(deploymentIds).filter((id) => /^\d{1,19}$/.test(id));
  if (ids.length === 0) throw notFound(flowMessages.deploymentMissing);
  return ctx.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: deploymentTable.id })
      .from(deploymentTable)
      .where(
        and(
          inArray(deploymentTable.id, ids),
          commonOrOwn(ctx, deploymentTable, ctx.isAdministrator ? 'reachable' : 'tenant'),
        ),
      );
    if (found.length === 0) throw notFound(flowMessages.deploymentMissing);
    const kept = found.map((f) => f.id);
    const definitions = await tx
      .select({ id: definitionTable.id })
      .from(definitionTable)
      .where(inArray(definitionTable.deploymentId, kept));
    await deleteInstancesOf(
      tx,
      definitions.map((x) => x.id),
    );
    await tx.delete(definitionTable).where(inArray(definitionTable.deploymentId, kept));
    await tx.delete(deploymentTable).where(inArray(deploymentTable.id, kept));
    return kept.length;
  });
}
