import { apiKeyCalls, authCalls, authLockCalls, authLogCalls, profileCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, refusalOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { basic, md5, type TestServer } from '../../../../test/helpers/server.ts';

/** 登录日志 and 账号锁定 as an administrator reads them, and what a lock does to sign-in, sessions and keys. */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
/** 200001's administrator of both screens. */
let guard: Session;
let guardId: string;
let staffId: string;
let otherStaffId: string;

const logCodes = ['auth_log', 'auth_log_view'];
const lockCodes = ['auth_lock', 'auth_lock_view', 'auth_lock_lock', 'auth_lock_unlock'];

const signIn = (account: string, password: string, tenantId = '000000', lang: 'zh' | 'en' = 'zh') =>
  anonymous.send(authCalls.token, {
    query: { tenantId, username: account, password: md5(password), grant_type: 'password', scope: 'all' },
    headers: { authorization: basic(), 'tenant-id': tenantId, 'user-agent': 'auth-log-test/1.0' },
    lang,
  });
const logPage = (query: Record<string, string> = {}, who = guard) => who.send(authLogCalls.page, { query });
const lockPage = (query: Record<string, string> = {}, who = guard) => who.send(authLockCalls.page, { query });
const lock = (query: Record<string, string>, who = guard, lang: 'zh' | 'en' = 'zh') =>
  who.send(authLockCalls.lock, { query, lang });
const unlock = (id: string, unlockReason = '核实身份', who = guard) =>
  who.send(authLockCalls.unlock, { query: { id, unlockReason } });
const info = (who: Session) => who.send(profileCalls.info);

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  guardId = (
    await createUser(s.db, {
      tenantId: '200001',
      account: 'guard',
      password: 'pw-guard',
      codes: [...logCodes, ...lockCodes, 'api_key', 'api_key_add'],
    })
  ).userId;
  guard = await signedIn(s, 'guard', 'pw-guard', '200001');
  staffId = (await createUser(s.db, { tenantId: '200001', account: 'clerk', password: 'pw-clerk', codes: [] })).userId;
  otherStaffId = (await createUser(s.db, { tenantId: '200002', account: 'clerk2', password: 'pw-clerk2', codes: [] }))
    .userId;
});

