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
import { AuthLockPage } from './AuthLockPage.tsx';
import { AuthLogPage } from './AuthLogPage.tsx';

const lockBase = {
  tenantId: '100001',
  remoteIp: '10.20.8.15',
  failCount: 0,
  userAgent: 'Chrome',
  unlockReason: '',
  unlockTime: '',
  createTime: '2026-11-26 10:00:00',
  lockBeginTime: '2026-11-26 10:00:00',
};
const locks = [
  {
    ...lockBase,
    id: '1',
    userId: '5',
    lockTarget: 'qianhao',
    userName: '钱浩',
    lockType: 'MANUAL',
    lockTypeName: '手动锁定',
    lockStatus: 'LOCKED',
    lockStatusName: '锁定中',
    expired: false,
    lockEndTime: '',
    lockReason: '休假离岗',
  },
  {
    ...lockBase,
    id: '2',
    userId: '6',
    lockTarget: 'wangqiang',
    userName: '王强',
    failCount: 5,
    lockType: 'SYSTEM',
    lockTypeName: '系统锁定',
    lockStatus: 'LOCKED',
    lockStatusName: '锁定中',
    expired: true,
    lockEndTime: '2026-11-26 10:30:00',
    lockReason: '连续 5 次登录失败',
  },
];
const signIns = [
  {
    id: '11',
    tenantId: '100001',
    userId: '7',
    account: 'zhaolei',
    realName: '赵磊',
    grantType: 'password',
    grantTypeName: '密码登录',
    success: 0,
    successName: '失败',
    reason: '账号 zhaolei 登录失败: 密码错误',
    clientId: 'saber',
    remoteIp: '10.20.8.15',
    userAgent: 'Chrome',
    serviceId: 'blade-auth',
    serverHost: 'console-1',
    serverIp: '',
    env: 'prod',
    loginTime: '2026-11-26 09:59:00',
  },
];
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const page = (records: unknown[]) =>
  ok({ records, total: records.length, size: 10, current: 1, pages: 1, next: '', capped: false });

function startServer() {
  const routes: Record<string, (config: InternalAxiosRequestConfig) => StubReply> = {
    '/blade-system/auth-lock/page': () => page(locks),
    '/blade-system/auth-log/page': () => page(signIns),
    '/blade-system/user/user-list': () => ok([{ id: '7', account: 'zhaolei', realName: '赵磊', name: '赵磊' }]),
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(true));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

const rowOf = (text: string) =>
  within(document.querySelector('.ant-table-tbody') as HTMLElement)
    .getByText(text)
    .closest('tr') as HTMLElement;

async function show(page: 'lock' | 'log', codes: string[]) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  renderApp(page === 'lock' ? <AuthLockPage /> : <AuthLogPage />);
  bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
  await screen.findByText(page === 'lock' ? 'qianhao' : 'zhaolei');
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('locked accounts and the sign-in log (账号锁定, 登录日志)', () => {
  it('are the pages the registry opens at /system/authlock and /system/authlog', async () => {
    registerModulePages(systemModule);
    expect((await findPage('/system/authlock')!.load()).default).toBe(AuthLockPage);
    expect((await findPage('/system/authlog')!.load()).default).toBe(AuthLogPage);
  });

  it('shows who is locked until when; 解锁 only on a lock that still holds, with its reason', async () => {
    const server = startServer();
    await show('lock', ['auth_lock_view', 'auth_lock_unlock', 'auth_lock_lock']);
    const held = rowOf('qianhao');
    expect(within(held).getByText('锁定中')).toBeTruthy();
    expect(within(held).getByText('永久')).toBeTruthy();
    expect(within(held).getByText('手动锁定')).toBeTruthy();
    const over = rowOf('wangqiang');
    expect(within(over).getByText('已过期')).toBeTruthy();
    expect(within(over).queryByRole('button', { name: '解锁' })).toBeNull();
    fireEvent.click(within(held).getByRole('button', { name: '解锁' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('解锁原因'), { target: { value: '提前返岗' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.calls('/blade-system/auth-lock/unlock')).toHaveLength(1));
    expect(server.calls('/blade-system/auth-lock/unlock')[0]!.params).toEqual({ id: '1', unlockReason: '提前返岗' });
  });

  it('锁定 asks for a user and a reason before it sends', async () => {
    const server = startServer();
    await show('lock', ['auth_lock_lock']);
    fireEvent.click(screen.getByRole('button', { name: '锁定' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择要锁定的用户')).toBeTruthy();
    expect(within(dialog).getByText('请输入锁定原因')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '用户' }));
    fireEvent.click(await screen.findByText('赵磊(zhaolei)', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(within(dialog).getByLabelText('锁定原因'), { target: { value: '账号共用' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.calls('/blade-system/auth-lock/lock')).toHaveLength(1));
    expect(server.calls('/blade-system/auth-lock/lock')[0]!.params).toEqual({ userId: '7', lockReason: '账号共用' });
    // Without the code there is no 解锁.
    expect(within(rowOf('qianhao')).queryByRole('button', { name: '解锁' })).toBeNull();
  });

  it('shows a refused sign-in with its reason, in Chinese and English', async () => {
    startServer();
    await show('log', ['auth_log_view']);
    const row = rowOf('zhaolei');
    expect(within(row).getByText('失败')).toBeTruthy();
    expect(within(row).getByText('密码登录')).toBeTruthy();
    expect(within(row).getByText('账号 zhaolei 登录失败: 密码错误')).toBeTruthy();
    cleanup();
    act(() => setLanguage('en'));
    startServer();
    await show('log', ['auth_log_view']);
    expect(screen.getByText('Grant', { selector: 'th' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy();
  });
});
