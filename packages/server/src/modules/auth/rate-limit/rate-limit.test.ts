import { authCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, refusalOf, type Session, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { basic, md5, startServer, type TestServer } from '../../../../test/helpers/server.ts';

/**
 * Sign-in calls per client address and minute (SIGN_IN_RATE_LIMIT, here 5): the token and captcha calls together,
 * counted in the database. The client's address comes from X-Forwarded-For only with TRUST_PROXY.
 *
 * The kit's server is the roomy one: its administrator's sign-in must not spend a call of a strict server's five.
 */
const test = apiTest({ captchaEnabled: false, signInRateLimit: 100 });
let direct: TestServer;
let proxied: TestServer;
/** A generous sign-in limit, so that the SMS sign-in codes' own (five a minute per address) is the one that bites. */
let roomy: TestServer;

test.beforeAll(async ({ server }) => {
  roomy = server;
  [direct, proxied] = await Promise.all([
    startServer({ captchaEnabled: false, signInRateLimit: 5 }),
    startServer({ captchaEnabled: false, signInRateLimit: 5, trustProxy: true }),
  ]);
}, 120_000);
// The kit's server closes with its fixture; the two strict ones are this file's.
test.afterAll(async () => Promise.all([direct?.close(), proxied?.close()]));

/** The counts are per minute: start a run of calls with time to spare before the minute turns. */
async function startOfMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((r) => setTimeout(r, left + 200));
}

const nobodyAt = (s: TestServer): Session => sessionOf(s, '');
const captcha = (s: TestServer, from?: string, lang: 'zh' | 'en' = 'zh') =>
  nobodyAt(s).send(authCalls.captcha, { lang, headers: from ? { 'x-forwarded-for': from } : {} });
const token = (s: TestServer) =>
  nobodyAt(s).send(authCalls.token, {
    headers: { authorization: basic(), 'tenant-id': '000000' },
    query: { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password' },
  });
/** A refused call answers the envelope, not the call's declared reply. */
const msgOf = (reply: { body: unknown }) => refusalOf(reply).msg;

describe(`sign-in rate limit on ${databaseKind}`, () => {
  test('allows five sign-in calls a minute from one address, then says to wait, captcha and token alike', async () => {
    await startOfMinute();
    for (let i = 0; i < 4; i++) expect((await captcha(direct)).status).toBe(200);
    expect((await token(direct)).status).toBe(200);

    const refused = await captcha(direct);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, success: false, msg: '请求过于频繁,请稍后再试' });
    expect(msgOf(await captcha(direct, undefined, 'en'))).toBe('Too many requests; please try again later');
    // The sign-in page shows error_description from the token call.
    const signIn = await token(direct);
    expect(signIn.status).toBe(429);
    expect(refusalOf(signIn).error_description).toBe('请求过于频繁,请稍后再试');
    expect(signIn.body.access_token).toBeUndefined();
    // Retry-After says how long until the minute ends.
    const res = await fetch(new URL(pathOf(authCalls.captcha), direct.url));
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  });

  test('allows five SMS sign-in codes a minute from one address, whatever phones it names', async () => {
    await startOfMinute();
    const sendCode = (phone: string) =>
      nobodyAt(roomy).send(authCalls.smsSend, { query: { tenantId: '000000', phone } });
    // No SMS config is enabled here: each is refused for that, but counted all the same (a code costs a message).
    for (let i = 0; i < 5; i++) expect((await sendCode(`1380000000${i}`)).status).toBe(400);
    const refused = await sendCode('13800000009');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('请求过于频繁,请稍后再试');
    // The other sign-in calls keep their own count.
    expect((await captcha(roomy)).status).toBe(200);
  });

  test('ignores X-Forwarded-For unless the server sits behind a proxy it trusts', async () => {
    await startOfMinute();
    for (let i = 0; i < 5; i++) expect((await captcha(proxied, '10.0.0.1')).status).toBe(200);
    expect((await captcha(proxied, '10.0.0.1')).status).toBe(429);
    // Behind a trusted proxy, another client has its own count.
    expect((await captcha(proxied, '10.0.0.2')).status).toBe(200);
    // Without TRUST_PROXY a forged header buys nothing: every call counts against the real address.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await captcha(direct, `10.9.9.${i}`)).status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
  });
});
