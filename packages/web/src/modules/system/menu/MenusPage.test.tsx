import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictRoutes } from '../../../../test/dictStub.ts';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { clickRowAction, rowActionNames } from '../../../../test/rowActions.ts';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { bindFeedback } from '../../../lib/feedback.ts';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { systemModule } from '../index.ts';
import ApiScopePage from '../scope/ApiScopePage.tsx';
import DataScopePage from '../scope/DataScopePage.tsx';
import { assembleRows, levelsAround } from './lazyTree.ts';
import { MenusPage } from './MenusPage.tsx';

const menu = (id: string, parentId: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  parentId,
  name,
  code: `code_${id}`,
  alias: 'menu',
  path: `/p/${id}`,
  source: '',
  sort: Number(id),
  category: 1,
  action: 0,
  isOpen: 1,
  remark: '',
  hasChildren: false,
  ...extra,
});
/** Levels by parent id: 系统管理 › 菜单管理 › 新增 (a button). */
const levels: Record<string, ReturnType<typeof menu>[]> = {
  '0': [
    menu('1', '0', '系统管理', { hasChildren: true, source: 'SettingOutlined' }),
    menu('2', '0', '首页', { source: 'home' }),
  ],
  '1': [menu('11', '1', '菜单管理', { hasChildren: true, path: '/system/menu' })],
  '11': [menu('111', '11', '新增按钮', { category: 2, action: 1, path: '', code: 'menu_add' })],
};
const everyMenu = Object.values(levels).flat();
const node = (id: string, title: string, children?: unknown[]) => ({
  id,
  parentId: '0',
  title,
  key: id,
  value: id,
  ...(children ? { children } : {}),
});
const menuTree = [node('1', '系统管理', [node('11', '菜单管理')]), node('2', '首页')];

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, msg } });
const allCodes = ['menu_add', 'menu_edit', 'menu_delete', 'menu_view', 'menu_add_child'];
type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    ...dictRoutes,
    '/blade-system/menu/lazy-list': (c) => {
      const { parentId, name } = c.params as { parentId: string; name?: string };
      // A filter answers every match, flat, whatever the level.
      if (name) return ok(everyMenu.filter((m) => m.name.includes(name)));
      return ok(levels[parentId] ?? []);
    },
    '/blade-system/menu/tree': () => ok(menuTree),
    '/blade-system/menu/detail': (c) => ok({ ...everyMenu.find((m) => m.id === c.params.id), parentName: '顶级' }),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}
const levelCalls = (server: ReturnType<typeof startServer>, parentId: string) =>
  server.calls('/blade-system/menu/lazy-list').filter((c) => c.params.parentId === parentId);

