import { authCalls, guestCalls, socialCalls, userCalls } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, refusalOf, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { type OAuthStandIn, oauthStandIn, type StandInAccount } from '../../../../test/helpers/oauth-stand-ins.ts';
import { type OidcStandIn, startOidcProvider } from '../../../../test/helpers/oidc-stand-in.ts';
import { basic, md5, startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { userOauth } from '../binding/binding.table.ts';
import { socialProvider } from './social.table.ts';

/**
 * Social sign-in end to end over HTTP: a real OpenID Connect provider (oidc-provider) and stand-ins speaking GitHub's
 * and Gitee's protocols on loopback; the browser's part (following redirects, the provider's cookies) is played by
 * the test. Covers the providers' settings, render, the social grant, guest registration and approval, and every
 * refusal of a bad or replayed state.
 */
const console_ = 'http://console.test';
const secrets = { oidc: 'oidc-Secret#1+/=', github: 'gh-Secret~2', gitee: 'gitee-Secret%3' };

let s: TestServer;
let admin: string;
let oidc: OidcStandIn;
let github: OAuthStandIn;
let gitee: OAuthStandIn;
const replies: string[] = [];

const alice = { sub: 'alice-0001', name: 'Alice Zhang', preferred_username: 'alice', email: 'alice@corp.test' };
const octo: StandInAccount = {
  id: 583231,
  login: 'octocat',
  name: 'The Octocat',
  avatar_url: 'https://avatars.example.com/u/583231',
  email: 'octo@example.com',
};

beforeAll(async () => {
  [s, oidc, github, gitee] = await Promise.all([
    startServer({ captchaEnabled: false, logLevel: 'info', publicUrl: console_ }),
    startOidcProvider({
      clientId: 'pharma-console',
      clientSecret: secrets.oidc,
      redirectUris: [`${console_}/oauth/redirect/corp`],
    }),
    oauthStandIn('github', { id: 'gh-client', secret: secrets.github }),
    oauthStandIn('gitee', { id: 'gitee-client', secret: secrets.gitee }),
  ]);
  admin = (await s.login()).access_token;
  const add = async (body: Record<string, unknown>) => {
    const made = await sessionOf(s, admin).send(socialCalls.submit, { body });
    expect(made.status, made.text).toBe(200);
    replies.push(made.text);
    const on = await sessionOf(s, admin).send(socialCalls.enable, { query: { id: made.body.data.id } });
    expect(on.status, on.text).toBe(200);
    return made.body.data;
  };
  await add({
    source: 'corp',
    name: '集团统一认证',
    category: 1,
    clientId: 'pharma-console',
    clientSecret: secrets.oidc,
    baseUrl: oidc.issuer,
  });
  await add({
    source: 'github',
    name: 'GitHub',
    category: 2,
    clientId: 'gh-client',
    clientSecret: secrets.github,
    baseUrl: github.url,
  });
  await add({
    source: 'gitee',
    name: 'Gitee',
    category: 3,
    clientId: 'gitee-client',
    clientSecret: secrets.gitee,
    baseUrl: gitee.url,
  });
});
afterAll(async () => {
  await Promise.all([s?.close(), oidc?.close(), github?.close(), gitee?.close()]);
});

/** The console's login page finishing a sign-in: the token call with grant social. */
async function socialToken(source: string, code: string, state: string) {
  const res = await sessionOf(s, '').send(authCalls.token, {
    headers: { authorization: basic(), 'tenant-id': '000000' },
    query: { grant_type: 'social', source, code, state, scope: 'all' },
  });
  replies.push(res.text);
  return res;
}

/** render/{source}: the 302 to the provider, and its address. */
async function render(source: string, tenantId = '000000') {
  const res = await fetch(new URL(`${pathOf(socialCalls.render, { source })}?tenantId=${tenantId}`, s.url), {
    redirect: 'manual',
  });
  return { status: res.status, location: new URL(res.headers.get('location') ?? '/', s.url) };
}

/** A whole visit to the OpenID Connect provider as `person`: where the provider sends the browser back. */
async function throughOidc(person = alice) {
  const { status, location } = await render('corp');
  expect(status).toBe(302);
  oidc.signInAs(person);
  const back = await oidc.follow(location.toString());
  expect(back.origin + back.pathname).toBe(`${console_}/oauth/redirect/corp`);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

async function register(guestToken: string, form: Record<string, string>) {
  const res = await sessionOf(s, guestToken).send(guestCalls.registerGuest, { query: form });
  replies.push(res.text);
  return res;
}

describe('the providers of a tenant', () => {
  it('keeps the client secret sealed, never sends it back, and shows the address to register', async () => {
    const list = await sessionOf(s, admin).send(socialCalls.list);
    replies.push(list.text);
    const corp = list.body.data.records.find((r) => r.source === 'corp');
    expect(corp).toMatchObject({
      categoryName: 'OpenID Connect',
      statusName: '是',
      callbackUrl: `${console_}/oauth/redirect/corp`,
    });
    expect(corp!.clientSecret).not.toBe(secrets.oidc);
    const [row] = await s.db.select().from(socialProvider).where(eq(socialProvider.source, 'corp'));
    expect(row!.clientSecret.startsWith('v1:')).toBe(true);
    expect(row!.clientSecret).not.toContain(secrets.oidc);
  });

  it('refuses a source code with capitals, an OpenID Connect provider without its issuer, a non-http address', async () => {
    const submit = (body: Record<string, unknown>) => sessionOf(s, admin).send(socialCalls.submit, { body });
    const base = { name: 'X', category: 2, clientId: 'x', clientSecret: 'y' };
    expect((await submit({ ...base, source: 'GitHub2' })).body.msg).toBe('登录源编码只能包含小写字母、数字或下划线');
    expect((await submit({ ...base, source: 'oidc2', category: 1 })).body.msg).toBe(
      'OpenID Connect 需填写服务地址 (issuer)',
    );
    expect((await submit({ ...base, source: 'gh3', baseUrl: 'ftp://x' })).body.msg).toBe('服务地址须为 http(s) 地址');
    expect((await submit({ ...base, source: 'corp' })).body.msg).toBe('当前登录源编码已存在!');
  });

  it('lists the enabled ones for the login page, with no secret and no address', async () => {
    const res = await sessionOf(s, '').send(socialCalls.sources, { query: { tenantId: '000000' } });
    expect(res.body.data).toEqual([
      { source: 'corp', name: '集团统一认证', category: 1 },
      { source: 'github', name: 'GitHub', category: 2 },
      { source: 'gitee', name: 'Gitee', category: 3 },
    ]);
    expect((await sessionOf(s, '').send(socialCalls.sources, { query: { tenantId: '123456' } })).body.data).toEqual([]);
  });
});

describe('render', () => {
  it('sends the browser to the OpenID Connect provider with a state, PKCE S256 and a nonce', async () => {
    const { status, location } = await render('corp');
    expect(status).toBe(302);
    expect(location.origin).toBe(oidc.issuer);
    expect(location.searchParams.get('redirect_uri')).toBe(`${console_}/oauth/redirect/corp`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('client_id')).toBe('pharma-console');
  });

  it('sends the browser back to the login page with the reason for a source the tenant has not enabled', async () => {
    const { status, location } = await render('wechat_open');
    expect(status).toBe(302);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('未配置或未启用该第三方登录: wechat_open');
    expect((await render('corp', '654321')).location.searchParams.get('error')).toContain('corp');
  });
});

describe('signing in through an OpenID Connect provider', () => {
  let guest: { access_token: string; oauth_id: string };

  it('gives an unbound provider account a guest token that opens nothing but registration', async () => {
    const { code, state } = await throughOidc();
    const res = await socialToken('corp', code, state);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ role_name: 'guest', user_id: '', account: 'alice', real_name: 'Alice Zhang' });
    expect(res.body.oauth_id).toMatch(/^\d+$/);
    guest = res.body;
    const [binding] = await s.db.select().from(userOauth).where(eq(userOauth.id, guest.oauth_id));
    expect(binding).toMatchObject({ source: 'corp', uuid: alice.sub, email: alice.email, userId: null });
    expect((await sessionOf(s, guest.access_token).send(authCalls.userInfo)).status).toBe(401);
  });

  it('refuses the same state and code a second time', async () => {
    const { code, state } = await throughOidc();
    expect((await socialToken('corp', code, state)).status).toBe(200);
    const again = await socialToken('corp', code, state);
    expect(again.status).toBe(400);
    expect(refusalOf(again).error_description).toBe('登录请求已失效,请重新发起登录');
  });

  it('refuses a state it never gave, and one given for another source', async () => {
    const { code, state } = await throughOidc();
    expect(refusalOf(await socialToken('corp', code, 'x'.repeat(43))).msg).toBe('登录请求已失效,请重新发起登录');
    expect(refusalOf(await socialToken('github', code, state)).msg).toBe('登录请求已失效,请重新发起登录');
    // The state was used up by the refused attempt: it cannot be tried again with the right source.
    expect(refusalOf(await socialToken('corp', code, state)).msg).toBe('登录请求已失效,请重新发起登录');
  });

  it('says so when the provider refuses the code (a code forged with a fresh state)', async () => {
    const { state } = await throughOidc();
    const res = await socialToken('corp', 'forged-code', state);
    expect(res.status).toBe(400);
    expect(refusalOf(res).msg).toMatch(/^第三方登录失败: /);
  });

  it('registers the guest: refuses a wrong binding, another tenant, no guest token; then the account waits', async () => {
    const form = {
      tenantId: '000000',
      name: '张爱丽',
      account: 'alice.zhang',
      password: md5('Alice#2026'),
      oauthId: guest.oauth_id,
    };
    expect((await register(guest.access_token, { ...form, oauthId: '1' })).body.msg).toBe('第三方登陆信息错误!');
    expect((await register(guest.access_token, { ...form, tenantId: '654321' })).body.msg).toBe('租户信息错误!');
    const noToken = await sessionOf(s, '').send(guestCalls.registerGuest, { query: form });
    expect(noToken.status).toBe(401);
    expect((await register(admin, form)).status).toBe(401);
    const done = await register(guest.access_token, form);
    expect(done.status, done.text).toBe(200);
    expect(done.body.msg).toBe('注册申请已提交,请耐心等待管理员审核!');
    expect((await register(guest.access_token, { ...form, account: 'alice2' })).body.msg).toBe(
      '该第三方账号已绑定系统账号',
    );
  });

  it('refuses the pending account, by password and through the provider, until an administrator approves it', async () => {
    const password = sessionOf(s, '').send(authCalls.token, {
      headers: { authorization: basic() },
      query: { grant_type: 'password', tenantId: '000000', username: 'alice.zhang', password: md5('Alice#2026') },
    });
    expect(refusalOf(await password).error_description).toBe('账号正在等待管理员审核,审核通过后方可登录');
    const { code, state } = await throughOidc();
    expect(refusalOf(await socialToken('corp', code, state)).msg).toBe('账号正在等待管理员审核,审核通过后方可登录');

    const users = await sessionOf(s, admin).send(userCalls.page, { query: { account: 'alice.zhang' } });
    const pending = users.body.data.records[0];
    expect(pending).toMatchObject({ status: 3, roleId: '', deptId: '', realName: '张爱丽' });
    const approved = await sessionOf(s, admin).send(guestCalls.approve, { query: { ids: pending!.id } });
    expect(approved.body).toMatchObject({ success: true, data: 1, msg: '审核通过' });
    const twice = await sessionOf(s, admin).send(guestCalls.approve, { query: { ids: pending!.id } });
    expect(twice.body.msg).toBe('所选用户没有待审核的账号');

    const next = await throughOidc();
    const signedIn = await socialToken('corp', next.code, next.state);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body).toMatchObject({ account: 'alice.zhang', oauth_id: guest.oauth_id, user_id: pending!.id });
    const me = await sessionOf(s, signedIn.body.access_token).send(authCalls.userInfo);
    expect(me.body.data.account).toBe('alice.zhang');
    // A refresh keeps the binding the session was opened through.
    const refreshed = await sessionOf(s, '').send(authCalls.token, {
      headers: { authorization: basic() },
      query: { grant_type: 'refresh_token', refresh_token: signedIn.body.refresh_token },
    });
    expect(refreshed.body.oauth_id).toBe(guest.oauth_id);
  });
});

