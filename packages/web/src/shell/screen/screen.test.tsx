import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUi } from '../stores/ui.ts';
import { screenClass } from './screenClass.ts';
import { useScreenWatch } from './useScreen.ts';

describe('screenClass (spec §2)', () => {
  it.each([
    [0, 0],
    [767, 0],
    [768, 1],
    [991, 1],
    [992, 2],
    [1199, 2],
    [1200, 3],
    [2560, 3],
  ])('%i px is class %i', (width, expected) => {
    expect(screenClass(width)).toBe(expected);
  });
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

let go: (path: string) => void = () => undefined;
function Watcher() {
  useScreenWatch();
  go = useNavigate();
  return null;
}

function mount() {
  const router = createMemoryRouter([{ path: '*', element: <Watcher /> }], { initialEntries: ['/wel/index'] });
  return render(<RouterProvider router={router} />);
}

describe('useScreenWatch', () => {
  const original = window.innerWidth;
  beforeEach(() => {
    useUi.setState({ collapsed: false, screen: 3 });
  });
  afterEach(() => setWidth(original));

  it('keeps the class in the ui store and collapses the sidebar when the window becomes small', () => {
    setWidth(1300);
    mount();
    expect(useUi.getState()).toMatchObject({ screen: 3, collapsed: false });

    act(() => setWidth(1000));
    expect(useUi.getState()).toMatchObject({ screen: 2, collapsed: false });

    act(() => setWidth(800));
    expect(useUi.getState()).toMatchObject({ screen: 1, collapsed: true });

    // Growing again does not force the sidebar open: that stays the user's choice.
    act(() => setWidth(1250));
    expect(useUi.getState()).toMatchObject({ screen: 3, collapsed: true });
  });

  it('on a small screen, collapses the sidebar on every navigation; the toggle still opens it in between', async () => {
    setWidth(800);
    mount();
    expect(useUi.getState().collapsed).toBe(true);

    act(() => useUi.getState().toggleCollapsed());
    expect(useUi.getState().collapsed).toBe(false);
    await act(async () => go('/system/user'));
    expect(useUi.getState().collapsed).toBe(true);

    act(() => useUi.getState().toggleCollapsed());
    expect(useUi.getState().collapsed).toBe(false);
    await act(async () => go('/system/dept'));
    expect(useUi.getState().collapsed).toBe(true);
  });

  it('on a large screen, navigation leaves the sidebar open', async () => {
    setWidth(1300);
    mount();
    await act(async () => go('/system/user'));
    expect(useUi.getState()).toMatchObject({ screen: 3, collapsed: false });
  });
});
