import { ConfigProvider } from 'antd';
import { Activity, memo, type ReactNode, Suspense, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { type Location, UNSAFE_LocationContext as LocationContext, type NavigationType } from 'react-router';
import { PageSpin } from '../../pages/PageSpin.tsx';

interface TabPaneProps {
  active: boolean;
  /** The location the page was opened at: a hidden page keeps reading its own path and query, not the current one. */
  location: Location;
  navigationType: NavigationType;
  children: ReactNode;
}

/**
 * One tab's page. Hidden tabs stay mounted inside React's <Activity> (state kept, effects paused), so a filtered,
 * paged list or a half-filled dialog is as the user left it. The pane is its own scroll container, and its scroll
 * position is restored on return (a display:none box loses it). antd's popups and dialogs render inside the pane,
 * which is the containing block of fixed elements (shell.css): a dialog covers its own tab's content only, so the
 * user can switch tabs with a half-filled dialog open and find it there on return.
 *
 * A hidden pane renders nothing again while other tabs come and go (issue 37): it is memoised on its props, which
 * stay the same objects while it is hidden, and the location it hands its page is one object per location. Without
 * that, every navigation gave each hidden page a new location and re-rendered whatever read it (every link, every
 * `useSearchParams`), so a walk through many screens rendered more with each one it opened.
 */
export const TabPane = memo(function TabPane({ active, location, navigationType, children }: TabPaneProps) {
  const pane = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    if (active && scroller.current) scroller.current.scrollTop = scrollTop.current;
  }, [active]);
  const container = useCallback(() => pane.current ?? document.body, []);
  const seen = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return (
    <div
      ref={pane}
      className="shell-tab-pane"
      data-tab-pane={location.pathname + location.search}
      style={active ? undefined : { display: 'none' }}
    >
      <div
        ref={scroller}
        className="shell-tab-scroll"
        onScroll={(event) => {
          if (active) scrollTop.current = event.currentTarget.scrollTop;
        }}
      >
        <ConfigProvider getPopupContainer={container}>
          <Activity mode={active ? 'visible' : 'hidden'}>
            <LocationContext.Provider value={seen}>
              <Suspense fallback={<PageSpin />}>{children}</Suspense>
            </LocationContext.Provider>
          </Activity>
        </ConfigProvider>
      </div>
    </div>
  );
});
