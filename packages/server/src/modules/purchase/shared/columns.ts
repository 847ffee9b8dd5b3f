import { integer, numeric, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../platform/db/columns.ts';

/** Decimals as docs/domain.md §0 sizes them; numeric comes back as text, so no float ever rounds them. */
export const qtyCol = (name: string) => numeric(name, { precision: 18, scale: 3 });
export const priceCol = (name: string) => numeric(name, { precision: 18, scale: 4 });
export const amountCol = (name: string) => numeric(name, { precision: 18, scale: 2 });
export const rateCol = (name: string) => numeric(name, { precision: 6, scale: 4 });

/** The goods snapshot a document line keeps (code, names, spec, maker…), so history stays as it was. */
export const goodsSnapshotColumns = () => ({
  goodsId: ref('goods_id').notNull(),
  goodsCode: varchar('goods_code', { length: 32 }),
  commonName: varchar('common_name', { length: 100 }),
  tradeName: varchar('trade_name', { length: 100 }),
  spec: varchar('spec', { length: 100 }),
  dosageForm: varchar('dosage_form', { length: 20 }),
  unit: varchar('unit', { length: 10 }),
  packQty: integer('pack_qty'),
  manufacturer: varchar('manufacturer', { length: 100 }),
  approvalNo: varchar('approval_no', { length: 50 }),
});

type GoodsSnapshotKey = keyof ReturnType<typeof goodsSnapshotColumns>;
const goodsSnapshotKeys = Object.keys(goodsSnapshotColumns()) as GoodsSnapshotKey[];

/** A line row's goods snapshot as a reply carries it, in the columns' order. */
export function goodsSnapshotOf<R extends Record<GoodsSnapshotKey, unknown>>(row: R): Pick<R, GoodsSnapshotKey> {
  return Object.fromEntries(goodsSnapshotKeys.map((key) => [key, row[key]])) as Pick<R, GoodsSnapshotKey>;
}
