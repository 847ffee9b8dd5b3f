import { authCalls, salesAppCalls, whitelistCalls } from '@pharma/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, refusalOf, type Session, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { basic, md5, type TestServer } from '../../../../test/helpers/server.ts';
import { loginRecordTable as records } from '../login-record/login-record.table.ts';
import { whitelistTable as whitelist } from '../whitelist/whitelist.table.ts';

/**
 * The sales app signs in through the token call with sourceSystem 3 (docs/domain.md §3.1, §3.3), on ${databaseKind}: the
 * whitelist admits it or says why not, every attempt lands in 登录记录, and the console's sign-in is untouched.
 */
const test = apiTest();
let s: TestServer;
let anonymous: Session;
let platformAdmin: Session;
const tenantId = '730001';

async function appSignIn(account: string, deviceId: string | undefined, sourceSystem = '3') {
  const c = await s.captcha();
  return anonymous.send(authCalls.token, {
    headers: { authorization: basic(), 'tenant-id': tenantId, 'captcha-key': c.key, 'captcha-code': c.code },
    query: {
      tenantId,
      username: account,
      password: md5('Rep#2026pass'),
      grant_type: 'captcha',
      scope: 'all',
      ...(sourceSystem ? { sourceSystem } : {}),
      ...(deviceId ? { deviceId, deviceModel: 'HUAWEI Mate 60', appVersion: '2.3.0', clientType: '1' } : {}),
    },
  });
}

const recordsOf = (phone: string) =>
  s.db
    .select({ result: records.result, failReason: records.failReason, deviceModel: records.deviceModel })
    .from(records)
    .where(and(eq(records.tenantId, tenantId), eq(records.phone, phone)))
    .orderBy(records.id);

async function rep(account: string, phone: string, row?: Partial<typeof whitelist.$inferInsert>) {
  const { userId } = await createUser(s.db, { tenantId, account, password: 'Rep#2026pass', codes: [] });
  // The user module's tables are its own: the phone goes in as the account's owner would set it.
  await s.db.execute(sql`update blade_user set phone = ${phone} where id = ${userId}`);
  if (row) await s.db.insert(whitelist).values({ tenantId, phone, realName: account, status: 1, ...row });
  return userId;
}

test.beforeAll(async ({ server, admin, anonymous: signedOut }) => {
  s = server;
  platformAdmin = admin;
  anonymous = signedOut;
  await rep('wangqiang', '13800001003', { deviceBindRequired: true });
  await rep('stopped', '13800001007', { status: 0 });
  await rep('expired', '13800001008', { validTo: '2024-12-31' });
  await rep('outsider', '13800001009');
  await rep('liuyang', '13800001004', {});
}, 120_000);

