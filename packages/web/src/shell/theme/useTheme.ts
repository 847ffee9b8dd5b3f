import { create } from 'zustand';
import { getStore, setStore } from '../../lib/storage.ts';
import { defaultColor, type ThemeName, toThemeColor, toThemeName } from './themes.ts';

/** The look of the console: the shell theme and the brand colour, both remembered in local storage. */
export interface ThemeState {
  themeName: ThemeName;
  /** `#RRGGBB`, fed to antd as colorPrimary. */
  themeColor: string;
  setTheme(name: ThemeName): void;
  /** Takes any colour string; an invalid one means the default. */
  setColor(color: string): void;
  resetColor(): void;
}

/** What storage holds, with bad or missing values replaced by the defaults. */
export function storedLook(): Pick<ThemeState, 'themeName' | 'themeColor'> {
  return {
    themeName: toThemeName(getStore({ name: 'themeName' })),
    themeColor: toThemeColor(getStore({ name: 'themeColor' })),
  };
}

export const useTheme = create<ThemeState>((set) => ({
  ...storedLook(),
  setTheme(name) {
    const themeName = toThemeName(name);
    setStore({ name: 'themeName', content: themeName });
    set({ themeName });
  },
  setColor(color) {
    const themeColor = toThemeColor(color);
    setStore({ name: 'themeColor', content: themeColor });
    set({ themeColor });
  },
  resetColor() {
    setStore({ name: 'themeColor', content: defaultColor });
    set({ themeColor: defaultColor });
  },
}));
