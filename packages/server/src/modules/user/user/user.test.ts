import { paramCalls, profileCalls, userCalls } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, sessionOf, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { md5, type TestServer } from '../../../../test/helpers/server.ts';
import { dept } from '../../../schema.ts';
import { user } from './user.table.ts';

const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
let rootDept: string;
let childDept: string;
let roleId: string;
const allCodes = [
  'user',
  'user_add',
  'user_edit',
  'user_delete',
  'user_view',
  'user_role',
  'user_reset',
  'user_unlock',
];

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  const [root] = await s.db.select().from(dept).where(eq(dept.tenantId, '000000'));
  rootDept = root!.id;
  const [child] = await s.db
    .insert(dept)
    .values({ tenantId: '000000', parentId: rootDept, ancestors: `0,${rootDept}`, deptName: '采购部' })
    .returning();
  childDept = child!.id;
  roleId = (await createUser(s.db, { tenantId: '000000', account: 'role-holder', password: 'x-1', codes: ['user'] }))
    .roleId;
});

const add = (body: Record<string, unknown>, who = admin) => who.send(userCalls.submit, { body });

describe(`users on ${databaseKind}`, () => {
  test('adds a user as Saber’s form sends it (the password as typed, twice), who signs in with its md5', async () => {
    const res = await add({
      account: 'buyer1',
      realName: '采购员',
      password: 'Buyer#2026',
      password2: 'Buyer#2026',
      deptId: childDept,
      roleId,
      phone: '13800138000',
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('新增成功');
    expect(res.body.data).toMatchObject({
      account: 'buyer1',
      realName: '采购员',
      deptId: childDept,
      deptName: '采购部',
      tenantId: '000000',
    });
    expect(res.text).not.toMatch(/argon2|"password"/);
    const t = await s.login('buyer1', 'Buyer#2026');
    expect(t.access_token).toBeTruthy();
    const detail = await admin.send(userCalls.detail, { query: { id: res.body.data.id } });
    expect(detail.text).not.toMatch(/argon2|"password"/);
  });

  test('refuses a taken account, a missing password, two passwords that differ and roles or departments of nowhere', async () => {
    await add({ account: 'dup-user', realName: 'a', password: 'x' });
    expect((await add({ account: 'dup-user', realName: 'b', password: 'y' })).body.msg).toBe('当前账号已被使用!');
    expect((await add({ account: 'no-pass', realName: 'b' })).body.msg).toBe('请输入密码');
    expect((await add({ account: 'typo', realName: 'b', password: 'secret', password2: 'secreet' })).body.msg).toBe(
      '两次密码输入不一致',
    );
    expect((await add({ account: 'blank', realName: 'b', password: '   ' })).body.msg).toBe('请输入密码');
    expect((await add({ account: 'r', realName: 'b', password: 'x', roleId: '123' })).body.msg).toBe(
      '所选角色不存在或不属于本租户',
    );
    expect((await add({ account: 'd', realName: 'b', password: 'x', deptId: '123' })).body.msg).toBe(
      '所选部门不存在或不属于本租户',
    );
    expect((await add({ realName: 'b', password: 'x' })).body.msg).toBe('请输入登录账号');
  });

  test('pages users of a department including those below it', async () => {
    await add({ account: 'in-child', realName: '子部门员工', password: 'x', deptId: childDept });
    const root = await admin.send(userCalls.page, { query: { deptId: rootDept, size: 100 } });
    const accounts = root.body.data.records.map((r: any) => r.account);
    expect(accounts).toEqual(expect.arrayContaining(['admin', 'in-child']));
    const child = await admin.send(userCalls.page, { query: { deptId: childDept, size: 100 } });
    expect(child.body.data.records.map((r: any) => r.account)).not.toContain('admin');
    const byName = await admin.send(userCalls.page, { query: { realName: '子部门' } });
    expect(byName.body.data.records.map((r: any) => r.account)).toEqual(['in-child']);
    // SpringBlade's name for the same list, as the open Saber's user screen calls it.
    const listed = await admin.send(userCalls.list, { query: { deptId: childDept, size: 100 } });
    expect(listed.body.data).toEqual(child.body.data);
    expect(listed.body.data.records.map((r: any) => r.account)).toContain('in-child');
  });

  test('updates a profile without touching the account or the password', async () => {
    const made = await add({ account: 'editme', realName: '旧名', password: 'keep-me' });
    const res = await admin.send(userCalls.update, {
      body: { id: made.body.data.id, realName: '新名', account: 'hijack' },
    });
    expect(res.body.data).toMatchObject({ realName: '新名', account: 'editme' });
    expect(await signedIn(s, 'editme', 'keep-me')).toBeTruthy();
  });

  test('resets a password to a random one shown once, and the old one stops working', async () => {
    const made = await add({ account: 'forgetful', realName: 'f', password: 'old-pass' });
    const res = await admin.send(userCalls.resetPassword, { query: { userIds: made.body.data.id } });
    const [entry] = res.body.data;
    expect(entry!.account).toBe('forgetful');
    expect(entry!.password).toMatch(/^[A-Za-z2-9]{12}$/);
    await expect(s.login('forgetful', 'old-pass')).rejects.toThrow();
    // Someone else knows the new password: the user must change it before anything else.
    const given = await s.login('forgetful', entry!.password!);
    expect(given.must_change_password).toBe(true);
    const forgetful = sessionOf(s, given.access_token);
    const held = await forgetful.send(paramCalls.list);
    expect(held.body.msg).toBe('请先修改初始密码');
    expect((await forgetful.send(profileCalls.info)).status).toBe(200);
    const own = await forgetful.send(profileCalls.updatePassword, {
      query: { oldPassword: md5(entry!.password!), newPassword: md5('Mine#2026'), newPassword1: md5('Mine#2026') },
    });
    expect(own.body.success).toBe(true);
    expect((await forgetful.send(paramCalls.list)).body.msg).toBe('没有权限执行此操作');
    expect((await s.login('forgetful', 'Mine#2026')).must_change_password).toBe(false);
    const chosen = await admin.send(userCalls.resetPassword, {
      query: { userIds: made.body.data.id },
      body: { password: md5('Chosen#1') },
    });
    expect(chosen.body.data[0]!.password).toBeUndefined();
    expect(await signedIn(s, 'forgetful', 'Chosen#1')).toBeTruthy();
  });

  test('grants roles, and the new grant applies on the next request', async () => {
    const made = await add({ account: 'grantee', realName: 'g', password: 'pw-g' });
    const t = await signedIn(s, 'grantee', 'pw-g');
    expect((await t.send(userCalls.page)).status).toBe(403);
    const res = await admin.send(userCalls.grant, { query: { userIds: made.body.data.id, roleIds: roleId } });
    expect(res.body.success).toBe(true);
    expect((await t.send(userCalls.page)).status).toBe(200);
    expect(
      (await admin.send(userCalls.grant, { query: { userIds: made.body.data.id, roleIds: '999' } })).body.msg,
    ).toBe('所选角色不存在或不属于本租户');
  });

  test('unlocks a locked account at once', async () => {
    await add({ account: 'locked-out', realName: 'l', password: 'right-pw' });
    const [row] = await s.db.select().from(user).where(eq(user.account, 'locked-out'));
    for (let i = 0; i < 5; i++) await s.login('locked-out', 'wrong').catch(() => undefined);
    await expect(s.login('locked-out', 'right-pw')).rejects.toThrow(/登录失败次数过多/);
    await admin.send(userCalls.unlock, { query: { userIds: row!.id } });
    expect(await signedIn(s, 'locked-out', 'right-pw')).toBeTruthy();
  });

  test('removes users but never the caller', async () => {
    const made = await add({ account: 'leaver', realName: 'l', password: 'x' });
    expect((await admin.send(userCalls.remove, { query: { ids: made.body.data.id } })).body.msg).toBe('删除成功');
    await expect(s.login('leaver', 'x')).rejects.toThrow();
    const me = await admin.send(profileCalls.info);
    const self = await admin.send(userCalls.remove, { query: { ids: me.body.data.userId } });
    expect(self.body.msg).toBe('不能删除当前登录的账号');
  });

  test('lets a user change their own password and profile, with the spec phone rules', async () => {
    await add({ account: 'selfie', realName: 's', password: 'first-pw' });
    const t = await signedIn(s, 'selfie', 'first-pw');
    const change = (o: string, n: string, n1: string) =>
      t.send(profileCalls.updatePassword, {
        query: { oldPassword: md5(o), newPassword: md5(n), newPassword1: md5(n1) },
      });
    expect((await change('first-pw', 'a', 'b')).body.msg).toBe('两次密码输入不一致');
    expect((await change('nope', 'second-pw', 'second-pw')).body.msg).toBe('原密码不正确');
    expect((await change('first-pw', 'second-pw', 'second-pw')).body.success).toBe(true);
    expect(await signedIn(s, 'selfie', 'second-pw')).toBeTruthy();
    const info = (body: Record<string, unknown>) => t.send(profileCalls.updateInfo, { body });
    expect((await info({ phone: '' })).body.msg).toBe('手机号码不能为空');
    expect((await info({ phone: '1380013800' })).body.msg).toBe('手机号码长度不为11位');
    expect((await info({ phone: '23800138000' })).body.msg).toBe('手机号码格式不正确');
    const ok = await info({ phone: '13900139000', realName: '自己改的', id: '1' });
    expect(ok.body.data).toMatchObject({ account: 'selfie', phone: '13900139000', realName: '自己改的' });
  });

  test('keeps users of another tenant apart', async () => {
    await createUser(s.db, { tenantId: '200001', account: 'boss2', password: 'pw-b', codes: allCodes });
    const other = await signedIn(s, 'boss2', 'pw-b', '200001');
    const page = await other.send(userCalls.page, { query: { size: 100 } });
    expect(page.body.data.records.map((r: any) => r.account)).toEqual(['boss2']);
    const [adminRow] = await s.db.select().from(user).where(eq(user.account, 'admin'));
    expect((await other.send(userCalls.detail, { query: { id: adminRow!.id } })).status).toBe(404);
    expect((await other.send(userCalls.resetPassword, { query: { userIds: adminRow!.id } })).status).toBe(404);
    expect((await other.send(userCalls.update, { body: { id: adminRow!.id, realName: 'x' } })).status).toBe(404);
    expect((await other.send(userCalls.remove, { query: { ids: adminRow!.id } })).status).toBe(404);
    expect((await other.send(userCalls.grant, { query: { userIds: adminRow!.id, roleIds: '' } })).status).toBe(404);
    // The same account name may exist in another tenant.
    expect((await add({ account: 'admin', realName: 'x', password: 'x' }, other)).status).toBe(200);
  });
});
