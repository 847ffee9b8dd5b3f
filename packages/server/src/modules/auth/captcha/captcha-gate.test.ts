import { authCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, refusalOf, type Session, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { basic, md5, startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { captchaAfterAccountFailures, captchaAfterAddressFailures } from './captcha-gate.ts';

/**
 * With the captcha on (the default), a password sign-in that sends none passes until its account or address has
 * failed; the commercial Saber 4 console (captchaMode false) signs in so, and a guesser meets the captcha.
 */
const test = apiTest({ captchaEnabled: true });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let strict: TestServer | undefined;
test.beforeAll(({ server, anonymous: signedOut }) => {
  s = server;
  anonymous = signedOut;
});
// The file's own server closes with its fixture; the strict one is this file's.
test.afterAll(async () => {
  await strict?.close();
});

const passwordSignIn = (server: TestServer, username: string, password: string, headers: Record<string, string> = {}) =>
  sessionOf(server, '').send(authCalls.token, {
    query: {
      tenantId: '000000',
      scope: 'all',
      type: 'account',
      username,
      password: md5(password),
      grant_type: 'password',
    },
    headers: { authorization: basic(), ...headers },
  });

const captchaOf = async (server: TestServer) => {
  const c = await server.captcha();
  return { 'captcha-key': c.key, 'captcha-code': c.code };
};

describe(`the captcha after failed sign-ins on ${databaseKind}`, () => {
  test('signs a right password in by the password grant without a captcha', async () => {
    const res = await passwordSignIn(s, 'admin', 'admin');
    expect(res.status, res.text).toBe(200);
    expect(res.body.access_token).toBeTruthy();
  });

  test('still refuses the captcha grant without its captcha', async () => {
    const res = await anonymous.send(authCalls.token, {
      query: { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'captcha' },
      headers: { authorization: basic() },
    });
    expect(res.status).toBe(400);
    expect(refusalOf(res).error_description).toBe('请输入验证码');
  });

  test('asks an account for the captcha once it has failed twice, and forgets after a right sign-in', async () => {
    await createUser(s.db, { tenantId: '000000', account: 'typo', password: 'right-pass', codes: [] });
    for (let i = 0; i < captchaAfterAccountFailures; i++) {
      const res = await passwordSignIn(s, 'typo', 'wrong-pass');
      expect(refusalOf(res).error_description).toBe('用户名或密码错误');
    }
    // The right password without a captcha now gets the reason, in the caller's language.
    const asked = await passwordSignIn(s, 'typo', 'right-pass');
    expect(asked.status).toBe(400);
    expect(refusalOf(asked).error_description).toMatch(/^登录失败次数较多,请输入验证码/);
    const english = await passwordSignIn(s, 'typo', 'right-pass', { 'accept-language': 'en' });
    expect(refusalOf(english).error_description).toMatch(/^Too many failed sign-ins: enter the captcha/);
    expect(english.body.access_token).toBeUndefined();
    // With the captcha answered it signs in, and the failures are forgotten.
    const answered = await passwordSignIn(s, 'typo', 'right-pass', await captchaOf(s));
    expect(answered.status, answered.text).toBe(200);
    expect((await passwordSignIn(s, 'typo', 'right-pass')).status).toBe(200);
  });

  test('asks every account from an address that failed five times', async () => {
    for (let i = 0; i < captchaAfterAddressFailures; i++) {
      // A different account each time, as a guesser trying one password across many does.
      await passwordSignIn(s, `nobody-${i}`, 'guess', await captchaOf(s));
    }
    const res = await passwordSignIn(s, 'admin', 'admin');
    expect(res.status).toBe(400);
    expect(refusalOf(res).error_description).toMatch(/^登录失败次数较多/);
    expect((await passwordSignIn(s, 'admin', 'admin', await captchaOf(s))).status).toBe(200);
  });

  test('asks every password sign-in with CAPTCHA_ENABLED=always', async () => {
    strict = await startServer({ captchaEnabled: true, captchaAlways: true });
    const res = await passwordSignIn(strict!, 'admin', 'admin');
    expect(res.status).toBe(400);
    expect(refusalOf(res).error_description).toBe('请输入验证码');
    expect((await passwordSignIn(strict!, 'admin', 'admin', await captchaOf(strict!))).status).toBe(200);
  });
});
