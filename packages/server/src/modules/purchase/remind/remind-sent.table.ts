import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ref, tenantId, time } from '../../../platform/db/columns.ts';

/**
 * The expiry reminders sent (rule 13): one row per object, expiry date and stage (30 or 7 days ahead). Claiming the
 * row (INSERT … ON CONFLICT DO NOTHING RETURNING) decides which process sends, so a rerun or a second server never
 * sends twice; a renewed date is a new key, reminded afresh. `kind` is `contract` or one of the supplier's papers.
 */
export const remindSentTable = pgTable(
  'sc_remind_sent',
  {
    tenantId: tenantId(),
    kind: varchar('kind', { length: 20 }).notNull(),
    objectId: ref('object_id').notNull(),
    expireDate: date('expire_date', { mode: 'string' }).notNull(),
    threshold: integer('threshold').notNull(),
    sentTime: time('sent_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.objectId, t.expireDate, t.threshold] })],
);
