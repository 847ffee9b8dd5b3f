import { date, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref, tenantKey, time } from '../../../platform/db/columns.ts';
import { qtyCol } from '../shared/columns.ts';
import { shipperRow } from '../shared/row-columns.ts';

/**
 * 库存快照: a shipper's stock of one goods item as the WMS last reported it (on hand, available, sold but not yet
 * shipped). It stands in for the WMS/ERP feed the replenishment suggestion reads; the demo fills it.
 */
export const goodsStockTable = pgTable(
  'sc_goods_stock',
  {
    ...shipperRow(),
    goodsId: ref('goods_id').notNull(),
    stockQty: qtyCol('stock_qty').notNull().default('0'),
    availableQty: qtyCol('available_qty').notNull().default('0'),
    soldNotShippedQty: qtyCol('sold_not_shipped_qty').notNull().default('0'),
    snapshotTime: time('snapshot_time').notNull().defaultNow(),
  },
  (t) => [...tenantKey('sc_goods_stock', t), uniqueIndex('sc_goods_stock_uq').on(t.tenantId, t.shipperId, t.goodsId)],
);

/** 日销量: what a shipper sold of one goods item on one day (valid sales documents), for the sales velocity. */
export const goodsSalesTable = pgTable(
  'sc_goods_sales_daily',
  {
    ...shipperRow(),
    goodsId: ref('goods_id').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    qty: qtyCol('qty').notNull().default('0'),
  },
  (t) => [
    ...tenantKey('sc_goods_sales_daily', t),
    uniqueIndex('sc_goods_sales_daily_uq').on(t.tenantId, t.shipperId, t.goodsId, t.saleDate),
    index('sc_goods_sales_daily_day_idx').on(t.tenantId, t.shipperId, t.saleDate),
  ],
);
