import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { ref, rowId, tenantId, tenantKey, time } from '../../../platform/db/columns.ts';

/**
 * 数据审计: one changed row per record (platform/data-record.ts writes them from the CRUD kit, in the write's
 * transaction). Long and growing: listed newest first by keyset on (tenant, time, id).
 */
export const recordData = pgTable(
  'blade_record_data',
  {
    id: rowId(),
    tenantId: tenantId(),
    serviceId: varchar('service_id', { length: 32 }),
    serverHost: varchar('server_host', { length: 255 }),
    serverIp: varchar('server_ip', { length: 64 }),
    env: varchar('env', { length: 32 }),
    recordLevel: varchar('record_level', { length: 16 }),
    tableName: varchar('table_name', { length: 64 }).notNull(),
    operation: varchar('operation', { length: 16 }).notNull(),
    dataId: ref('data_id'),
    method: varchar('method', { length: 10 }),
    requestUri: varchar('request_uri', { length: 2000 }),
    remoteIp: varchar('remote_ip', { length: 255 }),
    userAgent: varchar('user_agent', { length: 1000 }),
    recordUserId: ref('record_user_id'),
    recordUserName: varchar('record_user_name', { length: 64 }),
    recordCost: integer('record_cost').notNull().default(0),
    recordTime: time('record_time').notNull().defaultNow(),
    oldData: text('old_data'),
    newData: text('new_data'),
    recordResult: text('record_result'),
    recordMessage: text('record_message'),
    isDeleted: integer('is_deleted').notNull().default(0),
  },
  (t) => [
    ...tenantKey('blade_record_data', t),
    index('blade_record_data_tenant_idx').on(t.tenantId, t.recordTime, t.id),
    index('blade_record_data_time_idx').on(t.recordTime, t.id),
    index('blade_record_data_row_idx').on(t.tenantId, t.tableName, t.dataId),
  ],
);
