import { type apiLogCalls, apiLogRecord, type QueryOf } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { containing } from '../../../platform/crud/filters.ts';
import { logReader } from '../log-reader.ts';
import { apiLog } from './api-log.table.ts';

/** 接口日志's list and detail: the shared filters, and the status answered, the method and the call's name. */
export const apiLogs = logReader(apiLog, apiLogRecord, (query: QueryOf<typeof apiLogCalls.list>) => [
  query.status ? eq(apiLog.status, Number(query.status)) : undefined,
  query.method ? eq(apiLog.method, query.method.toUpperCase()) : undefined,
  query.title ? containing(apiLog.title, query.title) : undefined,
]);
