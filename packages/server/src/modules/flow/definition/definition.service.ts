import {
  commaList,
  type FlowProcess,
  flowMessages as m,
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
import { toProcess } from './definition.shape.ts';
import { definitionTable as d, deploymentTable } from './definition.table.ts';

/** BladeX's `mode`: 1 the common definitions, 2 the tenant's own (every tenant's for the platform administrator). */
const sharingOf = (mode: string | undefined): Sharing => (mode === '2' ? 'own' : 'common');

/** Only the latest version of each key in each tenant. */
const latest = sql`${d.version} = (select max(x.version) from flow_definition x where x.tenant_id = ${d.tenantId} and x.key = ${d.key})`;

async function pageOfDefinitions(
  ctx: Ctx,
  where: SQL | undefined,
  query: { current?: string | undefined; size?: string | undefined },
): Promise<Page<FlowProcess>> {
  const { current, size } = pagingOf({ current: query.current, size: query.size });
  const [rows, [total], categories] = await Promise.all([
    ctx.db
      .select()
      .from(d)
      .where(where)
      .orderBy(desc(d.deployTime), d.id)
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(d).where(where),
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
    commonOrOwn(ctx, d, sharingOf(query.mode)),
    latest,
    query.category ? eq(d.category, query.category) : undefined,
  );
  return pageOfDefinitions(ctx, where, query);
}

/** Whether the caller may start a definition: anyone of its tenants, unless it names its starters. */
export function startableBy(ctx: Ctx): SQL {
  const me = [ctx.userId, taskUserOf(ctx.userId), ctx.account];
  return sql`((${d.starterUsers} = '' and ${d.starterGroups} = '')
    or string_to_array(${d.starterUsers}, ',') && ${sql.param(me)}::text[]
    or string_to_array(${d.starterGroups}, ',') && ${sql.param(ctx.roleAliases.length ? [...ctx.roleAliases] : [''])}::text[])`;
}

/** 发起事务: active definitions (latest versions) the caller may start. */
export function startList(ctx: Ctx, query: { current?: string; size?: string; category?: string; mode?: string }) {
  // Here the tenant's own means the caller's tenant, the administrator's included: they start what their tenant has.
  const where = and(
    commonOrOwn(ctx, d, query.mode === '2' ? 'tenant' : 'common'),
    latest,
    eq(d.suspensionState, suspensionState.active),
    startableBy(ctx),
    query.category ? eq(d.category, query.category) : undefined,
  );
  return pageOfDefinitions(ctx, where, query);
}

/** A definition the caller may use (common, or of their tenant; any for the platform administrator). */
export async function definitionFor(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(d)
    .where(and(eq(d.id, id), commonOrOwn(ctx, d, 'reachable')));
  if (!row) throw notFound(m.definitionMissing);
  return row;
}

/** 变更状态: active or suspend; a common definition is the platform administrator's to change. */
export async function changeState(ctx: Ctx, state: string, processId: string): Promise<string> {
  const target = state === 'active' ? suspensionState.active : state === 'suspend' ? suspensionState.suspended : 0;
  if (!target) throw badRequest(m.badState);
  const row = await definitionFor(ctx, processId);
  if (row.tenantId === '' && !ctx.isAdministrator) throw forbidden();
  if (row.suspensionState === target) return pick(m.stateUnchanged, ctx.lang).replace('{id}', processId);
  await ctx.db.update(d).set({ suspensionState: target }).where(eq(d.id, processId));
  const action = pick(target === suspensionState.active ? m.activate : m.suspend, ctx.lang);
  return pick(m.stateChanged, ctx.lang).replace('{action}', action).replace('{id}', processId);
}

/**
 * 删除: deployments with their definitions and every instance of those (tasks and history too), as Flowable's
 * cascading delete does. A common deployment is the platform administrator's; a tenant's, its own or theirs.
 */
export async function deleteDeployments(ctx: Ctx, deploymentIds: string): Promise<number> {
  const ids = commaList(deploymentIds).filter((id) => /^\d{1,19}$/.test(id));
  if (ids.length === 0) throw notFound(m.deploymentMissing);
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
    if (found.length === 0) throw notFound(m.deploymentMissing);
    const kept = found.map((f) => f.id);
    const definitions = await tx.select({ id: d.id }).from(d).where(inArray(d.deploymentId, kept));
    await deleteInstancesOf(
      tx,
      definitions.map((x) => x.id),
    );
    await tx.delete(d).where(inArray(d.deploymentId, kept));
    await tx.delete(deploymentTable).where(inArray(deploymentTable.id, kept));
    return kept.length;
  });
}
