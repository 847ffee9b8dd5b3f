import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { preparedByText, ShapeCache } from '../../../platform/db/prepared.ts';
import { liveIdsIn, namesIn } from '../../../platform/lookups.ts';
import { ofTenant, scoped, scopedShape } from '../../../platform/scope.ts';
import { role } from './role.table.ts';

/**
 * What other modules ask of the roles (users hold them, sign-in names them in the token): answered here, so that no
 * other module reads the role table itself.
 */
const everyLive = { dataScope: false } as const;

/** Of these ids, the live roles of the caller's tenant, whatever their data scopes: a user may hold any of them. */
export const liveRoleIds = (ctx: Ctx, ids: string[]) => liveIdsIn(ctx, role, ids);

type LiveRole = { id: string; roleName: string; roleAlias: string };
const liveRoleStatements = new ShapeCache<{ execute(values: Record<string, unknown>): Promise<LiveRole[]> }>(8);

/**
 * The live roles of the caller's tenant among these ids (the switch dialog's choices; the top bar's profile at every
 * screen): one statement per scope shape built once and kept prepared, the ids one array value.
 */
export async function liveRoles(ctx: Ctx, ids: string[]): Promise<LiveRole[]> {
  if (ids.length === 0) return [];
  const scope = scopedShape(ctx, role, everyLive);
  const statement = liveRoleStatements.get(ctx.db, scope.shape, () =>
    preparedByText(
      ctx.db
        .select({ id: role.id, roleName: role.roleName, roleAlias: role.roleAlias })
        .from(role)
        .where(and(sql`${role.id} = any(${sql.placeholder('ids')}::bigint[])`, scope.condition)),
      'live_roles',
    ),
  );
  return statement.execute({ ...scope.values, ids });
}

/** Every live role of the caller's tenant, for an import that names roles. */
export async function tenantRoleNames(ctx: Ctx) {
  return ctx.db
    .select({ id: role.id, name: role.roleName })
    .from(role)
    .where(scoped(ctx, role, everyLive));
}

/** Names for role ids of the caller's tenant, live or not: a removed role still names what a user held. */
export const roleNames = (ctx: Ctx, ids: string[]) => namesIn(ctx, role, role.roleName, ids);

/**
 * Sign-in and switching, before there is a caller: whether a tenant's live role has this id, and the aliases of its
 * live roles among these ids (the token's `role_name`).
 */
export async function isLiveRoleOf(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.id, id), ofTenant(role, tenantId)));
  return rows.length > 0;
}

export async function roleAliasesOf(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ alias: role.roleAlias })
    .from(role)
    .where(and(inArray(role.id, ids), ofTenant(role, tenantId)));
  return rows.map((r) => r.alias);
}
