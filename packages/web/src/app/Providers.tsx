import { StyleProvider } from '@ant-design/cssinjs';
import { theme as antTheme, ConfigProvider, message, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLang } from '../i18n/useText.ts';
import { bindFeedback } from '../lib/feedback.ts';
import { usePrefersReducedMotion } from '../lib/reducedMotion.ts';
import { useApplyLook } from '../shell/theme/look.ts';
import { useTheme } from '../shell/theme/useTheme.ts';

/**
 * How the component tests render antd: its CSS-in-JS styles are collected instead of injected and motion is off.
 * happy-dom parses every injected style sheet, which was most of a screen test's time; the tests assert what a user
 * reads and clicks, not how it is painted. The browser always injects and animates (set only by test/setup.ts).
 */
export const testRendering = { enabled: false };

/**
 * Hands a context-aware message API (themed, in the UI's language) to code outside React: lib/http's toasts. It is
 * message's own hook rather than antd's App, whose Modal and notification only the signed-in console needs
 * (shell/ConsoleApp.tsx); keeping them off the login page is a third of the way to its bundle target.
 */
function FeedbackBridge() {
  const [api, holder] = message.useMessage();
  useEffect(() => bindFeedback(api), [api]);
  return holder;
}

/**
 * antd's own texts follow the UI language (the ESM locale paths: the CJS ones stayed Chinese in Vite builds).
 * `autoInsertSpace: false` keeps two-character button labels exactly as written (新增, not 新 增).
 * The colour picker's colour is antd's primary colour; links and info accents follow it too (antd derives links
 * from colorInfo, not from colorPrimary). The shell theme goes on <body> (useApplyLook). Motion is off for those
 * who asked their system for reduced motion. The dark theme darkens the pages too (antd's dark algorithm), not only
 * the frame.
 */
export function Providers({ children }: { children: ReactNode }) {
  const lang = useLang();
  const color = useTheme((s) => s.themeColor);
  const dark = useTheme((s) => s.themeName === 'dark');
  const testing = testRendering.enabled;
  const still = usePrefersReducedMotion() || testing;
  const theme = useMemo<ThemeConfig>(
    () => ({
      token: { colorPrimary: color, colorInfo: color, colorLink: color, ...(still && { motion: false }) },
      ...(dark && { algorithm: antTheme.darkAlgorithm }),
    }),
    [color, still, dark],
  );
  useApplyLook();
  return (
    <StyleProvider mock={testing ? 'server' : undefined}>
      <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={theme} button={{ autoInsertSpace: false }}>
        <FeedbackBridge />
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
