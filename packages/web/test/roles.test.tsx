import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPage } from '../src/app/pageRegistry.ts';
import { setLanguage } from '../src/i18n/index.ts';
import { bindFeedback } from '../src/lib/feedback.ts';
import { http, setHttpHooks } from '../src/lib/http.ts';
import { registerSystemPages } from '../src/modules/system/index.ts';
import { RolesPage } from '../src/modules/system/roles/RolesPage.tsx';
import { useSession } from '../src/shell/stores/session.ts';
import { type StubReply, stubServer } from './httpStub.ts';
import { renderApp } from './renderApp.tsx';

const role = (id: string, parentId: string, roleName: string, roleAlias: string, children?: unknown[]) => ({
  id,
  parentId,
  roleName,
  roleAlias,
  sort: Number(id),
  tenantId: '000000',
  createTime: '2024-01-01 10:00:00',
  ...(children ? { children } : {}),
});
const roles = [
  role('1', '0', '超级管理员', 'administrator', [role('3', '1', '审计员', 'auditor')]),
  role('2', '0', '普通用户', 'user'),
];
const node = (id: string, parentId: string, title: string, children?: unknown[]) => ({
  id,
  parentId,
  title,
  key: id,
  value: id,
  ...(children ? { children } : {}),
});
const roleTree = [node('1', '0', '超级管理员', [node('3', '1', '审计员')]), node('2', '0', '普通用户')];

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, msg } });
const allCodes = ['role_add', 'role_edit', 'role_delete', 'role_view', 'role_grant'];

type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    '/blade-system/role/list': () => ok(roles),
    '/blade-system/role/tree': () => ok(roleTree),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function showRoles(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  const view = renderApp(<RolesPage />);
  // Server refusals are toasted by lib/http: record them instead of letting antd's static toast outlive the DOM.
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await screen.findByText('审计员');
  return { ...view, toast };
}