describe('GitHub and Gitee', () => {
  it('GitHub: the code is exchanged with the client secret, the profile read, the account kept by its id', async () => {
    const { location } = await render('github');
    expect(location.origin + location.pathname).toBe(`${github.url}/login/oauth/authorize`);
    const state = location.searchParams.get('state')!;
    const res = await socialToken('github', github.codeFor(octo), state);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      role_name: 'guest',
      account: 'octocat',
      real_name: 'The Octocat',
      avatar: octo.avatar_url,
    });
    const exchange = github.calls.find((c) => c.path === '/login/oauth/access_token')!;
    expect(exchange.params).toMatchObject({
      client_id: 'gh-client',
      redirect_uri: `${console_}/oauth/redirect/github`,
    });
    const [binding] = await s.db.select().from(userOauth).where(eq(userOauth.id, res.body.oauth_id));
    expect(binding).toMatchObject({ source: 'github', uuid: '583231', username: 'octocat', company: '示例医药' });
  });

  it('Gitee: the same account signing in twice keeps one binding, its profile refreshed', async () => {
    const first = await render('gitee');
    const one = await socialToken('gitee', gitee.codeFor(octo), first.location.searchParams.get('state')!);
    const second = await render('gitee');
    const two = await socialToken(
      'gitee',
      gitee.codeFor({ ...octo, name: '章鱼猫' }),
      second.location.searchParams.get('state')!,
    );
    expect(two.body.oauth_id).toBe(one.body.oauth_id);
    expect(two.body.real_name).toBe('章鱼猫');
  });

  it('Gitee: a code the provider refuses is reported with a fixed message, the provider’s words in the log', async () => {
    const { location } = await render('gitee');
    const res = await socialToken('gitee', 'nope', location.searchParams.get('state')!);
    expect(refusalOf(res).msg).toBe('第三方登录失败: 服务商未接受本次登录,请重新登录或联系管理员');
    expect(s.logs.join('\n')).toContain('provider refused: The code passed is incorrect or expired.');
  });
});

describe('what leaves the server', () => {
  it('no client secret, provider code, state or token in any reply or log line', async () => {
    const logs = s.logs.join('\n');
    const all = replies.join('\n');
    for (const secret of Object.values(secrets)) {
      expect(all).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    for (const call of [...github.calls, ...gitee.calls]) {
      if (call.params.code) expect(logs).not.toContain(call.params.code);
      if (call.params.access_token) expect(logs).not.toContain(call.params.access_token);
    }
    expect(logs).not.toMatch(/tok-(github|gitee)-\d/);
    expect(logs).not.toMatch(/[?&](code|state)=[\w-]{20,}/);
  });
});
