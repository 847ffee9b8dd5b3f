import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../test/httpStub.ts';
import { http, setHttpHooks } from '../lib/http.ts';
import { setStore } from '../lib/storage.ts';
import { useSession } from '../shell/stores/session.ts';
import { useTags } from '../shell/tabs/tagsStore.ts';
import { trackCommittedTabs } from '../shell/tabs/trackCommittedTabs.ts';
import { Providers } from './Providers.tsx';
import { registerAllPages } from './pages.ts';
import { routes } from './router.tsx';
import '../i18n/index.ts';

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '' } });
const menu = [
  {
    id: '1',
    parentId: '0',
    code: 'system',
    name: '系统管理',
    path: '/system',
    source: 'setting',
    meta: { i18n: 'system' },
    children: [
      {
        id: '2',
        parentId: '1',
        code: 'param',
        name: '参数管理',
        path: '/system/param',
        source: '',
        meta: { i18n: 'param' },
      },
    ],
  },
];
let menuCalls = 0;
/** Whether the sidebar was on the page when the menu was asked for. */
let sidebarAtMenuCall: boolean | undefined;

beforeAll(() => registerAllPages());

beforeEach(() => {
  menuCalls = 0;
  sidebarAtMenuCall = undefined;
  setHttpHooks({ navigate: vi.fn(), toast: vi.fn() });
  stubServer(http, (c) => {
    if (c.url === '/blade-system/menu/routes') {
      menuCalls++;
      sidebarAtMenuCall ??= document.querySelector('[data-testid="sidebar"]') !== null;
      return ok(menu);
    }
    if (c.url === '/blade-system/menu/buttons') return ok([]);
    if (c.url?.endsWith('/list')) return ok({ records: [], total: 0, size: 10, current: 1, pages: 0 });
    return { status: 200, data: { key: 'k', image: '', required: false } };
  });
});

afterEach(cleanup);

function signIn({ withMenu }: { withMenu: boolean }) {
  setStore({ name: 'token', content: 'jwt' });
  setStore({ name: 'userInfo', content: { real_name: '管理员', role_name: 'administrator', tenant_id: '000000' } });
  if (withMenu) setStore({ name: 'menu', content: menu });
  useSession.getState().reloadFromStorage();
}

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('router', () => {
  it('sends a signed-out visitor to the login page with the way back', async () => {
    useSession.getState().localLogout();
    const router = open('/system/param');
    await screen.findByTestId('login-submit');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/system/param')}`);
  });

  it('reloading a menu page with the menu in storage lands on that page, in the layout', async () => {
    signIn({ withMenu: true });
    const router = open('/system/param');
    // The first render loads the whole signed-in shell from cold, which is slow on a busy machine.
    expect(await screen.findByRole('columnheader', { name: '参数名称' }, { timeout: 25_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/system/param');
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    expect(screen.getByTestId('tags').textContent).toContain('参数管理');
  });

  it('waits for the server menu when storage has none, then opens the page', async () => {
    signIn({ withMenu: false });
    const router = open('/system/param');
    expect(await screen.findByRole('columnheader', { name: '参数名称' }, { timeout: 25_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/system/param');
    expect(menuCalls).toBeGreaterThan(0);
  });

  it('a reload asks for the fresh menu at once, not after the layout and the page have loaded', async () => {
    signIn({ withMenu: true });
    open('/wel/index');
    expect(await screen.findByText(/欢迎回来/, undefined, { timeout: 25_000 })).toBeTruthy();
    expect(menuCalls).toBe(1);
    expect(sidebarAtMenuCall).toBe(false);
  });

  it('opens the tab of every location it commits, even one React never rendered (a quick second click)', async () => {
    signIn({ withMenu: true });
    const router = createMemoryRouter(routes, { initialEntries: ['/wel/index'] });
    const stop = trackCommittedTabs(router);
    await router.navigate('/system/param');
    await router.navigate('/wel/dashboard');
    stop();
    router.dispose();
    const tabs = useTags.getState().tags.map((t) => [t.value, t.label]);
    expect(tabs).toEqual(
      expect.arrayContaining([
        ['/system/param', '参数管理'],
        ['/wel/dashboard', '控制台'],
      ]),
    );
  });

  it('sends an old bookmark of a screen moved to BladeX’s path (/system/region) to the new one (/base/region)', async () => {
    signIn({ withMenu: true });
    const router = createMemoryRouter(routes, { initialEntries: ['/wel/index'] });
    await router.navigate('/system/region');
    // The new address is outside this test's menu: what matters is that the old one is not a 404.
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/system/region'));
    expect(router.state.location.pathname).not.toBe('/404');
    expect(['/base/region', '/403']).toContain(router.state.location.pathname);
    router.dispose();
  });

  it('goes to /404 for unknown paths and to /403, with a way home, for a screen outside the user menu', async () => {
    signIn({ withMenu: true });
    const router = open('/system/nothing-here');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    cleanup();
    useSession.getState().setMenu([{ ...menu[0]!, children: [] }] as never);
    const other = open('/system/param');
    await waitFor(() => expect(other.state.location.pathname).toBe('/403'));
    fireEvent.click(await screen.findByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(other.state.location.pathname).toBe('/wel/index'));
  });

  it('opens / and /wel as the home tab', async () => {
    signIn({ withMenu: true });
    const router = open('/wel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(await screen.findByText(/欢迎回来/)).toBeTruthy();
  });

  it('sends a signed-in user from /login to the home page', async () => {
    signIn({ withMenu: true });
    const router = open('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
  });
});
