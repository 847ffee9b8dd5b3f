import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The signed-in console's query cache, and reads that leave while their screen renders (issue 37).
 *
 * TanStack Query starts a read when its component has committed and its effects run: after the whole screen has
 * rendered, been laid out and painted, which on a busy machine is hundreds of ms after the screen's chunk arrived.
 * A read of a declared call leaves instead as soon as its component first renders (`startInRender`); when the
 * component's subscription then fetches, it takes that request's reply (`askOnce`) rather than asking again. The
 * early request stays outside the cache until then, so freshness, refetching and errors work as for any read: one
 * request, one reply, and one toast if it fails.
 */

export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** How long an early request waits to be taken (ms): a screen that renders but never commits lets it go. */
export const earlyFor = 10_000;

interface Early {
  reply: Promise<unknown>;
  at: number;
}
/** Requests started in render, by query hash, per client: a new session (a new client) never takes the last one's. */
const earlyByClient = new WeakMap<QueryClient, Map<string, Early>>();
const earlyOf = (client: QueryClient) => {
  let early = earlyByClient.get(client);
  if (!early) {
    early = new Map();
    earlyByClient.set(client, early);
  }
  return early;
};

/**
 * Sends the read of `key` now, during render, unless the cache already knows the key (asked, answered or failed:
 * it then fetches as usual) or the request has left already (a second render of the same pass).
 */
export function startInRender(client: QueryClient, key: QueryKey, ask: () => Promise<unknown>): void {
  if (client.getQueryState(key) !== undefined) return;
  const early = earlyOf(client);
  const hash = hashKey(key);
  const started = early.get(hash);
  if (started && Date.now() - started.at < earlyFor) return;
  const reply = ask();
  // Whoever takes it handles its failure; one never taken must not be reported as unhandled.
  reply.catch(() => undefined);
  early.set(hash, { reply, at: Date.now() });
}

/** The query function of a read that may have left early: the first fetch of `key` takes that reply, once. */
export function askOnce<T>(client: QueryClient, key: QueryKey, ask: () => Promise<T>): Promise<T> {
  const early = earlyOf(client);
  const hash = hashKey(key);
  const started = early.get(hash);
  early.delete(hash);
  return started && Date.now() - started.at < earlyFor ? (started.reply as Promise<T>) : ask();
}
