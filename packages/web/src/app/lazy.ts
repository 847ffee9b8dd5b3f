import { website } from '@pharma/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Chunk loading gives up after `website.chunkTimeoutMs` (spec §8: 120000 ms) instead of hanging forever on a dead
 * network; the route's error page then offers a reload.
 */
export function withTimeout<T>(load: () => Promise<T>, ms: number = website.chunkTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Loading a page chunk took longer than ${ms} ms`)), ms);
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
 */
export function lazyComponent<M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(withTimeout(() => load().then((m) => ({ default: pick(m) }))));
}
