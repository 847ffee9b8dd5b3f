import type { Text } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { inTenantOfRow } from '../../../platform/tenant-reach.ts';
import { shipperTable } from '../master/shipper.table.ts';

const shipperMissing: Text = { zh: '货主不存在', en: 'The shipper does not exist' };

/**
 * The caller as they act on one shipper's data: the platform administrator placed in the shipper's tenant (they
 * manage every tenant's purchasing, as Saber's does), anyone else in their own; with the shipper's name. A shipper
 * of another tenant is "not found" to anyone but the administrator.
 */
export async function actingForShipper(ctx: Ctx, shipperId: string): Promise<{ ctx: Ctx; shipperName: string }> {
  const placed = await inTenantOfRow(ctx, shipperTable, shipperId);
  const [row] = await placed.db
    .select({ name: shipperTable.shipperName })
    .from(shipperTable)
    .where(and(eq(shipperTable.id, shipperId), scoped(placed, shipperTable, { dataScope: false })))
    .limit(1);
  if (!row) throw badRequest(shipperMissing);
  return { ctx: placed, shipperName: String(row.name ?? '') };
}

/** Names by id of rows of a tenant's table (removed ones too, so old documents keep their names). */
export async function namesById(
  ctx: Ctx,
  table: PgTable,
  name: PgColumn,
  ids: ReadonlyArray<string | null | undefined>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((v): v is string => Boolean(v)))];
  if (wanted.length === 0) return new Map();
  const id = (table as unknown as { id: PgColumn }).id;
  const rows = await ctx.db
    .select({ id, name })
    .from(table)
    .where(and(inArray(id, wanted), scoped(ctx, table, { acrossTenants: true, dataScope: false })));
  return new Map(rows.map((r) => [String(r.id), String(r.name ?? '')]));
}
