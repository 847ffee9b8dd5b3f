import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../test/httpStub.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { navMenu } from '../../test/shell-navFixture.ts';
import { i18n } from '../i18n/index.ts';
import { http, setHttpHooks } from '../lib/http.ts';
import { appendErrorLog } from './errorlog/errorLog.ts';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useScreenWatch } from './screen/useScreen.ts';
import { useSession } from './stores/session.ts';
import { useUi } from './stores/ui.ts';
import { foldedActions, topActions } from './topbar/fold.ts';

/** Issue 14: the console on a phone (375 px) and a small tablet (800 px). */

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '' } });
const originalWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

/** The frame as Layout builds it: the screen watch, the top bar, the sidebar, and where the console is. */
function Frame() {
  useScreenWatch();
  const collapsed = useUi((s) => s.collapsed);
  return (
    <>
      <Header />
      <Sidebar collapsed={collapsed} />
      <output data-testid="where">{useLocation().pathname}</output>
    </>
  );
}

function start(width: number) {
  setWidth(width);
  renderApp(<Frame />, '/wel/index');
}

const bar = () => screen.getByTestId('top-bar');
const where = () => screen.getByTestId('where').textContent;
/** The controls the top bar shows itself, by test id. */
const inlineIds = ['top-search', 'color-picker', 'lock', 'theme', 'notices', 'lang-switch', 'full-screen'];
const shownInBar = () => inlineIds.filter((id) => within(bar()).queryByTestId(id));

/** Opens the overflow menu and returns its entries. */
async function moreItems(): Promise<HTMLElement[]> {
  fireEvent.click(screen.getByTestId('top-more'));
  const menu = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.shell-more-menu:not(.ant-dropdown-hidden) [role="menu"]');
    if (!found) throw new Error('the overflow menu is not open');
    return found;
  });
  return within(menu).getAllByRole('menuitem');
}

/** The names of the overflow menu's entries (their text; an icon's label is not part of it). */
const openMore = async () => (await moreItems()).map((item) => item.textContent ?? '');

/** Picks the overflow menu's entry whose text is `name`. */
async function pick(name: string | RegExp) {
  const item = (await moreItems()).find((i) =>
    typeof name === 'string' ? i.textContent === name : name.test(i.textContent ?? ''),
  );
  if (!item) throw new Error(`no entry ${name}`);
  fireEvent.click(item);
}

beforeEach(() => {
  setHttpHooks({ navigate: vi.fn() });
  stubServer(http, (c) => (c.url === '/blade-system/menu/top-menu' ? ok([]) : ok(null)));
  useSession.setState({ menu: navMenu, userInfo: { role_name: 'administrator', real_name: '管理员' } as never });
  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
});

afterEach(() => {
  cleanup();
  setWidth(originalWidth);
  Reflect.deleteProperty(document, 'fullscreenEnabled');
});

describe('the sidebar on a small screen', () => {
  it('below 768 px is a drawer: the toggle opens it, a menu pick opens the page and closes it', async () => {
    start(375);
    expect(useUi.getState().screen).toBe(0);
    // No sider beside the page, and the drawer starts closed.
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    expect(screen.queryByTestId('sidebar')).toBeNull();

    fireEvent.click(screen.getByTestId('collapse-toggle'));
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar.closest('.ant-drawer-open')).not.toBeNull();
    expect(screen.getByTestId('collapse-toggle').getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(sidebar).getByText('系统管理'));
    fireEvent.click(await within(sidebar).findByText('参数管理'));
    await waitFor(() => expect(where()).toBe('/system/param'));
    expect(useUi.getState().collapsed).toBe(true);
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());

    // Picking the page already shown closes it too (no navigation happens then).
    fireEvent.click(screen.getByTestId('collapse-toggle'));
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).not.toBeNull());
    fireEvent.click(within(screen.getByTestId('sidebar')).getByText('参数管理'));
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('from 768 px it is the sider beside the page, and no drawer', () => {
    start(800);
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar.classList.contains('ant-layout-sider')).toBe(true);
    expect(sidebar.closest('.ant-drawer')).toBeNull();
  });
});

describe('the top bar folds its controls into one menu', () => {
  it('below 768 px every control is in the overflow menu, and the user menu stays in the bar', async () => {
    act(() => appendErrorLog({ type: 'error', message: 'boom' }));
    start(375);
    expect(shownInBar()).toEqual([]);
    expect(within(bar()).getByTestId('user-menu')).toBeTruthy();
    expect(await openMore()).toEqual([
      '搜索菜单',
      '主题色',
      '错误日志1',
      '锁屏',
      '主题',
      '通知',
      '中文',
      'English',
      '全屏',
    ]);
    fireEvent.click(within(bar()).getByTestId('user-menu'));
    expect(await screen.findByText('退出登录')).toBeTruthy();
  });

  it('each entry does what its control does', async () => {
    act(() => appendErrorLog({ type: 'error', message: 'boom' }));
    start(375);

    await pick('锁屏');
    expect(await screen.findByText('设置锁屏密码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^取\s*消$/ }));

    await pick('主题');
    expect(await screen.findByText('选择主题')).toBeTruthy();
    fireEvent.click(screen.getByTestId('theme-vip'));

    await pick(/^通知/);
    await waitFor(() => expect(document.querySelector('.shell-notices')).not.toBeNull());
    expect(within(document.querySelector<HTMLElement>('.shell-notices')!).getByText('邮件 (0)')).toBeTruthy();

    await pick('主题色');
    await waitFor(() => expect(document.querySelector('.shell-color-panel')).not.toBeNull());

    await pick(/^错误日志/);
    expect(await screen.findByText('boom')).toBeTruthy();
  });

  it('the search opens in a dialog (from the menu or Ctrl+K); a result opens its page and closes the dialog', async () => {
    start(375);
    await pick('搜索菜单');
    const box = await screen.findByTestId('top-search');
    expect(box.closest('.shell-search-dialog')).not.toBeNull();
    fireEvent.change(box, { target: { value: '参数' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/system/param'));
    await waitFor(() => expect(screen.queryByTestId('top-search')).toBeNull());

    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(await screen.findByTestId('top-search')).toBeTruthy();
  });

  it('the language is picked in the menu itself', async () => {
    start(375);
    await pick('English');
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(await openMore()).toContain('Search menus');
  });

  it('between 768 and 992 px the search, error log and notices stay; the rest folds', async () => {
    start(800);
    expect(useUi.getState().screen).toBe(1);
    expect(shownInBar()).toEqual(['top-search', 'notices']);
    expect(await openMore()).toEqual(['主题色', '锁屏', '主题', '中文', 'English', '全屏']);
  });

  it('from 1200 px every control is in the bar and there is no overflow menu', () => {
    start(1300);
    expect(shownInBar()).toEqual(inlineIds);
    expect(screen.queryByTestId('top-more')).toBeNull();
  });

  it('every control is in the bar or in the menu at each screen class, more of them folded the smaller it is', () => {
    const counts = ([3, 2, 1, 0] as const).map((c) => foldedActions(c).size);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(foldedActions(3).size).toBe(0);
    expect([...foldedActions(0)]).toEqual([...topActions]);
  });
});
