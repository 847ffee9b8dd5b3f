import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useUi } from '../stores/ui.ts';
import { currentScreenClass, isSmallScreen } from './screenClass.ts';

/**
 * Keeps the ui store's screen class in step with the window (called once, by the Layout). When the window becomes
 * small the sidebar collapses; on a small screen every navigation collapses it again, so a page opened from the
 * menu is not hidden behind the menu. The collapse toggle still expands it in between.
 */
export function useScreenWatch(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const update = () => {
      const ui = useUi.getState();
      const next = currentScreenClass();
      if (next === ui.screen) return;
      ui.setScreen(next);
      if (isSmallScreen(next) && !isSmallScreen(ui.screen)) ui.setCollapsed(true);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which pathname stands for
  useEffect(() => {
    const ui = useUi.getState();
    if (isSmallScreen(ui.screen) && !ui.collapsed) ui.setCollapsed(true);
  }, [pathname]);
}

/**
 * A dialog's width on the current screen: the spec's percentage (the lock's 30%, the theme chooser's 50%) from 768 px
 * on; below that the whole window (antd keeps 8 px either side), since a third of a phone holds no password box.
 */
export function useDialogWidth(width: string | number): string | number {
  return useUi((s) => s.screen) === 0 ? '100%' : width;
}
