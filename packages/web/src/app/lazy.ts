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

/**
 * A page component whose chunk loads when it first renders. The signed-in routes use this rather than the
 * router's `lazy`, because the router fetches `lazy` modules of every matched route while the guard is still
 * deciding: a signed-out visit to /system/param would download the shell just to show the login page.
 *
 * The page renders inside a PageBoundary: a chunk that fails or times out shows 重试, and a retry swaps in a fresh
 * React.lazy (the old one keeps its rejected promise for good), so the page loads without reloading the console.
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): ComponentType {
  const source = () => load().then((m) => ({ default: pick(m) }));
  let Lazy = lazy(withTimeout(source));
  const reloadChunk = async () => {
    const fresh = withTimeout(source)();
    Lazy = lazy(() => fresh);
    await fresh;
  };
  const render = () => createElement(Lazy);
  function LazyRoute() {
    return createElement(PageBoundary, { render, reloadChunk });
  }
  return LazyRoute;
}
