import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's App for the signed-in console: it gives the screens `App.useApp()` (themed message, modal.confirm and
 * notification). It lives here and not in the root providers because its Modal and notification weigh ≈ 15 kB gzip
 * that the login page never uses; the login page's toasts come from the providers' message bridge alone.
 * The screens' tests render inside it too (test/renderApp.tsx).
 */
export function ConsoleApp({ children }: { children: ReactNode }) {
  return <AntApp style={{ height: '100%' }}>{children}</AntApp>;
}
