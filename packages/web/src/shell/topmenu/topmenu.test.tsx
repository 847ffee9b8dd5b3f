import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../test/httpStub.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { navMenu } from '../../../test/shell-navFixture.ts';
import { setLanguage } from '../../i18n/index.ts';
import { http, setHttpHooks } from '../../lib/http.ts';
import { getStore, setStore } from '../../lib/storage.ts';
import { Sidebar } from '../Sidebar.tsx';
import { loadMenu } from '../stores/auth.ts';
import { useSession } from '../stores/session.ts';
import { sideTree, useTopMenu } from './store.ts';
import { TopMenu } from './TopMenu.tsx';

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '' } });
const topMenus = [
  { id: '7', code: 'system', name: '系统', source: 'SettingOutlined', path: null, sort: 1 },
  { id: '8', code: 'ops-top', name: '运维中心', source: null, path: '/ops/log', sort: 2 },
];
// What topmenu 7 links: 参数管理 (with its parent); topmenu 8 links 日志.
const sideOf: Record<string, unknown> = {
  '7': [{ ...navMenu[0], children: [navMenu[0]!.children![0]] }],
  '8': [navMenu[1]],
};

let bar: unknown[];
let seen: InternalAxiosRequestConfig[];
const routeCalls = () => seen.filter((c) => c.url === '/blade-system/menu/routes').map((c) => c.params?.topMenuId);

beforeEach(() => {
  bar = topMenus;
  setHttpHooks({ navigate: vi.fn(), toast: vi.fn() });
  seen = stubServer(http, (c) => {
    if (c.url === '/blade-system/menu/top-menu') return ok(bar);
    if (c.url === '/blade-system/menu/routes')
      return ok(c.params?.topMenuId ? (sideOf[c.params.topMenuId] ?? {}) : navMenu);
    if (c.url === '/blade-system/menu/buttons')
      return ok([{ id: '2', code: 'param', children: [{ code: 'param_add' }] }]);
    return { status: 404, data: {} };
  });
  useSession.setState({ menu: navMenu, userInfo: { role_name: 'user' } as never, permission: {} });
  useTopMenu.setState({ topMenuId: '', sideMenu: null, sideFor: null });
});

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

function start(path = '/wel/index') {
  renderApp(
    <>
      <TopMenu />
      <Sidebar collapsed={false} />
    </>,
    path,
  );
}

const sidebar = () => screen.getByTestId('sidebar');
const topBar = () => screen.getByTestId('top-menu');
/** The sidebar's top-level entries, by name. */
const roots = () =>
  [...sidebar().querySelectorAll(':scope .ant-menu-root > li .ant-menu-title-content')]
    .filter((el) => el.closest('ul')?.classList.contains('ant-menu-root'))
    .map((el) => el.textContent);

describe('top menu', () => {
  it('lists the tenant top menus after 全部 and switches the sidebar to the picked tree', async () => {
    start();
    await screen.findByTestId('top-menu');
    expect(within(topBar()).getByText('全部')).toBeTruthy();
    expect(roots()).toEqual(['系统管理', '运维']);

    fireEvent.click(within(topBar()).getByText('系统'));
    await waitFor(() => expect(roots()).toEqual(['系统管理']));
    expect(routeCalls()).toContain('7');
    fireEvent.click(within(sidebar()).getByText('系统管理'));
    expect(within(sidebar()).getByText('参数管理')).toBeTruthy();
    expect(within(sidebar()).queryByText('岗位管理')).toBeNull();
    // Remembered for the next page load; the guard's full menu is untouched; the buttons were reloaded.
    expect(getStore({ name: 'topMenuId' })).toBe('7');
    expect(useSession.getState().menu).toBe(navMenu);
    expect(useSession.getState().permission).toEqual({ param_add: true });

    fireEvent.click(within(topBar()).getByText('全部'));
    await waitFor(() => expect(roots()).toEqual(['系统管理', '运维']));
    expect(getStore({ name: 'topMenuId' })).toBeUndefined();
  });

  it("goes to the picked top menu's own page when the user may open it", async () => {
    start();
    await screen.findByTestId('top-menu');
    fireEvent.click(within(topBar()).getByText('运维中心'));
    await waitFor(() => expect(roots()).toEqual(['运维']));
    await waitFor(() => expect(sidebar().querySelector('.ant-menu-item-selected')?.textContent).toBe('日志'));
  });

  it('is hidden when the tenant has no top menus, and the sidebar shows the whole menu', async () => {
    bar = [];
    start();
    await waitFor(() => expect(seen.some((c) => c.url === '/blade-system/menu/top-menu')).toBe(true));
    expect(screen.queryByTestId('top-menu')).toBeNull();
    expect(roots()).toEqual(['系统管理', '运维']);
  });

  it('falls back to 全部 when the remembered top menu no longer exists', async () => {
    setStore({ name: 'topMenuId', content: '99' });
    useTopMenu.setState({ topMenuId: '99', sideMenu: [], sideFor: '99' });
    start();
    await waitFor(() => expect(roots()).toEqual(['系统管理', '运维']));
    expect(useTopMenu.getState().topMenuId).toBe('');
    expect(getStore({ name: 'topMenuId' })).toBeUndefined();
    expect(topBar().querySelector('.ant-menu-item-selected')?.textContent).toBe('全部');
  });

  it('names top menus and menus in the current language', async () => {
    start();
    await screen.findByTestId('top-menu');
    // In Chinese a top menu shows its stored name, though its code `system` names the menu 系统管理.
    expect(within(topBar()).getByText('系统')).toBeTruthy();
    act(() => setLanguage('en'));
    // In English a top menu whose code has a translation reads it; one without keeps its own name.
    expect(within(topBar()).getByText('System')).toBeTruthy();
    expect(within(topBar()).getByText('运维中心')).toBeTruthy();
    expect(within(topBar()).getByText('All')).toBeTruthy();
    expect(roots()).toEqual(['System', '运维']);
  });
});

describe('loading the menu with a picked top menu', () => {
  it('keeps the whole menu in the session and loads the picked tree for the sidebar', async () => {
    useSession.setState({ menu: null });
    useTopMenu.setState({ topMenuId: '7' });
    await loadMenu();
    expect(useSession.getState().menu).toEqual(navMenu);
    expect(useTopMenu.getState()).toMatchObject({ sideFor: '7', sideMenu: sideOf['7'] });
    expect(routeCalls()).toEqual([undefined, '7']);
  });

  it('shows nothing of another tree while the picked one loads, after a sign-out forgets it', async () => {
    useTopMenu.setState({ topMenuId: '7', sideMenu: [navMenu[1]!], sideFor: '7' });
    useSession.setState({ token: 'jwt' });
    act(() => useSession.getState().localLogout());
    expect(useTopMenu.getState()).toMatchObject({ topMenuId: '7', sideMenu: null, sideFor: null });
  });

  it('the sidebar tree: the whole menu for 全部, nothing while the picked tree loads, the whole menu if it failed', () => {
    const side = [navMenu[1]!];
    expect(sideTree(navMenu, { topMenuId: '', sideMenu: side, sideFor: '7' })).toBe(navMenu);
    expect(sideTree(navMenu, { topMenuId: '7', sideMenu: null, sideFor: null })).toEqual([]);
    expect(sideTree(navMenu, { topMenuId: '7', sideMenu: side, sideFor: '8' })).toEqual([]);
    expect(sideTree(navMenu, { topMenuId: '7', sideMenu: side, sideFor: '7' })).toBe(side);
    expect(sideTree(navMenu, { topMenuId: '7', sideMenu: null, sideFor: '7' })).toBe(navMenu);
  });
});
