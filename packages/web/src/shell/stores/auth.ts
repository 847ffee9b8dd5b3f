import { type MenuNode, messages, pick, type TokenReply } from '@pharma/contract';
import {
  type LoginForm,
  logoutServer,
  refreshToken,
  requestToken,
  type TokenResult,
  type WorkAs,
} from '../../api/auth.ts';
import { getCurrentLang } from '../../i18n/index.ts';
import { feedback } from '../../lib/feedback.ts';
import { HttpError, setHttpHooks } from '../../lib/http.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { toPermissionMap } from '../../lib/permission.ts';
import { refreshOnce } from '../../lib/refreshTimer.ts';
import { getStore, setStore } from '../../lib/storage.ts';
import { useTags } from '../tabs/tagsStore.ts';
import { clearLock } from './lock.ts';
import { useSession } from './session.ts';

/** The session's server-facing actions: sign in, sign out, refresh, load the menu. */

/** A token call the server answered without a token. */
export class TokenRefused extends Error {}

/** A token reply without a token is a refusal even when it came with HTTP 200 (spec §8): show why, do not log in. */
function tokenOrThrow(reply: TokenResult): TokenReply {
  if (reply.access_token) return reply as TokenReply;
  const note = reply.error_description || pick(messages.unknownError, getCurrentLang());
  feedback.error(note);
  throw new TokenRefused(note);
}

let menuInFlight: Promise<MenuNode[]> | null = null;
/** Whether this page load has fetched the menu yet (a stored menu may be out of date). */
let menuFetched = false;

/**
 * The menu's calls and the top menu's store, loaded when the menu is first wanted (after signing in, or by the
 * layout): the login page's JavaScript must not carry another module's call declarations, nor the zod they bring.
 */
const menuParts = () => Promise.all([import('../../api/menu.ts'), import('../topmenu/store.ts')]);

/**
 * Loads the menu tree and the button permissions together (Saber's GetMenu + GetButtons); one load at a time.
 * The session keeps the whole menu; the picked top menu's tree (the sidebar's) loads alongside and never fails this.
 */
export function loadMenu(): Promise<MenuNode[]> {
  menuInFlight ??= menuParts()
    .then(([{ fetchRoutes, fetchButtons }, { useTopMenu }]) =>
      Promise.all([fetchRoutes(), fetchButtons(), useTopMenu.getState().loadSide()]),
    )
    .then(([menu, buttons]) => {
      const session = useSession.getState();
      session.setMenu(menu);
      session.setPermission(toPermissionMap(buttons));
      menuFetched = true;
      return menu;
    })
    .finally(() => {
      menuInFlight = null;
    });
  return menuInFlight;
}

/** Fetches the menu unless this page load already did (the layout calls it; login always loads a fresh one). */
export function loadMenuOnce(): Promise<MenuNode[] | undefined> {
  return menuFetched ? Promise.resolve(undefined) : loadMenu().catch(() => undefined);
}

/** Forgets that this page load fetched the menu, as a fresh page load would (the tests' setup, between tests). */
export function forgetMenuFetched(): void {
  menuFetched = false;
}

/** The menu from the store (restored from storage) or, when absent, from the server. */
export function ensureMenu(): Promise<MenuNode[]> {
  const menu = useSession.getState().menu;
  return menu ? Promise.resolve(menu) : loadMenu();
}

/**
 * Signs in: stores the tokens, tenant and user info, resets the tags and clears the lock (spec §4), then loads
 * the menu. A menu failure does not undo the login: the layout loads the menu again when it opens.
 */
export async function login(form: LoginForm): Promise<void> {
  await enterWith(
    tokenOrThrow(await requestToken({ ...form, workAs: rememberedWorkAs(form.tenantId, form.username) })),
  );
}

/**
 * A token reply signs the console in, whichever grant gave it (password, a provider): tokens stored, tags reset,
 * lock cleared, then the menu (its failure does not undo the sign-in: the layout asks again).
 */
export async function enterWith(reply: TokenReply): Promise<void> {
  useSession.getState().setTokens(reply);
  useTags.getState().reset();
  clearLock();
  await loadMenu().catch(() => undefined);
}

/** Signs out on the server (best effort: an expired session is already over there), then locally. */
export async function logout(): Promise<void> {
  await logoutServer().catch(() => undefined);
  useSession.getState().localLogout();
}

/** Switch mode: the department and role this account last chose in this browser, sent again at sign-in. */
interface SwitchChoice extends WorkAs {
  tenantId: string;
  account: string;
}

function rememberedWorkAs(tenantId: string, account: string): WorkAs | undefined {
  const choice = getStore<SwitchChoice>({ name: 'switchChoice' });
  return choice && choice.tenantId === tenantId && choice.account === account ? choice : undefined;
}

/**
 * Switch mode: a new token pair for this department and role (the server refuses ones the user does not hold),
 * then the menu and buttons of that role. The choice is remembered for the next sign-in of this account.
 */
export async function switchWorkAs(workAs: WorkAs): Promise<void> {
  const session = useSession.getState();
  let switched: TokenReply | undefined;
  const run = async () => {
    const refresh = getStore<string>({ name: 'refreshToken' }) ?? '';
    switched = tokenOrThrow(await refreshToken(refresh, session.tenantId, workAs));
    useSession.getState().setTokens(switched);
  };
  // One refresh at a time: when the timer's is in flight, wait for it, then switch with the token it produced.
  await refreshOnce(run);
  if (!switched) await refreshOnce(run);
  if (!switched) return;
  setStore({
    name: 'switchChoice',
    content: { ...workAs, tenantId: switched.tenant_id, account: switched.account } satisfies SwitchChoice,
  });
  await loadMenu();
}

/**
 * Trades the refresh token for a new pair (one refresh at a time). The refresh token is read from storage, so a
 * tab uses the newest one even when another tab rotated it. A refused refresh (400/401) ends the session.
 */
export function refreshSession(): Promise<unknown> {
  return refreshOnce(async () => {
    const refresh = getStore<string>({ name: 'refreshToken' });
    if (!refresh) return;
    const tenantId = getStore<string>({ name: 'tenantId' }) ?? useSession.getState().tenantId;
    try {
      useSession.getState().setTokens(tokenOrThrow(await refreshToken(refresh, tenantId)));
    } catch (error) {
      // Transport errors and server faults keep the session: the next check tries again.
      const refused = error instanceof TokenRefused || (error instanceof HttpError && error.code === 400);
      if (!refused) throw error;
      useSession.getState().localLogout();
      navigateTo('/login');
    }
  });
}

// A call that gets 401 with an outdated token refreshes (once for all of them) and is retried (lib/http).
setHttpHooks({ refresh: refreshSession });
