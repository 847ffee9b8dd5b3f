import { type errorLogListCalls, errorLogRecord, type QueryOf } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { logReader } from '../log.query.ts';
import { errorLog } from './error-log.table.ts';

/** 错误日志's list and detail: the shared filters, and where the error came from and its id. */
export const errorLogs = logReader(errorLog, errorLogRecord, (query: QueryOf<typeof errorLogListCalls.list>) => [
  query.source ? eq(errorLog.source, query.source) : undefined,
  query.errorId ? eq(errorLog.errorId, query.errorId) : undefined,
]);
