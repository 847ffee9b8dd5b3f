import { inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { activityTable, instanceTable, taskTable } from './instance.table.ts';

/** Removes every instance of these definitions with its tasks and history (a deployment being deleted). */
export async function deleteInstancesOf(db: Db, definitionIds: readonly string[]): Promise<void> {
  if (definitionIds.length === 0) return;
  const instances = db
    .select({ id: instanceTable.id })
    .from(instanceTable)
    .where(inArray(instanceTable.definitionId, [...definitionIds]));
  await db.delete(taskTable).where(inArray(taskTable.instanceId, instances));
  await db.delete(activityTable).where(inArray(activityTable.instanceId, instances));
  await db.delete(instanceTable).where(inArray(instanceTable.definitionId, [...definitionIds]));
}
