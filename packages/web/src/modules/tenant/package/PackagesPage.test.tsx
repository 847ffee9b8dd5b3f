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
import { tenantModule } from '../index.ts';
import { PackagesPage } from './PackagesPage.tsx';

const packages = [
  { id: '71', packageName: '基础版', menuId: '100,102,999', remark: '只含角色', createTime: '2024-01-01 10:00:00' },
  { id: '72', packageName: '旗舰版', menuId: '100,101,1011', remark: '', createTime: '2024-01-02 10:00:00' },
];
const node = (id: string, title: string, children?: unknown[]) => ({
  id,
  parentId: '0',
  title,
  key: id,
  value: id,
  ...(children ? { children } : {}),
});
// 系统管理 → 用户管理 (新增用户, 删除用户) and 角色管理 (新增角色).
const menu = [
  node('100', '系统管理', [
    node('101', '用户管理', [node('1011', '新增用户'), node('1012', '删除用户')]),
    node('102', '角色管理', [node('1021', '新增角色')]),
  ]),
];

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const allCodes = ['tenant_package_add', 'tenant_package_edit', 'tenant_package_delete'];

type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    '/blade-system/tenant-package/list': () => ok({ records: packages, total: 2, size: 10, current: 1, pages: 1 }),
    '/blade-system/tenant-package/detail': (c) => ok(packages.find((p) => p.id === c.params.id)),
    '/blade-system/menu/grant-tree': () => ok({ menu, dataScope: [], apiScope: [] }),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function showPackages(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  const view = renderApp(<PackagesPage />);
  bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
  await screen.findByText('旗舰版');
  return view;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** A menu's checkbox as the user sees it. */
function stateOf(title: string): 'checked' | 'empty' {
  const row = screen.getByText(title).closest('.ant-tree-treenode') as HTMLElement;
  const box = row.querySelector('.ant-tree-checkbox') as HTMLElement;
  return box.className.includes('ant-tree-checkbox-checked') ? 'checked' : 'empty';
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('tenant packages page', () => {
  it('is the page the registry opens at /system/tenantpackage, behind the menu', async () => {
    registerModulePages(tenantModule);
    const entry = findPage('/system/tenantpackage');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(PackagesPage);
  });

  it('lists the packages without 查看, and searches by name', async () => {
    const server = startServer();
    await showPackages();
    for (const title of ['产品包名称', '备注', '创建时间', '操作']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(screen.queryByRole('columnheader', { name: '菜单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '查看' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);

    fireEvent.change(screen.getByPlaceholderText('请输入产品包名称'), { target: { value: ' 旗舰 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.calls('/blade-system/tenant-package/list')).toHaveLength(2));
    expect(server.calls('/blade-system/tenant-package/list')[1]!.params).toEqual({
      packageName: '旗舰',
      current: '1',
      size: '10',
    });
  });

  it('shows each button only with its code', async () => {
    startServer();
    await showPackages(['tenant_package_edit']);
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
    for (const name of ['新增', '批量删除', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
    cleanup();

    await showPackages(['tenant_package_add', 'tenant_package_delete']);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '批量删除' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('add refuses an empty name and no menus, then saves the checked menus with their parents', async () => {
    const server = startServer();
    await showPackages();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('系统管理');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入产品包名称')).toBeTruthy();
    expect(await within(dialog).findByText('请选择菜单')).toBeTruthy();
    expect(server.calls('/blade-system/tenant-package/submit')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('产品包名称'), { target: { value: '标准版' } });
    // Checking 用户管理 brings its buttons and its parent; then one button is taken away again.
    fireEvent.click(within(dialog).getByText('用户管理'));
    await waitFor(() => expect(stateOf('删除用户')).toBe('checked'));
    expect(stateOf('系统管理')).toBe('checked');
    expect(stateOf('角色管理')).toBe('empty');
    fireEvent.click(within(dialog).getByText('删除用户'));
    await waitFor(() => expect(stateOf('删除用户')).toBe('empty'));
    await waitFor(() => expect(within(dialog).queryByText('请选择菜单')).toBeNull());

    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = JSON.parse(server.calls('/blade-system/tenant-package/submit')[0]!.data);
    expect(body.packageName).toBe('标准版');
    expect(body.menuId.split(',').sort()).toEqual(['100', '101', '1011']);
    expect(body).not.toHaveProperty('id');
  });

  it('edit pre-checks exactly the held menus and drops ids no longer in the tree', async () => {
    const server = startServer();
    await showPackages();
    fireEvent.click(within(rowOf('基础版')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('系统管理');
    expect((within(dialog).getByLabelText('产品包名称') as HTMLInputElement).value).toBe('基础版');
    expect(stateOf('系统管理')).toBe('checked');
    expect(stateOf('角色管理')).toBe('checked');
    expect(stateOf('新增角色')).toBe('empty');
    expect(stateOf('用户管理')).toBe('empty');

    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(JSON.parse(server.calls('/blade-system/tenant-package/submit')[0]!.data)).toEqual({
      id: '71',
      packageName: '基础版',
      menuId: '100,102',
      remark: '只含角色',
    });
  });

  it('清空 leaves nothing checked, which the form refuses', async () => {
    const server = startServer();
    await showPackages();
    fireEvent.click(within(rowOf('旗舰版')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('系统管理');
    expect(stateOf('新增用户')).toBe('checked');
    fireEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(stateOf('新增用户')).toBe('empty'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择菜单')).toBeTruthy();
    expect(server.calls('/blade-system/tenant-package/submit')).toHaveLength(0);
  });

  it('speaks English: the validation messages', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showPackages();
    expect(screen.getByRole('columnheader', { name: 'Package name' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Select all' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter the package name')).toBeTruthy();
    expect(await within(dialog).findByText('Please choose the menus')).toBeTruthy();
  });
});
