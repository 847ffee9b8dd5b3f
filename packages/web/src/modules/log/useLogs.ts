import type { LogKind, QueryIn } from '@pharma/contract';
import { useCall, useCallPage } from '../../lib/useCall.ts';
import { type LogFilters, type LogPageAsk, logCalls, logListQuery } from './log.api.ts';

/** 通用日志, 接口日志 and 错误日志's reads, keyed by each log's declared calls (lib/useCall.ts). */

/** A page of the log (newest first); a new search or page keeps the old rows on screen until it arrives. */
export function useLogPage(kind: LogKind, filters: LogFilters, page: LogPageAsk) {
  const call = logCalls[kind].list;
  return useCallPage(call, logListQuery(kind, filters, page) as QueryIn<typeof call>);
}

/** One row of the log, every field. */
export function useLogDetail(kind: LogKind, id: string) {
  return useCall(logCalls[kind].detail, { id });
}
