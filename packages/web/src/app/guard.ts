import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router';
import { getStore } from '../lib/storage.ts';
import { loadMenuOnce } from '../shell/stores/auth.ts';
import { isLocked } from '../shell/stores/lock.ts';
import { useSession } from '../shell/stores/session.ts';
import { loadPages } from './loadPages.ts';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** Spec §2: false = public (no sign-in needed). Every other route needs a token. */
  isAuth?: boolean;
  /** The tab a layout route opens: its own name and its `route.<i18n>` translation key. */
  tag?: { label: string; i18n: string };
}

export interface GuardInput {
  path: string;
  search: string;
  isPublic: boolean;
  /** The token the store holds in memory. */
  storeToken: string;
  /** The token in storage (the source of truth; another tab or a 401 may have removed it). */
  storedToken: string | undefined;
  locked: boolean;
  /** The signed-in user's password was given by someone else and is not changed yet. */
  mustChangePassword?: boolean;
}

export interface GuardDecision {
  redirect?: string;
  logout?: boolean;
}

/** Where a given password is changed: the personal info page, which opens on its password tab then. */
const passwordPage = '/info/index';

/** The route guard of spec §2 as a pure decision. */
export function decide(input: GuardInput): GuardDecision {
  const { path, search, isPublic, storedToken } = input;
  // An empty stored token while the store thinks it is signed in: local logout, then the login page.
  if (input.storeToken && !storedToken)
    return path === '/login' ? { logout: true } : { logout: true, redirect: '/login' };
  if (storedToken) {
    if (input.locked && path !== '/lock') return { redirect: '/lock' };
    if (path === '/login') return { redirect: '/' };
    // A given password is changed before anything else (the server refuses everything else meanwhile).
    if (input.mustChangePassword && path !== passwordPage) return { redirect: passwordPage };
    return {};
  }
  if (isPublic) return {};
  return { redirect: `/login?redirect=${encodeURIComponent(path + search)}` };
}

/** The root loader: runs before every navigation (the root route revalidates always) and applies `decide`. */
export function createGuardLoader(routes: () => RouteObject[]) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const matches = matchRoutes(routes(), url.pathname) ?? [];
    const isPublic = matches.some((m) => (m.route.handle as RouteHandle | undefined)?.isAuth === false);
    const session = useSession.getState();
    const storedToken = getStore<string>({ name: 'token' }) || undefined;
    // Another tab signed in or refreshed: adopt what storage holds.
    if (storedToken && storedToken !== session.token) session.reloadFromStorage();
    const decision = decide({
      path: url.pathname,
      search: url.search,
      isPublic,
      storeToken: session.token,
      storedToken,
      locked: isLocked(),
      mustChangePassword: useSession.getState().userInfo?.must_change_password === true,
    });
    if (decision.logout) session.localLogout();
    if (decision.redirect) throw redirect(decision.redirect);
    // A signed-in route waits for the page registry (the shell's tabs and titles read it), loaded beside its chunks.
    if (storedToken && !isPublic) return startSignedIn(matches.map((m) => m.route)).then(() => null);
    return null;
  };
}

/**
 * A signed-in page's parts all start at once, as soon as the guard lets it through: the chunks of its matched routes
 * (the layout's and the page's), the page registry and the menu with its buttons. Left to rendering, each waited for the one before:
 * the layout's chunk, then the page's, then the layout's effect asking for the menu, a second of a cold start.
 */
function startSignedIn(routes: RouteObject[]): Promise<void> {
  for (const route of routes) (route.Component as { preload?: () => void } | null | undefined)?.preload?.();
  void loadMenuOnce();
  return loadPages();
}
