import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../src/app/Providers.tsx';
import '../src/i18n/index.ts';
import { newQueryClient } from '../src/lib/queryClient.ts';
import { ConsoleApp } from '../src/shell/ConsoleApp.tsx';

/** Renders a screen inside the app's providers (antd locale, message bridge, antd's App, query cache, a router). */
export function renderApp(ui: ReactNode, path = '/') {
  const client = newQueryClient();
  return render(
    <Providers>
      {/* The screens' App.useApp() as in the signed-in console; the login page renders in it too, harmlessly. */}
      <ConsoleApp>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </ConsoleApp>
    </Providers>,
  );
}
