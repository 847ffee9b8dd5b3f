import { Suspense } from 'react';
import { type LoaderFunctionArgs, redirect, useLocation } from 'react-router';
import { getStore } from '../lib/storage.ts';
import { PageSpin } from '../pages/PageSpin.tsx';
import { PageBoundary } from '../shell/errorlog/PageBoundary.tsx';
import { filterMenuByRoles, findMenuByRoute } from '../shell/menuTree.ts';
import { ensureMenu } from '../shell/stores/auth.ts';
import { rolesOf, useSession } from '../shell/stores/session.ts';
import { withTimeout } from './lazy.ts';
import { loadPages } from './loadPages.ts';
import { findPage, forgetPage, lazyPage, normalizePath, pageArrived } from './pageRegistry.ts';

/**
 * The catch-all inside the layout: a path the user's menu grants and the page registry knows renders its page; a
 * screen the console has but the user's menu does not grant goes to /403 (with a way home), anything else to /404.
 * The loader waits for the menu (from storage, else the server) before deciding, so
 * reloading /system/param lands on that page rather than on 404.
 */
export async function menuPageLoader({ request }: LoaderFunctionArgs) {
  const path = normalizePath(new URL(request.url).pathname);
  // Not signed in: the root guard is already redirecting to the login page.
  if (!getStore<string>({ name: 'token' })) return null;
  // Loaders run side by side: the guard's start of the registry may not have finished yet.
  await loadPages();
  const entry = findPage(path);
  if (!entry) throw redirect('/404');
  if (entry.requireMenu) {
    const menu = await ensureMenu().catch(() => {
      // A 401 while loading has already logged out; anything else is a server or network fault.
      throw redirect(getStore<string>({ name: 'token' }) ? '/500' : '/login');
    });
    const visible = filterMenuByRoles(menu, rolesOf(useSession.getState().userInfo));
    if (!findMenuByRoute(visible, path)) throw redirect('/403');
  }
  // Fetch the page's chunk before the navigation commits, so the old page stays until the new one is ready. A
  // chunk that fails or times out is not a fault of the route: the navigation goes on and the page's boundary shows
  // the failure with 重试 inside the layout (a route error would replace the whole console).
  try {
    pageArrived(entry, await withTimeout(entry.load)());
    failedChunks.delete(entry.path);
  } catch (error) {
    forgetPage(entry);
    failedChunks.set(entry.path, error);
  }
  return null;
}

/** Pages whose chunk the loader could not fetch: shown as failed at once rather than waiting another 120 s. */
const failedChunks = new Map<string, unknown>();

export function MenuPage() {
  const { pathname } = useLocation();
  const entry = findPage(pathname);
  if (!entry) return null;
  // A retry forgets the lazy component (React.lazy keeps a rejected load for good) and fetches the chunk again.
  const reloadChunk = async () => {
    forgetPage(entry);
    await withTimeout(entry.load)();
    failedChunks.delete(entry.path);
  };
  // lazyPage runs inside render(), so the boundary gets the fresh component after a retry.
  const render = () => {
    const Page = lazyPage(entry);
    return (
      <Suspense fallback={<PageSpin />}>
        <Page key={pathname} />
      </Suspense>
    );
  };
  // data-page names the screen on show, so a journey can tell the new screen from the one it replaces.
  return (
    <div data-page={pathname}>
      <PageBoundary
        key={pathname}
        render={render}
        reloadChunk={reloadChunk}
        initialError={failedChunks.get(entry.path)}
      />
    </div>
  );
}
