import { and, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { holdsAnyId } from '../../../platform/db/columns.ts';
import { scoped } from '../../../platform/scope.ts';
import { user } from './user.table.ts';

/** Whether any live user of the caller's tenant belongs to one of these departments, whatever the caller may see. */
export async function anyUserInDepts(ctx: Ctx, deptIds: readonly string[]): Promise<boolean> {
  const where: SQL | undefined = and(scoped(ctx, user, { dataScope: false }), holdsAnyId(user.deptId, deptIds));
  const [member] = await ctx.db.select({ id: user.id }).from(user).where(where).limit(1);
  return Boolean(member);
}
