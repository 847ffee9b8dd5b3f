import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../test/httpStub.ts';
import { bindFeedback } from '../../lib/feedback.ts';
import { http, setHttpHooks } from '../../lib/http.ts';
import { getStore, setStore } from '../../lib/storage.ts';
import { useTags } from '../tabs/tagsStore.ts';
import { loadMenu, login, logout, refreshSession } from './auth.ts';
import { isLocked, lockScreen } from './lock.ts';
import { useSession } from './session.ts';

const tokenReply = (n: number) => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  tenant_id: '000000',
  user_id: '1',
  real_name: '管理员',
  role_name: 'administrator',
});
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '' } });
const menu = [{ id: '1', code: 'system', name: '系统管理', path: '/system', meta: {}, children: [] }];
const buttons = [
  {
    id: '1',
    code: 'param',
    children: [
      { id: '2', code: 'param_add' },
      { id: '3', code: 'param_delete' },
    ],
  },
];

let routes: Record<string, (c: InternalAxiosRequestConfig) => StubReply>;
let seen: InternalAxiosRequestConfig[];

beforeEach(() => {
  setHttpHooks({ navigate: vi.fn(), toast: vi.fn() });
  useSession.getState().localLogout();
  routes = {
    '/blade-auth/oauth/token': () => ({ status: 200, data: tokenReply(1) }),
    '/blade-system/menu/routes': () => ok(menu),
    '/blade-system/menu/buttons': () => ok(buttons),
    '/blade-auth/oauth/logout': () => ok({}),
  };
  seen = stubServer(http, (c) => routes[c.url!]?.(c) ?? { status: 404, data: {} });
});

const form = { tenantId: '000000', username: 'admin', password: '21232f297a57a5a743894a0e4a801fc3' };

describe('session', () => {
  it('login stores tokens, tenant and user info, resets tags, clears the lock, loads menu and buttons', async () => {
    useTags.getState().open({ value: '/old', query: '', label: 'old', meta: {} });
    lockScreen('1234');
    await login({ ...form, captcha: { key: 'k1', code: 'ab12' } });

    const token = seen.find((c) => c.url === '/blade-auth/oauth/token')!;
    expect(token.params).toMatchObject({ grant_type: 'captcha', username: 'admin', scope: 'all', type: 'account' });
    expect(token.headers.get('Captcha-Key')).toBe('k1');
    expect(token.headers.get('Captcha-Code')).toBe('ab12');
    expect(getStore({ name: 'token' })).toBe('access-1');
    expect(getStore({ name: 'refreshToken' })).toBe('refresh-1');
    expect(getStore({ name: 'tenantId' })).toBe('000000');
    expect(useSession.getState().userInfo?.real_name).toBe('管理员');
    expect(useTags.getState().tags.map((t) => t.value)).toEqual(['/wel/index']);
    expect(isLocked()).toBe(false);
    expect(useSession.getState().menu).toEqual(menu);
    expect(useSession.getState().permission).toEqual({ param_add: true, param_delete: true });
  });

  it('signs in with grant type password when the captcha is off', async () => {
    await login(form);
    expect(seen[0]!.params.grant_type).toBe('password');
  });

  it('a token reply without a token shows why and does not log in', async () => {
    // A recording toast: the static antd one would render after this file's DOM is gone.
    const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
    bindFeedback(toast as never);
    routes['/blade-auth/oauth/token'] = () => ({ status: 200, data: { error_description: '用户名或密码错误' } });
    await expect(login(form)).rejects.toThrow('用户名或密码错误');
    expect(toast.error).toHaveBeenCalledWith('用户名或密码错误');
    expect(getStore({ name: 'token' })).toBeUndefined();
  });

  it('logout ends the session on the server and forgets everything locally', async () => {
    await login(form);
    useTags.getState().open({ value: '/system/param', query: '', label: 'p', meta: {} });
    lockScreen('1234');
    await logout();
    expect(seen.at(-1)!.url).toBe('/blade-auth/oauth/logout');
    for (const name of ['token', 'refreshToken', 'userInfo', 'menu', 'permission'] as const) {
      expect(getStore({ name })).toBeUndefined();
    }
    expect(useSession.getState().token).toBe('');
    expect(useTags.getState().tags).toHaveLength(1);
    expect(isLocked()).toBe(false);
  });

  it('a 401 from any call logs out locally', async () => {
    await login(form);
    routes['/blade-system/menu/routes'] = () => ({ status: 401, data: { code: 401, error_description: null } });
    await expect(loadMenu()).rejects.toBeTruthy();
    expect(getStore({ name: 'token' })).toBeUndefined();
    expect(useSession.getState().menu).toBeNull();
  });

  it('refresh trades the stored refresh token and stores the rotated pair', async () => {
    await login(form);
    routes['/blade-auth/oauth/token'] = () => ({ status: 200, data: tokenReply(2) });
    await refreshSession();
    expect(seen.at(-1)!.params).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      scope: 'all',
    });
    expect(getStore({ name: 'token' })).toBe('access-2');
    expect(getStore({ name: 'refreshToken' })).toBe('refresh-2');
  });

  it('a refused refresh ends the session; a server fault keeps it', async () => {
    await login(form);
    routes['/blade-auth/oauth/token'] = () => ({ status: 500, data: { code: 500, msg: 'boom' } });
    await expect(refreshSession()).rejects.toBeTruthy();
    expect(getStore({ name: 'token' })).toBe('access-1');
    routes['/blade-auth/oauth/token'] = () => ({ status: 400, data: { code: 400, msg: '登录已过期' } });
    await refreshSession();
    expect(getStore({ name: 'token' })).toBeUndefined();
  });

  it('keeps the lock in localStorage, so every tab of the browser is locked, and logout clears it', () => {
    setStore({ name: 'token', content: 't' });
    void lockScreen('pw');
    expect(localStorage.getItem('pharma-isLock')).not.toBeNull();
    useSession.getState().localLogout();
    expect(localStorage.getItem('pharma-isLock')).toBeNull();
  });
});
