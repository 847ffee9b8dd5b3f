import type { AxiosResponse } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../test/httpStub.ts';
import { createHttp, HttpError, setHttpHooks } from './http.ts';

const hooks = {
  token: vi.fn<() => string | undefined>(),
  tenantId: vi.fn(() => '000000'),
  lang: vi.fn<() => 'zh' | 'en'>(() => 'zh'),
  onUnauthorized: vi.fn(),
  navigate: vi.fn(),
  toast: vi.fn(),
};

beforeEach(() => {
  vi.clearAllMocks();
  hooks.token.mockReturnValue('jwt-1');
  hooks.lang.mockReturnValue('zh');
  setHttpHooks(hooks);
});

function serve(status: number, data: unknown, whiteList: number[] = []) {
  const http = createHttp({ statusWhiteList: whiteList });
  const seen = stubServer(http, () => ({ status, data }));
  return { http, seen };
}

describe('request headers and settings', () => {
  it('sends the Basic client header, the bearer token, the tenant and the UI language', async () => {
    hooks.lang.mockReturnValue('en');
    const { http, seen } = serve(200, { code: 200, success: true, data: [], msg: '' });
    await http.get('/blade-system/param/list');
    const headers = seen[0]!.headers;
    expect(headers.get('Authorization')).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(headers.get('Blade-Auth')).toBe('bearer jwt-1');
    expect(headers.get('Tenant-Id')).toBe('000000');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(seen[0]!.baseURL).toBe('/api');
  });

  it('sends no Blade-Auth header while signed out', async () => {
    hooks.token.mockReturnValue(undefined);
    const { http, seen } = serve(200, { key: 'k', image: 'data:' });
    await http.get('/blade-auth/oauth/captcha');
    expect(seen[0]!.headers.has('Blade-Auth')).toBe(false);
  });

  it('lets the login call name the tenant it signs into', async () => {
    const { http, seen } = serve(200, { access_token: 't' });
    await http.post('/blade-auth/oauth/token', null, { headers: { 'Tenant-Id': '123456' } });
    expect(seen[0]!.headers.get('Tenant-Id')).toBe('123456');
  });

  it('carries credentials, waits 480 s, and lets 200–500 through to the reply rules', () => {
    const { defaults } = createHttp();
    expect(defaults.withCredentials).toBe(true);
    expect(defaults.timeout).toBe(480_000);
    const accepts = [199, 200, 400, 401, 500, 501].map((s) => defaults.validateStatus?.(s));
    expect(accepts).toEqual([false, true, true, true, true, false]);
  });
});

describe('reply rules (spec section 8)', () => {
  it('resolves a 200 reply; the caller reads the body from res.data', async () => {
    const body = { code: 200, success: true, data: { id: '1' }, msg: '操作成功' };
    const { http } = serve(200, body);
    await expect(http.get('/x')).resolves.toMatchObject({ data: body });
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('resolves flat replies without a code by their HTTP status (token, captcha)', async () => {
    const { http } = serve(200, { access_token: 'a', refresh_token: 'r' });
    await expect(http.post('/blade-auth/oauth/token')).resolves.toMatchObject({ data: { access_token: 'a' } });
  });

  it('takes the code from the body: HTTP 200 carrying code 400 fails with the msg toasted', async () => {
    const { http } = serve(200, { code: 400, success: false, data: {}, msg: '请输入参数名称' });
    await expect(http.post('/x')).rejects.toMatchObject({ code: 400, message: '请输入参数名称' });
    expect(hooks.toast).toHaveBeenCalledWith('请输入参数名称');
  });

  it('accepts a numeric string code ("200") as success', async () => {
    const { http } = serve(200, { code: '200', msg: '操作成功' });
    await expect(http.get('/x')).resolves.toBeTruthy();
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('falls back to the HTTP status when the body has no code', async () => {
    const { http } = serve(404, '<html>not found</html>');
    const error = await http.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe(404);
    expect(hooks.toast).toHaveBeenCalledWith('未知错误');
  });

  it('toasts msg, else error_description, else 未知错误 in the UI language', async () => {
    await serve(400, { code: 400, msg: '验证码不正确', error_description: 'captcha' })
      .http.get('/x')
      .catch(() => {});
    expect(hooks.toast).toHaveBeenLastCalledWith('验证码不正确');
    await serve(400, { code: 400, msg: '', error_description: '用户名或密码错误' })
      .http.get('/x')
      .catch(() => {});
    expect(hooks.toast).toHaveBeenLastCalledWith('用户名或密码错误');
    hooks.lang.mockReturnValue('en');
    await serve(500, { code: 500, msg: null })
      .http.get('/x')
      .catch(() => {});
    expect(hooks.toast).toHaveBeenLastCalledWith('Unknown error');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('401 logs out locally, goes to /login and shows error_description', async () => {
    const { http } = serve(401, { code: 401, msg: '请求未授权', error_description: '令牌已过期' });
    await expect(http.get('/x')).rejects.toMatchObject({ code: 401 });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.navigate).toHaveBeenCalledWith('/login');
    expect(hooks.toast).toHaveBeenCalledWith('令牌已过期', 'http-401');
  });

  it('401 without error_description shows 未查询到用户信息 (translated)', async () => {
    await serve(401, { code: 401, msg: 'x', error_description: null })
      .http.get('/x')
      .catch(() => {});
    expect(hooks.toast).toHaveBeenLastCalledWith('未查询到用户信息', 'http-401');
    hooks.lang.mockReturnValue('en');
    await serve(200, { code: 401, error_description: '' })
      .http.get('/x')
      .catch(() => {});
    expect(hooks.toast).toHaveBeenLastCalledWith('No user information was found', 'http-401');
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('rejects a whitelisted code silently with the raw response', async () => {
    const { http } = serve(200, { code: 418, msg: 'teapot' }, [418]);
    const error = (await http.get('/x').catch((e: unknown) => e)) as AxiosResponse;
    expect(error.status).toBe(200);
    expect(error.data).toEqual({ code: 418, msg: 'teapot' });
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it('a whitelisted 401 does not log out', async () => {
    await serve(401, { code: 401 }, [401])
      .http.get('/x')
      .catch(() => {});
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it('transport errors and statuses above 500 reject without a toast', async () => {
    const http = createHttp();
    stubServer(http, () => 'network');
    await expect(http.get('/x')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    await expect(serve(502, { code: 502, msg: 'bad gateway' }).http.get('/x')).rejects.toThrow();
    expect(hooks.toast).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });
});