async function showMenus(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  const view = renderApp(<MenusPage />);
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await screen.findByText('系统管理');
  return { ...view, toast };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
// A row without children keeps antd's invisible spacer in the expander's place (hidden by antd's style sheet, which
// the tests do not inject): only a real expander counts.
const expanders = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('button', { name: '展开行' })
    .filter((b) => !b.classList.contains('ant-table-row-expand-icon-spaced'));
const expand = (name: string) => fireEvent.click(expanders(rowOf(name))[0]!);

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('menus page: the lazy tree table', () => {
  it('is the page the registry opens at /system/menu; the scope screens at theirs', async () => {
    registerModulePages(systemModule);
    expect((await findPage('/system/menu')!.load()).default).toBe(MenusPage);
    expect((await findPage('/authority/datascope')!.load()).default).toBe(DataScopePage);
    expect((await findPage('/authority/apiscope')!.load()).default).toBe(ApiScopePage);
  });

  it('loads the top level, then each level when its row is first expanded', async () => {
    const server = startServer();
    await showMenus();
    for (const title of ['菜单名称', '菜单图标', '菜单编号', '菜单别名', '路由地址', '菜单排序', '菜单类型']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(server.calls('/blade-system/menu/lazy-list').map((c) => c.params)).toEqual([{ parentId: '0' }]);
    // The icon is drawn once its chunk is in (antd icons carry their name as aria-label), named beside it.
    expect(await within(rowOf('系统管理')).findByRole('img', { name: 'setting' })).toBeTruthy();
    expect(await within(rowOf('首页')).findByRole('img', { name: 'home' })).toBeTruthy();
    // A leaf has no expander.
    expect(expanders(rowOf('首页'))).toEqual([]);

    expand('系统管理');
    expect(await screen.findByText('菜单管理')).toBeTruthy();
    expect(levelCalls(server, '1')).toHaveLength(1);
    expect(rowOf('菜单管理').className).toContain('ant-table-row-level-1');

    expand('菜单管理');
    expect(await screen.findByText('新增按钮')).toBeTruthy();
    expect(levelCalls(server, '11')).toHaveLength(1);
    // Buttons stand out with their own tag; the toolbar position is named.
    expect(within(rowOf('新增按钮')).getByText('按钮')).toBeTruthy();
    expect(within(rowOf('新增按钮')).getByText('工具栏')).toBeTruthy();
    expect(within(rowOf('菜单管理')).getByText('菜单')).toBeTruthy();
  });

  it('a search by name shows every match flat, and 重置 goes back to the tree', async () => {
    const server = startServer();
    await showMenus();
    fireEvent.change(screen.getByPlaceholderText('请输入菜单名称'), { target: { value: ' 管理 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('菜单管理')).toBeTruthy();
    expect(server.calls('/blade-system/menu/lazy-list').at(-1)!.params).toEqual({ parentId: '0', name: '管理' });
    // Both matches at the top level, neither expandable.
    expect(rowOf('菜单管理').className).toContain('ant-table-row-level-0');
    expect(expanders(document.body)).toEqual([]);
    expect(screen.queryByText('首页')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(await screen.findByText('首页')).toBeTruthy();
    expect(screen.queryByText('菜单管理')).toBeNull();
  });

  it('shows each button only with its code', async () => {
    startServer();
    await showMenus(['menu_view']);
    for (const name of ['新增', '批量删除', '编辑', '删除', '新增下级']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(2);
    cleanup();

    await showMenus(['menu_add_child']);
    expect(screen.getAllByRole('button', { name: '新增下级' })).toHaveLength(2);
    for (const name of ['新增', '批量删除', '查看', '编辑', '删除'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('新增下级 is not offered on a button', async () => {
    startServer();
    await showMenus();
    expand('系统管理');
    await screen.findByText('菜单管理');
    expand('菜单管理');
    await screen.findByText('新增按钮');
    expect(rowActionNames(rowOf('新增按钮'))).not.toContain('新增下级');
    expect(rowActionNames(rowOf('新增按钮'))).toContain('编辑');
  });

  it('查看 shows the detail with the names the server adds', async () => {
    const server = startServer();
    await showMenus();
    fireEvent.click(within(rowOf('系统管理')).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('顶级')).toBeTruthy();
    expect(within(dialog).getByText('SettingOutlined')).toBeTruthy();
    expect(server.calls('/blade-system/menu/detail')[0]!.params).toEqual({ id: '1' });
  });

  it('delete asks, removes, and reloads the level the row was in', async () => {
    const server = startServer();
    await showMenus();
    expand('系统管理');
    await screen.findByText('菜单管理');
    const before = levelCalls(server, '1').length;
    await clickRowAction(rowOf('菜单管理'), '删除');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(server.calls('/blade-system/menu/remove')[0]!.params).toEqual({ ids: '11' });
    await waitFor(() => expect(levelCalls(server, '1').length).toBe(before + 1));
  });

  it("a refused delete shows the server's reason", async () => {
    startServer({ '/blade-system/menu/remove': () => refuse('请先删除子节点') });
    const { toast } = await showMenus();
    await clickRowAction(rowOf('系统管理'), '删除');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('请先删除子节点'));
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('batch delete needs a selection, then removes the ticked rows', async () => {
    const server = startServer();
    await showMenus();
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    fireEvent.click(within(rowOf('首页')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(server.calls('/blade-system/menu/remove')[0]!.params).toEqual({ ids: '2' });
  });

  it('speaks English after the language switch', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showMenus();
    for (const title of ['Name', 'Icon', 'Code', 'Alias', 'Route path', 'Type', 'New window']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(rowActionNames(rowOf('系统管理'))).toContain('Add child');
    expect(rowActionNames(rowOf('首页'))).toContain('Add child');
    expect(await within(rowOf('系统管理')).findByText('Menu')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter the menu name')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Choose an icon' })).toBeTruthy();
  });
});

describe('menus page: the add / edit dialog', () => {
  const field = (dialog: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

  it('refuses an empty form with the contract messages; a button needs no path', async () => {
    const server = startServer();
    await showMenus();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const msg of ['请输入菜单名称', '请输入路由地址', '请输入菜单编号', '请输入菜单别名', '请输入菜单排序']) {
      expect(await within(dialog).findByText(msg)).toBeTruthy();
    }
    expect(server.calls('/blade-system/menu/submit')).toHaveLength(0);
    // 按钮 shows the button position and drops the path requirement.
    expect(within(dialog).queryByText('按钮功能')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('按钮'));
    expect(await within(dialog).findByText('按钮功能')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).queryByText('请输入路由地址')).toBeNull());
    expect(await within(dialog).findByText('请输入菜单名称')).toBeTruthy();
  });

  it('新增下级 presets the parent, locks it, sends it, and reloads that level', async () => {
    const server = startServer();
    await showMenus();
    await clickRowAction(rowOf('系统管理'), '新增下级');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增下级')).toBeTruthy();
    // The picker names the parent once menu/tree has answered, and cannot be changed.
    expect(await within(dialog).findByText('系统管理')).toBeTruthy();
    const picker = dialog.querySelector('.ant-select') as HTMLElement;
    expect(picker.className).toContain('ant-select-disabled');

    field(dialog, '菜单名称', '参数管理');
    field(dialog, '路由地址', '/system/param');
    field(dialog, '菜单编号', 'param');
    field(dialog, '菜单别名', 'menu');
    field(dialog, '菜单排序', '3');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(JSON.parse(server.calls('/blade-system/menu/submit')[0]!.data)).toEqual({
      parentId: '1',
      name: '参数管理',
      path: '/system/param',
      code: 'param',
      alias: 'menu',
      source: '',
      sort: 3,
      category: 1,
      action: 0,
      isOpen: 1,
      remark: '',
    });
    // The parent opens to show its new child: its level is asked for.
    await waitFor(() => expect(levelCalls(server, '1').length).toBeGreaterThan(0));
    expect(await screen.findByText('菜单管理')).toBeTruthy();
  });

  it('the icon picker searches by name and the picked icon is shown and saved', async () => {
    const server = startServer();
    await showMenus();
    fireEvent.click(within(rowOf('首页')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('菜单名称') as HTMLInputElement).value).toBe('首页');
    expect((within(dialog).getByLabelText('菜单图标') as HTMLInputElement).value).toBe('home');

    fireEvent.click(within(dialog).getByRole('button', { name: '选择图标' }));
    const picker = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(picker).getByRole('button', { name: 'SettingOutlined' })).toBeTruthy();
    // The current icon is highlighted.
    expect(within(picker).getByRole('button', { name: 'HomeOutlined' }).className).toContain('ant-btn-primary');
    fireEvent.change(within(picker).getByPlaceholderText('按名称搜索图标'), { target: { value: 'SHOP' } });
    expect(within(picker).getByRole('button', { name: 'ShopOutlined' })).toBeTruthy();
    expect(within(picker).getByRole('button', { name: 'ShoppingCartOutlined' })).toBeTruthy();
    expect(within(picker).queryByRole('button', { name: 'SettingOutlined' })).toBeNull();
    fireEvent.change(within(picker).getByPlaceholderText('按名称搜索图标'), { target: { value: 'nothing-like-it' } });
    expect(within(picker).getByText('没有匹配的图标')).toBeTruthy();
    fireEvent.change(within(picker).getByPlaceholderText('按名称搜索图标'), { target: { value: 'shop' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'ShopOutlined' }));

    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    const input = within(dialog).getByLabelText('菜单图标') as HTMLInputElement;
    expect(input.value).toBe('ShopOutlined');
    expect(await within(dialog).findByRole('img', { name: 'shop' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(JSON.parse(server.calls('/blade-system/menu/submit')[0]!.data)).toMatchObject({
      id: '2',
      parentId: '0',
      name: '首页',
      source: 'ShopOutlined',
    });
    // The top level (the row's own) reloads.
    await waitFor(() => expect(levelCalls(server, '0').length).toBeGreaterThan(1));
  });

  it('edit keeps a menu out from under itself, and stays open when refused', async () => {
    const server = startServer({ '/blade-system/menu/submit': () => refuse('菜单编号已存在') });
    const { toast } = await showMenus();
    fireEvent.click(within(rowOf('系统管理')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(server.calls('/blade-system/menu/tree').length).toBeGreaterThan(0));
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0]!);
    const option = (name: string) =>
      [...document.querySelectorAll('.ant-select-tree-treenode')].find((n) => n.textContent === name);
    await waitFor(() => expect(option('顶级')).toBeTruthy());
    expect(option('系统管理')!.className).toContain('ant-select-tree-treenode-disabled');
    expect(option('顶级')!.className).not.toContain('ant-select-tree-treenode-disabled');

    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('菜单编号已存在'));
    expect(JSON.parse(server.calls('/blade-system/menu/submit')[0]!.data)).toMatchObject({ id: '1', code: 'code_1' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('更新成功')).toBeNull();
  });
});

describe('lazy tree helpers', () => {
  const row = (id: string, parentId: string, hasChildren = false) => ({ id, parentId, hasChildren });

  it('gives unloaded parents an empty level (an expander) and leaves none on leaves or in a search', () => {
    const levels = new Map([['0', [row('1', '0', true), row('2', '0')]]]);
    expect(assembleRows(levels, false)).toEqual([{ ...row('1', '0', true), children: [] }, row('2', '0')]);
    levels.set('1', [row('11', '1')]);
    expect(assembleRows(levels, false)[0]!.children).toEqual([row('11', '1')]);
    expect(assembleRows(levels, true)).toEqual([row('1', '0', true), row('2', '0')]);
  });

  it('a write reloads the changed levels and the levels holding their parents', () => {
    const parents = new Map([
      ['1', '0'],
      ['11', '1'],
    ]);
    // A menu moved from under 11 to the top: both levels, and 1 (11 may have lost its last child).
    expect(levelsAround(['11', '0'], parents).sort()).toEqual(['0', '1', '11']);
  });
});
