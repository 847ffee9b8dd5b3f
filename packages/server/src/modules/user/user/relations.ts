import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { dept } from '../../system/dept/dept.table.ts';
import { postTable } from '../../system/post/post.table.ts';
import { role } from '../../system/role/role.table.ts';

type Linked = typeof role | typeof dept | typeof postTable;

/**
 * Ids in a comma-joined list that are live rows of the caller's tenant in `table` (roles, departments, posts),
 * whatever the caller's data scopes on them: a user may be given any of the tenant's.
 */
async function liveIds(ctx: Ctx, table: Linked, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const t = table as typeof role;
  const rows = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.id, ids), scoped(ctx, t, { dataScope: false })));
  return new Set(rows.map((r) => String(r.id)));
}

export const liveRoleIds = (ctx: Ctx, ids: string[]) => liveIds(ctx, role, ids);
export const liveDeptIds = (ctx: Ctx, ids: string[]) => liveIds(ctx, dept, ids);
export const livePostIds = (ctx: Ctx, ids: string[]) => liveIds(ctx, postTable, ids);

/**
 * Names for the ids of a page of users, fetched once per page rather than once per row. Removed rows still lend
 * their names (a post may be removed while users hold it), so these read the tenant's rows, live or not: the one
 * place `scoped` (live rows only) does not fit.
 */
export async function namesOf(ctx: Ctx, roleIds: string[], deptIds: string[], postIds: string[] = []) {
  const [roles, depts, posts] = await Promise.all([
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
    postIds.length
      ? ctx.db
          .select({ id: postTable.id, name: postTable.postName })
          .from(postTable)
          .where(and(inArray(postTable.id, postIds), eq(postTable.tenantId, ctx.tenantId)))
      : [],
  ]);
  return {
    roles: new Map(roles.map((r) => [r.id, r.name])),
    depts: new Map(depts.map((d) => [d.id, d.name])),
    posts: new Map(posts.map((p) => [String(p.id), String(p.name)])),
  };
}
