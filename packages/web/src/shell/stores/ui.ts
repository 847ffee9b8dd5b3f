import { create } from 'zustand';

/** Shell state that is not part of the session (more joins it with issue #5: theme, full screen, search). */
interface UiState {
  collapsed: boolean;
  toggleCollapsed(): void;
}

export const useUi = create<UiState>((set) => ({
  collapsed: false,
  toggleCollapsed: () => set((s) => ({ collapsed: !s.collapsed })),
}));
