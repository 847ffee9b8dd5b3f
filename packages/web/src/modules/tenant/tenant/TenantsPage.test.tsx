import { datasourceCalls, type Tenant, tenantCalls, tenantPackageCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../../../test/fakeBackend.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { bindFeedback } from '../../../lib/feedback.ts';
import { setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { tenantModule } from '../index.ts';
import { TenantsPage } from './TenantsPage.tsx';

const tenant = (over: Pick<Tenant, 'id' | 'tenantId' | 'tenantName' | 'accountNumber'> & Partial<Tenant>): Tenant => ({
  domain: '',
  backgroundUrl: '',
  address: '',
  packageId: null,
  packageName: null,
  datasourceId: null,
  datasourceName: null,
  status: 1,
  statusName: '正常',
  createTime: '2024-01-01 10:00:00',
  ...over,
});
const tenants = [
  tenant({
    id: '1',
    tenantId: '000000',
    tenantName: '平台管理组',
    linkman: 'admin',
    contactNumber: '13800000000',
    accountNumber: -1,
    expireTime: null,
  }),
  tenant({
    id: '2',
    tenantId: '318462',
    tenantName: '华东医药',
    linkman: '王经理',
    contactNumber: '13900000002',
    accountNumber: 50,
    expireTime: '2030-12-31 23:59:59',
    packageId: '71',
    packageName: '基础版',
    datasourceId: '81',
    datasourceName: '华东库',
  }),
];

const allCodes = [
  'tenant_add',
  'tenant_edit',
  'tenant_delete',
  'tenant_view',
  'tenant_setting',
  'tenant_datasource',
  'tenant_product',
];

/**
 * The fake server, from the call declarations: it checks what the screen sends and what the fixtures answer against
 * them. A test answers more calls on `backend`; `calls(path)` are the raw requests to a path.
 */
function startServer() {
  setHttpHooks({ navigate: vi.fn() });
  const backend = fakeBackend()
    .on(tenantCalls.list, () => ({ records: tenants, total: 2, size: 10, current: 1, pages: 1 }))
    .on(tenantCalls.detail, ({ query }) => tenants.find((r) => r.id === query.id)!)
    .on(datasourceCalls.select, () => [
      { id: '81', name: '华东库' },
      { id: '82', name: '华南库' },
    ])
    .on(tenantPackageCalls.list, () => ({
      records: [
        { id: '71', packageName: '基础版', menuId: '1', remark: '' },
        { id: '72', packageName: '旗舰版', menuId: '1,2', remark: '' },
      ],
      total: 2,
      size: 1000,
      current: 1,
      pages: 1,
    }));
  return { backend, calls: (path: string) => backend.requests.filter((c) => c.url === path) };
}

async function showTenants(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  const view = renderApp(<TenantsPage />);
  // Server refusals are toasted by lib/http: record them instead of letting antd's static toast outlive the DOM.
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await screen.findByText('华东医药');
  return { ...view, toast };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const tick = (...names: string[]) => {
  for (const name of names) fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
};
const cellsOf = (name: string) => [...rowOf(name).querySelectorAll('td')].map((td) => td.textContent);

/** Opens an antd Select inside `scope` and clicks the option with that label. */
async function choose(scope: HTMLElement, label: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('tenants page: list, search and buttons', () => {
  it('is the page the registry opens at /system/tenant, behind the menu', async () => {
    registerModulePages(tenantModule);
    const entry = findPage('/system/tenant');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(TenantsPage);
  });

  it('lists the tenants; no quota and no expiry read 不限', async () => {
    const server = startServer();
    await showTenants();
    for (const title of ['租户ID', '租户名称', '联系人', '联系电话', '账号额度', '过期时间', '产品包', '状态']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    const platform = cellsOf('平台管理组');
    expect(platform.filter((c) => c === '不限')).toHaveLength(2);
    const east = cellsOf('华东医药');
    expect(east).toContain('50');
    expect(east).toContain('2030-12-31 23:59:59');
    expect(east).toContain('基础版');
    expect(east).toContain('正常');
    expect(server.calls('/blade-system/tenant/list')[0]!.params).toMatchObject({ current: '1', size: '10' });
  });

  it('searches by tenant id, name, contact and phone', async () => {
    const server = startServer();
    await showTenants();
    // tenant/list has no created-time filter, so the search offers none.
    expect(screen.queryByPlaceholderText('开始时间')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('请输入租户ID'), { target: { value: ' 318 ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入租户名称'), { target: { value: '华东' } });
    fireEvent.change(screen.getByPlaceholderText('请输入联系人'), { target: { value: '王' } });
    fireEvent.change(screen.getByPlaceholderText('请输入联系电话'), { target: { value: '139' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.calls('/blade-system/tenant/list')).toHaveLength(2));
    expect(server.calls('/blade-system/tenant/list')[1]!.params).toEqual({
      tenantId: '318',
      tenantName: '华东',
      linkman: '王',
      contactNumber: '139',
      current: '1',
      size: '10',
    });
  });

  it('shows each button only with its code', async () => {
    startServer();
    await showTenants(['tenant_view']);
    for (const name of ['新增', '批量删除', '授权配置', '数据源配置', '产品包配置', '编辑', '删除']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(2);
    cleanup();

    await showTenants(['tenant_setting', 'tenant_product']);
    expect(screen.getByRole('button', { name: '授权配置' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '产品包配置' })).toBeTruthy();
    for (const name of ['新增', '批量删除', '数据源配置', '查看', '编辑', '删除']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('查看 shows 不限 for the platform tenant', async () => {
    startServer();
    await showTenants();
    fireEvent.click(within(rowOf('平台管理组')).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('13800000000')).toBeTruthy();
    expect(within(dialog).getAllByText('不限')).toHaveLength(2);
  });

  it('batch delete asks first; a refusal shows the server reason', async () => {
    const server = startServer();
    server.backend.refuse(tenantCalls.remove, '平台租户不可删除');
    const { toast } = await showTenants();
    tick('平台管理组');
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('平台租户不可删除'));
    expect(server.calls('/blade-system/tenant/remove')[0]!.params).toEqual({ ids: '1' });
    expect(screen.queryByText('删除成功')).toBeNull();
  });
});

describe('tenants page: add and the one-time administrator password', () => {
  const added = {
    ...tenants[1]!,
    id: '3',
    tenantId: '604217',
    tenantName: '西南药业',
    adminAccount: 'admin',
    adminPassword: 'Xq7#pL2m9V',
  };

  it('refuses the missing required fields, then shows the first login once', async () => {
    const server = startServer();
    server.backend.on(tenantCalls.submit, () => added);
    await showTenants();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('租户ID')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入租户名称')).toBeTruthy();
    expect(await within(dialog).findByText('请输入联系人')).toBeTruthy();
    expect(await within(dialog).findByText('请输入联系电话')).toBeTruthy();
    expect(server.calls('/blade-system/tenant/submit')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('租户名称'), { target: { value: '西南药业' } });
    fireEvent.change(within(dialog).getByLabelText('联系人'), { target: { value: '李主任' } });
    fireEvent.change(within(dialog).getByLabelText('联系电话'), { target: { value: '13700000003' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(JSON.parse(server.calls('/blade-system/tenant/submit')[0]!.data)).toEqual({
      tenantName: '西南药业',
      linkman: '李主任',
      contactNumber: '13700000003',
    });

    const issued = await screen.findByRole('dialog', { name: '租户管理员账号' });
    expect(
      within(issued).getByText('初始密码只显示这一次,关闭后无法再次查看,请立即复制并交给租户管理员。'),
    ).toBeTruthy();
    expect(within(issued).getByText('604217')).toBeTruthy();
    expect(within(issued).getByText('admin')).toBeTruthy();
    expect(within(issued).getByText('Xq7#pL2m9V')).toBeTruthy();
    fireEvent.click(within(issued).getByRole('button', { name: '复制密码' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Xq7#pL2m9V'));
    expect(await screen.findByText('已复制')).toBeTruthy();

    // It closes only once the administrator says the password is kept: not by 关闭, ×, nor Esc before that.
    const close = within(issued).getByRole('button', { name: '关闭' }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    expect(within(issued).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(issued, { key: 'Escape', keyCode: 27 });
    expect(screen.getByText('Xq7#pL2m9V')).toBeTruthy();
    fireEvent.click(within(issued).getByRole('checkbox', { name: '我已复制并妥善保存' }));
    // Closed, the password is gone for good.
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByText('Xq7#pL2m9V')).toBeNull());
  });

  it('edit shows the tenant id locked and sends the id without it', async () => {
    const server = startServer();
    await showTenants();
    fireEvent.click(within(rowOf('华东医药')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const id = (await within(dialog).findByLabelText('租户ID')) as HTMLInputElement;
    expect(id.value).toBe('318462');
    expect(id.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('联系人'), { target: { value: '赵经理' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const body = JSON.parse(server.calls('/blade-system/tenant/submit')[0]!.data);
    expect(body).toMatchObject({ id: '2', tenantName: '华东医药', linkman: '赵经理' });
    expect(body).not.toHaveProperty('tenantId');
    expect(screen.queryByRole('dialog', { name: '租户管理员账号' })).toBeNull();
  });
});

describe('tenants page: 授权配置, 数据源配置, 产品包配置', () => {
  it('授权配置 needs a selection; one tenant starts from its own quota and expiry', async () => {
    const server = startServer();
    await showTenants();
    fireEvent.click(screen.getByRole('button', { name: '授权配置' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    tick('华东医药');
    fireEvent.click(screen.getByRole('button', { name: '授权配置' }));
    const dialog = await screen.findByRole('dialog', { name: '授权配置' });
    const quota = within(dialog).getByLabelText('账号额度') as HTMLInputElement;
    expect(quota.value).toBe('50');
    expect(within(dialog).getByText('-1 表示不限')).toBeTruthy();
    expect((within(dialog).getByLabelText('过期时间') as HTMLInputElement).value).toBe('2030-12-31 23:59:59');

    fireEvent.change(quota, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入账号额度')).toBeTruthy();
    expect(server.calls('/blade-system/tenant/setting')).toHaveLength(0);

    fireEvent.change(quota, { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    expect(server.calls('/blade-system/tenant/setting')[0]!.params).toEqual({
      ids: '2',
      accountNumber: '100',
      expireTime: '2030-12-31 23:59:59',
    });
  });

  it('授权配置 for several tenants starts unlimited and never expiring', async () => {
    const server = startServer();
    await showTenants();
    tick('平台管理组', '华东医药');
    fireEvent.click(screen.getByRole('button', { name: '授权配置' }));
    const dialog = await screen.findByRole('dialog', { name: '授权配置' });
    expect((within(dialog).getByLabelText('账号额度') as HTMLInputElement).value).toBe('-1');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls('/blade-system/tenant/setting')).toHaveLength(1));
    expect(server.calls('/blade-system/tenant/setting')[0]!.params).toEqual({
      ids: '1,2',
      accountNumber: '-1',
      expireTime: '',
    });
  });

  it('数据源配置 takes exactly one tenant and sends its tenant id with the chosen datasource', async () => {
    const server = startServer();
    await showTenants();
    tick('平台管理组', '华东医药');
    fireEvent.click(screen.getByRole('button', { name: '数据源配置' }));
    expect(await screen.findByText('只能选择一条数据')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    tick('平台管理组');
    fireEvent.click(screen.getByRole('button', { name: '数据源配置' }));
    const dialog = await screen.findByRole('dialog', { name: '数据源配置' });
    // The current datasource is chosen already.
    expect(await within(dialog).findByText('华东库')).toBeTruthy();
    await choose(dialog, '华南库');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    expect(server.calls('/blade-system/tenant/datasource')[0]!.params).toEqual({
      tenantId: '318462',
      datasourceId: '82',
    });
  });

  it('产品包配置 cleared means no package', async () => {
    const server = startServer();
    await showTenants();
    tick('华东医药');
    fireEvent.click(screen.getByRole('button', { name: '产品包配置' }));
    const dialog = await screen.findByRole('dialog', { name: '产品包配置' });
    expect(await within(dialog).findByText('基础版')).toBeTruthy();
    expect(server.calls('/blade-system/tenant-package/list')[0]!.params).toMatchObject({ current: '1', size: '1000' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const clear = dialog.querySelector('.ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(within(dialog).queryByText('基础版')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls('/blade-system/tenant/package-setting')).toHaveLength(1));
    expect(server.calls('/blade-system/tenant/package-setting')[0]!.params).toEqual({
      tenantId: '318462',
      packageId: '',
    });
  });

  it('产品包配置 sends the chosen package', async () => {
    const server = startServer();
    await showTenants();
    tick('平台管理组');
    fireEvent.click(screen.getByRole('button', { name: '产品包配置' }));
    const dialog = await screen.findByRole('dialog', { name: '产品包配置' });
    await choose(dialog, '旗舰版');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    expect(server.calls('/blade-system/tenant/package-setting')[0]!.params).toEqual({
      tenantId: '000000',
      packageId: '72',
    });
  });
});

describe('tenants page in English', () => {
  it('names the columns, 不限 and the one-time password note in English', async () => {
    act(() => setLanguage('en'));
    startServer().backend.on(tenantCalls.submit, () => ({
      ...tenants[1]!,
      id: '3',
      tenantId: '604217',
      adminAccount: 'admin',
      adminPassword: 'pw-once',
    }));
    useSession.setState({ permission: { tenant_add: true } });
    renderApp(<TenantsPage />);
    bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
    await screen.findByText('华东医药');
    for (const title of ['Tenant ID', 'Tenant name', 'Account quota', 'Expires', 'Package', 'Status']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(cellsOf('平台管理组').filter((c) => c === 'Unlimited')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter the tenant name')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Tenant name'), { target: { value: 'West' } });
    fireEvent.change(within(dialog).getByLabelText('Contact'), { target: { value: 'Li' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '13700000003' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const issued = await screen.findByRole('dialog', { name: "The tenant's administrator" });
    expect(within(issued).getByText(/shown only this once/)).toBeTruthy();
    expect(within(issued).getByText('pw-once')).toBeTruthy();
    expect(within(issued).getByRole('button', { name: 'Copy password' })).toBeTruthy();
  });
});
