import type { BodyIn, CallDef, ReplyOf } from '@pharma/contract';
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api.ts';

type ReadOptions<C extends CallDef> = Omit<UseQueryOptions<ReplyOf<C>>, 'queryKey' | 'queryFn'>;

/**
 * `useCall` (lib/useCall.ts) for the purchasing reads that carry their question in a POST body (the spec's
 * `queryByPage`, `statusNum`, …): the same key, `callKey(call, body)`, so the same folder invalidation refreshes them.
 * lib/useCall sends only a query; this is the one body-reading twin, kept here until lib has it.
 */
export function useBodyCall<C extends CallDef>(call: C, body: BodyIn<C>, options: ReadOptions<C> = {}) {
  return useQuery<ReplyOf<C>>({
    queryKey: callKey(call, body as Record<string, unknown>),
    queryFn: () => callApi(call, { body } as Parameters<typeof callApi<C>>[1]),
    ...options,
  });
}

/** A paged body read: paging and searching keep the old rows on screen until the new page arrives. */
export function useBodyPage<C extends CallDef>(call: C, body: BodyIn<C>, options: ReadOptions<C> = {}) {
  return useBodyCall(call, body, { placeholderData: keepPreviousData, ...options });
}
