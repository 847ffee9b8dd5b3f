import { pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ref, tenantId, time } from '../../../platform/db/columns.ts';

/** Who has read which notice (the inbox's unread count and marks), one row per notice and reader. */
export const noticeReadTable = pgTable(
  'blade_notice_read',
  {
    tenantId: tenantId(),
    noticeId: ref('notice_id').notNull(),
    userId: ref('user_id').notNull(),
    readTime: time('read_time').notNull().defaultNow(),
    // Kept for a reader's own account name in reports, never for access.
    account: varchar('account', { length: 45 }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.noticeId, t.userId] })],
);
