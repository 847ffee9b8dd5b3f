import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { ApiKeysPage } from './ApiKeysPage.tsx';

const secret = `bk_${'Q'.repeat(43)}`;
const base = {
  tenantId: '100001',
  userId: '7',
  account: 'zhaolei',
  userName: '赵磊',
  extParams: '',
  lastUsedTime: '',
  createTime: '2026-11-26 10:00:00',
};
const keys = [
  {
    ...base,
    id: '1',
    name: 'ERP 订单同步',
    apiKey: 'bk_Ab3dE9xY…',
    expireTime: '',
    expireTimeInfo: '永久有效',
    expired: false,
    status: 1,
    statusName: '启用',
    apiPath: '/blade-user/info,/blade-smart/**',
  },
  {
    ...base,
    id: '2',
    name: 'WMS 库存回写',
    apiKey: 'bk_Zz9yX8wV…',
    expireTime: '2026-01-01 00:00:00',
    expireTimeInfo: '已过期',
    expired: true,
    status: -1,
    statusName: '禁用',
    apiPath: '',
  },
];
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });

function startServer() {
  const routes: Record<string, (config: InternalAxiosRequestConfig) => StubReply> = {
    '/blade-system/api-key/list': () => ok({ records: keys, total: 2, size: 10, current: 1, pages: 1 }),
    '/blade-system/api-key/save': () => ok(secret),
    '/blade-system/user/user-list': () => ok([{ id: '7', account: 'zhaolei', realName: '赵磊', name: '赵磊' }]),
    '/blade-system/api-key-log/list': () =>
      ok({
        records: [
          {
            id: '9',
            tenantId: '100001',
            apiKeyId: '1',
            apiKeyName: 'ERP 订单同步',
            userId: '7',
            account: 'zhaolei',
            serviceId: 'pharma-console',
            serverHost: 'console-1',
            serverIp: '',
            env: 'prod',
            method: 'GET',
            requestUri: '/api/blade-smart/catalogue/list',
            params: '',
            status: 403,
            time: 12,
            remoteIp: '10.20.8.41',
            userAgent: 'U8-Connector/3.2',
            createTime: '2026-11-26 10:05:00',
          },
        ],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
        next: '',
        capped: false,
      }),
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(true));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

const allCodes = [
  'api_key_add',
  'api_key_edit',
  'api_key_delete',
  'api_key_view',
  'api_key_enable',
  'api_key_disable',
  'api_key_log',
];

async function showKeys(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  renderApp(<ApiKeysPage />);
  bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
  await screen.findByText('ERP 订单同步');
}

const rowOf = (text: string) =>
  within(document.querySelector('.ant-table-tbody') as HTMLElement)
    .getByText(text)
    .closest('tr') as HTMLElement;

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('API keys page (API 密钥)', () => {
  it('is the page the registry opens at /authority/apikey, behind the menu', async () => {
    registerModulePages(systemModule);
    const entry = findPage('/authority/apikey');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(ApiKeysPage);
  });

  it('shows each key by its first characters, its user, expiry and status; 启用 or 禁用 as it stands', async () => {
    startServer();
    await showKeys();
    const erp = rowOf('ERP 订单同步');
    expect(within(erp).getByText('bk_Ab3dE9xY…')).toBeTruthy();
    expect(within(erp).getByText('赵磊(zhaolei)')).toBeTruthy();
    expect(within(erp).getByText('永久有效')).toBeTruthy();
    expect(rowActionNames(erp)).toContain('禁用');
    expect(rowActionNames(erp)).not.toContain('启用');
    const wms = rowOf('WMS 库存回写');
    expect(within(wms).getByText('已过期')).toBeTruthy();
    expect(rowActionNames(wms)).toContain('启用');
  });

  it('makes a key and shows its secret once, closing only when it is kept', async () => {
    const server = startServer();
    await showKeys();
    fireEvent.click(screen.getByRole('button', { name: '新增密钥' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('密钥名称'), { target: { value: 'OA 待办推送' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '绑定用户' }));
    fireEvent.click(await screen.findByText('赵磊(zhaolei)', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(within(dialog).getByLabelText('访问权限'), {
      target: { value: '/blade-desk/**\n/blade-user/info' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.calls('/blade-system/api-key/save')).toHaveLength(1));
    expect(JSON.parse(server.calls('/blade-system/api-key/save')[0]!.data)).toMatchObject({
      name: 'OA 待办推送',
      userId: '7',
      apiPath: '/blade-desk/**,/blade-user/info',
      expireTime: '',
    });
    const shown = await screen.findByText('API Key 创建成功');
    const once = shown.closest('.ant-modal') as HTMLElement;
    expect(within(once).getAllByText(secret, { exact: false }).length).toBeGreaterThan(0);
    const close = within(once).getByRole('button', { name: '关闭' }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    fireEvent.click(within(once).getByRole('checkbox'));
    expect(close.disabled).toBe(false);
  });

  it('asks before 禁用, then switches the key off', async () => {
    const server = startServer();
    await showKeys();
    await clickRowAction(rowOf('ERP 订单同步'), '禁用');
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(confirm).getByText('确定禁用该 API Key? 使用它的调用将立即被拒绝。')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.calls('/blade-system/api-key/disable')).toHaveLength(1));
    expect(server.calls('/blade-system/api-key/disable')[0]!.params).toEqual({ ids: '1' });
  });

  it("日志 shows the key's calls with their status", async () => {
    const server = startServer();
    await showKeys();
    await clickRowAction(rowOf('ERP 订单同步'), '日志');
    expect(await screen.findByText('/api/blade-smart/catalogue/list')).toBeTruthy();
    expect(screen.getByText('[ERP 订单同步] 调用日志')).toBeTruthy();
    expect(server.calls('/blade-system/api-key-log/list')[0]!.params).toMatchObject({ apiKeyId: '1' });
  });

  it('hides what the user may not do, and speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    useSession.setState({ permission: { api_key_view: true } });
    renderApp(<ApiKeysPage />);
    await screen.findByText('ERP 订单同步');
    expect(screen.queryByRole('button', { name: 'New key' })).toBeNull();
    expect(rowActionNames(rowOf('ERP 订单同步'))).not.toContain('Disable');
    expect(screen.getByText('Acts as', { selector: 'th' })).toBeTruthy();
  });
});
