import { and, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from './context.ts';
import { preparedByText, ShapeCache } from './db/prepared.ts';
import { ofTenant, scoped } from './scope.ts';

/**
 * The two questions modules ask of another's rows by id (a user's roles, departments, posts): which are live rows
 * of the caller's tenant, and what they are called. The owning module answers with these, for its own table.
 */
/** Every table with an `id` column (a declared resource's table is typed loosely, so it is read by name). */
const idOf = (table: PgTable) => (table as unknown as { id: PgColumn }).id;

/** Of these ids, the live rows of the caller's tenant, whatever the caller's data scopes on them. */
export async function liveIdsIn(ctx: Ctx, table: PgTable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: idOf(table) })
    .from(table)
    .where(and(inArray(idOf(table), [...ids]), scoped(ctx, table, { dataScope: false })));
  return new Set(rows.map((r) => String(r.id)));
}

const nameStatements = new ShapeCache<{ execute(values: Record<string, unknown>): Promise<NameRow[]> }>(32);
type NameRow = { id: unknown; name: unknown };

/**
 * Names for ids of the caller's tenant, removed rows too (a removed row still names what it named); the platform
 * administrator's lists span tenants, so theirs come from any tenant. One statement per table, name and reach, built
 * once and kept prepared, the ids one array value: the top bar's profile asks at every screen.
 */
export async function namesIn(
  ctx: Ctx,
  table: PgTable,
  name: PgColumn,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const id = idOf(table);
  const key = `${getTableName(table)}.${name.name}:${ctx.isAdministrator ? 'any' : 'own'}`;
  const statement = nameStatements.get(ctx.db, key, () =>
    preparedByText(
      ctx.db
        .select({ id, name })
        .from(table)
        .where(
          and(
            sql`${id} = any(${sql.placeholder('ids')}::${sql.raw(id.getSQLType())}[])`,
            ctx.isAdministrator ? undefined : ofTenant(table, sql.placeholder('tenant'), { removed: true }),
          ),
        ),
      'names',
    ),
  );
  const rows = await statement.execute({ ids: [...ids], tenant: ctx.tenantId });
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}
