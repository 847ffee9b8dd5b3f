import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, time } from '../../../platform/db/columns.ts';

/**
 * 错误日志: server errors (with the error id the caller was shown) and the browser's uploaded local error logs.
 * Listed newest first per tenant or across tenants, hence the indexes.
 */
export const errorLog = pgTable(
  'blade_log_error',
  {
    id: id(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull().default('000000'),
    serviceId: varchar('service_id', { length: 32 }),
    serverHost: varchar('server_host', { length: 255 }),
    serverIp: varchar('server_ip', { length: 255 }),
    env: varchar('env', { length: 255 }),
    /** `server` for the server's own errors, `browser` for uploads from the console. */
    source: varchar('source', { length: 16 }).notNull().default('server'),
    errorId: varchar('error_id', { length: 32 }),
    method: varchar('method', { length: 10 }),
    requestUri: varchar('request_uri', { length: 2000 }),
    userAgent: varchar('user_agent', { length: 1000 }),
    remoteIp: varchar('remote_ip', { length: 255 }),
    methodClass: varchar('method_class', { length: 255 }),
    methodName: varchar('method_name', { length: 255 }),
    params: text('params'),
    stackTrace: text('stack_trace'),
    exceptionName: varchar('exception_name', { length: 255 }),
    message: text('message'),
    lineNumber: integer('line_number'),
    fileName: varchar('file_name', { length: 1000 }),
    createBy: varchar('create_by', { length: 64 }),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('blade_log_error_tenant_idx').on(t.tenantId, t.createTime, t.id),
    index('blade_log_error_time_idx').on(t.createTime, t.id),
  ],
);
