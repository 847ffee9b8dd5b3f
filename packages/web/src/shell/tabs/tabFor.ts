import type { MenuNode } from '@pharma/contract';
import type { RouteHandle } from '../../app/guard.ts';
import { findMenuByRoute } from '../menuTree.ts';
import { tabKeyOf } from './tabKey.ts';
import type { Tag } from './tagRules.ts';

/**
 * The tab of a location inside the layout: its title from the route's `handle.tag` (home, dashboard, profile) or
 * from the menu item, else the path.
 */
export function tabFor(
  pathname: string,
  search: string,
  matches: ReadonlyArray<{ handle?: unknown }>,
  menu: readonly MenuNode[] | null,
): { tag: Tag; label: string; i18nKey: string | undefined } {
  const handleTag = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.tag)
    .find(Boolean);
  const node = handleTag ? undefined : findMenuByRoute(menu ?? [], pathname);
  const label = handleTag?.label ?? node?.name ?? pathname;
  const i18nKey = handleTag?.i18n ?? (node ? node.meta?.i18n || node.code : undefined);
  const value = tabKeyOf(pathname, search);
  const query = value === pathname ? search : '';
  return { tag: { value, query, label, meta: i18nKey ? { i18n: i18nKey } : {} }, label, i18nKey };
}
