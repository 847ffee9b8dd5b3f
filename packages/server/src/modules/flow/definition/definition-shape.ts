import type { FlowProcess } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { formatTime } from '../../../platform/time.ts';
import type { CategoryInfo } from '../shared/categories.ts';
import type { definitionTable } from './definition.table.ts';

/** A definition row as FlowProcess (wave2-contract.md §A.3). */
export function toProcess(
  ctx: Pick<Ctx, 'timeZone'>,
  row: typeof definitionTable.$inferSelect,
  categories: ReadonlyMap<string, CategoryInfo>,
): FlowProcess {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    key: row.key,
    description: row.description,
    category: row.category,
    categoryName: categories.get(row.category)?.name ?? row.category,
    version: row.version,
    deploymentId: row.deploymentId,
    resourceName: row.resourceName,
    diagramResourceName: row.resourceName.replace(/\.bpmn20\.xml$|\.bpmn$|\.xml$/, '.svg'),
    suspensionState: row.suspensionState,
    deploymentTime: formatTime(row.deployTime, ctx.timeZone),
    formKey: row.formKey,
  };
}
