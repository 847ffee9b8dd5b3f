import { authCalls, clientCalls, ssoCalls } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import * as client from 'openid-client';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, refusalOf, type Session, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { basic, type TestServer } from '../../../../test/helpers/server.ts';
import { authCode } from './auth-code.table.ts';

/**
 * Single sign-on with this server as the authorisation server, driven by `openid-client` playing the company's
 * other application: the consent page's calls (made here with the signed-in user's token, as the page makes them),
 * the code exchanged at the token endpoint with PKCE, and user-info. Then every refusal: a replayed code, a wrong
 * redirect URI, a PKCE mismatch, an unregistered redirect URI, an unknown client, a refused consent.
 */
const redirectUri = 'http://app.test/callback';

const test = apiTest({ captchaEnabled: false, logLevel: 'info' });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
let app: { clientId: string; secret: string };
let config: client.Configuration;

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  const added = await admin.send(clientCalls.submit, {
    body: {
      clientId: 'warehouse',
      scope: 'all',
      authorizedGrantTypes: 'authorization_code,refresh_token',
      accessTokenValidity: 3600,
      refreshTokenValidity: 86400,
      webServerRedirectUri: `${redirectUri},http://app.test/other`,
    },
  });
  expect(added.status, added.text).toBe(200);
  app = { clientId: 'warehouse', secret: added.body.data.clientSecret as string };
  // The other application knows the endpoints from our documentation (docs/operating.md, single sign-on).
  config = new client.Configuration(
    {
      issuer: s.url,
      authorization_endpoint: `${s.url}/oauth/authorize`,
      token_endpoint: `${s.url}/api/blade-auth/oauth/token`,
      userinfo_endpoint: `${s.url}/api/blade-auth/oauth/userinfo`,
    },
    app.clientId,
    app.secret,
  );
  client.allowInsecureRequests(config);
});

/** The other application starts: where it sends the browser, with its PKCE verifier and state. */
async function start(extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile',
    state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url, verifier, state, query: Object.fromEntries(url.searchParams) };
}

/** The consent page, signed in as `token`: what it shows, then the user's answer and where the browser goes. */
async function consent(query: Record<string, string>, approve: boolean, who = admin) {
  const info = await who.send(ssoCalls.authorizeInfo, { query });
  const answer = await who.send(ssoCalls.authorize, { body: { ...query, approve } });
  return { info, answer, back: answer.status === 200 ? new URL(answer.body.data.redirect) : undefined };
}

const exchange = (back: URL, verifier: string, state: string) =>
  client.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: state });

/** The token call as an application makes it by hand (to send what openid-client would not). */
const tokenCall = (params: Record<string, string>) =>
  anonymous.send(authCalls.token, {
    headers: { authorization: basic(app.clientId, app.secret) },
    query: { grant_type: 'authorization_code', ...params },
  });

describe('another application signs its user in through this server', () => {
  test('asks consent, gets a code, exchanges it with PKCE and reads the user', async () => {
    const { url, verifier, state, query } = await start();
    expect(url.pathname).toBe('/oauth/authorize');
    const { info, back } = await consent(query, true);
    expect(info.body.data).toEqual({ clientId: 'warehouse', scope: 'openid profile', autoApprove: false, redirectUri });
    expect(back!.origin + back!.pathname).toBe(redirectUri);
    expect(back!.searchParams.get('state')).toBe(state);

    const tokens = await exchange(back!, verifier, state);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.access_token).toBeTruthy();
    const me = await client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck);
    expect(me).toMatchObject({ preferred_username: 'admin', tenant_id: '000000' });
    expect(me.sub).toMatch(/^\d+$/);
    // The token works for the console's own calls too, sent as OAuth sends it.
    const info2 = await fetch(new URL(pathOf(authCalls.userInfo), s.url), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(((await info2.json()) as { data: { account: string } }).data.account).toBe('admin');
  });

  test('a refused consent sends the browser back with access_denied and the state, and no code', async () => {
    const { query, state } = await start();
    const { back } = await consent(query, false);
    expect(back!.searchParams.get('error')).toBe('access_denied');
    expect(back!.searchParams.get('state')).toBe(state);
    expect(back!.searchParams.has('code')).toBe(false);
  });

  test('a client that auto-approves is told so, and the page answers without asking', async () => {
    const added = await admin.send(clientCalls.submit, {
      body: {
        clientId: 'portal',
        scope: 'all',
        authorizedGrantTypes: 'authorization_code',
        accessTokenValidity: 600,
        refreshTokenValidity: 600,
        webServerRedirectUri: 'http://portal.test/cb',
        autoapprove: 'true',
      },
    });
    expect(added.status, added.text).toBe(200);
    const info = await admin.send(ssoCalls.authorizeInfo, {
      query: { client_id: 'portal', redirect_uri: 'http://portal.test/cb', response_type: 'code' },
    });
    expect(info.body.data.autoApprove).toBe(true);
  });
});

