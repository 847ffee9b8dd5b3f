import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { bindFeedback } from '../../../lib/feedback.ts';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { systemModule } from '../index.ts';
import { TopMenusPage } from './TopMenusPage.tsx';

const topMenus = [
  { id: '5', code: 'sys', name: '系统', source: 'SettingOutlined', path: '/system', sort: 1, createTime: '2024-01-01' },
  { id: '6', code: 'biz', name: '业务', source: 'ShopOutlined', path: '/biz', sort: 2, createTime: '2024-01-02' },
];
const node = (id: string, title: string, children?: unknown[]) => ({
  id,
  parentId: '0',
  title,
  key: id,
  value: id,
  ...(children ? { children } : {}),
});
// Menus only (no buttons): 系统管理 → 用户管理, 角色管理; 平台管理 → 租户管理.
const menu = [
  node('100', '系统管理', [node('101', '用户管理'), node('102', '角色管理')]),
  node('200', '平台管理', [node('201', '租户管理')]),
];

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, msg } });
const allCodes = ['topmenu_add', 'topmenu_edit', 'topmenu_delete', 'topmenu_view', 'topmenu_setting'];

type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    '/blade-system/topmenu/list': () => ok({ records: topMenus, total: 2, size: 10, current: 1, pages: 1 }),
    '/blade-system/menu/grant-top-tree': () => ok({ menu }),
    '/blade-system/menu/top-tree-keys': () => ok({ menu: ['100', '101'] }),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function showTopMenus(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  const view = renderApp(<TopMenusPage />);
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await screen.findByText('业务');
  return { ...view, toast };
}

const tick = (...names: string[]) => {
  for (const name of names) {
    fireEvent.click(within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox'));
  }
};

async function openSetting(...names: string[]) {
  tick(...names);
  fireEvent.click(screen.getByRole('button', { name: '菜单配置' }));
  const dialog = await screen.findByRole('dialog', { name: '顶部菜单配置' });
  await within(dialog).findByText('系统管理');
  return dialog;
}

function stateOf(title: string): 'checked' | 'empty' {
  const row = screen.getByText(title).closest('.ant-tree-treenode') as HTMLElement;
  const box = row.querySelector('.ant-tree-checkbox') as HTMLElement;
  return box.className.includes('ant-tree-checkbox-checked') ? 'checked' : 'empty';
}

const grantCalls = (server: ReturnType<typeof startServer>) => server.calls('/blade-system/topmenu/grant');
const sentBody = (server: ReturnType<typeof startServer>) => JSON.parse(grantCalls(server)[0]!.data);

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('top menus page: 菜单配置', () => {
  it('is the page the registry opens at /system/topmenu, behind the menu', async () => {
    registerModulePages(systemModule);
    const entry = findPage('/system/topmenu');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(TopMenusPage);
  });

  it('keeps the generic screen and adds 菜单配置 only with topmenu_setting', async () => {
    startServer();
    await showTopMenus(['topmenu_add', 'topmenu_view']);
    expect(screen.getByRole('columnheader', { name: '菜单名称' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '菜单配置' })).toBeNull();
    cleanup();

    await showTopMenus(['topmenu_setting']);
    expect(screen.getByRole('button', { name: '菜单配置' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('without a selection warns and opens nothing', async () => {
    const server = startServer();
    await showTopMenus();
    fireEvent.click(screen.getByRole('button', { name: '菜单配置' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('/blade-system/menu/grant-top-tree')).toHaveLength(0);
  });

  it('pre-checks what the top menu links now and saves the checked menus with their parents', async () => {
    const server = startServer();
    await showTopMenus();
    const dialog = await openSetting('系统');
    expect(server.calls('/blade-system/menu/top-tree-keys')[0]!.params).toEqual({ topMenuIds: '5' });
    expect(stateOf('系统管理')).toBe('checked');
    expect(stateOf('用户管理')).toBe('checked');
    expect(stateOf('角色管理')).toBe('empty');
    expect(stateOf('租户管理')).toBe('empty');

    // Checking 租户管理 brings its parent; unchecking 用户管理 leaves 系统管理 held.
    fireEvent.click(within(dialog).getByText('租户管理'));
    await waitFor(() => expect(stateOf('平台管理')).toBe('checked'));
    fireEvent.click(within(dialog).getByText('用户管理'));
    await waitFor(() => expect(stateOf('用户管理')).toBe('empty'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    const body = sentBody(server);
    expect(body.topMenuIds).toEqual(['5']);
    expect([...body.menuIds].sort()).toEqual(['100', '200', '201']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('several top menus: the keys of all, and the save covers all of them', async () => {
    const server = startServer();
    await showTopMenus();
    const dialog = await openSetting('系统', '业务');
    expect(server.calls('/blade-system/menu/top-tree-keys')[0]!.params).toEqual({ topMenuIds: '5,6' });
    expect(within(dialog).getByText('顶部菜单:系统、业务(保存后替换原有菜单)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '全选' }));
    await waitFor(() => expect(stateOf('租户管理')).toBe('checked'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(grantCalls(server)).toHaveLength(1));
    expect(sentBody(server).topMenuIds).toEqual(['5', '6']);
    expect([...sentBody(server).menuIds].sort()).toEqual(['100', '101', '102', '200', '201']);
  });

  it('a refused save keeps the dialog open; a failed read cannot be saved', async () => {
    startServer({ '/blade-system/topmenu/grant': () => refuse('菜单不存在或不在您的权限范围内: 201') });
    const { toast } = await showTopMenus();
    const dialog = await openSetting('系统');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('菜单不存在或不在您的权限范围内: 201'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('操作成功!')).toBeNull();
    cleanup();

    startServer({ '/blade-system/menu/top-tree-keys': () => refuse('顶部菜单不存在或已被删除: 5') });
    await showTopMenus();
    tick('系统');
    fireEvent.click(screen.getByRole('button', { name: '菜单配置' }));
    const failed = await screen.findByRole('dialog');
    expect(await within(failed).findByText('菜单加载失败,请关闭后重试')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: '确定' }).hasAttribute('disabled')).toBe(true);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showTopMenus();
    tick('系统');
    fireEvent.click(screen.getByRole('button', { name: 'Menu setting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top menu setup' });
    expect(await within(dialog).findByRole('button', { name: 'Select all' })).toBeTruthy();
    expect(within(dialog).getByText('Top menus: 系统 (saving replaces their menus)')).toBeTruthy();
  });
});
