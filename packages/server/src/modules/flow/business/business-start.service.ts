import { flowMessages } from '@pharma/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { commonOrOwn, scoped } from '../../../platform/scope.ts';
import { definitionTable } from '../definition/definition.table.ts';
import { instanceTable, taskTable } from '../instance/instance.table.ts';
import { startProcess } from '../instance/start.service.ts';
import type { StepEffects } from '../instance/steps.ts';

/**
 * Starts the process a business form runs on, by its key rather than a definition id: the latest version the
 * caller's tenant deployed itself, else the latest common one (so a tenant may redraw it without touching the code).
 * Runs in the caller's transaction (`ctx.db`): the business row and the instance commit together.
 */
export async function startBusinessProcess(
  ctx: Ctx,
  request: { key: string; businessTable: string; businessId: string; variables: Record<string, unknown> },
): Promise<{ instanceId: string; effects: StepEffects }> {
  const [definition] = await ctx.db
    .select({ id: definitionTable.id })
    .from(definitionTable)
    .where(and(eq(definitionTable.key, request.key), commonOrOwn(ctx, definitionTable, 'usable')))
    // The tenant's own before the common one, then the newest version.
    .orderBy(sql`${definitionTable.tenantId} = ''`, desc(definitionTable.version))
    .limit(1);
  if (!definition) throw badRequest(flowMessages.definitionMissing);
  return startProcess(ctx, {
    definitionId: definition.id,
    businessKey: `${request.businessTable}:${request.businessId}`,
    variables: request.variables,
  });
}

/** Which of these instances are still running (a business row may point at one ended or removed meanwhile). */
export async function runningInstanceIds(ctx: Ctx, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id) => /^\d{1,19}$/.test(id)))];
  if (wanted.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: instanceTable.id })
    .from(instanceTable)
    .where(
      and(
        inArray(instanceTable.id, wanted),
        scoped(ctx, instanceTable, { acrossTenants: true, dataScope: false }),
        eq(instanceTable.state, 'running'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The open tasks of an instance in the caller's tenant (a demo signing for one as its candidate would). */
export async function openTaskIds(ctx: Ctx, instanceId: string): Promise<string[]> {
  if (!/^\d{1,19}$/.test(instanceId)) return [];
  const rows = await ctx.db
    .select({ id: taskTable.id })
    .from(taskTable)
    .where(
      and(
        eq(taskTable.instanceId, instanceId),
        scoped(ctx, taskTable, { dataScope: false }),
        isNull(taskTable.endTime),
      ),
    );
  return rows.map((r) => r.id);
}
