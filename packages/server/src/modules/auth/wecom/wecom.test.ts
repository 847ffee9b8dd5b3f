import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authCalls, clientCalls, profileCalls, socialCalls, userExtendCalls, wecomCalls } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, refusalOf, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { auditLines } from '../../../../test/helpers/audit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { basic, startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { userOauth } from '../binding/binding.table.ts';

/**
 * WeCom (企业微信) end to end over HTTP against a stand-in speaking WeCom's protocol on loopback: the scan page,
 * `gettoken` and `auth/getuserinfo`. The phone's part (scanning, following WeCom's redirect) is played by the test.
 * Covers scan-to-bind and each way it is refused, the binding the info page reads, unbinding, and the paas_wechat
 * grant with each of its refusals.
 */
const console_ = 'http://console.test';
const corp = 'ww-corp';
const agentId = '1000002';
const appSecret = 'WeCom-App#Secret/42+=';

interface WecomStandIn {
  url: string;
  /** A single-use code WeCom gives when `userid` scans; without one, a scanner outside the corp (openid only). */
  codeFor(userid?: string): string;
  /** Who scans at the scan page next: WeCom then sends the phone back to the redirect URI with their code. */
  scanAs(userid: string): void;
  /** Every access token given so far lapses (WeCom then answers 42001). */
  expireTokens(): void;
  /** While down, every connection is dropped. */
  down: boolean;
  /** How many times gettoken was called. */
  tokenCalls(): number;
  /** Every access token and code it gave, to look for where they must not be. */
  given: string[];
  close(): Promise<void>;
}

