import { authCalls, errorLogCalls, menuCalls } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, refusalOf, type Session, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { basic, md5, type TestServer } from '../../../../test/helpers/server.ts';
import { sha1Hex } from '../../../platform/auth/passwords.ts';
import { errorLog, user } from '../../../schema.ts';

const test = apiTest();
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
test.beforeAll(({ server, anonymous: signedOut }) => {
  s = server;
  anonymous = signedOut;
});

const tokenCall = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  anonymous.send(authCalls.token, {
    query: { tenantId: '000000', scope: 'all', type: 'account', ...query },
    headers: { authorization: basic(), ...headers },
  });

const withCaptcha = async () => {
  const c = await s.captcha();
  return { 'captcha-key': c.key, 'captcha-code': c.code };
};

describe(`sign-in on ${databaseKind}`, () => {
  test('logs admin in with a flat token reply and no password material', async () => {
    const res = await tokenCall(
      { username: 'admin', password: md5('admin'), grant_type: 'captcha' },
      await withCaptcha(),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      tenant_id: '000000',
      account: 'admin',
      user_name: 'admin',
      real_name: '管理员',
      role_name: 'administrator',
      // SpringBlade's name for the same aliases, which the open Saber reads (userInfo.authority.includes('admin')).
      authority: 'administrator',
      // The zone the server shows times in (TIME_ZONE), so the console shows its own times in it too.
      time_zone: s.config.timeZone,
    });
    expect(res.body.access_token.split('.')).toHaveLength(3);
    expect(res.body.refresh_token.length).toBeGreaterThan(30);
    expect(res.body.user_id).toMatch(/^\d+$/);
    expect(res.text).not.toMatch(/argon2/i);
    // No password material: the one key that names a password says whether it must be changed.
    expect(Object.keys(res.body).filter((k) => /password/i.test(k))).toEqual(['must_change_password']);
    expect(res.body.must_change_password).toBe(false);
    expect(refusalOf(res).code).toBeUndefined();
  });

  test('refuses a wrong password with error_description and no token', async () => {
    const res = await tokenCall(
      { username: 'admin', password: md5('wrong'), grant_type: 'captcha' },
      await withCaptcha(),
    );
    expect(res.status).toBe(400);
    expect(refusalOf(res).error_description).toBe('用户名或密码错误');
    expect(res.body.access_token).toBeUndefined();
  });

  test('gives the same answer for an unknown account as for a wrong password', async () => {
    const res = await tokenCall({ username: 'nobody', password: md5('x'), grant_type: 'captcha' }, await withCaptcha());
    expect(refusalOf(res).error_description).toBe('用户名或密码错误');
  });

  test('answers in English when the caller asks for it', async () => {
    const res = await anonymous.send(authCalls.token, {
      lang: 'en',
      query: { tenantId: '000000', username: 'admin', password: md5('wrong'), grant_type: 'captcha' },
      headers: { authorization: basic(), ...(await withCaptcha()) },
    });
    expect(refusalOf(res).error_description).toBe('Wrong account or password');
  });

  test('refuses a wrong client secret or a missing client header with 401', async () => {
    const bad = await tokenCall(
      { username: 'admin', password: md5('admin'), grant_type: 'captcha' },
      { ...(await withCaptcha()), authorization: basic('saber', 'nope') },
    );
    expect(bad.status).toBe(401);
    expect(refusalOf(bad).error_description).toBe('客户端认证失败');
    const missing = await anonymous.send(authCalls.token, {
      query: { username: 'admin', password: md5('admin'), grant_type: 'password' },
    });
    expect(missing.status).toBe(401);
  });

  test('refuses a wrong captcha, a missing one, and a reused one, even with the right password', async () => {
    const c = await s.captcha();
    const wrong = await tokenCall(
      { username: 'admin', password: md5('admin'), grant_type: 'captcha' },
      { 'captcha-key': c.key, 'captcha-code': 'zzzz' },
    );
    expect(refusalOf(wrong).error_description).toBe('验证码不正确');
    // The failed attempt consumed it: the right code no longer works either.
    const reused = await tokenCall(
      { username: 'admin', password: md5('admin'), grant_type: 'captcha' },
      { 'captcha-key': c.key, 'captcha-code': c.code },
    );
    expect(reused.status).toBe(400);
    expect(reused.body.access_token).toBeUndefined();
    // A captcha sent with the `password` grant is checked too (when one is needed without: captcha-gate.test.ts).
    const named = await tokenCall(
      { username: 'admin', password: md5('admin'), grant_type: 'password' },
      { 'captcha-key': c.key, 'captcha-code': c.code },
    );
    expect(refusalOf(named).error_description).toBe('验证码不正确');
  });

  test('reads the parameters from a form body too, as OAuth clients send them', async () => {
    const form = new URLSearchParams({
      tenant_id: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'captcha',
    });
    const res = await fetch(new URL(pathOf(authCalls.token), s.url), {
      method: 'POST',
      headers: {
        authorization: basic(),
        'content-type': 'application/x-www-form-urlencoded',
        ...(await withCaptcha()),
      },
      body: form,
    });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ token_type: 'bearer', account: 'admin', tenant_id: '000000' });
  });

  test('accepts a captcha only once after a success', async () => {
    const h = await withCaptcha();
    expect((await tokenCall({ username: 'admin', password: md5('admin'), grant_type: 'captcha' }, h)).status).toBe(200);
    const again = await tokenCall({ username: 'admin', password: md5('admin'), grant_type: 'captcha' }, h);
    expect(refusalOf(again).error_description).toBe('验证码不正确');
  });

  test('serves a captcha image with its key', async () => {
    const res = await anonymous.send(authCalls.captcha);
    expect(res.body.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.body.required).toBe(true);
  });

  test('locks an account for thirty minutes after five failures, even for the right password', async () => {
    await createUser(s.db, { tenantId: '000000', account: 'locky', password: 'good-pass', codes: [] });
    for (let i = 0; i < 5; i++) {
      const res = await tokenCall(
        { username: 'locky', password: md5('bad'), grant_type: 'captcha' },
        await withCaptcha(),
      );
      expect(refusalOf(res).error_description).toBe('用户名或密码错误');
    }
    const locked = await tokenCall(
      { username: 'locky', password: md5('good-pass'), grant_type: 'captcha' },
      await withCaptcha(),
    );
    expect(locked.status).toBe(400);
    expect(refusalOf(locked).error_description).toMatch(/登录失败次数过多.*30分钟/);
  });

  test('refuses a disabled user after checking the password', async () => {
    const { userId } = await createUser(s.db, { tenantId: '000000', account: 'sleepy', password: 'pw-123', codes: [] });
    await s.db.update(user).set({ status: 2 }).where(eq(user.id, userId));
    const res = await tokenCall(
      { username: 'sleepy', password: md5('pw-123'), grant_type: 'captcha' },
      await withCaptcha(),
    );
    expect(refusalOf(res).error_description).toBe('账号已被停用');
  });

  test('accepts a legacy BladeX sha1(md5) hash once and upgrades it to argon2id', async () => {
    const { userId } = await createUser(s.db, { tenantId: '000000', account: 'legacy', password: 'x', codes: [] });
    await s.db
      .update(user)
      .set({ password: sha1Hex(md5('old-secret')) })
      .where(eq(user.id, userId));
    const res = await tokenCall(
      { username: 'legacy', password: md5('old-secret'), grant_type: 'captcha' },
      await withCaptcha(),
    );
    expect(res.status).toBe(200);
    const [row] = await s.db.select({ password: user.password }).from(user).where(eq(user.id, userId));
    expect(row!.password).toMatch(/^\$argon2id\$/);
  });
});

