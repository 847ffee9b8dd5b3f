import { type QueryOf, type usualLogCalls, usualLogRecord } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { logReader } from '../log.query.ts';
import { usualLog } from './usual-log.table.ts';

/** 通用日志's list and detail: the shared filters, and the level and the event. */
export const usualLogs = logReader(usualLog, usualLogRecord, (query: QueryOf<typeof usualLogCalls.list>) => [
  query.logLevel ? eq(usualLog.logLevel, query.logLevel) : undefined,
  query.logId ? eq(usualLog.logId, query.logId) : undefined,
]);
