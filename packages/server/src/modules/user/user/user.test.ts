import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { md5, startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { dept } from '../../../schema.ts';
import { user } from './user.table.ts';

let s: TestServer;
let admin: string;
let rootDept: string;
let childDept: string;
let roleId: string;
const api = '/api/blade-user';
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

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
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
afterAll(async () => s?.close());

const add = (body: Record<string, unknown>, token = admin) => s.call('POST', `${api}/submit`, { token, body });

describe(`users on ${databaseKind}`, () => {
  it('adds a user as Saber’s form sends it (the password as typed, twice), who signs in with its md5', async () => {
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
    const detail = await s.call('GET', `${api}/detail`, { token: admin, query: { id: res.body.data.id } });
    expect(detail.text).not.toMatch(/argon2|"password"/);
  });

  it('refuses a taken account, a missing password, two passwords that differ and roles or departments of nowhere', async () => {
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

  it('pages users of a department including those below it', async () => {
    await add({ account: 'in-child', realName: '子部门员工', password: 'x', deptId: childDept });
    const root = await s.call('GET', `${api}/page`, { token: admin, query: { deptId: rootDept, size: 100 } });
    const accounts = root.body.data.records.map((r: any) => r.account);
    expect(accounts).toEqual(expect.arrayContaining(['admin', 'in-child']));
    const child = await s.call('GET', `${api}/page`, { token: admin, query: { deptId: childDept, size: 100 } });
    expect(child.body.data.records.map((r: any) => r.account)).not.toContain('admin');
    const byName = await s.call('GET', `${api}/page`, { token: admin, query: { realName: '子部门' } });
    expect(byName.body.data.records.map((r: any) => r.account)).toEqual(['in-child']);
    // SpringBlade's name for the same list, as the open Saber's user screen calls it.
    const listed = await s.call('GET', `${api}/list`, { token: admin, query: { deptId: childDept, size: 100 } });
    expect(listed.body.data).toEqual(child.body.data);
    expect(listed.body.data.records.map((r: any) => r.account)).toContain('in-child');
  });

  it('updates a profile without touching the account or the password', async () => {
    const made = await add({ account: 'editme', realName: '旧名', password: 'keep-me' });
    const res = await s.call('POST', `${api}/update`, {
      token: admin,
      body: { id: made.body.data.id, realName: '新名', account: 'hijack' },
    });
    expect(res.body.data).toMatchObject({ realName: '新名', account: 'editme' });
    expect((await s.login('editme', 'keep-me')).access_token).toBeTruthy();
  });

  it('resets a password to a random one shown once, and the old one stops working', async () => {
    const made = await add({ account: 'forgetful', realName: 'f', password: 'old-pass' });
    const res = await s.call('POST', `${api}/reset-password`, { token: admin, query: { userIds: made.body.data.id } });
    const [entry] = res.body.data;
    expect(entry.account).toBe('forgetful');
    expect(entry.password).toMatch(/^[A-Za-z2-9]{12}$/);
    await expect(s.login('forgetful', 'old-pass')).rejects.toThrow();
    // Someone else knows the new password: the user must change it before anything else.
    const given = await s.login('forgetful', entry.password);
    expect(given.must_change_password).toBe(true);
    const held = await s.call('GET', '/api/blade-system/param/list', { token: given.access_token });
    expect(held.body.msg).toBe('请先修改初始密码');
    expect((await s.call('GET', `${api}/info`, { token: given.access_token })).status).toBe(200);
    const own = await s.call('POST', `${api}/update-password`, {
      token: given.access_token,
      query: { oldPassword: md5(entry.password), newPassword: md5('Mine#2026'), newPassword1: md5('Mine#2026') },
    });
    expect(own.body.success).toBe(true);
    expect((await s.call('GET', '/api/blade-system/param/list', { token: given.access_token })).body.msg).toBe(
      '没有权限执行此操作',
    );
    expect((await s.login('forgetful', 'Mine#2026')).must_change_password).toBe(false);
    const chosen = await s.call('POST', `${api}/reset-password`, {
      token: admin,
      query: { userIds: made.body.data.id },
      body: { password: md5('Chosen#1') },
    });
    expect(chosen.body.data[0].password).toBeUndefined();
    expect((await s.login('forgetful', 'Chosen#1')).access_token).toBeTruthy();
  });

  it('grants roles, and the new grant applies on the next request', async () => {
    const made = await add({ account: 'grantee', realName: 'g', password: 'pw-g' });
    const t = (await s.login('grantee', 'pw-g')).access_token;
    expect((await s.call('GET', `${api}/page`, { token: t })).status).toBe(403);
    const res = await s.call('POST', `${api}/grant`, {
      token: admin,
      query: { userIds: made.body.data.id, roleIds: roleId },
    });
    expect(res.body.success).toBe(true);
    expect((await s.call('GET', `${api}/page`, { token: t })).status).toBe(200);
    expect(
      (await s.call('POST', `${api}/grant`, { token: admin, query: { userIds: made.body.data.id, roleIds: '999' } }))
        .body.msg,
    ).toBe('所选角色不存在或不属于本租户');
  });

  it('unlocks a locked account at once', async () => {
    await add({ account: 'locked-out', realName: 'l', password: 'right-pw' });
    const [row] = await s.db.select().from(user).where(eq(user.account, 'locked-out'));
    for (let i = 0; i < 5; i++) await s.login('locked-out', 'wrong').catch(() => undefined);
    await expect(s.login('locked-out', 'right-pw')).rejects.toThrow(/登录失败次数过多/);
    await s.call('POST', `${api}/unlock`, { token: admin, query: { userIds: row!.id } });
    expect((await s.login('locked-out', 'right-pw')).access_token).toBeTruthy();
  });

  it('removes users but never the caller', async () => {
    const made = await add({ account: 'leaver', realName: 'l', password: 'x' });
    expect((await s.call('POST', `${api}/remove`, { token: admin, query: { ids: made.body.data.id } })).body.msg).toBe(
      '删除成功',
    );
    await expect(s.login('leaver', 'x')).rejects.toThrow();
    const me = await s.call('GET', `${api}/info`, { token: admin });
    const self = await s.call('POST', `${api}/remove`, { token: admin, query: { ids: me.body.data.userId } });
    expect(self.body.msg).toBe('不能删除当前登录的账号');
  });

  it('lets a user change their own password and profile, with the spec phone rules', async () => {
    await add({ account: 'selfie', realName: 's', password: 'first-pw' });
    const t = (await s.login('selfie', 'first-pw')).access_token;
    const change = (o: string, n: string, n1: string) =>
      s.call('POST', `${api}/update-password`, {
        token: t,
        query: { oldPassword: md5(o), newPassword: md5(n), newPassword1: md5(n1) },
      });
    expect((await change('first-pw', 'a', 'b')).body.msg).toBe('两次密码输入不一致');
    expect((await change('nope', 'second-pw', 'second-pw')).body.msg).toBe('原密码不正确');
    expect((await change('first-pw', 'second-pw', 'second-pw')).body.success).toBe(true);
    expect((await s.login('selfie', 'second-pw')).access_token).toBeTruthy();
    const info = (body: unknown) => s.call('POST', `${api}/update-info`, { token: t, body });
    expect((await info({ phone: '' })).body.msg).toBe('手机号码不能为空');
    expect((await info({ phone: '1380013800' })).body.msg).toBe('手机号码长度不为11位');
    expect((await info({ phone: '23800138000' })).body.msg).toBe('手机号码格式不正确');
    const ok = await info({ phone: '13900139000', realName: '自己改的', id: '1' });
    expect(ok.body.data).toMatchObject({ account: 'selfie', phone: '13900139000', realName: '自己改的' });
  });

  it('keeps users of another tenant apart', async () => {
    await createUser(s.db, { tenantId: '200001', account: 'boss2', password: 'pw-b', codes: allCodes });
    const other = (await s.login('boss2', 'pw-b', '200001')).access_token;
    const page = await s.call('GET', `${api}/page`, { token: other, query: { size: 100 } });
    expect(page.body.data.records.map((r: any) => r.account)).toEqual(['boss2']);
    const [adminRow] = await s.db.select().from(user).where(eq(user.account, 'admin'));
    expect((await s.call('GET', `${api}/detail`, { token: other, query: { id: adminRow!.id } })).status).toBe(404);
    expect(
      (await s.call('POST', `${api}/reset-password`, { token: other, query: { userIds: adminRow!.id } })).status,
    ).toBe(404);
    expect(
      (await s.call('POST', `${api}/update`, { token: other, body: { id: adminRow!.id, realName: 'x' } })).status,
    ).toBe(404);
    expect((await s.call('POST', `${api}/remove`, { token: other, query: { ids: adminRow!.id } })).status).toBe(404);
    expect(
      (await s.call('POST', `${api}/grant`, { token: other, query: { userIds: adminRow!.id, roleIds: '' } })).status,
    ).toBe(404);
    // The same account name may exist in another tenant.
    expect((await add({ account: 'admin', realName: 'x', password: 'x' }, other)).status).toBe(200);
  });
});
