import { authCalls, profileCalls, userCalls, userExtendCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { auditLines } from '../../../../test/helpers/audit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser, newRole } from '../../../../test/helpers/fixtures.ts';
import { basic, md5, type TestServer } from '../../../../test/helpers/server.ts';

/**
 * What the user calls leave in the audit trail (通用日志), read as an administrator reads it: the event, the account
 * that acted, the users and roles it concerned; nothing for a refused call, and never a password.
 */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
let roleA: string;
let roleB: string;
const otherTenant = '300453';

const lines = (event: string, who = admin) => auditLines(s, who.token, event);

const add = async (account: string, realName: string, who = admin) => {
  const res = await who.send(userCalls.submit, {
    body: { account, realName, password: 'Start#2026', password2: 'Start#2026' },
  });
  expect(res.body.success).toBe(true);
  return res.body.data.id as string;
};

const signIn = async (account: string, password: string, tenantId = '000000') =>
  anonymous.send(authCalls.token, {
    query: { tenantId, username: account, password: md5(password), grant_type: 'password' },
    headers: { authorization: basic(), 'tenant-id': tenantId },
  });

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  roleA = await newRole(s.db, { tenantId: '000000', name: '审计采购', alias: 'audit_buyer' });
  roleB = await newRole(s.db, { tenantId: '000000', name: '审计仓管', alias: 'audit_keeper' });
});

