import { date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ref, tenantKey, time } from '../../../platform/db/columns.ts';
import { amountCol, goodsSnapshotColumns, priceCol, qtyCol, rateCol } from '../shared/columns.ts';
import { approvalColumns, documentIndexes, documentTail, lineRow, lineTail, rowKey } from '../shared/row-columns.ts';

/**
 * 采购订单 (docs/domain.md §2.7): one shipper, one supplier; `status` is `sc_order_status`. The grid's indexes all start
 * with the tenant and end with (order_date, id), read backwards for the grid's `order_date desc, id desc` (an index
 * declared DESC would be NULLS LAST, which that ORDER BY cannot use), so one status or one supplier of a million
 * orders reads only the page it shows; `is_deleted` sits before the order so the count reads the index alone.
 */
export const purchaseOrderTable = pgTable(
  'sc_purchase_order',
  {
    ...rowKey(),
    orderNo: varchar('order_no', { length: 20 }).notNull(),
    shipperId: ref('shipper_id').notNull(),
    supplierId: ref('supplier_id').notNull(),
    supplierName: varchar('supplier_name', { length: 100 }),
    supplierContact: varchar('supplier_contact', { length: 30 }),
    supplierPhone: varchar('supplier_phone', { length: 20 }),
    buyerId: ref('buyer_id'),
    buyerName: varchar('buyer_name', { length: 50 }),
    deptId: ref('dept_id'),
    warehouseId: ref('warehouse_id'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    expectedArrivalDate: date('expected_arrival_date', { mode: 'string' }),
    planId: ref('plan_id'),
    frameContractId: ref('frame_contract_id'),
    contractId: ref('contract_id'),
    settleType: integer('settle_type'),
    paymentTermDays: integer('payment_term_days'),
    deliveryMethod: integer('delivery_method'),
    lineCount: integer('line_count').notNull().default(0),
    totalQty: qtyCol('total_qty').notNull().default('0'),
    totalAmount: amountCol('total_amount').notNull().default('0'),
    totalTaxAmount: amountCol('total_tax_amount').notNull().default('0'),
    receivedAmount: amountCol('received_amount').notNull().default('0'),
    ...approvalColumns(),
    sentTime: time('sent_time'),
    closeReason: varchar('close_reason', { length: 200 }),
    ...documentTail(0),
  },
  (t) => [
    ...tenantKey('sc_purchase_order', t),
    ...documentIndexes('sc_purchase_order', t, t.orderNo, t.orderDate),
    index('sc_purchase_order_status_idx').on(t.tenantId, t.status, t.isDeleted, t.orderDate, t.id),
    index('sc_purchase_order_supplier_idx').on(t.tenantId, t.supplierId, t.status, t.isDeleted, t.orderDate, t.id),
    index('sc_purchase_order_shipper_idx').on(t.tenantId, t.shipperId, t.status, t.isDeleted, t.orderDate, t.id),
    index('sc_purchase_order_frame_idx').on(t.frameContractId),
    index('sc_purchase_order_plan_idx').on(t.planId),
  ],
);

/** 订单明细 (blade-smart `order_goods`). */
export const orderGoodsTable = pgTable(
  'sc_order_goods',
  {
    ...lineRow('orderId', 'order_id'),
    planLineId: ref('plan_line_id'),
    contractDetailId: ref('contract_detail_id'),
    ...goodsSnapshotColumns(),
    qty: qtyCol('qty').notNull(),
    packCount: qtyCol('pack_count'),
    unitPrice: priceCol('unit_price').notNull(),
    taxRate: rateCol('tax_rate').notNull().default('0'),
    noTaxPrice: priceCol('no_tax_price').notNull().default('0'),
    amount: amountCol('amount').notNull().default('0'),
    taxAmount: amountCol('tax_amount').notNull().default('0'),
    lastPrice: priceCol('last_price'),
    lowestPrice: priceCol('lowest_price'),
    supplierLastPrice: priceCol('supplier_last_price'),
    minRemainingShelfLifeMonths: integer('min_remaining_shelf_life_months'),
    receivedQty: qtyCol('received_qty').notNull().default('0'),
    returnedQty: qtyCol('returned_qty').notNull().default('0'),
    ...lineTail(),
  },
  (t) => [
    ...tenantKey('sc_order_goods', t),
    index('sc_order_goods_order_idx').on(t.orderId, t.lineNo),
    index('sc_order_goods_goods_idx').on(t.tenantId, t.goodsId),
    index('sc_order_goods_plan_line_idx').on(t.planLineId),
    index('sc_order_goods_contract_detail_idx').on(t.contractDetailId),
  ],
);
