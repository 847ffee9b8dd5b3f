import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../../app/guard.ts';
import { lockPath } from '../lock/useLockAcrossTabs.ts';
import { findMenuByRoute, routeTitle } from '../menuTree.ts';
import { useSession } from '../stores/session.ts';
import { tabKeyOf } from './tabKey.ts';
import type { Tag } from './tagRules.ts';
import { useTags } from './tagsStore.ts';

/**
 * Every navigation inside the layout opens (or focuses) the tab of its path. The title comes from the route's
 * `handle.tag` (home, dashboard, profile) or from the menu item; the document title follows the active tab.
 */
export function useTrackTags(): void {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const menu = useSession((s) => s.menu);
  const open = useTags((s) => s.open);

  const handleTag = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.tag)
    .find(Boolean);
  const node = handleTag ? undefined : findMenuByRoute(menu ?? [], pathname);
  const label = handleTag?.label ?? node?.name ?? pathname;
  const i18nKey = handleTag?.i18n ?? (node ? node.meta?.i18n || node.code : undefined);

  useEffect(() => {
    if (pathname === lockPath) return;
    const value = tabKeyOf(pathname, search);
    const query = value === pathname ? search : '';
    const tag: Tag = { value, query, label, meta: i18nKey ? { i18n: i18nKey } : {} };
    open(tag);
  }, [open, pathname, search, label, i18nKey]);

  useEffect(() => {
    document.title = `${routeTitle(menu ?? [], pathname, label, i18nKey)} - ${t('app.title')}`;
  }, [menu, pathname, label, i18nKey, t]); // `t` changes with the language, so the title follows it
}
