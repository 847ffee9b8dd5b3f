import {
  type ApiLogRecord,
  apiLogCalls,
  type ErrorLogRecord,
  errorLogListCalls,
  type LogKind,
  type ReplyOf,
  type UsualLogRecord,
  usualLogCalls,
} from '@pharma/contract';

/** The calls of each log: its list and one row. */
export const logCalls = { usual: usualLogCalls, api: apiLogCalls, error: errorLogListCalls } as const;

/** A row of each log. */
export interface LogRecordOf {
  usual: UsualLogRecord;
  api: ApiLogRecord;
  error: ErrorLogRecord;
}
export type AnyLogRecord = LogRecordOf[LogKind];

/** A page of a log as its list answers it: Saber's page plus the cursor of the page after it and the capped count. */
export type LogPage<K extends LogKind = LogKind> = ReplyOf<(typeof logCalls)[K]['list']>;

/** The filters every log takes. */
const commonFilterKeys = [
  'createTime_datege',
  'createTime_datelt',
  'tenantId',
  'createBy',
  'requestUri',
  'serviceId',
  'serverHost',
] as const;

/** The filters of one log only. */
const ownFilterKeys = {
  usual: ['logLevel', 'logId'],
  api: ['status', 'method', 'title'],
  error: ['source', 'errorId'],
} as const satisfies Record<LogKind, readonly string[]>;

export type LogFilterKey = (typeof commonFilterKeys)[number] | (typeof ownFilterKeys)[LogKind][number];

/** A log's search, by the list's query names (missing or '': not filtered). */
export type LogFilters = Partial<Record<LogFilterKey, string>>;

/** Which page: by number (`current`), or the page after a cursor (`after`, a previous reply's `next`). */
export interface LogPageAsk {
  size: number;
  current?: number;
  after?: string;
}

/** The list's query: the filters this log takes, then the page (by cursor when there is one, else by number). */
export function logListQuery(kind: LogKind, filters: LogFilters, page: LogPageAsk): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of [...commonFilterKeys, ...ownFilterKeys[kind]]) {
    const value = filters[key]?.trim();
    if (value) query[key] = value;
  }
  query.size = String(page.size);
  if (page.after) query.after = page.after;
  else query.current = String(page.current ?? 1);
  return query;
}
