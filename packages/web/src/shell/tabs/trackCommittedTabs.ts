import type { DataRouter } from 'react-router';
import type { RouteHandle } from '../../app/guard.ts';
import { lockPath } from '../lock/useLockAcrossTabs.ts';
import { useSession } from '../stores/session.ts';
import { tabFor } from './tabFor.ts';
import { useTags } from './tagsStore.ts';

/**
 * Opens the tab of every location the router commits inside the layout, outside React. Rendering alone is not
 * enough: React renders a navigation as a transition, and when a second menu click follows within a few dozen
 * milliseconds it drops the first location's render for the newer one, and that tab never opened. Public pages
 * (login, the error pages) and the lock screen have no tab.
 */
export function trackCommittedTabs(router: DataRouter): () => void {
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || !useSession.getState().token) return;
    const { pathname, search } = state.location;
    if (pathname === lockPath) return;
    const handles = state.matches.map((m) => ({ handle: m.route.handle }));
    if (handles.some((m) => (m.handle as RouteHandle | undefined)?.isAuth === false)) return;
    useTags.getState().open(tabFor(pathname, search, handles, useSession.getState().menu).tag);
  });
}
