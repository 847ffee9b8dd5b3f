import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, tenantKey, time } from '../../../platform/db/columns.ts';
import { rowKey } from '../shared/row-columns.ts';

/**
 * 采购目录 (docs/domain.md §2.5): a shipper's approved list of what may be bought, from whom, at what price and for how
 * long. `status`: 0 草稿 · 1 生效 · 2 停用; only an in-force catalogue within its dates prices a plan or an order.
 */
export const catalogueTable = pgTable(
  'sc_catalogue',
  {
    ...rowKey(),
    catalogueNo: varchar('catalogue_no', { length: 20 }).notNull(),
    catalogueName: varchar('catalogue_name', { length: 100 }).notNull(),
    shipperId: ref('shipper_id').notNull(),
    supplierId: ref('supplier_id'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }).notNull(),
    lineCount: integer('line_count').notNull().default(0),
    auditUserId: ref('audit_user_id'),
    auditTime: time('audit_time'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    ...tenantKey('sc_catalogue', t),
    uniqueIndex('sc_catalogue_no_uq').on(t.tenantId, t.catalogueNo),
    index('sc_catalogue_shipper_idx').on(t.tenantId, t.shipperId, t.status),
  ],
);

/**
 * A catalogue line: a variety (any of its goods) or one goods item, from one supplier at an agreed tax-inclusive
 * price. `status` 1 enabled, 0 disabled.
 */
export const catalogueLineTable = pgTable(
  'sc_catalogue_line',
  {
    ...rowKey(),
    catalogueId: ref('catalogue_id').notNull(),
    lineNo: integer('line_no').notNull().default(0),
    // Null for a goods item that belongs to no variety (the line names the goods item then).
    varietyId: ref('variety_id'),
    goodsId: ref('goods_id'),
    supplierId: ref('supplier_id').notNull(),
    buyerId: ref('buyer_id'),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull(),
    settleType: integer('settle_type'),
    paymentTermDays: integer('payment_term_days'),
    onlySupplier: boolean('only_supplier').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    minOrderQty: numeric('min_order_qty', { precision: 18, scale: 3 }),
    bidSerialNo: varchar('bid_serial_no', { length: 50 }),
    effectiveFrom: date('effective_from', { mode: 'string' }),
    effectiveTo: date('effective_to', { mode: 'string' }),
    ...audit(),
  },
  (t) => [
    ...tenantKey('sc_catalogue_line', t),
    index('sc_catalogue_line_catalogue_idx').on(t.tenantId, t.catalogueId, t.lineNo),
    index('sc_catalogue_line_goods_idx').on(t.tenantId, t.goodsId).where(sql`goods_id is not null`),
    index('sc_catalogue_line_variety_idx').on(t.tenantId, t.varietyId),
  ],
);
