import { getStore, type StoreName, setStore } from '../../lib/storage.ts';

/** A page chunk that did not arrive within website.chunkTimeoutMs (spec §8: 120000 ms). */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading a page chunk took longer than ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** What browsers and Vite's preload helper reject with when a chunk (or its CSS) cannot be fetched or run. */
const chunkFailure =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css|failed to load module script|chunkloaderror/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  return error instanceof Error && (chunkFailure.test(error.message) || chunkFailure.test(error.name));
}

/**
 * True when the server now serves another build than the one running: its index.html no longer names this page's
 * entry script (Vite puts a content hash in it). Offline or unsure → false, so a network fault never reloads.
 */
export async function isNewDeployment(
  entry: string | null | undefined = document.querySelector('script[type="module"][src]')?.getAttribute('src'),
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<boolean> {
  if (!entry) return false;
  try {
    const res = await fetcher(import.meta.env.BASE_URL, { cache: 'no-store' });
    if (!res.ok) return false;
    return !(await res.text()).includes(entry);
  } catch {
    return false;
  }
}

/** The time of the last reload made for a new build, in sessionStorage. */
const reloadMarker: StoreName = 'chunkReload';
/** A reload that did not help must not be repeated at once: at most one per five minutes and tab. */
export const reloadPauseMs = 5 * 60_000;

/** Reloads the page to pick up a new build, unless this tab did so lately. Returns whether it reloaded. */
export function reloadOnce(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  const last = getStore<number>({ name: reloadMarker });
  if (typeof last === 'number' && now >= last && now - last < reloadPauseMs) return false;
  setStore({ name: reloadMarker, content: now, type: 'session' });
  reload();
  return true;
}
