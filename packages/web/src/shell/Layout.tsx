import { QueryClientProvider } from '@tanstack/react-query';
import { Layout as AntLayout } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLang } from '../i18n/useText.ts';
import { newQueryClient } from '../lib/queryClient.ts';
import { LockPage } from '../pages/lock/LockPage.tsx';
import { ConsoleApp } from './ConsoleApp.tsx';
import { Header } from './Header.tsx';
import { lockPath, useLockAcrossTabs } from './lock/useLockAcrossTabs.ts';
import { Sidebar } from './Sidebar.tsx';
import { useScreenWatch } from './screen/useScreen.ts';
import { loadMenu, loadMenuOnce } from './stores/auth.ts';
import { useUi } from './stores/ui.ts';
import { KeepAliveOutlet } from './tabs/KeepAliveOutlet.tsx';
import { Tags } from './tabs/Tags.tsx';
import { useTrackTags } from './tabs/useTrackTags.ts';
import './shell.css';

/**
 * The signed-in frame: sidebar, header, tags and the page; at /lock the lock screen covers it (the pages stay). The query cache lives here, so signing out (which
 * unmounts the layout) drops every cached list of the previous user.
 */
export function Layout() {
  const [queryClient] = useState(newQueryClient);
  const collapsed = useUi((s) => s.collapsed);
  // The menu restored from storage may be stale: fetch it (and the buttons) once per page load, like Saber.
  useEffect(() => void loadMenuOnce(), []);
  // The server names menus in the caller's language: fetch them again when it changes.
  const lang = useLang();
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    void loadMenu().catch(() => undefined);
  }, [lang]);
  const locked = useLocation().pathname === lockPath;
  useTrackTags();
  useScreenWatch();
  useLockAcrossTabs();

  return (
    <ConsoleApp>
      <QueryClientProvider client={queryClient}>
        {/* inert: nothing under the lock screen can be focused or clicked. */}
        <AntLayout className="shell" inert={locked}>
          <Sidebar collapsed={collapsed} />
          <AntLayout>
            <Header />
            <Tags />
            <AntLayout.Content className="shell-content">
              <KeepAliveOutlet />
            </AntLayout.Content>
          </AntLayout>
        </AntLayout>
        {locked && (
          <div className="shell-lock-overlay">
            <LockPage />
          </div>
        )}
      </QueryClientProvider>
    </ConsoleApp>
  );
}