/** The table row showing a role name. */
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('roles page: the tree table', () => {
  it('is the page the registry opens at /authority/role, behind the menu', async () => {
    registerSystemPages();
    const entry = findPage('/authority/role');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(RolesPage);
  });

  it('shows sub-roles nested under their parent, expanded, from an unfiltered list call', async () => {
    const server = startServer();
    await showRoles();
    for (const title of ['角色名称', '所属租户', '角色别名', '角色排序', '操作']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(rowOf('超级管理员').className).toContain('ant-table-row-level-0');
    expect(rowOf('审计员').className).toContain('ant-table-row-level-1');
    expect(rowOf('普通用户').className).toContain('ant-table-row-level-0');
    expect(server.calls('/blade-system/role/list')[0]!.params).toEqual({});

    // Collapsing the parent hides its child.
    fireEvent.click(within(rowOf('超级管理员')).getByRole('button', { name: '关闭行' }));
    await waitFor(() => expect(screen.queryByText('审计员')).toBeNull());
  });

  it('shows each button only with its code', async () => {
    startServer();
    await showRoles(['role_view']);
    for (const name of ['新增', '批量删除', '权限设置', '编辑', '删除', '新增下级']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(3);
    cleanup();

    await showRoles(['role_add', 'role_grant']);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '权限设置' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '新增下级' })).toHaveLength(3);
    for (const name of ['批量删除', '查看', '编辑', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('searches by name and alias (trimmed), and 重置 asks for everything again', async () => {
    const server = startServer();
    await showRoles();
    fireEvent.change(screen.getByPlaceholderText('请输入角色名称'), { target: { value: ' 审计 ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入角色别名'), { target: { value: 'aud' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.calls('/blade-system/role/list')).toHaveLength(2));
    expect(server.calls('/blade-system/role/list')[1]!.params).toEqual({ roleName: '审计', roleAlias: 'aud' });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(server.calls('/blade-system/role/list')).toHaveLength(3));
    expect(server.calls('/blade-system/role/list')[2]!.params).toEqual({});
  });

  it('batch delete and 权限设置 without a selection warn and call nothing', async () => {
    const server = startServer();
    await showRoles();
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '权限设置' }));
    await waitFor(() => expect(screen.getAllByText('请选择至少一条数据')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls('/blade-system/role/remove')).toHaveLength(0);
  });

  it('batch delete asks first, then removes the selected roles and says 删除成功', async () => {
    const server = startServer();
    await showRoles();
    fireEvent.click(within(rowOf('审计员')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('普通用户')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定将选择数据删除?')).toBeTruthy();
    expect(server.calls('/blade-system/role/remove')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(server.calls('/blade-system/role/remove')[0]!.params).toEqual({ ids: '3,2' });
  });

  it("a refused delete shows the server's reason and no success", async () => {
    const server = startServer({ '/blade-system/role/remove': () => refuse('请先删除子角色') });
    const { toast } = await showRoles();
    fireEvent.click(within(rowOf('超级管理员')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('请先删除子角色'));
    expect(server.calls('/blade-system/role/remove')[0]!.params).toEqual({ ids: '1' });
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('speaks English after the language switch', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showRoles();
    for (const title of ['Role name', 'Role alias', 'Sort order']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(screen.getAllByRole('button', { name: 'Add child' })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Permissions' })).toBeTruthy();
  });
});

describe('roles page: the add / edit dialog', () => {
  const field = (dialog: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

  it('add refuses empty name and alias, then sends the body and says 新增成功', async () => {
    const server = startServer();
    await showRoles();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入角色名称')).toBeTruthy();
    expect(within(dialog).getByText('请输入角色别名')).toBeTruthy();
    expect(server.calls('/blade-system/role/submit')).toHaveLength(0);

    field(dialog, '角色名称', '质量负责人');
    field(dialog, '角色别名', 'qa');
    field(dialog, '角色排序', '5');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(JSON.parse(server.calls('/blade-system/role/submit')[0]!.data)).toEqual({
      roleName: '质量负责人',
      roleAlias: 'qa',
      parentId: '',
      sort: 5,
    });
    // The table reloads to show the new role.
    await waitFor(() => expect(server.calls('/blade-system/role/list').length).toBeGreaterThan(1));
  });

  it('新增下级 pre-fills the parent and sends it', async () => {
    const server = startServer();
    await showRoles();
    fireEvent.click(within(rowOf('超级管理员')).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog');
    // The picker names the parent once role/tree has answered.
    expect(await within(dialog).findByText('超级管理员')).toBeTruthy();
    field(dialog, '角色名称', '审计助理');
    field(dialog, '角色别名', 'audit-assistant');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(JSON.parse(server.calls('/blade-system/role/submit')[0]!.data)).toMatchObject({
      roleName: '审计助理',
      parentId: '1',
    });
  });

  it('edit fills the form, blocks the role and its sub-roles as parent, and stays open when refused', async () => {
    const server = startServer({ '/blade-system/role/submit': () => refuse('角色别名已存在') });
    const { toast } = await showRoles();
    fireEvent.click(within(rowOf('超级管理员')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('角色名称') as HTMLInputElement).value).toBe('超级管理员');
    expect((within(dialog).getByLabelText('角色别名') as HTMLInputElement).value).toBe('administrator');

    await waitFor(() => expect(server.calls('/blade-system/role/tree').length).toBeGreaterThan(0));
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const option = (name: string) =>
      [...document.querySelectorAll('.ant-select-tree-treenode')].find((n) => n.textContent === name);
    await waitFor(() => expect(option('普通用户')).toBeTruthy());
    expect(option('超级管理员')!.className).toContain('ant-select-tree-treenode-disabled');
    expect(option('审计员')!.className).toContain('ant-select-tree-treenode-disabled');
    expect(option('普通用户')!.className).not.toContain('ant-select-tree-treenode-disabled');

    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('角色别名已存在'));
    expect(JSON.parse(server.calls('/blade-system/role/submit')[0]!.data)).toMatchObject({
      id: '1',
      roleAlias: 'administrator',
      parentId: '',
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '确定' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByText('更新成功')).toBeNull();
  });
});
