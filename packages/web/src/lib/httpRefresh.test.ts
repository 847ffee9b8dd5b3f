import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../test/httpStub.ts';
import { createHttp, setHttpHooks } from './http.ts';
import { refreshOnce } from './refreshTimer.ts';

/**
 * Spec §7's refresh seen from the calls: a call that gets 401 with an outdated token is retried once with the new
 * one; calls that fail together share one refresh; a refresh that fails ends the session as any 401 does.
 */
let token = 'old';
let refreshes = 0;
let refreshWorks = true;
const onUnauthorized = vi.fn();

const refresh = () =>
  refreshOnce(async () => {
    refreshes++;
    await new Promise((r) => setTimeout(r, 20));
    if (refreshWorks) token = `new-${refreshes}`;
  });

beforeEach(() => {
  token = 'old';
  refreshes = 0;
  refreshWorks = true;
  onUnauthorized.mockReset();
  setHttpHooks({
    token: () => token,
    tenantId: () => '000000',
    lang: () => 'zh',
    onUnauthorized,
    navigate: vi.fn(),
    toast: vi.fn(),
    refresh,
  });
});

/** A server that accepts only tokens starting with `new-`. */
function server() {
  const http = createHttp();
  const seen = stubServer(http, (config) => {
    const sent = String(config.headers.get('Blade-Auth') ?? '');
    return sent.startsWith('bearer new-')
      ? { status: 200, data: { code: 200, success: true, data: sent, msg: '' } }
      : { status: 401, data: { code: 401, success: false, msg: '请求未授权', error_description: null } };
  });
  return { http, seen };
}

describe('401 during a token refresh', () => {
  it('five calls that fail together cause one refresh and are each retried once with the new token', async () => {
    const { http, seen } = server();
    const replies = await Promise.all([1, 2, 3, 4, 5].map((i) => http.get(`/call/${i}`)));
    expect(refreshes).toBe(1);
    expect(replies.map((r) => r.data.data)).toEqual(Array(5).fill('bearer new-1'));
    expect(seen).toHaveLength(10);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a call that went out before a refresh finished is retried without another refresh', async () => {
    const http = createHttp();
    const seen = stubServer(http, (config) => {
      const sent = String(config.headers.get('Blade-Auth') ?? '');
      if (sent === 'bearer new-7') return { status: 200, data: { code: 200, success: true, data: 'ok', msg: '' } };
      // The session refreshed (elsewhere) while this call was in flight with the old token.
      token = 'new-7';
      return { status: 401, data: { code: 401, msg: 'expired' } };
    });
    expect((await http.get('/x')).data.data).toBe('ok');
    expect(refreshes).toBe(0);
    expect(seen.map((c) => c.headers.get('Blade-Auth'))).toEqual(['bearer old', 'bearer new-7']);
  });

  it('a refresh that cannot renew the token ends the session once per call, and nothing is retried twice', async () => {
    refreshWorks = false;
    const { http, seen } = server();
    await expect(http.get('/z')).rejects.toMatchObject({ code: 401 });
    expect(refreshes).toBe(1);
    expect(seen).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('the token calls themselves are never refreshed and retried', async () => {
    const { http, seen } = server();
    await expect(http.post('/blade-auth/oauth/token', null, { skipAuthRetry: true })).rejects.toMatchObject({
      code: 401,
    });
    expect(refreshes).toBe(0);
    expect(seen).toHaveLength(1);
  });
});
