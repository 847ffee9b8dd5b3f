import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Layout as AntLayout } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpin } from '../pages/PageSpin.tsx';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';
import { loadMenuOnce } from './stores/auth.ts';
import { useUi } from './stores/ui.ts';
import { Tags } from './Tags.tsx';
import { useTrackTags } from './useTrackTags.ts';
import './shell.css';

/**
 * The signed-in frame: sidebar, header, tags and the page. The query cache lives here, so signing out (which
 * unmounts the layout) drops every cached list of the previous user.
 */
export function Layout() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const collapsed = useUi((s) => s.collapsed);
  // The menu restored from storage may be stale: fetch it (and the buttons) once per page load, like Saber.
  useEffect(() => void loadMenuOnce(), []);
  useTrackTags();

  return (
    <QueryClientProvider client={queryClient}>
      <AntLayout className="shell">
        <Sidebar collapsed={collapsed} />
        <AntLayout>
          <Header />
          <Tags />
          <AntLayout.Content className="shell-content">
            <Suspense fallback={<PageSpin />}>
              <Outlet />
            </Suspense>
          </AntLayout.Content>
        </AntLayout>
      </AntLayout>
    </QueryClientProvider>
  );
}
