import { website } from '@pharma/contract';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useLang } from '../i18n/useText.ts';
import { bindFeedback } from '../lib/feedback.ts';

/** Hands antd's context-aware message API to code outside React (lib/http's toasts). */
function FeedbackBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => bindFeedback(message), [message]);
  return null;
}

const theme = { token: { colorPrimary: website.defaultColor } };

/**
 * antd's own texts follow the UI language (the ESM locale paths: the CJS ones stayed Chinese in Vite builds).
 * `autoInsertSpace: false` keeps two-character button labels exactly as written (新增, not 新 增).
 */
export function Providers({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp style={{ height: '100%' }}>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
