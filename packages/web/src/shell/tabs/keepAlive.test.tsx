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

/**
 * A page that counts its renders and keeps a count of clicks: a hidden page that renders again costs the screen
 * being opened. It reads no location (a page that does still runs when the router's location changes).
 */
const renders = new Map<string, number>();
function Still({ name }: { name: string }) {
  renders.set(name, (renders.get(name) ?? 0) + 1);
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid={`still-${name}`} onClick={() => setCount((c) => c + 1)}>
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
          ...[1, 2, 3, 4].map((n) => ({ path: `/s${n}`, element: <Still name={`s${n}`} /> })),
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

  it('a hidden page does not render again while other screens open, and comes back as it was', async () => {
    renders.clear();
    const router = renderShell('/s1');
    openTab('/s1');
    fireEvent.click(await screen.findByTestId('still-s1'));
    await act(() => router.navigate('/s2'));
    openTab('/s2');
    // Hidden now: from here on nothing of it runs while the user opens other screens.
    const hidden = renders.get('s1');
    for (const n of [3, 4, 2, 3]) {
      await act(() => router.navigate(`/s${n}`));
      openTab(`/s${n}`);
    }
    expect(screen.getByTestId('still-s4').textContent).toBe('0');
    expect(renders.get('s1')).toBe(hidden);
    await act(() => router.navigate('/s1'));
    expect(screen.getByTestId('still-s1').textContent).toBe('1');
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
