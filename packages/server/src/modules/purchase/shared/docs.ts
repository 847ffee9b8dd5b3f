import {
  canMove,
  format,
  type Machine,
  planMessages as pm,
  refusedMove,
  type StatusLogRecord,
  type Text,
} from '@pharma/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { t as translate } from '../../../platform/i18n.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { goodsTable } from '../master/goods.table.ts';
import { shipperTable } from '../master/shipper.table.ts';
import { supplierTable } from '../master/supplier.table.ts';
import { warehouseTable } from '../master/warehouse.table.ts';
import { statusLogTable } from './status-log.table.ts';

/** A warning a rule raised (licenceCheckMode 1, price above the catalogue), in both languages. */
export type Warnings = Text[];

/** What a save or a move answers before the route puts its warnings into the caller's language. */
export interface Moved {
  id: string;
  status: number;
  warnings: Warnings;
}

/** A text with its `{placeholders}` filled in, in both languages. */
export const filledText = (text: Text, values: Record<string, string | number> = {}): Text => ({
  zh: format(text.zh, values),
  en: format(text.en, values),
});

/** The warnings in the caller's language. */
export const warningsIn = (ctx: Pick<Ctx, 'lang'>, warnings: Warnings) => warnings.map((w) => translate(ctx.lang, w));

/**
 * The platform administrator reaches every tenant's documents (as Saber's does); anyone else their own tenant only.
 */
export const reach = { acrossTenants: true, dataScope: false } as const;

/**
 * The caller acting on a row of `tenantId`: the same caller for their own tenant; for the platform administrator
 * reaching another tenant's row, the caller with that tenant, so every lookup and write stays in the row's tenant.
 */
export function inTenant(ctx: Ctx, tenantId: string): Ctx {
  return tenantId === ctx.tenantId || !ctx.isAdministrator ? ctx : { ...ctx, tenantId };
}

/** Refuses an action its machine does not allow from `status`, naming the status and the action. */
export function checkMove<A extends string>(
  machine: Machine<number, A>,
  docName: Text,
  statusNames: Record<number, Text>,
  status: number,
  action: A,
): void {
  if (!canMove(machine, status, action)) {
    const name = statusNames[status] ?? { zh: String(status), en: String(status) };
    throw badRequest(refusedMove(name, docName, machine[action].name));
  }
}

const idCol = (table: PgTable) => (table as unknown as { id: PgColumn }).id;
const statusCol = (table: PgTable) => (table as unknown as { status: PgColumn }).status;

/** A document's header row, locked for the rest of the transaction (SELECT … FOR UPDATE); not found refuses. */
export async function lockDoc<T extends PgTable>(ctx: Ctx, table: T, id: string, missing: Text) {
  const [row] = await ctx.db
    .select()
    .from(table as PgTable)
    .where(and(eq(idCol(table), id), scoped(ctx, table, reach)))
    .for('update');
  if (!row) throw notFound(missing);
  return row as T['$inferSelect'];
}

/** A document line's row by id, within the caller's reach; not found refuses (`recordNotFound`). */
export async function lineById<T extends PgTable>(ctx: Ctx, table: T, id: string) {
  const [row] = await ctx.db
    .select()
    .from(table as PgTable)
    .where(and(eq(idCol(table), id), scoped(ctx, table, reach)));
  if (!row) throw notFound('recordNotFound');
  return row as T['$inferSelect'];
}

/**
 * Moves a document's status: the update holds `WHERE status = <from>`, so of two concurrent moves only one wins (the
 * other is told to refresh), and the status log gets its row in the same transaction.
 */
