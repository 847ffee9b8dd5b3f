import { type Query, QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The signed-in console's query cache, and reads that start while their screen renders (issue 37).
 *
 * TanStack Query starts a read when its component has committed and its effects run: after the whole screen has
 * rendered, been laid out and painted, which on a busy machine is hundreds of ms after the screen's chunk arrived.
 * A read of a declared call starts instead as soon as its component first renders (`startInRender`), and the
 * component's own subscription then joins it. A reply that arrives before that subscription counts as fresh for a
 * moment (`earlyFresh`), so the screen does not ask the same thing twice.
 */

/**
 * How long the reply of a read started in render counts as fresh (ms): the screen's commit must come within it, and
 * on a machine at load 17 it came 2 s after a reply, which then was asked again. A write still refreshes it at once
 * (invalidation ignores freshness); only coming back to its tab within 10 s of the last reply does not ask again.
 */
export const earlyFresh = 10_000;

/** Reads started in render; only these get the moment of freshness, every other read stays stale at once. */
const startedEarly = new WeakSet<Query>();

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: (query) => (startedEarly.has(query) ? earlyFresh : 0),
      },
    },
  });
}

/**
 * Starts the read of `key` unless the cache already holds it (asked, answered or failed): called during render, so
 * the request leaves before the screen commits. Only the first render of a key starts anything; React may discard
 * that render, and the reply then waits in the cache for the screen's next render like any unobserved read.
 */
export function startInRender(client: QueryClient, key: QueryKey, queryFn: () => Promise<unknown>): void {
  if (client.getQueryState(key) !== undefined) return;
  void client.prefetchQuery({ queryKey: key, queryFn });
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (query) startedEarly.add(query);
}
