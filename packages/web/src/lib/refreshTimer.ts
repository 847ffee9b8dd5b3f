import { website } from '@pharma/contract';
import { getStoreEntry } from './storage.ts';

/**
 * The spec's token refresh: every `website.refreshCheckMs` look at the age of the stored token entry (its
 * `datetime`, written when the token was stored) and refresh once it reaches `website.tokenTime` seconds.
 * The age comes from storage, not memory, so when one tab refreshes the others see a fresh token and hold off.
 */

/** Seconds since the token was stored, or undefined when there is no token. */
export function tokenAgeSeconds(now = Date.now()): number | undefined {
  const entry = getStoreEntry<string>({ name: 'token' });
  if (!entry?.content) return undefined;
  return (now - entry.datetime) / 1000;
}

let inFlight: Promise<unknown> | null = null;

/** Runs `refresh` unless one is already running; every caller shares the same promise. */
export function refreshOnce(refresh: () => Promise<unknown>): Promise<unknown> {
  inFlight ??= refresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** One check: refreshes when the token is old enough. Errors are swallowed; the next tick tries again. */
export async function checkToken(refresh: () => Promise<unknown>, now = Date.now()): Promise<boolean> {
  const age = tokenAgeSeconds(now);
  if (age === undefined || age < website.tokenTime) return false;
  await refreshOnce(refresh).catch(() => {});
  return true;
}

/** Starts the periodic check and returns the function that stops it. */
export function startRefreshTimer(refresh: () => Promise<unknown>): () => void {
  const id = window.setInterval(() => void checkToken(refresh), website.refreshCheckMs);
  return () => window.clearInterval(id);
}