describe(`the sign-in log on ${databaseKind}`, () => {
  test('records a sign-in and a refusal: account, name, grant, client, address, agent, reason', async () => {
    expect((await signIn('clerk', 'pw-clerk', '200001')).status).toBe(200);
    expect((await signIn('clerk', 'wrong', '200001')).status).toBe(400);
    const page = await logPage({ account: 'clerk' });
    expect(page.status, page.text).toBe(200);
    const [refused, signedIn] = page.body.data.records;
    expect(signedIn).toMatchObject({
      account: 'clerk',
      realName: 'clerk',
      userId: staffId,
      tenantId: '200001',
      grantType: 'password',
      grantTypeName: '密码登录',
      success: 1,
      successName: '成功',
      clientId: 'saber',
      remoteIp: '127.0.0.1',
      userAgent: 'auth-log-test/1.0',
      reason: '',
    });
    expect(signedIn!.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(refused).toMatchObject({ success: 0, successName: '失败', reason: '账号 clerk 登录失败: 密码错误' });
    expect(page.text).not.toContain(md5('wrong'));
    const one = await guard.send(authLogCalls.detail, { query: { id: refused!.id } });
    expect(one.body.data).toMatchObject({ id: refused!.id, success: 0 });
    expect((await logPage({ account: 'clerk', success: '1' })).body.data.records).toHaveLength(1);
  });

  test("keeps a tenant to its own attempts; the platform administrator reads every tenant's", async () => {
    expect((await signIn('clerk2', 'pw-clerk2', '200002')).status).toBe(200);
    const mine = await logPage({ size: '100' });
    expect(mine.body.data.records.every((r: { tenantId: string }) => r.tenantId === '200001')).toBe(true);
    const theirs = (await logPage({ account: 'clerk2' }, admin)).body.data.records;
    expect(theirs[0]).toMatchObject({ tenantId: '200002', account: 'clerk2' });
    expect((await guard.send(authLogCalls.detail, { query: { id: theirs[0]!.id } })).status).toBe(404);
    // Naming another tenant does not reach it either.
    const named = await logPage({ tenantId: '200002', account: 'clerk2' });
    expect(named.body.data.records).toEqual([]);
  });

  test('pages by keyset: the next page starts after the last row shown', async () => {
    for (let i = 0; i < 3; i++) await signIn('clerk', `nope-${i}`, '200001');
    const first = await logPage({ account: 'clerk', size: '2' });
    expect(first.body.data.next).not.toBe('');
    const second = await logPage({ account: 'clerk', size: '2', after: first.body.data.next });
    const ids = [...first.body.data.records, ...second.body.data.records].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(4);
    expect((await logPage({ after: 'x' })).status).toBe(400);
    // An altered cursor past any instant, or past a bigint's ids, is the same refusal, not the database's error.
    for (const after of ['9223372036854775807_1', '1_9223372036854775808'])
      expect((await logPage({ after })).status).toBe(400);
  });

  test('refuses a user id past what a bigint holds with a message, on both screens (not a 500 from the database)', async () => {
    const past = '9223372036854775808';
    for (const reply of [await logPage({ userId: past }), await lockPage({ userId: past })]) {
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe('编号超出允许的范围');
    }
    expect((await lockPage({ userId: '9223372036854775807' })).status).toBe(200);
  });
});

describe(`locked accounts on ${databaseKind}`, () => {
  test('lists the lock five failures make, and its unlock lets the account in at once', async () => {
    await createUser(s.db, { tenantId: '200001', account: 'typist', password: 'pw-typist', codes: [] });
    for (let i = 0; i < 5; i++) await signIn('typist', 'bad', '200001');
    expect((await signIn('typist', 'pw-typist', '200001')).status).toBe(400);
    const [row] = (await lockPage({ lockTarget: 'typist' })).body.data.records;
    expect(row).toMatchObject({
      lockTarget: 'typist',
      lockType: 'SYSTEM',
      lockTypeName: '系统锁定',
      lockStatus: 'LOCKED',
      lockStatusName: '锁定中',
      failCount: 5,
      expired: false,
    });
    expect(row!.lockEndTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await unlock(row!.id)).status).toBe(200);
    expect((await signIn('typist', 'pw-typist', '200001')).status).toBe(200);
    const after = (await guard.send(authLockCalls.detail, { query: { id: row!.id } })).body.data;
    expect(after).toMatchObject({ lockStatus: 'UN_LOCKED', lockStatusName: '已解锁', unlockReason: '核实身份' });
    // A second unlock says it is over.
    expect((await unlock(row!.id)).body.msg).toBe('该记录已解锁或已过期');
  });

  test("an administrator's lock ends the account's sessions and keys at once and refuses its sign-in", async () => {
    const session = await signedIn(s, 'clerk', 'pw-clerk', '200001');
    expect((await info(session)).status).toBe(200);
    const made = await admin.send(apiKeyCalls.save, { body: { name: 'clerk-key', userId: staffId } });
    const key = made.body.data as string;
    expect((await anonymous.send(profileCalls.info, { headers: { 'blade-auth': key } })).status).toBe(200);
    expect((await lock({ userId: staffId, lockReason: '离职交接' })).status).toBe(200);
    expect((await info(session)).status).toBe(401);
    expect((await anonymous.send(profileCalls.info, { headers: { 'blade-auth': key } })).status).toBe(401);
    const refused = await signIn('clerk', 'pw-clerk', '200001');
    expect(refused.status).toBe(400);
    expect(refusalOf(refused).msg).toBe('账号已被管理员锁定,请联系管理员解锁');
    const [row] = (await lockPage({ lockTarget: 'clerk', lockStatus: 'LOCKED' })).body.data.records;
    expect(row).toMatchObject({
      lockType: 'MANUAL',
      lockTypeName: '手动锁定',
      userId: staffId,
      userName: 'clerk',
      lockReason: '离职交接',
      lockEndTime: '',
    });
    await unlock(row!.id);
    expect((await signIn('clerk', 'pw-clerk', '200001')).status).toBe(200);
    expect((await anonymous.send(profileCalls.info, { headers: { 'blade-auth': key } })).status).toBe(200);
  });

  test('a lock from a later time waits (待锁定); one with an end tells sign-in how long', async () => {
    expect((await lock({ userId: staffId, lockReason: '排班', lockBeginTime: '2099-01-01 00:00:00' })).status).toBe(
      200,
    );
    const [pre] = (await lockPage({ lockTarget: 'clerk', lockStatus: 'PRE_LOCKED' })).body.data.records;
    expect(pre).toMatchObject({
      lockStatus: 'PRE_LOCKED',
      lockStatusName: '待锁定',
      lockBeginTime: '2099-01-01 00:00:00',
    });
    expect((await signIn('clerk', 'pw-clerk', '200001')).status).toBe(200);
    await unlock(pre!.id);
    const soon = new Date(Date.now() + 3 * 3600_000);
    const end = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(soon);
    expect((await lock({ userId: staffId, lockReason: '核查', lockEndTime: end })).status).toBe(200);
    const refused = await signIn('clerk', 'pw-clerk', '200001');
    expect(refusalOf(refused).msg).toMatch(/请1[78]\d分钟后再试/);
    const [held] = (await lockPage({ lockTarget: 'clerk', lockStatus: 'LOCKED' })).body.data.records;
    await unlock(held!.id);
  });

  test('refuses a lock of oneself, of another tenant, without the code, and bad times (zh and en)', async () => {
    expect((await lock({ userId: guardId, lockReason: 'x' })).body.msg).toBe('不能锁定自己的账号');
    expect((await lock({ userId: otherStaffId, lockReason: 'x' })).status).toBe(404);
    expect((await lock({ userId: staffId, lockReason: '' })).body.msg).toBe('请输入锁定原因');
    const bad = await lock({ userId: staffId, lockReason: 'x', lockEndTime: '2020-01-01 00:00:00' }, guard, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('The lock must end after it begins, in the future');
    expect((await lock({ userId: staffId, lockReason: 'x', lockEndTime: 'tomorrow' })).status).toBe(400);
    const clerk = await signedIn(s, 'clerk', 'pw-clerk', '200001');
    expect((await lock({ userId: guardId, lockReason: 'x' }, clerk)).status).toBe(403);
    expect((await lockPage({}, clerk)).status).toBe(403);
    // The platform administrator locks and unlocks in any tenant.
    expect((await lock({ userId: otherStaffId, lockReason: '风控' }, admin)).status).toBe(200);
    const [row] = (await lockPage({ lockTarget: 'clerk2' }, admin)).body.data.records;
    expect(row!.tenantId).toBe('200002');
    expect((await lockPage({ lockTarget: 'clerk2' })).body.data.records).toEqual([]);
    expect((await unlock(row!.id, '', guard)).status).toBe(404);
    expect((await unlock(row!.id, '', admin)).status).toBe(200);
  });
});
