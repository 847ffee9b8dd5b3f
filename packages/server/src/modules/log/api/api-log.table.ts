import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ref } from '../../../platform/db/columns.ts';
import { logAbstract } from '../log-columns.ts';

/**
 * 接口日志: one row per API call. The largest table of the console (millions of rows a month), so it is partitioned by
 * month on `create_time` (migration 0018 and api-log-partitions.ts): retention drops a month's partition instead of
 * deleting rows, and a list touches only the months its range names. The key therefore holds `create_time`.
 * Lists run newest first by (create_time, id) within a tenant, a tenant's user, or across tenants: one index each.
 */
export const apiLog = pgTable(
  'blade_log_api',
  {
    id: ref('id').notNull().default(sql`blade_next_id()`),
    ...logAbstract(),
    /** 1 answered below 400, 2 otherwise. */
    type: varchar('type', { length: 2 }),
    /** The call's short name in Chinese (the default language), and in English: the list shows the reader's. */
    title: varchar('title', { length: 255 }),
    titleEn: varchar('title_en', { length: 255 }),
    /** Milliseconds taken. */
    time: integer('time'),
    status: integer('status'),
  },
  (t) => [
    primaryKey({ name: 'blade_log_api_pkey', columns: [t.tenantId, t.id, t.createTime] }),
    index('blade_log_api_tenant_idx').on(t.tenantId, t.createTime, t.id),
    index('blade_log_api_user_idx').on(t.tenantId, t.createBy, t.createTime, t.id),
    index('blade_log_api_time_idx').on(t.createTime, t.id),
  ],
);
