import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { md5 } from 'js-md5';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../test/httpStub.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { setLanguage } from '../../i18n/index.ts';
import { http, setHttpHooks } from '../../lib/http.ts';
import { getStore } from '../../lib/storage.ts';
import { LoginPage } from './LoginPage.tsx';

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '' } });
let seen: InternalAxiosRequestConfig[];
let captchaRequired: boolean;
let tokenReply: StubReply;

beforeEach(() => {
  setHttpHooks({ navigate: vi.fn() });
  captchaRequired = true;
  tokenReply = {
    status: 200,
    data: { access_token: 'a1', refresh_token: 'r1', tenant_id: '000000', role_name: 'administrator' },
  };
  let n = 0;
  seen = stubServer(http, (c) => {
    if (c.url === '/blade-auth/oauth/captcha')
      return { status: 200, data: { key: `k${++n}`, image: `data:image/png;base64,${n}`, required: captchaRequired } };
    if (c.url === '/blade-auth/oauth/token') return tokenReply;
    return ok([]);
  });
});

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

function showLogin(path = '/login') {
  renderApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<p>HOME</p>} />
      <Route path="/system/param" element={<p>PARAM</p>} />
    </Routes>,
    path,
  );
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const tokenCalls = () => seen.filter((c) => c.url === '/blade-auth/oauth/token');

function fill(captcha = true) {
  fireEvent.change(input('login-account'), { target: { value: 'admin' } });
  fireEvent.change(input('login-password'), { target: { value: 'admin' } });
  if (captcha) fireEvent.change(input('login-captcha'), { target: { value: 'x7k2' } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('LoginPage', () => {
  it('signs in with the md5 of the password and the captcha, then follows the redirect', async () => {
    showLogin(`/login?redirect=${encodeURIComponent('/system/param')}`);
    expect(input('login-tenant').value).toBe('000000');
    await screen.findByTestId('login-captcha-image');
    fill();
    expect(await screen.findByText('PARAM')).toBeTruthy();
    const call = tokenCalls()[0]!;
    expect(call.params).toMatchObject({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'captcha',
    });
    expect(call.params.password).toBe('21232f297a57a5a743894a0e4a801fc3');
    expect(call.headers.get('Captcha-Key')).toBe('k1');
    expect(call.headers.get('Captcha-Code')).toBe('x7k2');
    expect(getStore({ name: 'token' })).toBe('a1');
  });

  it('hides the captcha and uses grant type password when the server says it is not required', async () => {
    captchaRequired = false;
    showLogin();
    await waitFor(() => expect(screen.queryByTestId('login-captcha')).toBeNull());
    fill(false);
    expect(await screen.findByText('HOME')).toBeTruthy();
    expect(tokenCalls()[0]!.params.grant_type).toBe('password');
  });

  it('cannot be sent until the server has said whether it asks a captcha, so an early click is not lost', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    seen = stubServer(http, async (c) => {
      if (c.url !== '/blade-auth/oauth/captcha') return c.url === '/blade-auth/oauth/token' ? tokenReply : ok([]);
      await held;
      return { status: 200, data: { key: 'k1', image: 'data:image/png;base64,1', required: false } };
    });
    showLogin();
    const submit = screen.getByTestId('login-submit') as HTMLButtonElement;
    // Asked before the reply, the page shows no captcha field it may not need, and does not take the click.
    expect(submit.disabled).toBe(true);
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    act(() => answer());
    await waitFor(() => expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false));
    fill(false);
    expect(await screen.findByText('HOME')).toBeTruthy();
    expect(tokenCalls()[0]!.params.grant_type).toBe('password');
  });

  it('a refused login shows the reason, fetches a new captcha and re-enables the button', async () => {
    tokenReply = {
      status: 400,
      data: { code: 400, success: false, msg: '验证码不正确', error_description: '验证码不正确' },
    };
    showLogin();
    await screen.findByTestId('login-captcha-image');
    fill();
    expect(await screen.findByText('验证码不正确')).toBeTruthy();
    await waitFor(() => expect(seen.filter((c) => c.url === '/blade-auth/oauth/captcha')).toHaveLength(2));
    await waitFor(() => expect(input('login-captcha').value).toBe(''));
    await waitFor(() => expect(screen.getByTestId('login-submit').className).not.toMatch(/loading/));
    expect(getStore({ name: 'token' })).toBeUndefined();
  });

  it('asks for the missing inputs instead of calling the server', async () => {
    showLogin();
    await screen.findByTestId('login-captcha-image');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(tokenCalls()).toHaveLength(0);
  });

  it('switches to English on the page', async () => {
    showLogin();
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('Pharma Console')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(getStore({ name: 'language' })).toBe('en');
  });
});
