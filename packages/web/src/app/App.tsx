import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { startRefreshTimer } from '../lib/refreshTimer.ts';
import { refreshSession } from '../shell/stores/auth.ts';
import { Providers } from './Providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export function App() {
  // The refresh check runs for the app's lifetime; it does nothing while nobody is signed in.
  useEffect(() => startRefreshTimer(refreshSession), []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