async function wecomStandIn(): Promise<WecomStandIn> {
  const codes = new Map<string, string | undefined>();
  const tokens = new Set<string>();
  const given: string[] = [];
  let scanner = '';
  let n = 0;
  let tokenCalls = 0;
  const codeFor = (userid?: string) => {
    const code = `wx-code-${++n}-${Math.random().toString(36).slice(2)}`;
    codes.set(code, userid);
    given.push(code);
    return code;
  };
  const standIn = {
    down: false,
  } as WecomStandIn;
  const server = createServer((req, res) => {
    if (standIn.down) return req.socket.destroy();
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const q = Object.fromEntries(url.searchParams);
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/cgi-bin/gettoken') {
      tokenCalls++;
      if (q.corpid !== corp) return json({ errcode: 40013, errmsg: 'invalid corpid' });
      if (q.corpsecret !== appSecret) return json({ errcode: 40001, errmsg: 'invalid credential' });
      const token = `wx-access-${++n}-${Math.random().toString(36).slice(2)}`;
      tokens.add(token);
      given.push(token);
      return json({ errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 });
    }
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      if (!tokens.has(q.access_token ?? '')) return json({ errcode: 42001, errmsg: 'access_token expired' });
      if (!codes.has(q.code ?? '')) return json({ errcode: 40029, errmsg: 'invalid code, hint: [stand-in]' });
      const userid = codes.get(q.code!);
      codes.delete(q.code!);
      return json(userid ? { errcode: 0, errmsg: 'ok', userid } : { errcode: 0, errmsg: 'ok', openid: 'o-outsider' });
    }
    if (url.pathname === '/wwlogin/sso/login') {
      if (q.login_type !== 'CorpApp' || q.appid !== corp || q.agentid !== agentId || !q.redirect_uri) {
        res.writeHead(400, { 'content-type': 'text/html' });
        return res.end('<p>参数错误</p>');
      }
      const back = new URL(q.redirect_uri);
      back.searchParams.set('code', codeFor(scanner));
      back.searchParams.set('state', q.state ?? '');
      back.searchParams.set('appid', corp);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    json({ errcode: 404, errmsg: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    codeFor,
    scanAs: (userid: string) => {
      scanner = userid;
    },
    expireTokens: () => tokens.clear(),
    tokenCalls: () => tokenCalls,
    given,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

let s: TestServer;
let wecom: WecomStandIn;
let admin: string;
const people = { li: '', wang: '', zhao: '' };
const ids = { li: '', wang: '', zhao: '' };
/** A client allowed the paas_wechat grant (the seeded saber is not). */
let app = { id: 'wecom-app', secret: '' };
const replies: string[] = [];
const otherTenant = '200073';

beforeAll(async () => {
  [s, wecom] = await Promise.all([
    startServer({ captchaEnabled: false, logLevel: 'info', publicUrl: console_ }),
    wecomStandIn(),
  ]);
  admin = (await s.login()).access_token;
  for (const who of ['li', 'wang', 'zhao'] as const) {
    ids[who] = (
      await createUser(s.db, { tenantId: '000000', account: `wx-${who}`, password: `pw-${who}`, codes: [] })
    ).userId;
    people[who] = (await s.login(`wx-${who}`, `pw-${who}`)).access_token;
  }
  const made = await sessionOf(s, admin).send(clientCalls.submit, {
    body: {
      clientId: app.id,
      scope: 'all',
      authorizedGrantTypes: 'paas_wechat,refresh_token',
      accessTokenValidity: 3600,
      refreshTokenValidity: 86400,
    },
  });
  expect(made.status, made.text).toBe(200);
  app = { id: app.id, secret: made.body.data.clientSecret as string };
});
afterAll(async () => {
  await Promise.all([s?.close(), wecom?.close()]);
});

async function kept<T extends { text: string }>(reply: Promise<T>): Promise<T> {
  const r = await reply;
  replies.push(r.text);
  return r;
}
const getScanCode = (token: string, lang: 'zh' | 'en' = 'zh') =>
  kept(sessionOf(s, token).send(wecomCalls.getScanCode, { lang }));
const bindingOf = async (token: string) => (await kept(sessionOf(s, token).send(wecomCalls.binding))).body.data;
const unbind = (token: string, lang: 'zh' | 'en' = 'zh') =>
  kept(sessionOf(s, token).send(profileCalls.qywxUnbind, { lang }));

/** WeCom's redirect followed to this server: where the phone lands, and what that page is told. */
async function callback(query: Record<string, string>, lang: 'zh' | 'en' = 'zh') {
  const target = new URL(pathOf(wecomCalls.callback), s.url);
  for (const [k, v] of Object.entries(query)) target.searchParams.set(k, v);
  const res = await fetch(target, { redirect: 'manual', headers: { 'accept-language': lang } });
  const location = res.headers.get('location') ?? '';
  replies.push(location, await res.text());
  const page = new URL(location, console_);
  return {
    status: res.status,
    path: page.pathname,
    result: page.searchParams.get('result'),
    msg: page.searchParams.get('msg'),
  };
}

/** The phone: scans the QR code of `url` as `userid`, and follows WeCom's redirect back to the console's server. */
async function scan(url: string, userid: string, lang: 'zh' | 'en' = 'zh') {
  wecom.scanAs(userid);
  const atWecom = await fetch(url, { redirect: 'manual' });
  expect(atWecom.status).toBe(302);
  const back = new URL(atWecom.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${console_}/api/blade-user/scanBind/wxcallBack`);
  return callback(Object.fromEntries(back.searchParams), lang);
}

/** A whole binding as the info page and the phone make it. */
async function bindAs(token: string, userid: string) {
  const code = await getScanCode(token);
  expect(code.status, code.text).toBe(200);
  return scan(code.body.data.url, userid);
}

/** The paas_wechat grant as a WeCom app's server calls it. */
const wechat = (query: Record<string, string>, client = app, lang: 'zh' | 'en' = 'zh') =>
  kept(
    sessionOf(s, '').send(authCalls.token, {
      headers: { authorization: basic(client.id, client.secret), 'tenant-id': query.tenantId ?? '000000' },
      query: { grant_type: 'paas_wechat', scope: 'all', tenantId: '000000', ...query },
      lang,
    }),
  );

describe(`WeCom on ${databaseKind}: before the tenant has a WeCom provider`, () => {
  it('the info page hears binding is not possible; the scan code and paas_wechat are refused', async () => {
    expect(await bindingOf(people.li)).toEqual({ bound: false, wecomUserId: '', configured: false });
    const refused = await getScanCode(people.li);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('当前租户未启用企业微信');
    expect((await getScanCode(people.li, 'en')).body.msg).toBe('This tenant has no enabled WeCom provider');
    expect(refusalOf(await wechat({ companyId: corp, openId: 'LiYaoShi' })).msg).toBe('当前租户未启用企业微信');
  });
});

describe('scan-to-bind', () => {
  beforeAll(async () => {
    const made = await kept(
      sessionOf(s, admin).send(socialCalls.submit, {
        body: {
          source: 'wecom',
          name: '企业微信',
          category: 4,
          clientId: corp,
          clientSecret: appSecret,
          agentId,
          baseUrl: wecom.url,
        },
      }),
    );
    expect(made.status, made.text).toBe(200);
    const on = await sessionOf(s, admin).send(socialCalls.enable, { query: { id: made.body.data.id } });
    expect(on.status, on.text).toBe(200);
  });

  it("shows the administrator the address to register at WeCom, never the app's secret", async () => {
    const list = await kept(sessionOf(s, admin).send(socialCalls.list, { query: { source: 'wecom' } }));
    const row = list.body.data.records[0];
    expect(row).toMatchObject({ categoryName: '企业微信', statusName: '是', clientId: corp });
    expect(row!.callbackUrl).toBe(`${console_}/api/blade-user/scanBind/wxcallBack`);
    expect(row!.clientSecret).not.toContain(appSecret);
  });

  it('binds the WeCom member who scans to the account that asked; the phone lands on 绑定成功', async () => {
    expect(await bindingOf(people.li)).toEqual({ bound: false, wecomUserId: '', configured: true });
    const code = await getScanCode(people.li);
    expect(code.status, code.text).toBe(200);
    const { url, state, expiresIn, corpId, agentId: agent } = code.body.data;
    expect({ expiresIn, corpId, agent }).toEqual({ expiresIn: 600, corpId: corp, agent: agentId });
    const page = new URL(url);
    expect(`${page.origin}${page.pathname}`).toBe(`${wecom.url}/wwlogin/sso/login`);
    expect(Object.fromEntries(page.searchParams)).toEqual({
      login_type: 'CorpApp',
      appid: corp,
      agentid: agentId,
      redirect_uri: `${console_}/api/blade-user/scanBind/wxcallBack`,
      state,
    });

    expect(await scan(url, 'LiYaoShi')).toEqual({ status: 302, path: '/WorkWxCode', result: 'ok', msg: null });
    expect(await bindingOf(people.li)).toEqual({ bound: true, wecomUserId: 'LiYaoShi', configured: true });
    const [row] = await s.db.select().from(userOauth).where(eq(userOauth.uuid, 'LiYaoShi'));
    expect(row).toMatchObject({ tenantId: '000000', source: 'wecom', userId: ids.li, company: corp });
  });

  it('a replayed state, a forged one and a missing code bind nothing; the page says why in its language', async () => {
    const code = await getScanCode(people.wang);
    const wang = code.body.data.state as string;
    expect(await scan(code.body.data.url, 'WangYi')).toMatchObject({ result: 'ok' });
    // The same redirect again (someone who read it, or a second tap): the state is used up.
    const replayed = await callback({ code: wecom.codeFor('Intruder'), state: wang });
    expect(replayed).toEqual({
      status: 302,
      path: '/WorkWxCode',
      result: 'fail',
      msg: '登录请求已失效,请重新发起登录',
    });
    expect((await callback({ code: wecom.codeFor('Intruder'), state: 'forged-state' }, 'en')).msg).toBe(
      'This sign-in request is no longer valid; please start again',
    );
    const fresh = await getScanCode(people.wang);
    expect((await callback({ state: fresh.body.data.state })).msg).toBe('缺少授权码');
    expect(await bindingOf(people.wang)).toMatchObject({ bound: true, wecomUserId: 'WangYi' });
    expect(await s.db.select().from(userOauth).where(eq(userOauth.uuid, 'Intruder'))).toEqual([]);
  });

  it('a code WeCom refuses, or a scanner outside the corp, binds nothing', async () => {
    let fresh = await getScanCode(people.zhao);
    const refused = await callback({ code: 'made-up-code', state: fresh.body.data.state });
    expect(refused.result).toBe('fail');
    expect(refused.msg).toBe('第三方登录失败: 服务商未接受本次登录,请重新登录或联系管理员');
    fresh = await getScanCode(people.zhao);
    const outsider = await callback({ code: wecom.codeFor(), state: fresh.body.data.state }, 'en');
    expect(outsider.msg).toBe('The provider refused the sign-in: the scanning account is not a member of the corp');
    expect(await bindingOf(people.zhao)).toMatchObject({ bound: false, wecomUserId: '' });
  });

  it('a WeCom member bound to one account cannot be bound by another', async () => {
    const taken = await bindAs(people.zhao, 'LiYaoShi');
    expect(taken).toMatchObject({ result: 'fail', msg: '该企业微信账号已绑定其他账号' });
    expect(await bindingOf(people.zhao)).toMatchObject({ bound: false });
    expect(await bindingOf(people.li)).toMatchObject({ bound: true, wecomUserId: 'LiYaoShi' });
  });

  it("scanning with another member replaces the account's binding; the earlier member is free again", async () => {
    expect(await bindAs(people.wang, 'WangEr')).toMatchObject({ result: 'ok' });
    expect(await bindingOf(people.wang)).toMatchObject({ bound: true, wecomUserId: 'WangEr' });
    const rows = await s.db
      .select({ uuid: userOauth.uuid })
      .from(userOauth)
      .where(and(eq(userOauth.source, 'wecom'), eq(userOauth.userId, ids.wang)));
    expect(rows).toEqual([{ uuid: 'WangEr' }]);
    expect(await bindAs(people.zhao, 'WangYi')).toMatchObject({ result: 'ok' });
    expect(await bindingOf(people.zhao)).toMatchObject({ bound: true, wecomUserId: 'WangYi' });
  });

  it('fetches the access token once while it holds, and again when WeCom says it lapsed', async () => {
    const before = wecom.tokenCalls();
    expect(before).toBe(1);
    wecom.expireTokens();
    expect(await bindAs(people.zhao, 'ZhaoSan')).toMatchObject({ result: 'ok' });
    expect(wecom.tokenCalls()).toBe(2);
    expect(await bindAs(people.zhao, 'WangYi')).toMatchObject({ result: 'ok' });
    expect(wecom.tokenCalls()).toBe(2);
  });

  it('WeCom out of reach: the page says so and nothing changes', async () => {
    const fresh = await getScanCode(people.zhao);
    wecom.down = true;
    try {
      const failed = await callback({ code: wecom.codeFor('ZhaoSan'), state: fresh.body.data.state });
      expect(failed).toMatchObject({ result: 'fail', msg: '无法连接第三方登录服务,请稍后再试或联系管理员' });
    } finally {
      wecom.down = false;
    }
    expect(await bindingOf(people.zhao)).toMatchObject({ bound: true, wecomUserId: 'WangYi' });
  });
});

describe('the paas_wechat grant', () => {
  it('signs in the account the WeCom member is bound to; its token works', async () => {
    const signed = await wechat({ companyId: corp, openId: 'LiYaoShi' });
    expect(signed.status, signed.text).toBe(200);
    const [binding] = await s.db.select().from(userOauth).where(eq(userOauth.uuid, 'LiYaoShi'));
    expect(signed.body).toMatchObject({ account: 'wx-li', user_id: ids.li, oauth_id: binding!.id, client_id: app.id });
    const info = await sessionOf(s, signed.body.access_token).send(profileCalls.info);
    expect(info.status).toBe(200);
    expect(info.body.data.account).toBe('wx-li');
    // With the account named, it must be the bound one.
    expect((await wechat({ companyId: corp, openId: 'LiYaoShi', account: 'wx-li' })).status).toBe(200);
    const lines = await auditLines(s, admin, 'auth.signIn');
    expect(lines.find((l) => l.createBy === 'wx-li')?.logData).toBe(`登录成功(客户端 ${app.id}, 企业微信)`);
  });

  it('refuses a WeCom member bound to no account, and records the refusal', async () => {
    const refused = await wechat({ companyId: corp, openId: 'NoSuchMember' });
    expect(refused.status).toBe(400);
    expect(refusalOf(refused).msg).toBe('该企业微信账号未绑定系统账号');
    expect(refused.body.access_token).toBeUndefined();
    expect(refusalOf(await wechat({ companyId: corp, openId: 'NoSuchMember' }, app, 'en')).msg).toBe(
      'This WeCom account is not bound to any account',
    );
    const lines = await auditLines(s, admin, 'auth.signInFailed');
    expect(lines.map((l) => l.logData)).toContain('企业微信用户 NoSuchMember 登录失败: 未绑定系统账号');
  });

  it('refuses a wrong or missing corp id, a missing openId, and an account other than the bound one', async () => {
    expect(refusalOf(await wechat({ companyId: 'ww-other', openId: 'LiYaoShi' })).msg).toBe('企业ID不正确');
    expect(refusalOf(await wechat({ openId: 'LiYaoShi' })).msg).toBe('请提供企业ID companyId');
    expect(refusalOf(await wechat({ companyId: corp })).msg).toBe('请提供企业微信用户 openId');
    const mismatch = await wechat({ companyId: corp, openId: 'LiYaoShi', account: 'wx-wang' });
    expect(mismatch.status).toBe(400);
    expect(refusalOf(mismatch).msg).toBe('企业微信绑定的账号与登录账号不一致');
  });

  it('refuses a client not allowed the grant, and a wrong client secret', async () => {
    const saber = await wechat({ companyId: corp, openId: 'LiYaoShi' }, { id: 'saber', secret: 'saber_secret' });
    expect(saber.status).toBe(400);
    expect(refusalOf(saber).msg).toBe('不支持的授权类型');
    const wrong = await wechat({ companyId: corp, openId: 'LiYaoShi' }, { id: app.id, secret: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(refusalOf(wrong).msg).toBe('客户端认证失败');
  });

  it('refuses a disabled account', async () => {
    const operate = (operation: 'disable' | 'enable') =>
      sessionOf(s, admin).send(userExtendCalls.accountOperation, { query: { userIds: ids.li, operation } });
    expect((await operate('disable')).body.success).toBe(true);
    try {
      const refused = await wechat({ companyId: corp, openId: 'LiYaoShi' });
      expect(refused.status).toBe(400);
      expect(refusalOf(refused).msg).toBe('账号已被停用');
    } finally {
      expect((await operate('enable')).body.success).toBe(true);
    }
    expect((await wechat({ companyId: corp, openId: 'LiYaoShi' })).status).toBe(200);
    // Disabling ended wx-li's sessions for good: the tests after this one sign in again.
    expect((await sessionOf(s, people.li).send(profileCalls.info)).status).toBe(401);
    people.li = (await s.login('wx-li', 'pw-li')).access_token;
  });

  it("keeps to its tenant: another tenant's user cannot bind, nor sign in with this tenant's member", async () => {
    await createUser(s.db, { tenantId: otherTenant, account: 'wx-other', password: 'pw-other', codes: [] });
    const other = (await s.login('wx-other', 'pw-other', otherTenant)).access_token;
    expect(await bindingOf(other)).toEqual({ bound: false, wecomUserId: '', configured: false });
    expect((await getScanCode(other)).body.msg).toBe('当前租户未启用企业微信');
    const there = await wechat({ companyId: corp, openId: 'LiYaoShi', tenantId: otherTenant });
    expect(refusalOf(there).msg).toBe('当前租户未启用企业微信');
  });

  it('after unbinding, the WeCom member signs in no more; a second unbind says nothing is bound', async () => {
    const done = await unbind(people.li);
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('解绑成功');
    expect(await bindingOf(people.li)).toEqual({ bound: false, wecomUserId: '', configured: true });
    expect(refusalOf(await wechat({ companyId: corp, openId: 'LiYaoShi' })).msg).toBe('该企业微信账号未绑定系统账号');
    const again = await unbind(people.li, 'en');
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('No enterprise WeChat account is bound');
    // The member is free: another account may bind it now.
    expect(await bindAs(people.wang, 'LiYaoShi')).toMatchObject({ result: 'ok' });
    expect((await wechat({ companyId: corp, openId: 'LiYaoShi' })).body.account).toBe('wx-wang');
  });
});

describe('secrets', () => {
  it("the app's secret, WeCom's access tokens and the codes reach neither the log nor any reply", async () => {
    const log = s.logs.join('');
    // The log is real: it holds the callbacks, with their code masked.
    expect(log).toContain(`${pathOf(wecomCalls.callback)}?`);
    expect(wecom.given.length).toBeGreaterThan(10);
    const all = replies.join('\n');
    for (const secret of [appSecret, encodeURIComponent(appSecret), ...wecom.given]) {
      expect(log).not.toContain(secret);
      expect(all).not.toContain(secret);
    }
  });
});
