import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { lockPath } from '../lock/useLockAcrossTabs.ts';
import { routeTitle } from '../menuTree.ts';
import { useSession } from '../stores/session.ts';
import { tabFor } from './tabFor.ts';
import { useTags } from './tagsStore.ts';

/**
 * Every navigation inside the layout opens (or focuses) the tab of its path. The title comes from the route's
 * `handle.tag` (home, dashboard, profile) or from the menu item; the document title follows the active tab. The
 * app's router also opens the tab of every location it commits (trackCommittedTabs), since React may never render a
 * location that a quicker second navigation replaced.
 */
export function useTrackTags(): void {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const menu = useSession((s) => s.menu);
  const open = useTags((s) => s.open);

  const { label, i18nKey } = tabFor(pathname, search, matches, menu);

  useEffect(() => {
    if (pathname === lockPath) return;
    open(tabFor(pathname, search, matches, menu).tag);
  }, [open, pathname, search, matches, menu]);

  useEffect(() => {
    document.title = `${routeTitle(menu ?? [], pathname, label, i18nKey)} - ${t('app.title')}`;
  }, [menu, pathname, label, i18nKey, t]); // `t` changes with the language, so the title follows it
}
