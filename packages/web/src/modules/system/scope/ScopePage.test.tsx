import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictRoutes } from '../../../../test/dictStub.ts';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { pickNode, pickOption } from '../../../../test/pick.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { deptTree } from '../../../../test/usersFixture.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { bindFeedback } from '../../../lib/feedback.ts';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import ApiScopePage from './ApiScopePage.tsx';
import DataScopePage from './DataScopePage.tsx';

const menu = (id: string, parentId: string, name: string, hasChildren = false) => ({
  id,
  parentId,
  name,
  code: `code_${id}`,
  alias: 'menu',
  path: `/p/${id}`,
  source: 'setting',
  sort: Number(id),
  category: 1,
  action: 0,
  isOpen: 1,
  remark: '',
  hasChildren,
});
const levels: Record<string, unknown[]> = {
  '0': [menu('1', '0', '系统管理', true), menu('2', '0', '首页')],
  '1': [menu('11', '1', '参数管理')],
};
const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const dataScopes = [
  {
    id: '501',
    menuId: '11',
    scopeName: '参数本部门',
    resourceCode: 'param',
    scopeColumn: 'create_dept',
    scopeType: 3,
    scopeTypeName: '所在机构可见',
    scopeValue: null,
    scopeField: '*',
    remark: '',
  },
  {
    id: '502',
    menuId: '11',
    scopeName: '参数自定义',
    resourceCode: 'param',
    scopeColumn: 'create_dept',
    scopeType: 5,
    scopeTypeName: '自定义',
    scopeValue: '11,12',
    scopeField: '*',
    remark: '',
  },
];
const apiScopes = [
  {
    id: '601',
    menuId: '11',
    scopeName: '参数新增',
    resourceCode: 'param_add',
    scopePath: '/api/blade-system/param/submit',
    scopeType: 2,
    scopeTypeName: '业务接口',
    remark: '',
  },
];
const targets = [
  { code: 'param', name: '参数', columns: ['create_dept', 'create_user'] },
  { code: 'user', name: '用户', columns: ['dept_id', 'create_dept'] },
  { code: 'post', name: '岗位', columns: ['owner_dept'] },
];

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const byMenu = (rows: Array<{ menuId: string }>) => (c: InternalAxiosRequestConfig) =>
    ok(page(rows.filter((r) => r.menuId === c.params.menuId)));
  const routes: Routes = {
    ...dictRoutes,
    '/blade-system/menu/lazy-menu-list': (c) => ok(levels[c.params.parentId] ?? []),
    '/blade-system/data-scope/list': byMenu(dataScopes),
    '/blade-system/api-scope/list': byMenu(apiScopes),
    '/blade-system/data-scope/targets': () => ok(targets),
    '/blade-system/dept/tree': () => ok(deptTree),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function show(Page: () => React.JSX.Element, codes: readonly string[]) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  const view = renderApp(<Page />);
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await screen.findByText('系统管理');
  return { ...view, toast };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** Expands 系统管理 and opens 权限配置 of 参数管理; returns the drawer. */
async function openDrawer() {
  fireEvent.click(within(rowOf('系统管理')).getByRole('button', { name: '展开行' }));
  await screen.findByText('参数管理');
  fireEvent.click(within(rowOf('参数管理')).getByRole('button', { name: '权限配置' }));
  return screen.findByRole('dialog');
}

/** Opens the add dialog from the drawer (the last dialog on screen). */
async function addDialog(drawer: HTMLElement) {
  fireEvent.click(within(drawer).getByRole('button', { name: '新增' }));
  await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
  return screen.getAllByRole('dialog').at(-1)!;
}

const body = (server: ReturnType<typeof startServer>, path: string) =>
  JSON.parse(server.calls(path).at(-1)!.data) as Record<string, unknown>;

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('data scopes page', () => {
  it('shows the menus (lazy-menu-list) level by level, 权限配置 only with data_scope_setting', async () => {
    const server = startServer();
    await show(DataScopePage, ['api_scope_setting']);
    expect(server.calls('/blade-system/menu/lazy-menu-list').map((c) => c.params)).toEqual([{ parentId: '0' }]);
    expect(screen.queryByRole('button', { name: '权限配置' })).toBeNull();
    cleanup();

    await show(DataScopePage, ['data_scope_setting']);
    expect(screen.getAllByRole('button', { name: '权限配置' })).toHaveLength(2);
    fireEvent.click(within(rowOf('系统管理')).getByRole('button', { name: '展开行' }));
    expect(await screen.findByText('参数管理')).toBeTruthy();
    expect(server.calls('/blade-system/menu/lazy-menu-list').at(-1)!.params).toEqual({ parentId: '1' });
  });

  it("the drawer is titled with the menu and lists that menu's scopes", async () => {
    const server = startServer();
    await show(DataScopePage, ['data_scope_setting']);
    const drawer = await openDrawer();
    expect(within(drawer).getByText('参数管理')).toBeTruthy();
    expect(await within(drawer).findByText('参数本部门')).toBeTruthy();
    expect(await within(drawer).findByText('所在机构可见')).toBeTruthy();
    expect(within(drawer).getByText('参数自定义')).toBeTruthy();
    expect(server.calls('/blade-system/data-scope/list')[0]!.params).toEqual({ menuId: '11', current: 1, size: 10 });
  });

  it('add validates, defaults the column and field, and sends no departments unless 自定义', async () => {
    const server = startServer();
    await show(DataScopePage, ['data_scope_setting']);
    const drawer = await openDrawer();
    await within(drawer).findByText('参数本部门');
    const dialog = await addDialog(drawer);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const msg of ['请输入数据权限名称', '请输入数据权限编号', '请选择数据权限类型']) {
      expect(await within(dialog).findByText(msg)).toBeTruthy();
    }
    expect(server.calls('/blade-system/data-scope/submit')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('权限名称'), { target: { value: '岗位本人' } });
    // A resource without create_dept starts on its first column.
    await pickOption(dialog, '权限编号', '岗位 (post)');
    expect(within(dialog).getByTitle('owner_dept')).toBeTruthy();
    await pickOption(dialog, '规则类型', '本人可见');
    expect(within(dialog).queryByLabelText('可见部门')).toBeNull();
    const before = server.calls('/blade-system/data-scope/list').length;
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(body(server, '/blade-system/data-scope/submit')).toEqual({
      scopeName: '岗位本人',
      resourceCode: 'post',
      scopeColumn: 'owner_dept',
      scopeType: 2,
      scopeField: '*',
      remark: '',
      menuId: '11',
    });
    // The drawer's list reloads.
    await waitFor(() => expect(server.calls('/blade-system/data-scope/list').length).toBeGreaterThan(before));
  });

  it('自定义 asks for departments from the department tree and sends them comma-joined', async () => {
    const server = startServer();
    await show(DataScopePage, ['data_scope_setting']);
    const drawer = await openDrawer();
    await within(drawer).findByText('参数本部门');
    const dialog = await addDialog(drawer);
    fireEvent.change(within(dialog).getByLabelText('权限名称'), { target: { value: '用户研发' } });
    await pickOption(dialog, '权限编号', '用户 (user)');
    // create_dept is kept when the resource has it.
    expect(within(dialog).getByTitle('create_dept')).toBeTruthy();
    await pickOption(dialog, '规则类型', '自定义');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择可见部门')).toBeTruthy();

    await pickNode(dialog, '可见部门', '研发中心');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(body(server, '/blade-system/data-scope/submit')).toMatchObject({
      resourceCode: 'user',
      scopeColumn: 'create_dept',
      scopeType: 5,
      scopeValue: '11',
      menuId: '11',
    });
  });

  it('edit fills the form with the departments; delete removes the scope', async () => {
    const server = startServer();
    await show(DataScopePage, ['data_scope_setting']);
    const drawer = await openDrawer();
    fireEvent.click(within((await within(drawer).findByText('参数自定义')).closest('tr')!).getByText('编辑'));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const dialog = screen.getAllByRole('dialog').at(-1)!;
    expect((within(dialog).getByLabelText('权限名称') as HTMLInputElement).value).toBe('参数自定义');
    expect(await within(dialog).findByText('研发中心')).toBeTruthy();
    expect(within(dialog).getByText('销售部')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(body(server, '/blade-system/data-scope/submit')).toMatchObject({
      id: '502',
      scopeType: 5,
      scopeValue: '11,12',
    });

    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    fireEvent.click(within(rowOf('参数本部门')).getByRole('button', { name: '删除' }));
    const confirm = await waitFor(() => {
      const box = screen.getAllByRole('dialog').find((d) => within(d).queryByText('确定将选择数据删除?'));
      expect(box).toBeTruthy();
      return box!;
    });
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(server.calls('/blade-system/data-scope/remove')[0]!.params).toEqual({ ids: '501' });
  });
});

describe('API scopes page', () => {
  it('lists the menu’s API scopes and adds one with a path or a code', async () => {
    const server = startServer();
    await show(ApiScopePage, ['api_scope_setting']);
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('参数新增')).toBeTruthy();
    expect(await within(drawer).findByText('业务接口')).toBeTruthy();
    expect(server.calls('/blade-system/api-scope/list')[0]!.params).toMatchObject({ menuId: '11' });

    const dialog = await addDialog(drawer);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入接口权限名称')).toBeTruthy();
    expect(await within(dialog).findByText('请填写接口路径或资源编号')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('权限名称'), { target: { value: '参数删除' } });
    fireEvent.change(within(dialog).getByLabelText('接口路径'), { target: { value: 'blade-system/param/remove' } });
    expect(await within(dialog).findByText('接口路径必须以 /api/ 开头')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('接口路径'), {
      target: { value: '/api/blade-system/param/remove' },
    });
    fireEvent.click(within(dialog).getByLabelText('业务接口'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(body(server, '/blade-system/api-scope/submit')).toEqual({
      scopeName: '参数删除',
      resourceCode: '',
      scopePath: '/api/blade-system/param/remove',
      scopeType: 2,
      remark: '',
      menuId: '11',
    });
    expect(server.calls('/blade-system/data-scope/submit')).toHaveLength(0);
  });

  it('speaks English after the language switch', async () => {
    act(() => setLanguage('en'));
    startServer();
    await show(ApiScopePage, ['api_scope_setting']);
    for (const title of ['Name', 'Route path', 'Icon', 'Code']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    fireEvent.click(within(rowOf('系统管理')).getByRole('button', { name: 'Expand row' }));
    await screen.findByText('参数管理');
    fireEvent.click(within(rowOf('参数管理')).getByRole('button', { name: 'Scope setup' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Business API')).toBeTruthy();
    expect(within(drawer).getByRole('columnheader', { name: 'API path' })).toBeTruthy();
  });
});
