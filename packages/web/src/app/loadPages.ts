import { withTimeout } from './lazy.ts';

let loading: Promise<void> | undefined;

/**
 * Fills the page registry once, behind the guard: the module manifests and every declared resource (their zod
 * schemas included) are a chunk of their own that only signed-in routes wait for, so none of it is in the login
 * page's JavaScript. A failed load is tried again at the next navigation.
 */
export function loadPages(): Promise<void> {
  loading ??= withTimeout(() => import('./pages.ts'))().then(
    (m) => m.registerAllPages(),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
