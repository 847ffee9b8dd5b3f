import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { rowId, tenantKey } from '../../../platform/db/columns.ts';
import { logAbstract } from '../log-columns.ts';

/**
 * 错误日志: server errors (with the error id the caller was shown) and the browser's uploaded local error logs.
 * Listed newest first per tenant or across tenants, hence the indexes.
 */
export const errorLog = pgTable(
  'blade_log_error',
  {
    id: rowId(),
    ...logAbstract(),
    /** `server` for the server's own errors, `browser` for uploads from the console. */
    source: varchar('source', { length: 16 }).notNull().default('server'),
    errorId: varchar('error_id', { length: 32 }),
    stackTrace: text('stack_trace'),
    exceptionName: varchar('exception_name', { length: 255 }),
    message: text('message'),
    lineNumber: integer('line_number'),
    fileName: varchar('file_name', { length: 1000 }),
  },
  (t) => [
    ...tenantKey('blade_log_error', t),
    index('blade_log_error_tenant_idx').on(t.tenantId, t.createTime, t.id),
    index('blade_log_error_time_idx').on(t.createTime, t.id),
  ],
);
