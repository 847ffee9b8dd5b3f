import { flowMessages, suspensionState, taskUserOf } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { definitionFor, startableBy } from '../definition/definition.service.ts';
import { definitionTable } from '../definition/definition.table.ts';
import { instanceTable } from './instance.table.ts';
import { type StepEffects, startInstance } from './steps.ts';

/** What a business form starts: a definition, its business key, and the variables its conditions read. */
export interface StartRequest {
  definitionId: string;
  businessKey: string;
  variables: Record<string, unknown>;
}

/**
 * Starts an instance in the transaction `ctx.db` is (the business row and the instance commit together): the
 * definition must be one the caller may use and start, and active. The start event's `flowable:initiator`
 * variable names the caller as `taskUser_<id>`, as Flowable's identity link does.
 */
export async function startProcess(
  ctx: Ctx,
  request: StartRequest,
): Promise<{ instanceId: string; effects: StepEffects }> {
  const db = ctx.db;
  const definition = await definitionFor(ctx, request.definitionId);
  if (definition.suspensionState !== suspensionState.active)
    throw badRequest(flowMessages.definitionSuspended, { name: definition.name });
  if (definition.tenantId !== '' && definition.tenantId !== ctx.tenantId) throw forbidden(flowMessages.notStarter);
  const [allowed] = await db
    .select({ id: definitionTable.id })
    .from(definitionTable)
    .where(and(eq(definitionTable.id, definition.id), startableBy(ctx)));
  if (!allowed) throw badRequest(flowMessages.notStarter, { name: definition.name });
  const initiator = initiatorVariable(definition.xml);
  const [instance] = await db
    .insert(instanceTable)
    .values({
      tenantId: ctx.tenantId,
      definitionId: definition.id,
      definitionKey: definition.key,
      name: definition.name,
      category: definition.category,
      businessKey: request.businessKey,
      startUserId: ctx.userId,
      variables: { ...request.variables, ...(initiator ? { [initiator]: taskUserOf(ctx.userId) } : {}) },
    })
    .returning();
  const effects = await startInstance(db, instance!, definition.xml);
  return { instanceId: instance!.id, effects };
}

/** The start event's flowable:initiator (the variable that will hold the starter), read without a full parse. */
function initiatorVariable(xml: string): string | undefined {
  const start = /<(?:\w+:)?startEvent\b[^>]*>/.exec(xml)?.[0] ?? '';
  return /\bflowable:initiator="([\w.-]+)"/.exec(start)?.[1];
}
