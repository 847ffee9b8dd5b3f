import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { md5 } from 'js-md5';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../test/httpStub.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { setLanguage } from '../../i18n/index.ts';
import { http, setHttpHooks } from '../../lib/http.ts';
import { getStore } from '../../lib/storage.ts';
import { leaveConsole } from '../oauth/leaveConsole.ts';
import { useGuest } from './guestStore.ts';
import { LoginPage } from './LoginPage.tsx';
import { rememberReturn } from './socialReturn.ts';

const ok = (data: unknown, msg = ''): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg } });
const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, msg } });

/** The tenants' enabled providers, as blade-auth/social/sources answers them. */
const providers: Record<string, unknown[]> = {
  '000000': [{ source: 'github', name: 'GitHub', category: 2 }],
  '100001': [
    { source: 'corp', name: '集团统一认证', category: 1 },
    { source: 'gitee', name: 'Gitee', category: 3 },
  ],
};

const signedIn = {
  access_token: 'a1',
  refresh_token: 'r1',
  tenant_id: '000000',
  user_id: '1',
  role_name: 'administrator',
  oauth_id: '77',
  account: 'admin',
};
const guestReply = {
  access_token: 'guest-jwt',
  refresh_token: '',
  tenant_id: '100001',
  user_id: '',
  role_name: 'guest',
  oauth_id: '88',
  account: 'octocat',
  real_name: 'Octo Cat',
};

let seen: InternalAxiosRequestConfig[];
let tokenReply: StubReply;
let registerReply: StubReply | 'network';
/** A provider's state is good once: each test's callback has its own. */
let stateNo = 0;

beforeEach(() => {
  setHttpHooks({ navigate: vi.fn() });
  tokenReply = { status: 200, data: signedIn };
  registerReply = ok(null, '注册申请已提交,请耐心等待管理员审核!');
  seen = stubServer(http, (c) => {
    if (c.url === '/blade-auth/oauth/captcha') return { status: 200, data: { key: 'k', image: '', required: false } };
    if (c.url === '/blade-auth/social/sources') return ok(providers[String(c.params?.tenantId)] ?? []);
    if (c.url === '/blade-auth/oauth/token') return tokenReply;
    if (c.url === '/blade-user/register-guest') return registerReply;
    return ok([]);
  });
});

afterEach(() => {
  cleanup();
  useGuest.getState().set(null);
  vi.restoreAllMocks();
  act(() => setLanguage('zh'));
});

