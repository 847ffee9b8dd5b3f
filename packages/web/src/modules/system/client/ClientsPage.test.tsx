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
import { ClientsPage } from './ClientsPage.tsx';

const clients = [
  {
    id: '21',
    clientId: 'saber',
    scope: 'all',
    authorizedGrantTypes: 'refresh_token,password',
    accessTokenValidity: 3600,
    refreshTokenValidity: 604800,
    createTime: '2024-01-01 10:00:00',
  },
  {
    id: '22',
    clientId: 'pos',
    scope: 'all',
    authorizedGrantTypes: 'password',
    accessTokenValidity: 7200,
    refreshTokenValidity: 86400,
    createTime: '2024-01-02 10:00:00',
  },
];
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, msg } });
const allCodes = ['client_add', 'client_edit', 'client_delete', 'client_view', 'client_reset'];
const newSecret = 'Zk3vQp9-generated_secret_shown_once_0123456';
const publicKey = `04${'ab12'.repeat(32)}`;

type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    ...dictRoutes,
    '/blade-system/client/list': () => ok({ records: clients, total: 2, size: 10, current: 1, pages: 1 }),
    '/blade-system/client/submit': (c) => ok({ id: '23', ...JSON.parse(c.data), clientSecret: newSecret }),
    '/blade-system/client/reset-secret': () => ok({ clientSecret: 'reset-secret-0123456789-abcdefghijklmnopqrst' }),
    '/blade-auth/oauth/public-key': () => ok(publicKey),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function showClients(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  const view = renderApp(<ClientsPage />);
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await screen.findByText('pos');
  return { ...view, toast };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/**
 * The one-time secret's dialog, found by the secret it shows (antd gives every modal the same title id in tests,
 * so a dialog's accessible name is not reliable while the previous one is still fading out).
 */
async function issuedDialog(secret: string) {
  return (await screen.findByText(secret)).closest('[role="dialog"]') as HTMLElement;
}

/** Opens the antd Select labelled `label` in `dialog` and clicks the option `option`. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('clients page (应用管理)', () => {
  it('is the page the registry opens at /system/client, behind the menu', async () => {
    registerModulePages(systemModule);
    const entry = findPage('/system/client');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(ClientsPage);
  });

  it('never shows a secret column, and asks nobody for one in the form', async () => {
    startServer();
    await showClients();
    expect(screen.getByRole('columnheader', { name: '客户端id' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '客户端密钥' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('客户端密钥')).toBeNull();
  });

  it('after 新增 shows the new secret once, with a copy button and the warning; closing forgets it', async () => {
    const server = startServer();
    await showClients();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('客户端id'), { target: { value: 'mall' } });
    fireEvent.change(within(dialog).getByLabelText('权限范围'), { target: { value: 'all' } });
    await choose(dialog, '授权类型', '密码模式');
    await choose(dialog, '授权类型', '刷新令牌');
    fireEvent.change(within(dialog).getByLabelText('令牌秒数'), { target: { value: '3600' } });
    fireEvent.change(within(dialog).getByLabelText('刷新令牌秒数'), { target: { value: '86400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    const issued = await issuedDialog(newSecret);
    expect(within(issued).getByText('客户端密钥', { selector: '.ant-modal-title' })).toBeTruthy();
    const sent = JSON.parse(server.calls('/blade-system/client/submit')[0]!.data);
    expect(sent).toMatchObject({ clientId: 'mall', scope: 'all', authorizedGrantTypes: 'password,refresh_token' });
    expect(sent).not.toHaveProperty('clientSecret');
    expect(within(issued).getByText('客户端密钥只显示这一次,请立即妥善保存')).toBeTruthy();
    expect(within(issued).getByText('mall')).toBeTruthy();
    // The form dialog is gone: only the secret is on screen.
    await waitFor(() => expect(document.querySelector('#client-form_clientId')).toBeNull());

    fireEvent.click(within(issued).getByRole('button', { name: '复制密钥' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(newSecret));
    expect(await screen.findByText('已复制')).toBeTruthy();

    expect((within(issued).getByRole('button', { name: '关闭' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(issued).getByRole('checkbox', { name: '我已复制并妥善保存' }));
    fireEvent.click(within(issued).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(newSecret)).toBeNull();
  });

  it('an edit shows no secret dialog', async () => {
    startServer({ '/blade-system/client/detail': () => ok(clients[1]) });
    await showClients();
    await clickRowAction(rowOf('pos'), '编辑');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('权限范围') as HTMLInputElement).value).toBe('all'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(newSecret)).toBeNull();
  });

  it('重置密钥 asks first, then shows the new secret once; it needs client_reset', async () => {
    const server = startServer();
    await showClients();
    fireEvent.click(within(rowOf('pos')).getByRole('button', { name: '重置密钥' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/旧密钥将立即失效/)).toBeTruthy();
    expect(server.calls('/blade-system/client/reset-secret')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));

    const issued = await issuedDialog('reset-secret-0123456789-abcdefghijklmnopqrst');
    expect(server.calls('/blade-system/client/reset-secret')[0]!.params).toEqual({ id: '22' });
    expect(within(issued).getByText('pos')).toBeTruthy();
    expect(within(issued).getByText('客户端密钥只显示这一次,请立即妥善保存')).toBeTruthy();
    expect(await screen.findByText('密钥已重置')).toBeTruthy();
    cleanup();

    startServer();
    await showClients(['client_add', 'client_edit']);
    expect(screen.queryByRole('button', { name: '重置密钥' })).toBeNull();
  });

  it('a cancelled or refused reset shows no secret; the console’s own client has no 重置密钥', async () => {
    const server = startServer({ '/blade-system/client/reset-secret': () => refuse('数据不存在或已被删除') });
    const { toast } = await showClients();
    expect(rowActionNames(rowOf('saber'))).not.toContain('重置密钥');
    fireEvent.click(within(rowOf('pos')).getByRole('button', { name: '重置密钥' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(server.calls('/blade-system/client/reset-secret')).toHaveLength(0);

    fireEvent.click(within(rowOf('pos')).getByRole('button', { name: '重置密钥' }));
    // The cancelled confirm may still be fading out: the new one is the last.
    const confirms = await screen.findAllByRole('dialog');
    fireEvent.click(within(confirms.at(-1)!).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('数据不存在或已被删除'));
    expect(server.calls('/blade-system/client/reset-secret')).toHaveLength(1);
    expect(screen.queryByText('客户端密钥只显示这一次,请立即妥善保存')).toBeNull();
  });

  it('shows the SM2 public key a Saber 4 console needs in its website.js, with a copy button', async () => {
    const server = startServer();
    await showClients();
    expect(await screen.findByText(publicKey)).toBeTruthy();
    expect(screen.getByText('SM2 公钥(商业版 Saber 4 控制台)')).toBeTruthy();
    expect(screen.getByText(/website\.js 的 oauth2\.publicKey/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制公钥' })).toBeTruthy();
    expect(server.calls('/blade-auth/oauth/public-key')).toHaveLength(1);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showClients();
    fireEvent.click(within(rowOf('pos')).getByRole('button', { name: 'Reset secret' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    const issued = await issuedDialog('reset-secret-0123456789-abcdefghijklmnopqrst');
    expect(within(issued).getByText('Client secret', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(within(issued).getByText('The client secret is shown this once only: store it safely now')).toBeTruthy();
    expect(within(issued).getByRole('button', { name: 'Copy secret' })).toBeTruthy();
    expect(within(issued).getByText('Close', { selector: 'button span' })).toBeTruthy();
    expect(screen.getByText('SM2 public key (commercial Saber 4 console)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy public key' })).toBeTruthy();
  });
});
