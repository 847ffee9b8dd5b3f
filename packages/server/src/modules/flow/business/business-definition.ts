import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { definitionTable, deploymentTable } from '../definition/definition.table.ts';
import { readProcessFile } from '../engine/bpmn-file.ts';

/** A process a module ships with its business form (as flow.seed.ts ships Leave). */
export interface ShippedProcess {
  key: string;
  name: string;
  description: string;
  /** `flow_<dictKey>` of the `flow` dictionary. */
  category: string;
  resourceName: string;
  xml: string;
}

/**
 * At every start: a module's process, common to every tenant, unless one of its key is deployed already (an
 * administrator may have deployed a newer version; theirs stands). Never reports a first start (a module's process
 * added to an existing database must not bring the demo rows again).
 */
export async function ensureCommonDefinition(db: Db, process: ShippedProcess): Promise<undefined> {
  const [existing] = await db
    .select({ id: definitionTable.id })
    .from(definitionTable)
    .where(and(ofTenant(definitionTable, ''), eq(definitionTable.key, process.key)))
    .limit(1);
  if (existing) return undefined;
  const [deployment] = await db
    .insert(deploymentTable)
    .values({ tenantId: '', name: process.name, category: process.category })
    .returning();
  // The form it starts with is the one its start event names, as for any file deployed.
  const [read] = await readProcessFile(process.xml);
  await db.insert(definitionTable).values({
    id: `${process.key}:1:${deployment!.id}`,
    tenantId: '',
    deploymentId: deployment!.id,
    key: process.key,
    name: process.name,
    description: process.description,
    category: process.category,
    version: 1,
    resourceName: process.resourceName,
    xml: process.xml,
    formKey: read?.formKey ?? '',
    deployTime: deployment!.deployTime,
  });
  return undefined;
}
