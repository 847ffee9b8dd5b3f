import type { TokenReply } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { pickNode, pickOption } from '../../../../test/pick.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { clickRowAction, rowActionNames } from '../../../../test/rowActions.ts';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { bindFeedback } from '../../../lib/feedback.ts';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { systemModule } from '../index.ts';
import { RolesPage } from './RolesPage.tsx';

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
const flat = [
  role('1', '0', '超级管理员', 'administrator'),
  role('2', '0', '普通用户', 'user'),
  role('3', '1', '审计员', 'auditor'),
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

/** Who is signed in: by default a tenant's administrator; `platform` is the administrator of tenant 000000. */
const signedIn = (tenantId: string, roleName: string) => ({ tenant_id: tenantId, role_name: roleName }) as TokenReply;

async function showRoles(codes: readonly string[] = allCodes, userInfo = signedIn('000000', 'admin')) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])), userInfo });
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
    registerModulePages(systemModule);
    const entry = findPage('/authority/role');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(RolesPage);
  });

  it('shows sub-roles nested under their parent, expanded, from an unfiltered list call', async () => {
    const server = startServer();
    await showRoles();
    for (const title of ['角色名称', '角色别名', '角色排序', '操作']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    // A tenant's own administrator sees only their tenant: no tenant column or filter.
    expect(screen.queryByRole('columnheader', { name: '所属租户' })).toBeNull();
    expect(screen.queryByLabelText('所属租户')).toBeNull();
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
    // Four row buttons: 删除 is in the row's 更多.
    await clickRowAction(rowOf('超级管理员'), '删除');
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
    for (const row of [0, 1, 2]) expect(rowActionNames(row)).toContain('Add child');
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
    expect(await within(dialog).findByText('请输入角色别名')).toBeTruthy();
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
    await clickRowAction(rowOf('超级管理员'), '新增下级');
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

describe('roles page: 查看', () => {
  it('shows the detail with the parent named from the table, and 顶级角色 for a root', async () => {
    const server = startServer({
      '/blade-system/role/detail': (c) =>
        ok({ ...flat.find((r) => r.id === c.params.id), updateTime: '2024-02-02 10:00:00' }),
    });
    await showRoles();
    fireEvent.click(within(rowOf('审计员')).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2024-02-02 10:00:00')).toBeTruthy();
    expect(server.calls('/blade-system/role/detail')[0]!.params).toEqual({ id: '3' });
    const value = (label: string) =>
      within(dialog).getByText(label).closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent;
    expect(value('上级角色')).toBe('超级管理员');
    expect(value('角色别名')).toBe('auditor');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(rowOf('普通用户')).getByRole('button', { name: '查看' }));
    const root = await screen.findByRole('dialog');
    expect(
      (await within(root).findByText('上级角色')).closest('.ant-descriptions-item-label')?.nextElementSibling
        ?.textContent,
    ).toBe('顶级角色');
  });
});

describe('roles page: 挂载租户', () => {
  const tenants = [
    { id: '21', tenantId: '100001', tenantName: '华东医药' },
    { id: '22', tenantId: '100002', tenantName: '华南医药' },
  ];

  it('is offered to the platform administrator only', async () => {
    startServer();
    await showRoles(allCodes, signedIn('000000', 'admin'));
    expect(screen.queryByRole('button', { name: '挂载租户' })).toBeNull();
    cleanup();
    await showRoles(allCodes, signedIn('100001', 'administrator'));
    expect(screen.queryByRole('button', { name: '挂载租户' })).toBeNull();
    cleanup();
    // The button needs no code: being the platform administrator is what allows it.
    await showRoles([], signedIn('000000', 'administrator'));
    expect(screen.getByRole('button', { name: '挂载租户' })).toBeTruthy();
  });

  it('needs a selection, then copies the roles into the picked tenants and shows the counts', async () => {
    const server = startServer({
      '/blade-system/tenant/list_without_currenttenantid': () => ok(tenants),
      '/blade-system/role/mount-tenant': () => ok({ created: 3, skipped: 1 }),
    });
    await showRoles(allCodes, signedIn('000000', 'administrator'));
    fireEvent.click(screen.getByRole('button', { name: '挂载租户' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(rowOf('超级管理员')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('普通用户')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '挂载租户' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/将角色 超级管理员、普通用户 连同其权限复制到所选租户/)).toBeTruthy();
    // Nothing picked: a warning and no call.
    fireEvent.click(await within(dialog).findByText('华南医药'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择至少一个租户')).toBeTruthy();
    expect(server.calls('/blade-system/role/mount-tenant')).toHaveLength(0);

    const tenantRow = (name: string) => within(dialog).getByText(name).closest('tr') as HTMLElement;
    fireEvent.click(within(tenantRow('华东医药')).getByRole('checkbox'));
    fireEvent.click(within(tenantRow('华南医药')).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(/新建 3 个角色,跳过 1 个/)).toBeTruthy();
    expect(JSON.parse(server.calls('/blade-system/role/mount-tenant')[0]!.data)).toEqual({
      roleIds: ['1', '2'],
      tenantIds: ['100001', '100002'],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a refused mount keeps the dialog open with the server's reason", async () => {
    const server = startServer({
      '/blade-system/tenant/list_without_currenttenantid': () => ok(tenants),
      '/blade-system/role/mount-tenant': () => refuse('租户不存在'),
    });
    const { toast } = await showRoles(allCodes, signedIn('000000', 'administrator'));
    fireEvent.click(within(rowOf('普通用户')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '挂载租户' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within((await within(dialog).findByText('华东医药')).closest('tr') as HTMLElement).getByRole('checkbox'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('租户不存在'));
    expect(server.calls('/blade-system/role/mount-tenant')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).queryByText(/新建/)).toBeNull();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer({ '/blade-system/tenant/list_without_currenttenantid': () => ok(tenants) });
    await showRoles(allCodes, signedIn('000000', 'administrator'));
    fireEvent.click(within(rowOf('普通用户')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Mount to tenant' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('columnheader', { name: 'Tenant name' })).toBeTruthy();
  });
});

describe('roles page: the platform administrator across tenants', () => {
  const tenants = [
    { id: '20', tenantId: '000000', tenantName: '管理组' },
    { id: '21', tenantId: '100001', tenantName: '华东医药' },
  ];
  const theirs = { ...role('7', '0', '质量专员', 'qa'), tenantId: '100001', tenantName: '华东医药' };
  const mine = roles.map((r) => ({ ...r, tenantName: '管理组' }));

  it('lists every tenant’s roles with their tenant, filters by one, and adds to the tenant picked', async () => {
    const server = startServer({
      '/blade-system/tenant/select': () => ok(tenants),
      '/blade-system/role/list': (c) => ok(c.params?.tenantId === '100001' ? [theirs] : [...mine, theirs]),
      '/blade-system/role/tree': (c) => ok(c.params?.tenantId === '100001' ? [node('7', '0', '质量专员')] : roleTree),
      '/blade-system/role/submit': () => ok(role('9', '7', '质检员', 'inspector')),
    });
    await showRoles(allCodes, signedIn('000000', 'administrator'));
    expect(screen.getByRole('columnheader', { name: '所属租户' })).toBeTruthy();
    expect(within(rowOf('质量专员')).getByText('华东医药')).toBeTruthy();

    // One tenant's roles.
    const search = document.querySelector('form.crud-search') as HTMLElement;
    await pickOption(search, '所属租户', '华东医药 (100001)');
    fireEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText('超级管理员')).toBeNull());
    expect(server.calls('/blade-system/role/list').at(-1)!.params).toEqual({ tenantId: '100001' });

    // Adding: the tenant is picked first and the parent comes from that tenant's roles.
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await pickOption(dialog, '所属租户', '华东医药 (100001)');
    await pickNode(dialog, '上级角色', '质量专员');
    expect(server.calls('/blade-system/role/tree').at(-1)!.params).toEqual({ tenantId: '100001' });
    fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '质检员' } });
    fireEvent.change(within(dialog).getByLabelText('角色别名'), { target: { value: 'inspector' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.calls('/blade-system/role/submit')).toHaveLength(1));
    expect(JSON.parse(server.calls('/blade-system/role/submit')[0]!.data)).toMatchObject({
      tenantId: '100001',
      parentId: '7',
      roleName: '质检员',
    });
  });
});
