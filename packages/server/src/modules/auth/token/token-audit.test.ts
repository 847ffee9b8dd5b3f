import { authCalls, userExtendCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, type Session, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { auditLines } from '../../../../test/helpers/audit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { basic, md5, type TestServer } from '../../../../test/helpers/server.ts';

/**
 * Sign-in, its refusals, the lockout and sign-out in the audit trail (通用日志), read as an administrator reads it:
 * the event, its level, the account, where it came from, and never a password.
 */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
const otherTenant = '300452';

const lines = (event: string, who = admin) => auditLines(s, who.token, event);

const signIn = (account: string, password: string, tenantId = '000000', lang: 'zh' | 'en' = 'zh') =>
  anonymous.send(authCalls.token, {
    query: { tenantId, username: account, password: md5(password), grant_type: 'password', scope: 'all' },
    headers: { authorization: basic(), 'tenant-id': tenantId, 'user-agent': 'audit-test/1.0' },
    lang,
  });

test.beforeAll(({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
});

describe(`the audit trail of sign-in on ${databaseKind}`, () => {
  test('notes a sign-in under the account, with the address, the path and the browser, without the password', async () => {
    await createUser(s.db, { tenantId: '000000', account: 'audit-in', password: 'In#pass-1', codes: [] });
    expect((await signIn('audit-in', 'In#pass-1')).status).toBe(200);
    const [line] = (await lines('auth.signIn')).filter((l) => l.createBy === 'audit-in');
    expect(line).toMatchObject({
      logId: 'auth.signIn',
      logLevel: 'info',
      createBy: 'audit-in',
      tenantId: '000000',
      requestUri: pathOf(authCalls.token),
      remoteIp: '127.0.0.1',
      userAgent: 'audit-test/1.0',
    });
    expect(line!.logData).toBe('登录成功(客户端 saber)');
    expect(JSON.stringify(line)).not.toContain(md5('In#pass-1'));
    expect(line!.params).toContain('password=***');
  });

  test('notes a wrong password and an unknown account as warnings under the account tried, never the password', async () => {
    await createUser(s.db, { tenantId: '000000', account: 'audit-typo', password: 'Right#1', codes: [] });
    expect((await signIn('audit-typo', 'Wrong#1')).status).toBe(400);
    expect((await signIn('nobody-here', 'Guess#1', '000000', 'en')).status).toBe(400);
    const failed = await lines('auth.signInFailed');
    expect(failed.find((l) => l.createBy === 'audit-typo')).toMatchObject({
      logLevel: 'warn',
      logData: '账号 audit-typo 登录失败: 密码错误',
    });
    expect(failed.find((l) => l.createBy === 'nobody-here')).toMatchObject({
      logLevel: 'warn',
      logData: 'Sign-in as nobody-here refused: no such account',
    });
    const text = JSON.stringify(failed);
    for (const secret of ['Wrong#1', md5('Wrong#1'), 'Guess#1', md5('Guess#1')]) expect(text).not.toContain(secret);
    // Nothing claims these attempts signed in.
    expect((await lines('auth.signIn')).some((l) => ['audit-typo', 'nobody-here'].includes(l.createBy))).toBe(false);
  });

  test('notes the lockout once, on the fifth failure, and each refusal of the locked account', async () => {
    await createUser(s.db, { tenantId: '000000', account: 'audit-lock', password: 'Lock#ok-1', codes: [] });
    for (let i = 0; i < 5; i++) expect((await signIn('audit-lock', `bad-${i}`)).status).toBe(400);
    const lockouts = (await lines('auth.lockout')).filter((l) => l.createBy === 'audit-lock');
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({
      logLevel: 'warn',
      logData: '账号 audit-lock 连续 5 次登录失败, 已锁定 30 分钟',
    });
    // The right password is refused now: a warning saying the account is locked.
    expect((await signIn('audit-lock', 'Lock#ok-1')).status).toBe(400);
    const failed = (await lines('auth.signInFailed')).filter((l) => l.createBy === 'audit-lock');
    expect(failed).toHaveLength(6);
    expect(failed[0]).toMatchObject({ logLevel: 'warn', logData: '账号 audit-lock 登录失败: 账号已锁定' });
    expect(JSON.stringify(failed)).not.toContain(md5('Lock#ok-1'));
  });

  test('notes a refused disabled account, and sign-out', async () => {
    const { userId } = await createUser(s.db, {
      tenantId: '000000',
      account: 'audit-off',
      password: 'Off#1',
      codes: [],
    });
    const off = await admin.send(userExtendCalls.accountOperation, {
      query: { userIds: userId, operation: 'disable' },
    });
    expect(off.body.success).toBe(true);
    expect((await signIn('audit-off', 'Off#1')).status).toBe(400);
    expect((await lines('auth.signInFailed')).find((l) => l.createBy === 'audit-off')).toMatchObject({
      logLevel: 'warn',
      logData: '账号 audit-off 登录失败: 账号已停用',
    });
    const t = await s.login();
    expect((await sessionOf(s, t.access_token).send(authCalls.logout)).status).toBe(200);
    const [out] = await lines('auth.signOut');
    expect(out).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      logData: '退出登录',
      requestUri: pathOf(authCalls.logout),
    });
  });

  test("shows a tenant's administrator only their own tenant's lines", async () => {
    await createUser(s.db, {
      tenantId: otherTenant,
      account: 'audit-reader',
      password: 'Reader#1',
      codes: ['log_usual'],
    });
    expect((await signIn('audit-reader', 'Wrong#2', otherTenant)).status).toBe(400);
    const reader = (
      await anonymous.send(authCalls.token, {
        query: { tenantId: otherTenant, username: 'audit-reader', password: md5('Reader#1'), grant_type: 'password' },
        headers: { authorization: basic(), 'tenant-id': otherTenant },
      })
    ).body.access_token as string;
    const asReader = sessionOf(s, reader);
    const own = [...(await lines('auth.signIn', asReader)), ...(await lines('auth.signInFailed', asReader))];
    expect(own.map((l) => l.createBy).sort()).toEqual(['audit-reader', 'audit-reader']);
    expect(own.every((l) => l.tenantId === otherTenant)).toBe(true);
    // The platform administrator sees every tenant's, this one's among them.
    expect((await lines('auth.signIn')).some((l) => l.tenantId === otherTenant)).toBe(true);
  });
});
