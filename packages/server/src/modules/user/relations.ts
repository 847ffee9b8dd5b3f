import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { dept, role } from '../system/tables.ts';

/** Ids in a comma-joined list that are live rows of the caller's tenant in `table` (roles or departments). */
async function liveIds(
  db: Db,
  tenantId: string,
  table: typeof role | typeof dept,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.tenantId, tenantId), eq(table.isDeleted, 0)));
  return new Set(rows.map((r) => r.id));
}

export const liveRoleIds = (ctx: Ctx, ids: string[]) => liveIds(ctx.db, ctx.tenantId, role, ids);
export const liveDeptIds = (ctx: Ctx, ids: string[]) => liveIds(ctx.db, ctx.tenantId, dept, ids);

/** Names for the ids of a page of users, fetched once per page rather than once per row. */
export async function namesOf(ctx: Ctx, roleIds: string[], deptIds: string[]) {
  const [roles, depts] = await Promise.all([
    roleIds.length
      ? ctx.db
          .select({ id: role.id, name: role.roleName })
          .from(role)
          .where(and(inArray(role.id, roleIds), eq(role.tenantId, ctx.tenantId)))
      : [],
    deptIds.length
      ? ctx.db
          .select({ id: dept.id, name: dept.deptName })
          .from(dept)
          .where(and(inArray(dept.id, deptIds), eq(dept.tenantId, ctx.tenantId)))
      : [],
  ]);
  return { roles: new Map(roles.map((r) => [r.id, r.name])), depts: new Map(depts.map((d) => [d.id, d.name])) };
}
