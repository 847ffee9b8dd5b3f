import { defaultPageSize, logOffsetLimit } from '@pharma/contract';
import { useState } from 'react';
import type { LogPageAsk } from './log.api.ts';

/**
 * Where a log list is: a page number while the rows are within the first `logOffsetLimit` (the server counts and
 * offsets that far), and from there on the cursors followed by 下一页 (each a reply's `next`), kept as a stack so 上一页
 * steps back the same way. A keyset page costs what the first page does, however deep it is.
 */
export interface LogPaging {
  size: number;
  /** The page asked by number, or the one the cursor walk started from. */
  current: number;
  /** The cursors followed from that page, oldest first; the last one asks the page shown. None: paging by number. */
  cursors: readonly string[];
}

/** Rows per page a log offers (its list takes at most 100). */
export const logPageSizes = [10, 30, 50, 100] as const;

export const firstLogPage: LogPaging = { size: defaultPageSize, current: 1, cursors: [] };

/** The last page a page number reaches at this size, its rows all within the first `logOffsetLimit`. */
export const lastNumberedPage = (size: number) => Math.max(1, Math.floor(logOffsetLimit / size));

/** What the list is asked for the page shown. */
export function logPageAsk(paging: LogPaging): LogPageAsk {
  const after = paging.cursors.at(-1);
  return after ? { size: paging.size, after } : { size: paging.size, current: paging.current };
}

/** The number of the page shown (a cursor walk counts on from the page it started from). */
export const shownPage = (paging: LogPaging) => paging.current + paging.cursors.length;

/** 下一页: the page after the one shown, by the cursor its reply gave. */
export const nextPage = (paging: LogPaging, next: string): LogPaging => ({
  ...paging,
  cursors: [...paging.cursors, next],
});

/** 上一页: back one cursor, or (paging by number) one page number. */
export const previousPage = (paging: LogPaging): LogPaging =>
  paging.cursors.length > 0
    ? { ...paging, cursors: paging.cursors.slice(0, -1) }
    : { ...paging, current: Math.max(1, paging.current - 1) };

/** A page picked by number (a new size starts on page 1). */
export const numberedPage = (paging: LogPaging, current: number, size: number): LogPaging => ({
  size,
  current: size === paging.size ? Math.min(current, lastNumberedPage(size)) : 1,
  cursors: [],
});

/** The page state of a log list; a new search `restart`s it on page 1 (keeping the size). */
export function useLogPaging() {
  const [paging, setPaging] = useState<LogPaging>(firstLogPage);
  return {
    paging,
    ask: logPageAsk(paging),
    page: shownPage(paging),
    /** Paging by cursor now (the page-number pager steps aside). */
    byCursor: paging.cursors.length > 0,
    canGoBack: shownPage(paging) > 1,
    restart: () => setPaging((p) => ({ ...p, current: 1, cursors: [] })),
    goTo: (current: number, size: number) => setPaging((p) => numberedPage(p, current, size)),
    next: (cursor: string) => setPaging((p) => nextPage(p, cursor)),
    previous: () => setPaging(previousPage),
  };
}
