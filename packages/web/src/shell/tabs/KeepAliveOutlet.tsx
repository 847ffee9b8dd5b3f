import { type ReactElement, useContext, useRef } from 'react';
import { type Location, UNSAFE_LocationContext as LocationContext, type NavigationType, useOutlet } from 'react-router';
import { lockPath } from '../lock/useLockAcrossTabs.ts';
import { TabPane } from './TabPane.tsx';
import { tabKeyOf } from './tabKey.ts';
import { useTags } from './tagsStore.ts';

interface KeptPage {
  element: ReactElement | null;
  location: Location;
  navigationType: NavigationType;
}

/**
 * The layout's outlet with keep-alive: the page of every open tab stays mounted (hidden) while another tab is on
 * show, and is dropped when its tab closes or 清除缓存 runs. Each page is remembered with the route element the
 * router rendered for it, so coming back shows that very instance.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { location, navigationType } = useContext(LocationContext);
  const tags = useTags((s) => s.tags);
  const generation = useTags((s) => s.generation);
  const pages = useRef(new Map<string, KeptPage>());
  const seenGeneration = useRef(generation);
  if (seenGeneration.current !== generation) {
    // 清除缓存: forget the hidden pages (they mount afresh when visited) and remount the one on show.
    seenGeneration.current = generation;
    pages.current.clear();
  }

  // Under the lock screen no page is on show, and the lock screen is not a page of its own.
  const locked = location.pathname === lockPath;
  const activeKey = locked ? '' : tabKeyOf(location.pathname, location.search);
  // The page on show always takes the newest element (its query may have changed within the same tab).
  if (!locked) pages.current.set(activeKey, { element: outlet, location, navigationType });
  const open = new Set(tags.map((t) => t.value));
  for (const key of pages.current.keys()) if (key !== activeKey && !open.has(key)) pages.current.delete(key);

  return (
    <>
      {[...pages.current].map(([key, page]) => (
        <TabPane
          key={`${generation}:${key}`}
          active={key === activeKey}
          location={page.location}
          navigationType={page.navigationType}
        >
          {page.element}
        </TabPane>
      ))}
    </>
  );
}
