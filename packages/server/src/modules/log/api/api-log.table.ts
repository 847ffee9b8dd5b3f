import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { ref, time } from '../../../platform/db/columns.ts';

/**
 * 接口日志: one row per API call. The largest table of the console (millions of rows a month), so it is partitioned by
 * month on `create_time` (migration 0018 and api-log.partitions.ts): retention drops a month's partition instead of
 * deleting rows, and a list touches only the months its range names. The key therefore holds `create_time`.
 * Lists run newest first by (create_time, id) within a tenant, a tenant's user, or across tenants: one index each.
 */
export const apiLog = pgTable(
  'blade_log_api',
  {
    id: ref('id').notNull().default(sql`blade_next_id()`),
    tenantId: varchar('tenant_id', { length: 12 }).notNull().default('000000'),
    serviceId: varchar('service_id', { length: 32 }),
    serverHost: varchar('server_host', { length: 255 }),
    serverIp: varchar('server_ip', { length: 255 }),
    env: varchar('env', { length: 255 }),
    /** 1 answered below 400, 2 otherwise. */
    type: varchar('type', { length: 2 }),
    title: varchar('title', { length: 255 }),
    method: varchar('method', { length: 10 }),
    requestUri: varchar('request_uri', { length: 2000 }),
    userAgent: varchar('user_agent', { length: 1000 }),
    remoteIp: varchar('remote_ip', { length: 255 }),
    methodClass: varchar('method_class', { length: 255 }),
    methodName: varchar('method_name', { length: 255 }),
    params: text('params'),
    /** Milliseconds taken. */
    time: integer('time'),
    status: integer('status'),
    createBy: varchar('create_by', { length: 64 }),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'blade_log_api_pkey', columns: [t.id, t.createTime] }),
    index('blade_log_api_tenant_idx').on(t.tenantId, t.createTime, t.id),
    index('blade_log_api_user_idx').on(t.tenantId, t.createBy, t.createTime, t.id),
    index('blade_log_api_time_idx').on(t.createTime, t.id),
  ],
);
