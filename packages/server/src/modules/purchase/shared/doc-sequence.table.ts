import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { tenantId } from '../../../platform/db/columns.ts';

/**
 * The last number handed out per tenant, document prefix (CGJH, CGDD, CGHT, CGML) and day: `nextDocNumber` raises it
 * with one INSERT … ON CONFLICT DO UPDATE … RETURNING, so two callers never get the same number.
 */
export const docSequenceTable = pgTable(
  'sc_doc_sequence',
  {
    tenantId: tenantId(),
    prefix: varchar('prefix', { length: 8 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix, t.day] })],
);
