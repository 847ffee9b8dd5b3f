import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearPages, registerPage } from '../../app/pageRegistry.ts';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { tabKeyOf } from './tabKey.ts';
import { homeTag } from './tagRules.ts';
import { useTags } from './tagsStore.ts';

/** A page with state of its own: a counter, and the path and query it sees. */
function Counter() {
  const [count, setCount] = useState(0);
  const { pathname, search } = useLocation();
  return (
    <button type="button" data-testid={`count${pathname}${search}`} onClick={() => setCount((c) => c + 1)}>
      {count}
    </button>
  );
}

function renderShell(start: string) {
  const router = createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet />,
        children: [
          { path: '/a', element: <Counter /> },
          { path: '/b', element: <Counter /> },
          { path: '/detail', element: <Counter /> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

const openTab = (value: string) => act(() => useTags.getState().open({ value, query: '', label: value, meta: {} }));

afterEach(cleanup);

beforeEach(() => {
  clearPages();
  useTags.setState({ tags: [homeTag], generation: 0 });
});

describe('keep-alive tabs', () => {
  it('keeps a page and its state while another tab is shown, and drops it when its tab closes', async () => {
    const router = renderShell('/a');
    openTab('/a');
    fireEvent.click(await screen.findByTestId('count/a'));
    fireEvent.click(screen.getByTestId('count/a'));
    await act(() => router.navigate('/b'));
    openTab('/b');
    // /a is still mounted (hidden), with its count and its own path.
    expect(screen.getByTestId('count/a').textContent).toBe('2');
    expect(screen.getByTestId('count/a').closest('.shell-tab-pane')).toHaveProperty('style.display', 'none');
    await act(() => router.navigate('/a'));
    expect(screen.getByTestId('count/a').textContent).toBe('2');

    await act(() => router.navigate('/b'));
    act(() => void useTags.getState().close('/a', '/b'));
    expect(screen.queryByTestId('count/a')).toBeNull();
    await act(() => router.navigate('/a'));
    expect((await screen.findByTestId('count/a')).textContent).toBe('0');
  });

  it('清除缓存 starts every page afresh', async () => {
    const router = renderShell('/a');
    openTab('/a');
    fireEvent.click(await screen.findByTestId('count/a'));
    await act(() => router.navigate('/b'));
    openTab('/b');
    act(() => useTags.getState().dropPages());
    expect(screen.queryByTestId('count/a')).toBeNull();
    expect(screen.getByTestId('count/b').textContent).toBe('0');
  });

  it('a page registered per query opens one tab per query; other pages keep one tab whatever the query', async () => {
    registerPage('/detail', async () => ({ default: Counter }), { requireMenu: false, tabPerQuery: true });
    registerPage('/a', async () => ({ default: Counter }));
    expect(tabKeyOf('/detail', '?id=1')).toBe('/detail?id=1');
    expect(tabKeyOf('/a', '?current=2')).toBe('/a');

    const router = renderShell('/detail?id=1');
    openTab('/detail?id=1');
    fireEvent.click(await screen.findByTestId('count/detail?id=1'));
    await act(() => router.navigate('/detail?id=2'));
    openTab('/detail?id=2');
    expect(screen.getByTestId('count/detail?id=1').textContent).toBe('1');
    expect(screen.getByTestId('count/detail?id=2').textContent).toBe('0');
  });
});
