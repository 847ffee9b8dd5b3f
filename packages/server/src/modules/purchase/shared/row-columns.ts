import { type AnyPgColumn, index, integer, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, rowId, tenantId, time } from '../../../platform/db/columns.ts';

/**
 * The column sets below keep each table's columns in the order they always had (the spread stands where the columns
 * stood), so the schema drizzle-kit derives, and the key order of a row read back, stay what they were.
 */

/** The key every purchasing row starts with: its id and its tenant (the table's key is both: tenantKey). */
export const rowKey = () => ({ id: rowId(), tenantId: tenantId() });

/** A row that belongs to one shipper (货主): settings, parameters, stock. */
export const shipperRow = () => ({ ...rowKey(), shipperId: ref('shipper_id').notNull() });

/** A numbered line of a parent row, the parent's id under `key` (`planId`, `orderId`, …) stored in `column`. */
export function lineRow<K extends string>(key: K, column: string) {
  const parent = ref(column).notNull();
  return {
    ...rowKey(),
    ...({ [key]: parent } as { [P in K]: typeof parent }),
    lineNo: integer('line_no').notNull(),
  };
}

/** Who audited a document, when, and what they said (plans, orders and contracts alike). */
export const approvalColumns = () => ({
  auditUserId: ref('audit_user_id'),
  auditUserName: varchar('audit_user_name', { length: 50 }),
  auditTime: time('audit_time'),
  auditOpinion: varchar('audit_opinion', { length: 500 }),
});

/** How a document header ends: its remark, the BladeX audit block, and its own `status` starting at `initial`. */
export const documentTail = (initial: number) => ({
  remark: varchar('remark', { length: 500 }),
  ...audit(),
  status: integer('status').notNull().default(initial),
});

type DocumentKeyColumns = { tenantId: AnyPgColumn; isDeleted: AnyPgColumn; id: AnyPgColumn };

/** A document's number, unique per tenant, and the grid's index: live rows by `listedBy`, then id (docs/domain.md §0). */
export const documentIndexes = (table: string, t: DocumentKeyColumns, no: AnyPgColumn, listedBy: AnyPgColumn) => [
  uniqueIndex(`${table}_no_uq`).on(t.tenantId, no),
  index(`${table}_list_idx`).on(t.tenantId, t.isDeleted, listedBy, t.id),
];

/** How a plan or order line ends: its own status starting at 0, its remark, and the BladeX audit block. */
export const lineTail = () => ({
  lineStatus: integer('line_status').notNull().default(0),
  remark: varchar('remark', { length: 200 }),
  ...audit(),
});