export async function moveDoc(
  ctx: Ctx,
  table: PgTable,
  entity: 'plan' | 'order' | 'contract',
  move: { id: string; from: number; to: number; action: string; reason?: string | null; set?: Record<string, unknown> },
): Promise<void> {
  const rows = await ctx.db
    .update(table)
    .set({ ...move.set, status: move.to, updateUser: ctx.userId, updateTime: new Date() } as never)
    .where(and(eq(idCol(table), move.id), eq(statusCol(table), move.from), scoped(ctx, table, reach)))
    .returning({ id: idCol(table) });
  if (rows.length === 0) throw badRequest(pm.changedMeanwhile);
  await logMove(ctx, entity, move.id, move.from, move.to, move.action, move.reason);
}

/** One row of the status log (rule 5): who, when, from, to, the action and its reason or opinion. */
export async function logMove(
  ctx: Ctx,
  entity: 'plan' | 'order' | 'contract',
  entityId: string,
  fromStatus: number | null,
  toStatus: number,
  action: string,
  reason?: string | null,
): Promise<void> {
  await ctx.db.insert(statusLogTable).values({
    tenantId: ctx.tenantId,
    entity,
    entityId,
    fromStatus,
    toStatus,
    action,
    reason: reason || null,
    operatorId: ctx.userId || null,
    operatorName: ctx.realName || ctx.account || null,
  });
}

/** A document's status log, oldest first. */
export async function logsOf(
  ctx: Ctx,
  entity: 'plan' | 'order' | 'contract',
  entityId: string,
): Promise<StatusLogRecord[]> {
  const l = statusLogTable;
  const rows = await ctx.db
    .select()
    .from(l)
    .where(and(scoped(ctx, l, reach), eq(l.entity, entity), eq(l.entityId, entityId)))
    .orderBy(asc(l.time), asc(l.id));
  return rows.map((r) => ({
    id: r.id,
    entity: r.entity,
    entityId: r.entityId,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    action: r.action,
    reason: r.reason,
    operatorId: r.operatorId,
    operatorName: r.operatorName,
    time: formatTime(r.time, ctx.timeZone),
  }));
}

export const timeText = (ctx: Ctx, value: Date | null | undefined) => (value ? formatTime(value, ctx.timeZone) : null);

/** How a document's record begins: its id, tenant, author and the times, in the caller's time zone. */
export function recordHead(
  ctx: Ctx,
  r: { id: string; tenantId: string; createUser: string | null; createTime: Date; updateTime: Date },
) {
  return {
    id: r.id,
    tenantId: r.tenantId,
    createUser: r.createUser,
    createTime: formatTime(r.createTime, ctx.timeZone),
    updateTime: formatTime(r.updateTime, ctx.timeZone),
  };
}

// ----- master data a document points at -----

export type GoodsRow = typeof goodsTable.$inferSelect;
export type SupplierRow = typeof supplierTable.$inferSelect;
export type ShipperRow = typeof shipperTable.$inferSelect;

/** The shipper a new document is for (any tenant's for the platform administrator); it fixes the tenant. */
export async function shipperOf(ctx: Ctx, shipperId: string): Promise<ShipperRow> {
  const [row] = await ctx.db
    .select()
    .from(shipperTable)
    .where(and(eq(shipperTable.id, shipperId), scoped(ctx, shipperTable, reach)));
  if (row?.status !== 1) throw badRequest(pm.shipperMissing);
  return row;
}

/** A live, enabled supplier of the caller's (acting) tenant. */
export async function supplierOf(ctx: Ctx, supplierId: string): Promise<SupplierRow> {
  const [row] = await ctx.db
    .select()
    .from(supplierTable)
    .where(and(eq(supplierTable.id, supplierId), scoped(ctx, supplierTable, { dataScope: false })));
  if (row?.status !== 1) throw badRequest(pm.supplierMissing);
  return row;
}

/** The rows of `ids` by id, each live and enabled (status 1): one missing or disabled refuses with `missing`. */
export async function enabledByIds<T extends PgTable>(
  ctx: Ctx,
  table: T,
  ids: readonly string[],
  missing: Text,
): Promise<Map<string, T['$inferSelect']>> {
  if (ids.length === 0) return new Map();
  const rows = (await ctx.db
    .select()
    .from(table as PgTable)
    .where(and(inArray(idCol(table), [...new Set(ids)]), scoped(ctx, table, { dataScope: false })))) as Array<{
    id: string;
    status: number;
  }>;
  const map = new Map(rows.filter((r) => r.status === 1).map((r) => [r.id, r as T['$inferSelect']]));
  for (const id of ids) if (!map.has(id)) throw badRequest(missing);
  return map;
}

