import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { liveIdsIn, namesIn } from '../../../platform/lookups.ts';
import { ofTenant, scoped } from '../../../platform/scope.ts';
import { dept } from './dept.table.ts';

/**
 * What other modules ask of the departments (users belong to them, sign-in may work as one): answered here, so that
 * no other module reads the department table itself.
 */
const everyLive = { dataScope: false } as const;

/** Of these ids, the live departments of the caller's tenant, whatever the caller's data scopes on them. */
export const liveDeptIds = (ctx: Ctx, ids: string[]) => liveIdsIn(ctx, dept, ids);

/** The live departments of the caller's tenant among these ids, whole rows, in the tree's order. */
export async function liveDepts(ctx: Ctx, ids: string[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(dept)
    .where(and(inArray(dept.id, ids), scoped(ctx, dept, everyLive)))
    .orderBy(asc(dept.sort), asc(dept.id));
}

/**
 * A department and every one below it, for "users of this department" (the platform administrator's user list spans
 * tenants, so any tenant's department for them).
 */
export async function deptAndBelow(ctx: Ctx, deptId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: dept.id })
    .from(dept)
    .where(
      and(
        scoped(ctx, dept, { ...everyLive, acrossTenants: true }),
        sql`(${dept.id} = ${deptId} or (',' || ${dept.ancestors} || ',') like ${`%,${deptId},%`})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Every live department of the caller's tenant, for an import that names departments. */
export async function tenantDeptNames(ctx: Ctx) {
  return ctx.db
    .select({ id: dept.id, name: dept.deptName })
    .from(dept)
    .where(scoped(ctx, dept, everyLive));
}

/** Names for department ids of the caller's tenant, live or not (a removed department still names a user's). */
export const deptNames = (ctx: Ctx, ids: string[]) => namesIn(ctx, dept, dept.deptName, ids);

/** Sign-in and switching, before there is a caller: whether a tenant's live department has this id. */
export async function isLiveDeptOf(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: dept.id })
    .from(dept)
    .where(and(eq(dept.id, id), ofTenant(dept, tenantId)));
  return rows.length > 0;
}

/** A new tenant's root department, named after it. Runs inside the caller's transaction. */
export async function createRootDept(
  db: Db,
  tenantId: string,
  name: string,
  audit: { createUser: string; createDept: string | null; updateUser: string },
): Promise<string> {
  const [root] = await db
    .insert(dept)
    .values({ tenantId, deptName: name.slice(0, 45), fullName: name.slice(0, 45), deptCategory: 1, ...audit })
    .returning({ id: dept.id });
  return root!.id;
}