describe('refusals', () => {
  test('a replayed code is refused, and ends the session the first exchange opened', async () => {
    const { query, verifier, state } = await start();
    const { back } = await consent(query, true);
    const tokens = await exchange(back!, verifier, state);
    expect((await sessionOf(s, tokens.access_token).send(authCalls.userInfo)).status).toBe(200);
    const again = await tokenCall({
      code: back!.searchParams.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'invalid_grant', error_description: '授权码无效、已使用或已过期' });
    expect((await sessionOf(s, tokens.access_token).send(authCalls.userInfo)).status).toBe(401);
    await expect(exchange(back!, verifier, state)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  test('a wrong redirect_uri at the exchange is refused, and the code is used up', async () => {
    const { query, verifier } = await start();
    const { back } = await consent(query, true);
    const code = back!.searchParams.get('code')!;
    const wrong = await tokenCall({ code, redirect_uri: 'http://app.test/other', code_verifier: verifier });
    expect(refusalOf(wrong).error_description).toBe('回调地址与应用登记的不一致');
    const right = await tokenCall({ code, redirect_uri: redirectUri, code_verifier: verifier });
    expect(refusalOf(right).error_description).toBe('授权码无效、已使用或已过期');
  });

  test('a PKCE verifier that does not match the challenge is refused; so is none', async () => {
    const first = await start();
    const one = await consent(first.query, true);
    await expect(exchange(one.back!, client.randomPKCECodeVerifier(), first.state)).rejects.toMatchObject({
      error: 'invalid_grant',
      error_description: 'PKCE 校验失败',
    });
    const second = await start();
    const two = await consent(second.query, true);
    const none = await tokenCall({ code: two.back!.searchParams.get('code')!, redirect_uri: redirectUri });
    expect(refusalOf(none).error_description).toBe('PKCE 校验失败');
  });

  test('a code past its minute is refused', async () => {
    const { query, verifier, state } = await start();
    const { back } = await consent(query, true);
    await s.db.update(authCode).set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(exchange(back!, verifier, state)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  test('another client cannot exchange the code', async () => {
    const { query, verifier } = await start();
    const { back } = await consent(query, true);
    const saber = await anonymous.send(authCalls.token, {
      headers: { authorization: basic() },
      query: {
        grant_type: 'authorization_code',
        code: back!.searchParams.get('code')!,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      },
    });
    expect(refusalOf(saber).error_description).toBe('授权码无效、已使用或已过期');
  });

  test('the page refuses, without redirecting, an unregistered redirect URI, an unknown client, another response type', async () => {
    const { query } = await start();
    const page = (q: Record<string, string>) => admin.send(ssoCalls.authorizeInfo, { query: { ...query, ...q } });
    expect((await page({ redirect_uri: 'http://evil.test/cb' })).body.msg).toBe('回调地址与应用登记的不一致');
    expect((await page({ client_id: 'nobody' })).body.msg).toBe('应用不存在: nobody');
    expect((await page({ response_type: 'token' })).body.msg).toBe('仅支持 response_type=code');
    expect((await page({ code_challenge_method: 'plain' })).body.msg).toBe('PKCE 仅支持 S256');
    const answer = await admin.send(ssoCalls.authorize, {
      body: { ...query, redirect_uri: 'http://evil.test/cb', approve: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('evil.test/cb?code');
  });

  test('a client without the code grant is refused at the page', async () => {
    const added = await admin.send(clientCalls.submit, {
      body: {
        clientId: 'script',
        scope: 'all',
        authorizedGrantTypes: 'password,refresh_token',
        accessTokenValidity: 600,
        refreshTokenValidity: 600,
        webServerRedirectUri: 'http://script.test/cb',
      },
    });
    expect(added.status, added.text).toBe(200);
    const info = await admin.send(ssoCalls.authorizeInfo, {
      query: { client_id: 'script', redirect_uri: 'http://script.test/cb', response_type: 'code' },
    });
    expect(info.body.msg).toBe('该应用未开通授权码模式');
  });

  test('the consent calls need a signed-in user', async () => {
    const { query } = await start();
    expect((await anonymous.send(ssoCalls.authorizeInfo, { query })).status).toBe(401);
    expect((await anonymous.send(ssoCalls.userinfo)).status).toBe(401);
  });

  test('no code, verifier or token reaches the log', async () => {
    const rows = await s.db.select().from(authCode).where(eq(authCode.clientId, 'warehouse'));
    expect(rows.length).toBeGreaterThan(3);
    const logs = s.logs.join('\n');
    expect(logs).not.toMatch(/[?&](code|code_verifier|state)=[\w-]{20,}/);
    expect(logs).not.toContain(app.secret);
  });
});