describe(`the sales app's sign-in on ${databaseKind}`, () => {
  test('admits a whitelisted phone, binds its first device and records the sign-in', async () => {
    const res = await appSignIn('wangqiang', 'dev-A1');
    expect(res.status, res.text).toBe(200);
    const [row] = await s.db.select().from(whitelist).where(eq(whitelist.phone, '13800001003'));
    expect(row?.boundDeviceId).toBe('dev-A1');
    expect(await recordsOf('13800001003')).toEqual([{ result: 1, failReason: null, deviceModel: 'HUAWEI Mate 60' }]);
  });

  test('refuses another device, a disabled row, an expired row and a phone not listed, each with its reason', async () => {
    const cases: Array<[string, string, string]> = [
      ['wangqiang', '13800001003', '设备不一致'],
      ['stopped', '13800001007', '白名单已停用'],
      ['expired', '13800001008', '不在有效期内'],
      ['outsider', '13800001009', '不在白名单'],
    ];
    for (const [account, phone, reason] of cases) {
      const res = await appSignIn(account, 'dev-B2');
      expect(res.status, `${account}: ${res.text}`).toBe(400);
      expect(refusalOf(res).msg).toBe(reason);
      const last = (await recordsOf(phone)).at(-1);
      expect(last, account).toMatchObject({ result: 0, failReason: reason });
    }
  });

  test("refuses the app's calls to a console sign-in of the same account: the bound device holds", async () => {
    // wangqiang's device is bound to dev-A1: from the app on dev-B2 he is refused (above); without sourceSystem the
    // same password signs him in to the console, and that session must not reach the app's calls.
    const fromApp = await appSignIn('wangqiang', 'dev-A1');
    expect(fromApp.status, fromApp.text).toBe(200);
    const fromConsole = await appSignIn('wangqiang', 'dev-B2', '');
    expect(fromConsole.status, fromConsole.text).toBe(200);
    for (const call of [salesAppCalls.goods, salesAppCalls.customers]) {
      const query = { shipperId: '1' };
      const refused = await sessionOf(s, fromConsole.body.access_token).send(call, { query });
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body).toMatchObject({ success: false, msg: '请在应用中登录后再使用此功能' });
      const en = await sessionOf(s, fromConsole.body.access_token).send(call, { query, lang: 'en' });
      expect(en.body.msg).toBe('Please sign in through the app to use this');
      // The app's own session passes the guard (whatever the shipper then says).
      const own = await sessionOf(s, fromApp.body.access_token).send(call, { query });
      expect(own.body.msg).not.toBe('请在应用中登录后再使用此功能');
    }
    // Its refresh keeps the mark: the refreshed session is still the app's, the console's still not.
    const refreshed = await anonymous.send(authCalls.token, {
      headers: { authorization: basic(), 'tenant-id': tenantId },
      query: { tenantId, grant_type: 'refresh_token', refresh_token: fromConsole.body.refresh_token, scope: 'all' },
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    const again = await sessionOf(s, refreshed.body.access_token).send(salesAppCalls.goods, {
      query: { shipperId: '1' },
    });
    expect(again.status).toBe(403);
  });

  test('records a wrong password as a refused sign-in too', async () => {
    const c = await s.captcha();
    const res = await anonymous.send(authCalls.token, {
      headers: { authorization: basic(), 'tenant-id': tenantId, 'captcha-key': c.key, 'captcha-code': c.code },
      query: { tenantId, username: 'wangqiang', password: md5('wrong'), grant_type: 'captcha', sourceSystem: '3' },
    });
    expect(res.status).toBe(400);
    expect((await recordsOf('13800001003')).at(-1)).toMatchObject({ result: 0, failReason: refusalOf(res).msg });
  });

  test('leaves the console alone: a phone off the whitelist signs in there, and nothing is recorded', async () => {
    const res = await appSignIn('outsider', undefined, '2');
    expect(res.status, res.text).toBe(200);
    expect(await recordsOf('13800001009')).toHaveLength(1);
  });

  test('ends the app session when its phone leaves the whitelist', async () => {
    const signedIn = await appSignIn('wangqiang', 'dev-A1');
    expect(signedIn.status, signedIn.text).toBe(200);
    const token = signedIn.body.access_token as string;
    expect((await sessionOf(s, token).send(authCalls.userInfo)).status).toBe(200);
    const admin = platformAdmin;
    const [row] = await s.db.select({ id: whitelist.id }).from(whitelist).where(eq(whitelist.phone, '13800001003'));
    const removed = await admin.send(whitelistCalls.remove, { query: { ids: String(row!.id) } });
    expect(removed.body.success, removed.text).toBe(true);
    expect((await sessionOf(s, token).send(authCalls.userInfo)).status).toBe(401);
  });

  test('ends the app session when its row is disabled, and not the same person’s console session', async () => {
    const app = await appSignIn('liuyang', 'dev-B1');
    expect(app.status, app.text).toBe(200);
    const console_ = await appSignIn('liuyang', undefined, '2');
    expect(console_.status, console_.text).toBe(200);
    const admin = platformAdmin;
    const [row] = await s.db.select({ id: whitelist.id }).from(whitelist).where(eq(whitelist.phone, '13800001004'));
    const off = await admin.send(whitelistCalls.disable, { query: { ids: String(row!.id) } });
    expect(off.body.success, off.text).toBe(true);
    const userInfo = (token: string) => sessionOf(s, token).send(authCalls.userInfo);
    expect((await userInfo(app.body.access_token)).status).toBe(401);
    expect((await userInfo(console_.body.access_token)).status).toBe(200);
  });
});
