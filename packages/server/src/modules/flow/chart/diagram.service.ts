import { flowMessages } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { definitionFor } from '../definition/definition.service.ts';
import { definitionTable } from '../definition/definition.table.ts';
import { instanceFor } from '../instance/instance.service.ts';
import { activityTable } from '../instance/instance.table.ts';
import { diagramSvg } from './diagram-svg.ts';

/** diagram-view: an instance's chart as a picture, what ran marked (the viewer's colours). */
export async function diagramOfInstance(ctx: Ctx, instanceId: string): Promise<string> {
  const instance = await instanceFor(ctx, instanceId);
  const [definition] = await ctx.db
    .select({ xml: definitionTable.xml })
    .from(definitionTable)
    .where(eq(definitionTable.id, instance.definitionId));
  if (!definition) throw notFound(flowMessages.definitionMissing);
  const steps = await ctx.db
    .select({ id: activityTable.activityId, type: activityTable.activityType, end: activityTable.endTime })
    .from(activityTable)
    .where(eq(activityTable.instanceId, instance.id));
  const flows = new Set(steps.filter((s) => s.type === 'sequenceFlow').map((s) => s.id));
  const current = new Set(steps.filter((s) => s.type !== 'sequenceFlow' && !s.end).map((s) => s.id));
  const finished = new Set(steps.filter((s) => s.type !== 'sequenceFlow' && s.end).map((s) => s.id));
  return diagramSvg(definition.xml, { finished, current, flows });
}

/** resource-view: a definition's XML as deployed, or its chart as a picture. */
export async function diagramOfDefinition(
  ctx: Ctx,
  definitionId: string,
  resourceType: 'xml' | 'image',
): Promise<{ xml: string; svg?: string }> {
  const definition = await definitionFor(ctx, definitionId);
  if (resourceType === 'xml') return { xml: definition.xml };
  return { xml: definition.xml, svg: await diagramSvg(definition.xml) };
}
