import { date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ref, tenantKey, time } from '../../../platform/db/columns.ts';
import { amountCol, goodsSnapshotColumns, priceCol, qtyCol, rateCol } from '../shared/columns.ts';
import { approvalColumns, documentIndexes, documentTail, lineRow, lineTail, rowKey } from '../shared/row-columns.ts';

/** 采购计划 (docs/domain.md §2.6); `status` is `sc_plan_status`, totals are Σ lines computed by the server. */
export const purchasePlanTable = pgTable(
  'sc_purchase_plan',
  {
    ...rowKey(),
    planNo: varchar('plan_no', { length: 20 }).notNull(),
    shipperId: ref('shipper_id').notNull(),
    shipperName: varchar('shipper_name', { length: 100 }),
    planType: integer('plan_type').notNull().default(2),
    planDate: date('plan_date', { mode: 'string' }).notNull(),
    buyerId: ref('buyer_id'),
    buyerName: varchar('buyer_name', { length: 50 }),
    deptId: ref('dept_id'),
    warehouseId: ref('warehouse_id'),
    expectedArrivalDate: date('expected_arrival_date', { mode: 'string' }),
    lineCount: integer('line_count').notNull().default(0),
    totalQty: qtyCol('total_qty').notNull().default('0'),
    totalAmount: amountCol('total_amount').notNull().default('0'),
    submitTime: time('submit_time'),
    ...approvalColumns(),
    calcTime: time('calc_time'),
    closeReason: varchar('close_reason', { length: 200 }),
    /** The 采购计划审批 instance of its last commit under planAuditByFlow (plan-flow.ts); null otherwise. */
    processInstanceId: ref('process_instance_id'),
    ...documentTail(0),
  },
  (t) => [
    ...tenantKey('sc_purchase_plan', t),
    ...documentIndexes('sc_purchase_plan', t, t.planNo, t.planDate),
    index('sc_purchase_plan_status_idx').on(t.tenantId, t.status, t.isDeleted, t.planDate, t.id),
    index('sc_purchase_plan_shipper_idx').on(t.tenantId, t.shipperId, t.isDeleted, t.planDate),
  ],
);

/** A plan line with the suggestion's inputs kept beside it (AUTO plans). */
export const purchasePlanLineTable = pgTable(
  'sc_purchase_plan_line',
  {
    ...lineRow('planId', 'plan_id'),
    ...goodsSnapshotColumns(),
    varietyId: ref('variety_id'),
    supplierId: ref('supplier_id'),
    supplierName: varchar('supplier_name', { length: 100 }),
    catalogueLineId: ref('catalogue_line_id'),
    priceSource: integer('price_source'),
    suggestQty: qtyCol('suggest_qty'),
    planQty: qtyCol('plan_qty').notNull(),
    unitPrice: priceCol('unit_price'),
    taxRate: rateCol('tax_rate'),
    amount: amountCol('amount').notNull().default('0'),
    stockQty: qtyCol('stock_qty'),
    availableQty: qtyCol('available_qty'),
    inTransitQty: qtyCol('in_transit_qty'),
    soldNotShippedQty: qtyCol('sold_not_shipped_qty'),
    last3MonthSalesQty: qtyCol('last3_month_sales_qty'),
    avgDailySales: priceCol('avg_daily_sales'),
    upperLimitQty: qtyCol('upper_limit_qty'),
    saleableDays: amountCol('saleable_days'),
    lastPrice: priceCol('last_price'),
    lowestPrice: priceCol('lowest_price'),
    orderedQty: qtyCol('ordered_qty').notNull().default('0'),
    ...lineTail(),
  },
  (t) => [
    ...tenantKey('sc_purchase_plan_line', t),
    index('sc_purchase_plan_line_plan_idx').on(t.planId, t.lineNo),
    index('sc_purchase_plan_line_goods_idx').on(t.tenantId, t.goodsId),
  ],
);