/** Where the page is now, so a test can see the address cleaned. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function show(path: string) {
  renderApp(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/oauth/redirect/:source" element={<LoginPage />} />
        <Route path="/" element={<p>HOME</p>} />
        <Route path="/system/param" element={<p>PARAM</p>} />
      </Routes>
      <Where />
    </>,
    path,
  );
}

const where = () => screen.getByTestId('where').textContent;
const calls = (url: string) => seen.filter((c) => c.url === url);
const callback = () => `code=c-${++stateNo}&state=s-${stateNo}`;

describe('login page: sign-in providers', () => {
  it("lists the tenant's providers and follows the tenant typed", async () => {
    show('/login');
    expect(await screen.findByRole('button', { name: 'GitHub' })).toBeTruthy();
    expect(screen.getByText('其他登录方式')).toBeTruthy();

    fireEvent.change(screen.getByTestId('login-tenant'), { target: { value: '100001' } });
    expect(await screen.findByRole('button', { name: '集团统一认证' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gitee' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'GitHub' })).toBeNull();

    // A tenant without providers: no section at all.
    fireEvent.change(screen.getByTestId('login-tenant'), { target: { value: '200002' } });
    await waitFor(() => expect(screen.queryByTestId('login-social')).toBeNull());
    await waitFor(() => expect(calls('/blade-auth/social/sources').at(-1)?.params).toEqual({ tenantId: '200002' }));
  });

  it('a click sends the whole browser to the provider through oauth/render, remembering where to come back', async () => {
    const assign = vi.spyOn(leaveConsole, 'assign').mockImplementation(() => undefined);
    show(`/login?redirect=${encodeURIComponent('/system/param')}`);
    fireEvent.change(screen.getByTestId('login-tenant'), { target: { value: '100001' } });
    fireEvent.click(await screen.findByRole('button', { name: '集团统一认证' }));
    expect(assign).toHaveBeenCalledWith('/api/blade-auth/oauth/render/corp?tenantId=100001');
    expect(getStore({ name: 'tenantId' })).toBe('100001');
  });

  it("shows why oauth/render refused (the server's message in ?error=)", async () => {
    show(`/login?error=${encodeURIComponent('未配置或未启用该第三方登录: gitlab')}`);
    expect((await screen.findByRole('alert')).textContent).toBe('未配置或未启用该第三方登录: gitlab');
    expect(screen.getByTestId('login-submit')).toBeTruthy();
  });
});

describe('login page: back from the provider', () => {
  it('a bound account signs in with grant type social and opens the page it came for', async () => {
    rememberReturn({ tenantId: '000000', redirect: '/system/param' });
    show(`/oauth/redirect/github?${callback()}`);
    expect(await screen.findByText('PARAM')).toBeTruthy();
    const [call] = calls('/blade-auth/oauth/token');
    expect(call!.params).toMatchObject({
      grant_type: 'social',
      source: 'github',
      code: `c-${stateNo}`,
      state: `s-${stateNo}`,
      tenantId: '000000',
    });
    expect(call!.headers.get('Tenant-Id')).toBe('000000');
    expect(call!.headers.get('Authorization')).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(getStore({ name: 'token' })).toBe('a1');
    expect(calls('/blade-auth/oauth/token')).toHaveLength(1);
  });

  it('takes the answer at /login?source=… too, and opens the home page without a way back', async () => {
    show(`/login?source=github&${callback()}`);
    expect(await screen.findByText('HOME')).toBeTruthy();
    expect(calls('/blade-auth/oauth/token')[0]!.params.source).toBe('github');
  });

  it('a refused answer (a used state) shows why and leaves a clean login page', async () => {
    tokenReply = refuse('登录请求已失效,请重新发起登录');
    show(`/oauth/redirect/github?${callback()}`);
    expect(await screen.findByText('登录请求已失效,请重新发起登录')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/login'));
    expect(screen.getByTestId('login-submit')).toBeTruthy();
    expect(getStore({ name: 'token' })).toBeUndefined();
  });
});

describe('login page: guest registration (账号注册)', () => {
  /** Back from the provider with an account bound to nobody: the dialog, the address already clean. */
  async function openRegistration() {
    tokenReply = { status: 200, data: guestReply };
    show(`/oauth/redirect/corp?${callback()}`);
    const title = await screen.findByText('账号注册');
    await waitFor(() => expect(where()).toBe('/login'));
    return title.closest('.ant-modal') as HTMLElement;
  }
  const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
  const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: '提交注册' }));
  const fillAll = () => {
    type('register-password', 'Secret-1');
    type('register-password2', 'Secret-1');
  };

  it('opens instead of the console, the guest token kept out of storage', async () => {
    await openRegistration();
    expect(getStore({ name: 'token' })).toBeUndefined();
    expect((screen.getByTestId('register-tenant') as HTMLInputElement).value).toBe('100001');
    expect((screen.getByTestId('register-name') as HTMLInputElement).value).toBe('Octo Cat');
    expect((screen.getByTestId('register-account') as HTMLInputElement).value).toBe('octocat');
    expect(screen.queryByText('HOME')).toBeNull();
  });

  it("checks in the spec's order before asking the server", async () => {
    const dialog = await openRegistration();
    type('register-tenant', ' ');
    type('register-name', '');
    type('register-account', '');
    submit(dialog);
    expect(await screen.findByText('请先输入租户编号')).toBeTruthy();
    type('register-tenant', '100001');
    submit(dialog);
    expect(await screen.findByText('请先输入用户姓名')).toBeTruthy();
    type('register-name', '章鱼猫');
    submit(dialog);
    expect(await screen.findByText('请先输入账号名称')).toBeTruthy();
    type('register-account', 'octo');
    type('register-password', 'Secret-1');
    submit(dialog);
    expect(await screen.findByText('请先输入密码')).toBeTruthy();
    type('register-password2', 'Secret-2');
    submit(dialog);
    expect(await screen.findByText('两次密码输入不一致')).toBeTruthy();
    expect(calls('/blade-user/register-guest')).toHaveLength(0);
  });

  it("a refusal shows the server's message and keeps the dialog; one without a message says 提交失败", async () => {
    registerReply = refuse('当前账号已被使用!');
    const dialog = await openRegistration();
    fillAll();
    submit(dialog);
    expect(await screen.findByText('当前账号已被使用!')).toBeTruthy();
    expect(screen.getByText('账号注册')).toBeTruthy();

    registerReply = { status: 200, data: { code: 200, success: false, data: null, msg: '' } };
    submit(dialog);
    expect(await screen.findByText('提交失败')).toBeTruthy();

    registerReply = 'network';
    submit(dialog);
    await waitFor(() => expect(screen.getAllByText('提交失败').length).toBeGreaterThan(1));
    expect(calls('/blade-user/register-guest')).toHaveLength(3);
  });

  it('registers with the md5 of the password and the guest token, then signs the visitor out', async () => {
    const dialog = await openRegistration();
    fillAll();
    submit(dialog);
    expect(await screen.findByText('注册申请已提交,请耐心等待管理员审核!')).toBeTruthy();
    const [call] = calls('/blade-user/register-guest');
    expect(call!.params).toEqual({
      tenantId: '100001',
      name: 'Octo Cat',
      account: 'octocat',
      password: md5('Secret-1'),
      oauthId: '88',
    });
    expect(call!.headers.get('Blade-Auth')).toBe('bearer guest-jwt');
    await waitFor(() => expect(screen.queryByText('账号注册')).toBeNull());
    expect(useGuest.getState().guest).toBeNull();
    expect(getStore({ name: 'token' })).toBeUndefined();
    expect(where()).toBe('/login');
    expect(screen.getByTestId('login-submit')).toBeTruthy();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    const dialog = await openRegistrationIn('Register an account');
    type('register-tenant', '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter the tenant ID first')).toBeTruthy();
    expect(within(dialog).getByText('Confirm password')).toBeTruthy();
  });

  async function openRegistrationIn(title: string) {
    tokenReply = { status: 200, data: guestReply };
    show(`/oauth/redirect/corp?${callback()}`);
    return (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
  }
});
