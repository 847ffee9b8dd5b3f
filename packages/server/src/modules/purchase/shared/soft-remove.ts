import { and, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';

/**
 * Removes the `parent` rows of `ids` with their children (BladeX's is_deleted = 1, who and when, the same instant on
 * both), children first, within the tenant `inTx` (the transaction's context) reaches.
 */
export async function removeWithChildren(
  inTx: Ctx,
  parent: PgTable & { id: PgColumn },
  children: PgTable,
  childParent: PgColumn,
  ids: string[],
): Promise<void> {
  const who = { isDeleted: 1, updateUser: inTx.userId, updateTime: new Date() };
  await inTx.db
    .update(children)
    .set(who as never)
    .where(and(inArray(childParent, ids), scoped(inTx, children, { dataScope: false })));
  await inTx.db
    .update(parent)
    .set(who as never)
    .where(and(inArray(parent.id, ids), scoped(inTx, parent, { dataScope: false })));
}
