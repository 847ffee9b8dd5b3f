import { website } from '@pharma/contract';
import { type ComponentType, createElement, lazy } from 'react';
import { ChunkTimeoutError } from '../shell/errorlog/chunk.ts';
import { PageBoundary } from '../shell/errorlog/PageBoundary.tsx';

/**
 * Chunk loading gives up after `website.chunkTimeoutMs` (spec §8: 120000 ms) instead of hanging forever on a dead
 * network; the page's boundary then shows the failure with 重试 (public routes: the route error page, 重新加载).
 */
export function withTimeout<T>(load: () => Promise<T>, ms: number = website.chunkTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

/** A signed-in route's component that can start fetching its chunk before it renders. */
export type LazyRoute = ComponentType & { preload: () => void };

/**
 * A page component whose chunk loads when it first renders, or earlier through `preload` (the guard preloads the
 * matched routes' chunks side by side, instead of the layout's and then the page's). The signed-in routes use this
 * rather than the router's `lazy`, because the router fetches `lazy` modules of every matched route while the guard
 * is still deciding: a signed-out visit to /system/param would download the shell just to show the login page.
 *
 * The page renders inside a PageBoundary: a chunk that fails or times out shows 重试, and a retry swaps in a fresh
 * React.lazy (the old one keeps its rejected promise for good), so the page loads without reloading the console.
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyRoute {
  const source = () => load().then((m) => ({ default: pick(m) }));
  // The first load, shared by a preload and the first render.
  let first: ReturnType<typeof source> | undefined;
  const start = () => {
    first ??= withTimeout(source)();
    return first;
  };
  let Lazy = lazy(start);
  const reloadChunk = async () => {
    const fresh = withTimeout(source)();
    Lazy = lazy(() => fresh);
    await fresh;
  };
  const render = () => createElement(Lazy);
  function LazyRoute() {
    return createElement(PageBoundary, { render, reloadChunk });
  }
  // A failed preload is shown where it matters: by the page's boundary when it renders.
  LazyRoute.preload = () => void start().catch(() => undefined);
  return LazyRoute;
}
