import {
  type Page,
  type PurchaseSettingBody,
  type PurchaseSettingRecord,
  purchaseSettingDefaults,
  type Text,
} from '@pharma/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import type { Db } from '../../../platform/db/database.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { inTenantOfRow, perTenant, withTenantNames } from '../../../platform/tenant-reach.ts';
import { formatTime } from '../../../platform/time.ts';
import { shipperTable } from '../master/shipper.table.ts';
import { warehouseTable } from '../master/warehouse.table.ts';
import { tablePage } from '../shared/paging.ts';
import { savedSettingRow, settingOfRow } from './setting.query.ts';
import { purchaseSettingTable as t } from './setting.table.ts';
import { actingForShipper, namesById } from './shipper-check.ts';

type Row = typeof t.$inferSelect;

const messages = {
  missing: { zh: '采购设置不存在', en: 'The purchase settings do not exist' },
  upperBelowReorder: {
    zh: '库存上限天数({upper})不能小于安全库存天数与到货周期之和({sum})',
    en: 'The stock upper limit ({upper} days) cannot be below safety stock days plus lead time ({sum})',
  },
  warehouseMissing: {
    zh: '默认收货仓不存在或不属于该货主',
    en: 'The default warehouse does not exist or is not this shipper’s',
  },
} satisfies Record<string, Text>;

function recordOf(ctx: Ctx, shipperId: string, shipperName: string, row: Row | undefined): PurchaseSettingRecord {
  const values = row ? settingOfRow(row) : { ...purchaseSettingDefaults, shipperId };
  return {
    ...values,
    id: row?.id ?? null,
    tenantId: row?.tenantId ?? ctx.tenantId,
    shipperName,
    saved: Boolean(row),
    updateTime: row ? formatTime(row.updateTime, ctx.timeZone) : null,
  };
}

/** GET purchase-setting: a shipper's settings, the defaults while none are saved. */
export async function settingOfShipper(caller: Ctx, shipperId: string): Promise<PurchaseSettingRecord> {
  const { ctx, shipperName } = await actingForShipper(caller, shipperId);
  return recordOf(ctx, shipperId, shipperName, await savedSettingRow(ctx, shipperId));
}

/**
 * POST purchase-setting and setting/submit: saves a shipper's settings, one row per shipper (an insert or an update
 * of the live row, whatever id the body carries). Fields left out keep their saved value or the default.
 */
export async function saveSetting(caller: Ctx, body: PurchaseSettingBody): Promise<PurchaseSettingRecord> {
  const { ctx, shipperName } = await actingForShipper(caller, body.shipperId);
  const { id: _ignored, shipperId, ...given } = body;
  const changes = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as Partial<
    typeof purchaseSettingDefaults
  >;
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx as unknown as Db };
    const saved = await lockedRow(inTx, shipperId);
    const merged = { ...(saved ? settingOfRow(saved) : purchaseSettingDefaults), ...changes };
    const sum = merged.safetyStockDays + merged.leadTimeDays;
    if (merged.upperLimitDays < sum)
      throw badRequest(messages.upperBelowReorder, { upper: merged.upperLimitDays, sum });
    if (changes.defaultWarehouseId) await checkWarehouse(inTx, shipperId, changes.defaultWarehouseId);
    const who = { updateUser: ctx.userId, updateTime: new Date() };
    let row: Row | undefined;
    if (saved) {
      [row] = await tx
        .update(t)
        .set({ ...changes, ...who })
        .where(and(eq(t.id, saved.id), scoped(inTx, t, { dataScope: false })))
        .returning();
    } else {
      [row] = await tx
        .insert(t)
        .values({
          ...purchaseSettingDefaults,
          ...changes,
          tenantId: ctx.tenantId,
          shipperId,
          createUser: ctx.userId,
          createDept: ctx.deptIds[0] ?? null,
          ...who,
        })
        .returning();
    }
    return recordOf(inTx, shipperId, shipperName, row);
  });
}

/** The live row of a shipper, locked for the save (two saves of one shipper take turns). */
async function lockedRow(ctx: Ctx, shipperId: string): Promise<Row | undefined> {
  // Serialise the first save of a shipper too: the advisory lock is held until the transaction ends.
  await ctx.db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`sc_purchase_setting:${ctx.tenantId}:${shipperId}`}))`,
  );
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(and(scoped(ctx, t, { dataScope: false }), eq(t.shipperId, shipperId)))
    .limit(1)
    .for('update');
  return row;
}

async function checkWarehouse(ctx: Ctx, shipperId: string, warehouseId: string) {
  const [found] = await ctx.db
    .select({ id: warehouseTable.id })
    .from(warehouseTable)
    .where(
      and(
        eq(warehouseTable.id, warehouseId),
        eq(warehouseTable.shipperId, shipperId),
        scoped(ctx, warehouseTable, { dataScope: false }),
      ),
    );
  if (!found) throw badRequest(messages.warehouseMissing);
}

/** setting/list: the saved rows, newest change first (the platform administrator's span every tenant). */
export async function settingList(
  ctx: Ctx,
  query: { current?: string; size?: string; shipperId?: string; tenantId?: string },
): Promise<Page<PurchaseSettingRecord>> {
  const { current, size } = pagingOf(query);
  const where = and(
    scoped(ctx, t, { acrossTenants: true, tenantId: query.tenantId || undefined, dataScope: false }),
    query.shipperId ? eq(t.shipperId, query.shipperId) : undefined,
  );
  const { rows, total } = await tablePage(ctx.db, t, where, [desc(t.updateTime), desc(t.id)], { current, size });
  const names = await namesById(
    ctx,
    shipperTable,
    shipperTable.shipperName,
    rows.map((r) => r.shipperId),
  );
  const records = rows.map((r) => recordOf(ctx, r.shipperId, names.get(r.shipperId) ?? '', r));
  return pageOf(ctx.isAdministrator ? await withTenantNames(ctx, records) : records, total, current, size);
}

/** setting/detail: one saved row by id. */
export async function settingDetail(caller: Ctx, id: string): Promise<PurchaseSettingRecord> {
  const ctx = await inTenantOfRow(caller, t, id);
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.id, id), scoped(ctx, t, { dataScope: false })))
    .limit(1);
  if (!row) throw notFound(messages.missing);
  const names = await namesById(ctx, shipperTable, shipperTable.shipperName, [row.shipperId]);
  return recordOf(ctx, row.shipperId, names.get(row.shipperId) ?? '', row);
}

/** setting/remove: soft-deletes saved rows (their shippers read the defaults again). */
export async function removeSettings(caller: Ctx, ids: string[]): Promise<number> {
  const counts = await perTenant(caller, t, ids, async (ctx, group) => {
    const done = await ctx.db
      .update(t)
      .set(removedBy(ctx))
      .where(and(inArray(t.id, group), scoped(ctx, t, { dataScope: false })))
      .returning({ id: t.id });
    return done.length;
  });
  return counts.reduce((a, b) => a + b, 0);
}
