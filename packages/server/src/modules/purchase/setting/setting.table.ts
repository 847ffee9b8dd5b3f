import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, tenantKey } from '../../../platform/db/columns.ts';
import { shipperRow } from '../shared/row-columns.ts';

/** 采购设置 (docs/domain.md §2.2): exactly one row per (tenant, shipper); a shipper without one reads the defaults. */
export const purchaseSettingTable = pgTable(
  'sc_purchase_setting',
  {
    ...shipperRow(),
    autoPlanEnabled: boolean('auto_plan_enabled').notNull().default(false),
    autoPlanTime: varchar('auto_plan_time', { length: 5 }).notNull().default('06:30'),
    salesWindowDays: integer('sales_window_days').notNull().default(90),
    safetyStockDays: integer('safety_stock_days').notNull().default(7),
    purchaseCycleDays: integer('purchase_cycle_days').notNull().default(15),
    leadTimeDays: integer('lead_time_days').notNull().default(7),
    upperLimitDays: integer('upper_limit_days').notNull().default(45),
    inTransitWindowDays: integer('in_transit_window_days').notNull().default(15),
    roundToPackage: integer('round_to_package').notNull().default(0),
    minRemainingShelfLifeMonths: integer('min_remaining_shelf_life_months'),
    planNeedAudit: boolean('plan_need_audit').notNull().default(true),
    /** With planNeedAudit: a committed plan is audited through the 采购计划审批 process (plan/plan-flow.ts). */
    planAuditByFlow: boolean('plan_audit_by_flow').notNull().default(false),
    orderNeedAudit: boolean('order_need_audit').notNull().default(true),
    contractNeedAudit: boolean('contract_need_audit').notNull().default(true),
    autoGenerateContract: boolean('auto_generate_contract').notNull().default(false),
    priceTolerancePct: numeric('price_tolerance_pct', { precision: 5, scale: 2 }),
    overReceiptPct: numeric('over_receipt_pct', { precision: 5, scale: 2 }),
    licenseCheckMode: integer('license_check_mode').notNull().default(1),
    enforceTwoInvoice: boolean('enforce_two_invoice').notNull().default(false),
    defaultWarehouseId: ref('default_warehouse_id'),
    defaultBuyerId: ref('default_buyer_id'),
    defaultSettleType: integer('default_settle_type'),
    defaultPaymentTermDays: integer('default_payment_term_days'),
    notifyStrategyCode: varchar('notify_strategy_code', { length: 50 }),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    ...tenantKey('sc_purchase_setting', t),
    // One live row per shipper; a removed row does not block saving again.
    uniqueIndex('sc_purchase_setting_shipper_uq').on(t.tenantId, t.shipperId).where(sql`is_deleted = 0`),
    index('sc_purchase_setting_tenant_idx').on(t.tenantId, t.updateTime),
  ],
);
