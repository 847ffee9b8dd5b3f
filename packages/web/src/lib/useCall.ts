import type { BodyIn, CallDef, QueryIn, ReplyOf } from '@pharma/contract';
import {
  keepPreviousData,
  type QueryClient,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallArgs, callApi, callKey } from './api.ts';
import { askOnce, startInRender } from './queryClient.ts';

/**
 * Server state of any declared call through TanStack Query, as react-admin's `useGetList` / `useUpdate` do it for
 * its resources: the key of a read is `callKey(call, query)` (its path, then what it asked), and a write
 * invalidates by path prefix, the call's own folder (`blade-system/param/submit` refreshes everything read under
 * `blade-system/param/`), so no screen spells a key by hand or relies on a naming convention.
 */

/** The folder of a call's path: what a write under it may have changed. */
export function callFolder(call: CallDef): string {
  const cut = call.path.lastIndexOf('/');
  return cut < 0 ? call.path : call.path.slice(0, cut);
}

/** Every read whose path lies under one of these folders fetches again (a service's whole folder, after an import). */
export function invalidateFolders(client: QueryClient, ...folders: readonly string[]): Promise<void> {
  const prefixes = folders.map((folder) => `${folder}/`);
  return client.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === 'string' && prefixes.some((prefix) => path.startsWith(prefix));
    },
  });
}

/** Every read under each call's folder (its lists, details and trees) fetches again. */
export function invalidateCalls(client: QueryClient, ...calls: readonly CallDef[]): Promise<void> {
  return invalidateFolders(client, ...calls.map(callFolder));
}

/** `invalidateCalls` bound to this screen's query client. */
export function useInvalidate() {
  const client = useQueryClient();
  return (...calls: readonly CallDef[]) => invalidateCalls(client, ...calls);
}

/** A read's options; `select` may hand the screen a part of the reply (`T`), the cache still keeping the whole. */
type ReadOptions<C extends CallDef, T> = Omit<UseQueryOptions<ReplyOf<C>, Error, T>, 'queryKey' | 'queryFn'>;

/**
 * A read keyed by what it asks (`asked`: its query, or the body of a read that carries its question in one). It
 * leaves as the screen renders (lib/queryClient's startInRender), except a read that is off or that decides for
 * itself when it is on; its first fetch takes that request's reply.
 */
function useRead<C extends CallDef, T>(call: C, asked: unknown, args: CallArgs<C>, options: ReadOptions<C, T>) {
  const client = useQueryClient();
  const queryKey = callKey(call, asked as Record<string, unknown> | undefined);
  const ask = () => callApi(call, args);
  if ((options.enabled ?? true) === true) startInRender(client, queryKey, ask);
  return useQuery<ReplyOf<C>, Error, T>({ queryKey, queryFn: () => askOnce(client, queryKey, ask), ...options });
}

/** A read of a declared call, keyed by what it asks. */
export function useCall<C extends CallDef, T = ReplyOf<C>>(
  call: C,
  query?: QueryIn<C>,
  options: ReadOptions<C, T> = {},
) {
  return useRead(call, query, query === undefined ? {} : { query }, options);
}

/** A paged read: paging and searching keep the old rows on screen until the new page arrives. */
export function useCallPage<C extends CallDef, T = ReplyOf<C>>(
  call: C,
  query: QueryIn<C>,
  options: ReadOptions<C, T> = {},
) {
  return useCall(call, query, { placeholderData: keepPreviousData, ...options });
}

/**
 * A read that carries its question in a POST body (purchasing's `queryByPage`, `statusNum`, …), keyed by that body,
 * so a write's folder invalidation refreshes it as it does a query read.
 */
export function useBodyCall<C extends CallDef, T = ReplyOf<C>>(
  call: C,
  body: BodyIn<C>,
  options: ReadOptions<C, T> = {},
) {
  return useRead(call, body, { body } as CallArgs<C>, options);
}

/** A paged body read, keeping the old rows on screen until the new page arrives. */
export function useBodyPage<C extends CallDef, T = ReplyOf<C>>(
  call: C,
  body: BodyIn<C>,
  options: ReadOptions<C, T> = {},
) {
  return useBodyCall(call, body, { placeholderData: keepPreviousData, ...options });
}

interface WriteOptions<C extends CallDef, V> {
  /** What the mutation's argument sends (default: it is the body). */
  args?: (value: V) => CallArgs<C>;
  /** Folders refreshed after it besides the call's own (a move of an order refreshes its plan's lines). */
  invalidates?: readonly CallDef[];
  onSuccess?: (data: ReplyOf<C>, value: V) => unknown;
}

/** A write of a declared call; on success every read under its folder (and under `invalidates`) refreshes. */
export function useCallWrite<C extends CallDef, V = CallArgs<C>['body']>(call: C, options: WriteOptions<C, V> = {}) {
  const client = useQueryClient();
  return useMutation<ReplyOf<C>, Error, V>({
    mutationFn: (value) => callApi(call, options.args ? options.args(value) : ({ body: value } as CallArgs<C>)),
    onSuccess: async (data, value) => {
      await invalidateCalls(client, call, ...(options.invalidates ?? []));
      await options.onSuccess?.(data, value);
    },
  });
}
