import { create } from 'zustand';
import { currentScreenClass, isSmallScreen, type ScreenClass } from '../screen/screenClass.ts';

/** Shell state that is not part of the session: the sidebar and the screen size class (spec §2). */
interface UiState {
  collapsed: boolean;
  /** 0–3, see screenClass; kept current by useScreenWatch. */
  screen: ScreenClass;
  toggleCollapsed(): void;
  setCollapsed(collapsed: boolean): void;
  setScreen(screen: ScreenClass): void;
}

const initialScreen = currentScreenClass();

export const useUi = create<UiState>((set) => ({
  // A console opened on a small screen starts with the sidebar out of the way.
  collapsed: isSmallScreen(initialScreen),
  screen: initialScreen,
  toggleCollapsed: () => set((s) => ({ collapsed: !s.collapsed })),
  setCollapsed: (collapsed) => set({ collapsed }),
  setScreen: (screen) => set({ screen }),
}));