describe(`tokens and sessions on ${databaseKind}`, () => {
  test('uses the access token, and refuses none, a garbled or an expired one with 401', async () => {
    const t = await s.login();
    expect((await sessionOf(s, t.access_token).send(authCalls.userInfo)).status).toBe(200);
    const none = await anonymous.send(authCalls.userInfo);
    expect(none.status).toBe(401);
    expect(refusalOf(none).error_description).toBe('缺失令牌,鉴权失败');
    expect((await sessionOf(s, 'abc.def.ghi').send(authCalls.userInfo)).status).toBe(401);
    const claims = JSON.parse(Buffer.from(t.access_token.split('.')[1]!, 'base64url').toString());
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(s.config.tokenSecret));
    const res = await sessionOf(s, expired).send(authCalls.userInfo);
    expect(res.status).toBe(401);
    expect(refusalOf(res).error_description).toBe('令牌无效或已过期,请重新登录');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await sessionOf(s, forged).send(authCalls.userInfo)).status).toBe(401);
  });

  test('returns the profile without the password hash', async () => {
    const t = await s.login();
    const res = await sessionOf(s, t.access_token).send(authCalls.userInfo);
    expect(res.body.data).toMatchObject({
      account: 'admin',
      tenantId: '000000',
      realName: '管理员',
      permissions: ['*'],
    });
    expect(res.text).not.toMatch(/argon2|"password"/);
  });

  test('refreshes with rotation: the old refresh token stops working', async () => {
    const t = await s.login();
    const first = await tokenCall({ grant_type: 'refresh_token', refresh_token: t.refresh_token });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(t.refresh_token);
    expect((await sessionOf(s, first.body.access_token).send(menuCalls.routes)).status).toBe(200);
    const replay = await tokenCall({ grant_type: 'refresh_token', refresh_token: t.refresh_token });
    expect(replay.status).toBe(401);
    expect(refusalOf(replay).error_description).toBe('登录已过期,请重新登录');
    const next = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(next.status).toBe(200);
  });

  test('logout revokes the session: its access and refresh tokens stop working, other sessions stay', async () => {
    const a = await s.login();
    const b = await s.login();
    expect((await sessionOf(s, a.access_token).send(authCalls.logout)).body.success).toBe(true);
    expect((await sessionOf(s, a.access_token).send(authCalls.userInfo)).status).toBe(401);
    expect((await tokenCall({ grant_type: 'refresh_token', refresh_token: a.refresh_token })).status).toBe(401);
    expect((await sessionOf(s, b.access_token).send(authCalls.userInfo)).status).toBe(200);
  });

  test('stores an uploaded browser error log without ending the session', async () => {
    const t = await s.login();
    const entries = [
      {
        url: '/system/param',
        time: '2026-11-20 10:00:00',
        type: 'TypeError',
        message: 'x is undefined',
        stack: 'at f (a.js:1:2)',
      },
    ];
    const res = await sessionOf(s, t.access_token).send(errorLogCalls.upload, { body: entries });
    expect(res.body).toMatchObject({ success: true, data: 1, msg: '操作成功!' });
    const rows = await s.db.select().from(errorLog).where(eq(errorLog.source, 'browser'));
    expect(
      rows.some((r) => r.message === 'x is undefined' && r.createBy === 'admin' && r.requestUri === '/system/param'),
    ).toBe(true);
    expect((await sessionOf(s, t.access_token).send(authCalls.userInfo)).status).toBe(200);
    const bad = await sessionOf(s, t.access_token).send(errorLogCalls.upload, { body: { not: 'a list' } });
    expect(bad.status).toBe(400);
  });

  test('answers clear-cache for a signed-in user only', async () => {
    const t = await s.login();
    expect((await sessionOf(s, t.access_token).send(authCalls.clearCache)).body.msg).toBe('清除完毕');
    expect((await anonymous.send(authCalls.clearCache)).status).toBe(401);
  });

  test('ends the sessions of a user who is disabled, on the next request', async () => {
    const { userId } = await createUser(s.db, { tenantId: '000000', account: 'soon-off', password: 'pw-1', codes: [] });
    const t = await s.login('soon-off', 'pw-1');
    expect((await sessionOf(s, t.access_token).send(authCalls.userInfo)).status).toBe(200);
    await s.db.update(user).set({ status: 2 }).where(eq(user.id, userId));
    expect((await sessionOf(s, t.access_token).send(authCalls.userInfo)).status).toBe(401);
  });
});
