import { getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from './context.ts';
import type { Db } from './db/database.ts';
import { badRequest } from './errors.ts';

/**
 * Which tenants exist and what they are called. The platform never imports a module, so the module that owns
 * tenants gives this to the app's registry.
 */
export interface TenantDirectory {
  /** Whether a live tenant has this tenant id. */
  exists(db: Db, tenantId: string): Promise<boolean>;
  /** The names of live tenants, by tenant id. */
  names(db: Db, tenantIds: string[]): Promise<Map<string, string>>;
}

/*
 * The platform administrator manages every tenant's users, departments, roles and posts (`crossTenant` resources),
 * as Saber's does. Rather than each check learning about other tenants, a call about another tenant's rows runs as
 * the same caller placed in that tenant: a parent in the same tenant, roles of that tenant, that tenant's quota all
 * follow from `ctx.tenantId`. Anyone else stays in their own tenant whatever they name.
 */

/** The caller placed in the tenant of rows they already reached (the administrator only). */
export function inTenant(ctx: Ctx, tenantId: string | null | undefined): Ctx {
  return ctx.isAdministrator && tenantId && tenantId !== ctx.tenantId ? { ...ctx, tenantId } : ctx;
}

/** Where a new row goes: the live tenant the platform administrator names, else the caller's own. */
export async function tenantToAddTo(ctx: Ctx, tenantId: string | null | undefined): Promise<Ctx> {
  const named = tenantId?.trim();
  if (!ctx.isAdministrator || !named || named === ctx.tenantId) return ctx;
  if (!(await ctx.registry.tenantDirectory?.exists(ctx.db, named))) throw badRequest('tenantMissing');
  return { ...ctx, tenantId: named };
}

const columnsOf = (table: PgTable) => table as unknown as Record<string, PgColumn>;

/** The tenants of these rows of a tenant's table, by row id (rows that do not exist are left out). */
async function tenantsOfRows(ctx: Ctx, table: PgTable, ids: readonly string[]): Promise<Map<string, string>> {
  const { id, tenantId } = columnsOf(table);
  if (!id || !tenantId) throw new Error(`${getTableName(table)} has no tenant`);
  const rows = await ctx.db
    .select({ id: sql<string>`${id}::text`, tenantId: sql<string>`${tenantId}` })
    .from(table)
    .where(inArray(id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.tenantId]));
}

/** The caller placed in the tenant of one row they name by id (the administrator only; a missing row keeps theirs). */
export async function inTenantOfRow(ctx: Ctx, table: PgTable, id: string): Promise<Ctx> {
  if (!ctx.isAdministrator) return ctx;
  return inTenant(ctx, (await tenantsOfRows(ctx, table, [id])).get(id));
}

/**
 * Acts on rows by id once per tenant they belong to, the caller placed in each (the administrator; anyone else acts
 * once, in their own tenant, where another tenant's row is "not found"). Ids of no row stay with the caller's tenant
 * so the action refuses them as it would. Several tenants' groups share one transaction: all or nothing.
 */
export async function perTenant<T>(
  ctx: Ctx,
  table: PgTable,
  ids: readonly string[],
  act: (ctx: Ctx, ids: string[]) => Promise<T>,
): Promise<T[]> {
  if (!ctx.isAdministrator) return [await act(ctx, [...ids])];
  const tenantOf = await tenantsOfRows(ctx, table, ids);
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const tenant = tenantOf.get(id) ?? ctx.tenantId;
    groups.set(tenant, [...(groups.get(tenant) ?? []), id]);
  }
  if (groups.size <= 1) {
    const [tenant, group] = [...groups][0] ?? [ctx.tenantId, []];
    return [await act(inTenant(ctx, tenant), group)];
  }
  return ctx.db.transaction(async (tx) => {
    const out: T[] = [];
    for (const [tenant, group] of groups)
      out.push(await act(inTenant({ ...ctx, db: tx as unknown as Db }, tenant), group));
    return out;
  });
}

/** The names of these tenants, by tenant id (none without the module that owns tenants). */
export async function tenantNamesOf(ctx: Ctx, tenantIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(tenantIds.filter(Boolean))];
  return (await ctx.registry.tenantDirectory?.names(ctx.db, ids)) ?? new Map<string, string>();
}

/** The names of the tenants of these rows, for a list that spans tenants (`tenantName` beside `tenantId`). */
export async function withTenantNames<R extends { tenantId?: unknown }>(ctx: Ctx, records: R[]): Promise<R[]> {
  const names = await tenantNamesOf(
    ctx,
    records.map((r) => String(r.tenantId ?? '')),
  );
  return records.map((r) => ({ ...r, tenantName: names.get(String(r.tenantId ?? '')) ?? '' }));
}