export const suppliersOf = (ctx: Ctx, ids: readonly string[]): Promise<Map<string, SupplierRow>> =>
  enabledByIds(ctx, supplierTable, ids, pm.supplierMissing);

/** A warehouse of the shipper (checked: it must be the shipper's). */
export async function warehouseOf(ctx: Ctx, warehouseId: string, shipperId: string) {
  const [row] = await ctx.db
    .select()
    .from(warehouseTable)
    .where(and(eq(warehouseTable.id, warehouseId), scoped(ctx, warehouseTable, { dataScope: false })));
  if (!row || row.shipperId !== shipperId) throw badRequest(pm.warehouseMissing);
  return row;
}

/** The goods of the lines, each live and enabled. */
export const goodsOf = (ctx: Ctx, ids: readonly string[]): Promise<Map<string, GoodsRow>> =>
  enabledByIds(ctx, goodsTable, ids, pm.goodsMissing);

/** How a refusal or a warning names goods: code and common name. */
export const goodsLabel = (g: GoodsRow) => `${g.goodsCode} ${g.commonName}`;

/** The goods snapshot a line keeps. */
export const snapshotOf = (g: GoodsRow) => ({
  goodsId: g.id,
  goodsCode: g.goodsCode,
  commonName: g.commonName,
  tradeName: g.tradeName,
  spec: g.spec,
  dosageForm: g.dosageForm,
  unit: g.unit,
  packQty: g.packQty,
  manufacturer: g.manufacturer,
  approvalNo: g.approvalNo,
});

/** Rule 3: the same goods twice in one document is refused, naming them. */
export function refuseDuplicates(lines: ReadonlyArray<{ goodsId: string }>, goods: Map<string, GoodsRow>): void {
  const seen = new Set<string>();
  for (const l of lines) {
    if (seen.has(l.goodsId)) {
      const g = goods.get(l.goodsId);
      throw badRequest(filledText(pm.duplicateGoods, { goods: g ? goodsLabel(g) : l.goodsId }));
    }
    seen.add(l.goodsId);
  }
}

// ----- exact decimals (comparisons only; sums and products are done by PostgreSQL) -----

/** A decimal's digits as an integer scaled by 10^scale, so comparisons never go through a float. */
export function scaled(value: string | null | undefined, scale: number): bigint {
  const text = (value ?? '0').trim() || '0';
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const digits = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return negative ? -digits : digits;
}

export const isPositive = (value: string | null | undefined) => scaled(value, 6) > 0n;

/**
 * Rule 1 on a line's numbers: a quantity above 0; a price above 0 when given (or always, `priceRequired`); a tax
 * rate between 0 and 1 when given.
 */
export function refuseBadNumbers(
  line: { qty: string; unitPrice?: string | null | undefined; taxRate?: string | null | undefined },
  priceRequired = false,
): void {
  if (!isPositive(line.qty)) throw badRequest(pm.qtyPositive);
  if ((priceRequired || line.unitPrice) && !isPositive(line.unitPrice)) throw badRequest(pm.pricePositive);
  if (line.taxRate && (scaled(line.taxRate, 4) < 0n || scaled(line.taxRate, 4) > 10_000n))
    throw badRequest(pm.rateInvalid);
}

/** What an audit writes on the document: who audited, when, and their opinion. */
export const auditedBy = (ctx: Ctx, opinion: string | null | undefined) => ({
  auditUserId: ctx.userId || null,
  auditUserName: ctx.realName || null,
  auditTime: new Date(),
  auditOpinion: opinion ?? null,
});
