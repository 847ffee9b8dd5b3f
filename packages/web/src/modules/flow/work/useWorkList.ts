import type { CallDef, QueryIn, ReplyOf } from '@pharma/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import type { WorkFilters } from './WorkSearch.tsx';

type PageOf<C extends CallDef> = ReplyOf<C> extends { records: Array<infer R> } ? R : never;

/**
 * One work list's page: the search it shows, the page it is on, and `extra` query values of the screen's own
 * (发起事务's mode). Paged by the server, as every list (BladeX returned claim and todo whole; §A.1 says page them).
 */
export function useWorkList<C extends CallDef>(call: C, extra: Record<string, string> = {}) {
  const client = useQueryClient();
  const pager = usePaging();
  const [filters, setFilters] = useState<WorkFilters>({});
  const query = {
    ...filters,
    ...extra,
    current: String(pager.paging.current),
    size: String(pager.paging.size),
  } as QueryIn<C>;
  const list = useQuery({
    queryKey: callKey(call, query),
    queryFn: () => callApi(call, { query }),
    placeholderData: keepPreviousData,
  });
  const page = list.data as { records?: PageOf<C>[]; total?: number } | undefined;
  const pagination = usePagination(pager, page);
  return {
    records: page?.records ?? [],
    loading: list.isFetching,
    pagination,
    search: (next: WorkFilters) => {
      setFilters(next);
      pager.restart();
    },
    /** The page shown now without the rows `leaves` picks (a claimed task), until the list is read again. */
    drop(leaves: (row: PageOf<C>) => boolean) {
      client.setQueryData(callKey(call, query), (old: typeof page) =>
        old?.records ? { ...old, records: old.records.filter((r) => !leaves(r)), total: (old.total ?? 1) - 1 } : old,
      );
    },
    restart: pager.restart,
  };
}

/** After a task moved (claimed, completed, started): every work list reads again, wherever it is open. */
export function refreshWorkLists(client: ReturnType<typeof useQueryClient>, calls: readonly CallDef[]) {
  for (const call of calls) void client.invalidateQueries({ queryKey: callKey(call) });
}
