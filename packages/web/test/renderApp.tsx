import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../src/app/Providers.tsx';
import '../src/i18n/index.ts';
import { newQueryClient } from '../src/lib/queryClient.ts';

/** Renders a screen inside the app's providers (antd locale, message bridge, query cache, a router). */
export function renderApp(ui: ReactNode, path = '/') {
  const client = newQueryClient();
  return render(
    <Providers>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
}
