import { useLayoutEffect } from 'react';
import { useTheme } from './useTheme.ts';
import './themes.css';

/**
 * Puts the current theme on `<body>` (`data-theme`, which themes.css keys on) and the brand colour in
 * `--shell-primary`, so the shell's own CSS follows the colour picker like antd's components do. On the body
 * rather than the layout so popups (collapsed submenus, dialogs) that antd portals to the body follow too.
 */
export function useApplyLook(): void {
  const themeName = useTheme((s) => s.themeName);
  const themeColor = useTheme((s) => s.themeColor);
  // Before paint, so a reload never flashes the default look.
  useLayoutEffect(() => {
    document.body.dataset.theme = themeName;
    document.body.style.setProperty('--shell-primary', themeColor);
  }, [themeName, themeColor]);
}
