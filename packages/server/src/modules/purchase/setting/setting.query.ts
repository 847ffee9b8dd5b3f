import { type PurchaseSetting, purchaseSettingDefaults } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { purchaseSettingTable as t } from './setting.table.ts';

/** A saved row as the purchasing code reads it. */
export function settingOfRow(row: typeof t.$inferSelect): PurchaseSetting {
  return {
    shipperId: row.shipperId,
    autoPlanEnabled: row.autoPlanEnabled,
    autoPlanTime: row.autoPlanTime,
    salesWindowDays: row.salesWindowDays,
    safetyStockDays: row.safetyStockDays,
    purchaseCycleDays: row.purchaseCycleDays,
    leadTimeDays: row.leadTimeDays,
    upperLimitDays: row.upperLimitDays,
    inTransitWindowDays: row.inTransitWindowDays,
    roundToPackage: row.roundToPackage,
    minRemainingShelfLifeMonths: row.minRemainingShelfLifeMonths,
    planNeedAudit: row.planNeedAudit,
    planAuditByFlow: row.planAuditByFlow,
    orderNeedAudit: row.orderNeedAudit,
    contractNeedAudit: row.contractNeedAudit,
    autoGenerateContract: row.autoGenerateContract,
    priceTolerancePct: row.priceTolerancePct,
    overReceiptPct: row.overReceiptPct,
    licenseCheckMode: row.licenseCheckMode,
    enforceTwoInvoice: row.enforceTwoInvoice,
    defaultWarehouseId: row.defaultWarehouseId,
    defaultBuyerId: row.defaultBuyerId,
    defaultSettleType: row.defaultSettleType,
    defaultPaymentTermDays: row.defaultPaymentTermDays,
    notifyStrategyCode: row.notifyStrategyCode,
    remark: row.remark,
  };
}

/** The saved row of a shipper in the caller's tenant, if any. */
export async function savedSettingRow(ctx: Ctx, shipperId: string) {
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(and(scoped(ctx, t, { dataScope: false }), eq(t.shipperId, shipperId)))
    .limit(1);
  return row;
}

/**
 * The purchase settings of a shipper of the caller's tenant (docs/domain.md §2.2): the saved row, or the defaults when
 * none is saved. Plans, orders and contracts read their rules from here. Inside a transaction pass `{...ctx, db: tx}`.
 */
export async function purchaseSettingOf(ctx: Ctx, shipperId: string): Promise<PurchaseSetting> {
  const row = await savedSettingRow(ctx, shipperId);
  return row ? settingOfRow(row) : { ...purchaseSettingDefaults, shipperId };
}
