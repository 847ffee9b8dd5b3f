import { authCalls, socialCalls, socialCodes } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pathOf, refusalOf, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { createUser, newTenant } from '../../../../test/helpers/fixtures.ts';
import {
  internalService,
  internalText,
  type LoopbackServer,
  loopbackServer,
  redirector,
  silentServer,
} from '../../../../test/helpers/outbound-stand-ins.ts';
import { basic, startServer, type TestServer } from '../../../../test/helpers/server.ts';

/**
 * A tenant's sign-in provider cannot make the server call its own network, however the address comes: a provider
 * that redirects to 127.0.0.1, a discovery document naming a token endpoint on loopback. `localhost` plays a public
 * provider here (the deployment allows it: OUTBOUND_PRIVATE_HOSTS), 127.0.0.1 the server's own network (not allowed).
 * Nothing of the internal service's answer, and no provider's own words, reach the anonymous caller.
 */
const tenantId = '200094';
let s: TestServer;
let admin: string;
let internal: LoopbackServer;
let github: LoopbackServer;
let gitee: LoopbackServer;
let discovery: LoopbackServer;
let silent: Awaited<ReturnType<typeof silentServer>>;
const replies: string[] = [];

const viaLocalhost = (server: { port: number }) => `http://localhost:${server.port}`;

beforeAll(async () => {
  internal = await internalService();
  [s, github, gitee, silent] = await Promise.all([
    startServer({ captchaEnabled: false, logLevel: 'info', privateHosts: ['localhost'] }),
    redirector(() => `${internal.url}/login/oauth/access_token`),
    redirector(() => `${internal.url}/oauth/token`),
    silentServer(),
  ]);
  discovery = await loopbackServer((_req, res, self) => {
    const issuer = `http://localhost:${self.port}`;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${internal.url}/token`,
        jwks_uri: `${internal.url}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    );
  });
  await newTenant(s.db, tenantId);
  await createUser(s.db, {
    tenantId,
    account: 'so-admin',
    password: 'pw-so',
    codes: Object.values(socialCodes),
  });
  admin = (await s.login('so-admin', 'pw-so', tenantId)).access_token;
  const add = async (body: Record<string, unknown>) => {
    const made = await sessionOf(s, admin).send(socialCalls.submit, { body });
    expect(made.body.success, made.text).toBe(true);
    await sessionOf(s, admin).send(socialCalls.enable, { query: { id: made.body.data.id } });
  };
  const base = { clientId: 'client', clientSecret: 'Secret-of-the-tenant-9' };
  await add({ ...base, source: 'github', name: 'GitHub', category: 2, baseUrl: viaLocalhost(github) });
  await add({ ...base, source: 'gitee', name: 'Gitee', category: 3, baseUrl: viaLocalhost(gitee) });
  await add({ ...base, source: 'corp', name: 'OIDC', category: 1, baseUrl: viaLocalhost(discovery) });
  await add({ ...base, source: 'hangs', name: 'Hangs', category: 2, baseUrl: viaLocalhost(silent) });
}, 180_000);
afterAll(async () => {
  await Promise.all([s?.close(), internal?.close(), github?.close(), gitee?.close(), discovery?.close()]);
  await silent?.close();
});

async function render(source: string) {
  const res = await fetch(new URL(`${pathOf(socialCalls.render, { source })}?tenantId=${tenantId}`, s.url), {
    redirect: 'manual',
  });
  const location = new URL(res.headers.get('location') ?? '/', s.url);
  return { status: res.status, location, state: location.searchParams.get('state') ?? '' };
}

async function socialToken(source: string, state: string, lang = 'zh') {
  const res = await sessionOf(s, '').send(authCalls.token, {
    headers: { authorization: basic(), 'tenant-id': tenantId, 'accept-language': lang },
    query: { grant_type: 'social', source, code: 'code-1', state, scope: 'all' },
  });
  replies.push(res.text);
  return res;
}

describe('a sign-in provider pointing the server at its own network', () => {
  it('GitHub answering 307 to 127.0.0.1: refused, the internal service gets nothing, the caller reads a fixed message', async () => {
    const { state } = await render('github');
    const res = await socialToken('github', state);
    expect(res.status).toBe(502);
    expect(refusalOf(res).msg).toBe('无法连接第三方登录服务,请稍后再试或联系管理员');
    expect(github.received.map((r) => r.path)).toEqual(['/login/oauth/access_token']);
    expect(internal.received).toEqual([]);
  });

  it('Gitee answering 307 to 127.0.0.1: the same, in English too', async () => {
    const { state } = await render('gitee');
    const res = await socialToken('gitee', state, 'en');
    expect(refusalOf(res).msg).toBe(
      'Could not reach the sign-in provider; please try again later or ask your administrator',
    );
    expect(gitee.received).toHaveLength(1);
    expect(internal.received).toEqual([]);
  });

  it('OpenID Connect discovery naming a token endpoint on loopback: nothing is posted there', async () => {
    const { status, location, state } = await render('corp');
    expect(status).toBe(302);
    expect(location.origin).toBe(viaLocalhost(discovery));
    const res = await socialToken('corp', state);
    expect(refusalOf(res).success).toBe(false);
    expect(refusalOf(res).msg).toBe('无法连接第三方登录服务,请稍后再试或联系管理员');
    expect(internal.received).toEqual([]);
  });

  it('a provider that accepts and never answers: a timeout, a clear message, and the connection let go', async () => {
    const { state } = await render('hangs');
    const res = await socialToken('hangs', state);
    expect(res.status).toBe(504);
    expect(refusalOf(res).msg).toBe('第三方登录服务未在规定时间内响应,请稍后再试');
    expect(silent.requests).toBe(1);
    await vi.waitFor(() => expect(silent.held).toBe(0), { timeout: 10_000, interval: 20 });
  }, 40_000);

  it('no reply carries the internal service’s text or the client secret; the log says why, without the secret', async () => {
    const all = replies.join('\n');
    expect(all).not.toContain(internalText);
    expect(all).not.toContain('Secret-of-the-tenant-9');
    const logs = s.logs.join('\n');
    expect(logs).not.toContain('Secret-of-the-tenant-9');
    expect(logs).toMatch(/outbound connection refused: 127\.0\.0\.1 is private/);
  });
});
