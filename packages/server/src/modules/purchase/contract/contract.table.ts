import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, tenantKey } from '../../../platform/db/columns.ts';
import { amountCol, goodsSnapshotColumns, priceCol, qtyCol, rateCol } from '../shared/columns.ts';
import { approvalColumns, documentIndexes, documentTail, lineRow, rowKey } from '../shared/row-columns.ts';

/** 采购合同 (docs/domain.md §2.8); `status` is `sc_contract_status`, `auditStatus` `sc_audit_status`. */
export const purchaseContractTable = pgTable(
  'sc_purchase_contract',
  {
    ...rowKey(),
    contractNo: varchar('contract_no', { length: 20 }).notNull(),
    paperNo: varchar('paper_no', { length: 50 }),
    contractType: integer('contract_type').notNull(),
    shipperId: ref('shipper_id').notNull(),
    supplierId: ref('supplier_id').notNull(),
    supplierName: varchar('supplier_name', { length: 100 }),
    sourceOrderId: ref('source_order_id'),
    signDate: date('sign_date', { mode: 'string' }),
    signAddress: varchar('sign_address', { length: 100 }),
    ourSignerId: ref('our_signer_id'),
    ourSignerName: varchar('our_signer_name', { length: 50 }),
    supplierSignerName: varchar('supplier_signer_name', { length: 30 }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    settleType: integer('settle_type'),
    paymentTermDays: integer('payment_term_days'),
    prepayAmount: amountCol('prepay_amount'),
    deliveryMethod: integer('delivery_method'),
    deliveryAddress: varchar('delivery_address', { length: 200 }),
    qualityTerms: varchar('quality_terms', { length: 1000 }),
    totalAmount: amountCol('total_amount').notNull().default('0'),
    executedAmount: amountCol('executed_amount').notNull().default('0'),
    lineCount: integer('line_count').notNull().default(0),
    auditStatus: integer('audit_status').notNull().default(0),
    ...approvalColumns(),
    suspendReason: varchar('suspend_reason', { length: 200 }),
    finishDate: date('finish_date', { mode: 'string' }),
    attachmentUrls: text('attachment_urls'),
    ...documentTail(1),
  },
  (t) => [
    ...tenantKey('sc_purchase_contract', t),
    ...documentIndexes('sc_purchase_contract', t, t.contractNo, t.createTime),
    index('sc_purchase_contract_status_idx').on(t.tenantId, t.status, t.validTo),
    index('sc_purchase_contract_supplier_idx').on(t.tenantId, t.supplierId, t.status),
    index('sc_purchase_contract_order_idx').on(t.sourceOrderId),
  ],
);

/** 合同明细 (blade-smart `contract_detail`); `orderedQty` is what call-offs have ordered of a FRAME line. */
export const contractDetailTable = pgTable(
  'sc_contract_detail',
  {
    ...lineRow('contractId', 'contract_id'),
    orderGoodsId: ref('order_goods_id'),
    planLineId: ref('plan_line_id'),
    frameDetailId: ref('frame_detail_id'),
    ...goodsSnapshotColumns(),
    varietyId: ref('variety_id'),
    qty: qtyCol('qty').notNull(),
    unitPrice: priceCol('unit_price').notNull(),
    taxRate: rateCol('tax_rate').notNull().default('0'),
    amount: amountCol('amount').notNull().default('0'),
    orderedQty: qtyCol('ordered_qty').notNull().default('0'),
    accInQty: qtyCol('acc_in_qty').notNull().default('0'),
    accReturnQty: qtyCol('acc_return_qty').notNull().default('0'),
    batchCount: integer('batch_count').notNull().default(0),
    expectedArrivalDate: date('expected_arrival_date', { mode: 'string' }),
    lineStatus: integer('line_status').notNull().default(1),
    suspendReason: varchar('suspend_reason', { length: 200 }),
    finishDate: date('finish_date', { mode: 'string' }),
    remark: varchar('remark', { length: 200 }),
    ...audit(),
  },
  (t) => [
    ...tenantKey('sc_contract_detail', t),
    index('sc_contract_detail_contract_idx').on(t.contractId, t.lineNo),
    index('sc_contract_detail_variety_idx').on(t.tenantId, t.varietyId),
    index('sc_contract_detail_goods_idx').on(t.tenantId, t.goodsId),
  ],
);