describe(`the audit trail of users on ${databaseKind}`, () => {
  test('notes an added and a changed user by account and name, never the password; a refused save leaves nothing', async () => {
    const id = await add('audit-u1', '审计一');
    const [added] = await lines('user.save');
    expect(added).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      logData: '新增了用户 audit-u1(审计一)',
      method: 'POST',
      requestUri: pathOf(userCalls.submit),
    });
    expect(JSON.stringify(added)).not.toMatch(/Start#2026|argon2/);
    expect(JSON.stringify(added)).not.toContain(md5('Start#2026'));
    const changed = await admin.send(userCalls.update, { body: { id, realName: '审计壹' }, lang: 'en' });
    expect(changed.body.success).toBe(true);
    expect((await lines('user.save'))[0]).toMatchObject({ logData: 'Changed the user audit-u1 (审计壹)' });

    const before = (await lines('user.save')).length;
    const taken = await admin.send(userCalls.submit, {
      body: { account: 'audit-u1', realName: '重复', password: 'x' },
    });
    expect(taken.body.msg).toBe('当前账号已被使用!');
    const noPassword = await admin.send(userCalls.submit, { body: { account: 'np', realName: 'np' } });
    expect(noPassword.status).toBe(400);
    expect(await lines('user.save')).toHaveLength(before);
  });

  test('notes a reset naming each user, not the new passwords (chosen or generated)', async () => {
    const a = await add('audit-r1', '重置甲');
    const b = await add('audit-r2', '重置乙');
    const random = await admin.send(userCalls.resetPassword, { query: { userIds: `${a},${b}` } });
    expect(random.body.success).toBe(true);
    const given = random.body.data.map((r) => r.password) as string[];
    const [line] = await lines('user.resetPassword');
    expect(line).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      logData: '重置了用户 audit-r1(重置甲)、audit-r2(重置乙) 的密码(随机生成)',
    });
    const chosen = md5('Chosen#2026');
    await admin.send(userCalls.resetPassword, { query: { userIds: a }, body: { password: chosen } });
    const all = await lines('user.resetPassword');
    expect(all[0]!.logData).toBe('重置了用户 audit-r1(重置甲) 的密码(管理员指定)');
    const text = JSON.stringify(all);
    for (const secret of [...given, chosen, 'Chosen#2026']) expect(text).not.toContain(secret);
    // A refused reset (a malformed password) leaves nothing.
    const bad = await admin.send(userCalls.resetPassword, { query: { userIds: a }, body: { password: 'not-an-md5' } });
    expect(bad.status).toBe(400);
    expect(await lines('user.resetPassword')).toHaveLength(2);
  });

  test("notes a user's own password change under their account; a wrong old password leaves nothing", async () => {
    await createUser(s.db, { tenantId: '000000', account: 'audit-self', password: 'Old#2026', codes: [] });
    const who = await signedIn(s, 'audit-self', 'Old#2026');
    const wrong = await who.send(profileCalls.updatePassword, {
      query: { oldPassword: md5('nope'), newPassword: md5('New#2026'), newPassword1: md5('New#2026') },
    });
    expect(wrong.status).toBe(400);
    expect((await lines('user.changePassword')).filter((l) => l.createBy === 'audit-self')).toHaveLength(0);
    const ok = await who.send(profileCalls.updatePassword, {
      query: { oldPassword: md5('Old#2026'), newPassword: md5('New#2026'), newPassword1: md5('New#2026') },
    });
    expect(ok.body.success).toBe(true);
    const mine = (await lines('user.changePassword')).filter((l) => l.createBy === 'audit-self');
    expect(mine).toMatchObject([{ logLevel: 'info', logData: '修改了自己的登录密码' }]);
    const text = JSON.stringify(mine);
    for (const secret of [md5('Old#2026'), md5('New#2026'), 'New#2026']) expect(text).not.toContain(secret);
  });

  test('notes a lock and an unlock naming the accounts', async () => {
    const id = await add('audit-lk', '锁定');
    const lock = await admin.send(userExtendCalls.accountOperation, { query: { userIds: id, operation: 'lock' } });
    expect(lock.body.success).toBe(true);
    expect((await lines('auth.lockout'))[0]).toMatchObject({
      logLevel: 'warn',
      createBy: 'admin',
      logData: '管理员锁定了账号 audit-lk(锁定), 30 分钟内不能登录',
    });
    expect((await signIn('audit-lk', 'Start#2026')).status).toBe(400);
    const unlock = await admin.send(userCalls.unlock, { query: { userIds: id } });
    expect(unlock.body.success).toBe(true);
    expect((await lines('user.unlock'))[0]).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      logData: '解锁了账号 audit-lk(锁定)',
    });
    expect((await signIn('audit-lk', 'Start#2026')).status).toBe(200);
  });

  test("notes a grant with the users and the roles' names; a grant of an unknown role leaves nothing", async () => {
    const id = await add('audit-g', '授权');
    const grant = await admin.send(userCalls.grant, { query: { userIds: id, roleIds: `${roleA},${roleB}` } });
    expect(grant.body.success).toBe(true);
    expect((await lines('user.grant'))[0]).toMatchObject({
      logLevel: 'info',
      createBy: 'admin',
      logData: '将用户 audit-g(授权) 的角色设为: 审计采购、审计仓管',
    });
    const batch = await admin.send(userExtendCalls.batchUpdateRole, {
      body: { userIds: [id], roleIds: [roleB] },
      lang: 'en',
    });
    expect(batch.body.success).toBe(true);
    expect((await lines('user.grant'))[0]!.logData).toBe('Set the roles of audit-g (授权) to: 审计仓管');
    const unknown = await admin.send(userCalls.grant, { query: { userIds: id, roleIds: '123' } });
    expect(unknown.status).toBe(400);
    expect(await lines('user.grant')).toHaveLength(2);
  });

  test('notes a remove naming the users; removing oneself is refused and leaves nothing', async () => {
    const a = await add('audit-d1', '删除甲');
    const b = await add('audit-d2', '删除乙');
    const removed = await admin.send(userCalls.remove, { query: { ids: `${a},${b}` } });
    expect(removed.body.success).toBe(true);
    const [line] = await lines('user.remove');
    expect(line).toMatchObject({ logLevel: 'info', createBy: 'admin' });
    expect(line!.logData).toMatch(/^删除了用户 /);
    expect(line!.logData).toContain('audit-d1(删除甲)');
    expect(line!.logData).toContain('audit-d2(删除乙)');
    const me = await s.login();
    const self = await admin.send(userCalls.remove, { query: { ids: me.user_id as string } });
    expect(self.status).toBe(400);
    expect(await lines('user.remove')).toHaveLength(1);
  });

  test("shows a tenant's administrator their own tenant's user lines only", async () => {
    await createUser(s.db, {
      tenantId: otherTenant,
      account: 'audit-boss',
      password: 'Boss#2026',
      codes: ['user', 'user_add', 'log_usual'],
    });
    const boss = await signedIn(s, 'audit-boss', 'Boss#2026', otherTenant);
    await add('audit-t1', '租户用户', boss);
    const theirs = await lines('user.save', boss);
    expect(theirs).toMatchObject([
      { createBy: 'audit-boss', tenantId: otherTenant, logData: '新增了用户 audit-t1(租户用户)' },
    ]);
    // The platform administrator sees both tenants' lines.
    const every = await lines('user.save');
    expect(new Set(every.map((l) => l.tenantId))).toEqual(new Set(['000000', otherTenant]));
  });
});
