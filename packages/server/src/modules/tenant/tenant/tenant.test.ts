import {
  authCalls,
  type CallDef,
  datasourceCalls,
  deptCalls,
  menuCalls,
  profileCalls,
  tenantCalls,
  tenantPackageCalls,
  userCalls,
} from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, personWith, type Session, sessionOf, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { basic, md5, type Reply, type TestServer } from '../../../../test/helpers/server.ts';
import { dept, menu, role, roleMenu, user } from '../../../schema.ts';
import { datasource } from '../datasource/datasource.table.ts';
import { tenant } from './tenant.table.ts';

const test = apiTest({ captchaEnabled: false });
/** The file's server and administrator, for the helpers below (every test of the file shares them). */
let s: TestServer;
let admin: Session;
let anonymous: Session;
/** A user of another tenant holding every tenant code: still refused, tenant rows span every tenant. */
let outsider: Session;
/** A platform user (tenant 000000) without the tenant codes. */
let nobody: Session;

const tenantCodes = [
  'tenant',
  'tenant_add',
  'tenant_edit',
  'tenant_delete',
  'tenant_view',
  'tenant_setting',
  'tenant_datasource',
  'tenant_product',
];
const platformOnly = ['tenant', 'tenant_package', 'menu', 'data_scope', 'api_scope'];

type Lang = 'zh' | 'en';
const get = <C extends CallDef>(call: C, query: Record<string, string> = {}, who: Session = admin, lang: Lang = 'zh') =>
  who.send(call, { query, lang });
const post = <C extends CallDef>(
  call: C,
  query: Record<string, string> = {},
  who: Session = admin,
  lang: Lang = 'zh',
) => who.send(call, { query, body: {}, lang });
const submit = (body: Record<string, unknown>, who: Session = admin, lang: Lang = 'zh') =>
  who.send(tenantCalls.submit, { body, lang });

let seq = 0;
/** A valid new tenant through the real call; returns the whole reply data (with the admin's first password). */
async function addTenant(extra: Record<string, unknown> = {}) {
  seq++;
  const res = await submit({
    tenantName: `测试租户${seq}`,
    linkman: `联系人${seq}`,
    contactNumber: `1380000${seq}`,
    ...extra,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Record<string, any>;
}

/** The token call as the login page makes it; returns the whole reply (success or refusal). */
async function tokenCall(tenantId: string, account: string, password: string, lang: Lang = 'zh') {
  // A refusal is not the declared reply: it carries error_description.
  return (await anonymous.send(authCalls.token, {
    lang,
    headers: { authorization: basic(), 'tenant-id': tenantId },
    query: { tenantId, username: account, password: md5(password), grant_type: 'password', scope: 'all' },
  })) as Reply<{ error_description?: string }>;
}

/** The caller changes their own password (the md5s as the info page sends them). */
const changePassword = (who: Session, from: string, to: string) =>
  who.send(profileCalls.updatePassword, {
    query: { oldPassword: md5(from), newPassword: md5(to), newPassword1: md5(to) },
  });

/** A new tenant's administrator at work: signed in, the given password changed first, as the server insists. */
async function adminAtWork(t: Record<string, any>): Promise<Session> {
  const theirs = await signedIn(s, 'admin', t.adminPassword, t.tenantId);
  expect((await changePassword(theirs, t.adminPassword, `${t.adminPassword}-mine`)).body.success).toBe(true);
  return theirs;
}

async function menuIdsOf(codes: string[]): Promise<string[]> {
  const rows = await s.db
    .select({ id: menu.id })
    .from(menu)
    .where(and(inArray(menu.code, codes), eq(menu.isDeleted, 0)));
  return rows.map((r) => r.id);
}

async function addPackage(packageName: string, codes: string[]) {
  const res = await admin.send(tenantPackageCalls.submit, {
    body: { packageName, menuId: (await menuIdsOf(codes)).join(',') },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
}

/** The codes of every menu and button the tenant's roles hold, per role alias. */
async function heldCodes(tenantId: string, alias = 'admin'): Promise<string[]> {
  const rows = await s.db
    .select({ code: menu.code })
    .from(roleMenu)
    .innerJoin(role, eq(role.id, roleMenu.roleId))
    .innerJoin(menu, eq(menu.id, roleMenu.menuId))
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, alias)));
  return rows.map((r) => r.code).sort();
}

const flatCodes = (nodes: any[]): string[] => nodes.flatMap((n) => [n.code, ...flatCodes(n.children ?? [])]);

/** No reply of these calls may carry a password, its hash or a client secret. */
function expectNoSecret(text: string) {
  expect(text).not.toMatch(/"password"|clientSecret|client_secret|\$argon2/i);
}

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: nobodySignedIn }) => {
  s = server;
  admin = platformAdmin;
  anonymous = nobodySignedIn;
  outsider = await personWith(server, tenantCodes, { tenantId: '300001', account: 'outsider' });
  nobody = await personWith(server, [], { account: 'tenant-nobody' });
});

describe(`tenants on ${databaseKind}`, () => {
  test('journey: a tenant with a package, its admin signs in and sees the package only, then its licence expires', async () => {
    const packageId = await addPackage('基础版', ['dept', 'dept_add', 'dept_edit', 'tenant', 'tenant_add']);
    const created = await submit({
      tenantName: '华东医药',
      linkman: '张三',
      contactNumber: '13800000001',
      domain: 'east.example.com',
      packageId,
      accountNumber: 10,
      expireTime: '2099-12-31 23:59:59',
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.msg).toContain('新增成功');
    const t = created.body.data;
    expect(t.tenantId).toMatch(/^[1-9]\d{5}$/);
    expect(t).toMatchObject({
      tenantName: '华东医药',
      packageId,
      packageName: '基础版',
      accountNumber: 10,
      expireTime: '2099-12-31 23:59:59',
      status: 1,
      statusName: '正常',
      adminAccount: 'admin',
    });
    // A strong first password, returned once and stored only as a hash of its md5.
    const password = t.adminPassword as string;
    expect(password.length).toBeGreaterThanOrEqual(12);
    for (const cls of [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/]) expect(password).toMatch(cls);
    const [stored] = await s.db
      .select()
      .from(user)
      .where(and(eq(user.tenantId, t.tenantId), eq(user.account, 'admin')));
    expect(stored!.password).not.toContain(password);
    expect(stored!.password).not.toBe(md5(password));
    expect(stored!.password).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(await get(tenantCalls.detail, { id: t.id }))).not.toContain(password);

    // Its root department and administrator role.
    const depts = await s.db.select().from(dept).where(eq(dept.tenantId, t.tenantId));
    expect(depts.map((d) => [d.deptName, d.parentId])).toEqual([['华东医药', '0']]);
    const roles = await s.db.select().from(role).where(eq(role.tenantId, t.tenantId));
    expect(roles.map((r) => [r.roleName, r.roleAlias])).toEqual([['管理员', 'admin']]);
    expect(stored!.roleId).toBe(roles[0]!.id);
    expect(stored!.deptId).toBe(depts[0]!.id);
    // The package's menus, but never a platform-only screen even when the package names it.
    expect(await heldCodes(t.tenantId)).toEqual(['dept', 'dept_add', 'dept_edit']);

    // Its admin signs in with the tenant id. The password was given, so nothing but changing it is allowed yet.
    const first = await s.login('admin', password, t.tenantId);
    expect(first.must_change_password).toBe(true);
    const theirAdmin = sessionOf(s, first.access_token);
    const refused = await theirAdmin.send(deptCalls.list);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('请先修改初始密码');
    const ownPassword = `${password}-mine`;
    const changed = await changePassword(theirAdmin, password, ownPassword);
    expect(changed.body.success).toBe(true);
    expect((await theirAdmin.send(deptCalls.list)).status).toBe(200);
    expect((await s.login('admin', ownPassword, t.tenantId)).must_change_password).toBe(false);

    // It sees only the package's menus.
    const routes = await theirAdmin.send(menuCalls.routes);
    expect(flatCodes(routes.body.data)).toEqual(['system', 'dept']);
    const buttons = await theirAdmin.send(menuCalls.buttons);
    expect(flatCodes(buttons.body.data).sort()).toEqual(['dept', 'dept_add', 'dept_edit']);
    // A tenant's admin is no platform administrator.
    expect((await get(tenantCalls.list, {}, theirAdmin)).status).toBe(403);

    // The licence runs out: sign-in is refused with a message saying so, in the caller's language.
    const set = await post(tenantCalls.setting, { ids: t.id, accountNumber: '10', expireTime: '2020-01-01 00:00:00' });
    expect(set.body).toMatchObject({ success: true });
    const zh = await tokenCall(t.tenantId, 'admin', ownPassword);
    expect(zh.status).toBe(400);
    expect(zh.body.error_description).toBe('租户授权已过期,请联系管理员');
    const en = await tokenCall(t.tenantId, 'admin', ownPassword, 'en');
    expect(en.body.error_description).toBe("The tenant's licence has expired, please contact the administrator");
    // And the token already held stops working at once.
    expect((await theirAdmin.send(menuCalls.routes)).status).toBe(401);

    // Cleared expiry (empty = never): it signs in again.
    await post(tenantCalls.setting, { ids: t.id, accountNumber: '10', expireTime: '' });
    expect((await tokenCall(t.tenantId, 'admin', ownPassword)).status).toBe(200);
    expect((await get(tenantCalls.detail, { id: t.id })).body.data.expireTime).toBe('');
  });

  test('without a package the admin role holds every menu but the platform-only screens and their buttons', async () => {
    const t = await addTenant();
    const held = await heldCodes(t.tenantId);
    for (const code of ['dept', 'dept_add', 'user', 'user_add', 'role', 'role_grant', 'param', 'post', 'system'])
      expect(held).toContain(code);
    const excluded = await s.db.select({ code: menu.code, parentId: menu.parentId, id: menu.id }).from(menu);
    const platformIds = new Set(excluded.filter((m) => platformOnly.includes(m.code)).map((m) => m.id));
    const platformCodes = excluded
      .filter((m) => platformIds.has(m.id) || platformIds.has(m.parentId))
      .map((m) => m.code);
    expect(platformCodes).toEqual(expect.arrayContaining(['tenant_add', 'tenant_package_add', 'menu_add']));
    for (const code of platformCodes) expect(held).not.toContain(code);
    expect(t.packageId).toBeNull();
    expect(t.packageName).toBe('');
  });

  test('takes a given 6-digit tenant id once, and refuses malformed or used ones with a message', async () => {
    const made = await addTenant({ tenantId: '654321' });
    expect(made.tenantId).toBe('654321');
    const again = await submit({ tenantName: 'x', linkman: 'y', contactNumber: '1', tenantId: '654321' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('租户编号 654321 已被使用,请换一个');
    const en = await submit({ tenantName: 'x', linkman: 'y', contactNumber: '1', tenantId: '654321' }, admin, 'en');
    expect(en.body.msg).toBe('The tenant id 654321 is already in use; please choose another');
    for (const bad of ['12345', '1234567', 'abcdef']) {
      const res = await submit({ tenantName: 'x', linkman: 'y', contactNumber: '1', tenantId: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.msg).toBe('租户编号必须是6位数字');
    }
    const enBad = await submit({ tenantName: 'x', linkman: 'y', contactNumber: '1', tenantId: '12' }, admin, 'en');
    expect(enBad.body.msg).toBe('The tenant id must be 6 digits');
    // A removed tenant's id is never given again: its users still carry it.
    await post(tenantCalls.remove, { ids: made.id });
    const reused = await submit({ tenantName: 'x', linkman: 'y', contactNumber: '1', tenantId: '654321' });
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toContain('已被使用');
  });

  test('validates the submit body in zh and en', async () => {
    await addTenant({ domain: 'taken.example.com' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, '请输入租户名称', 'Please enter the tenant name'],
      [{ tenantName: '  ' }, '请输入租户名称', 'Please enter the tenant name'],
      [{ tenantName: 'A' }, '请输入联系人', 'Please enter the contact person'],
      [{ tenantName: 'A', linkman: 'B' }, '请输入联系电话', 'Please enter the contact number'],
      [
        { tenantName: 'A'.repeat(51), linkman: 'B', contactNumber: '1' },
        '租户名称不能超过50个字符',
        'The tenant name must be at most 50 characters',
      ],
      [
        { tenantName: 'A', linkman: 'B', contactNumber: '1', packageId: '42' },
        '产品包不存在或已被删除',
        'The tenant package does not exist or has been deleted',
      ],
      [
        { tenantName: 'A', linkman: 'B', contactNumber: '1', expireTime: 'tomorrow' },
        '过期时间的格式应为 yyyy-MM-dd HH:mm:ss',
        'The expiry time must be a time as yyyy-MM-dd HH:mm:ss',
      ],
      [
        { tenantName: 'A', linkman: 'B', contactNumber: '1', accountNumber: -5 },
        '账号额度必须是不小于 -1 的整数(-1 表示不限)',
        'The account quota must be a whole number of at least -1 (-1 = unlimited)',
      ],
      [
        { tenantName: 'A', linkman: 'B', contactNumber: '1', domain: 'Taken.Example.com' },
        '域名 Taken.Example.com 已被其他租户使用',
        'The domain Taken.Example.com is already used by another tenant',
      ],
    ];
    for (const [body, zh, en] of cases) {
      const z = await submit(body);
      expect(z.status, JSON.stringify(body)).toBe(400);
      expect(z.body).toMatchObject({ code: 400, success: false, msg: zh });
      expect((await submit(body, admin, 'en')).body.msg).toBe(en);
    }
    // Nothing was half-created by the refusals.
    const named = await s.db.select().from(tenant).where(eq(tenant.tenantName, 'A'));
    expect(named).toHaveLength(0);
  });

  test('updates a tenant; its id never changes; the platform tenant never expires nor is disabled', async () => {
    const t = await addTenant();
    const res = await submit({ id: t.id, tenantName: '改名后', address: '上海' });
    expect(res.body).toMatchObject({ success: true, msg: '更新成功' });
    expect(res.body.data).toMatchObject({ tenantName: '改名后', address: '上海', linkman: t.linkman });
    expect((await submit({ id: t.id, linkman: '' })).body.msg).toBe('请输入联系人');
    const moved = await submit({ id: t.id, tenantId: '111111' });
    expect(moved.body.msg).toBe('租户编号创建后不可修改');
    expect((await submit({ id: t.id, tenantId: '111111' }, admin, 'en')).body.msg).toBe(
      'The tenant id cannot be changed once created',
    );
    const platform = (await get(tenantCalls.list, { tenantId: '000000' })).body.data.records[0]!;
    const expire = await submit({ id: platform.id, expireTime: '2020-01-01 00:00:00' });
    expect(expire.body.msg).toBe('平台租户(000000)不能设置过期时间或停用');
    expect((await submit({ id: platform.id, status: 2 })).status).toBe(400);
    expect((await submit({ id: '1', tenantName: 'x' })).status).toBe(404);
  });

  test('lists tenants paged with the contract filters, each with its package and datasource names', async () => {
    const packageId = await addPackage('列表版', ['dept']);
    const [ds] = await s.db
      .insert(datasource)
      .values({ name: '华北库', url: 'jdbc:postgresql://db/north', username: 'u', password: 'ds-secret-pw' })
      .returning();
    const north = await addTenant({
      tenantName: '华北医药集团',
      linkman: '李四',
      contactNumber: '13911112222',
      packageId,
    });
    await post(tenantCalls.datasource, { tenantId: north.tenantId, datasourceId: ds!.id });

    const all = await get(tenantCalls.list, { current: '1', size: '2' });
    expect(all.body.data).toMatchObject({ current: 1, size: 2 });
    expect(all.body.data.records).toHaveLength(2);
    expect(all.body.data.pages).toBe(Math.ceil(all.body.data.total / 2));
    expectNoSecret(all.text);

    const byName = await get(tenantCalls.list, { tenantName: '北医药' });
    expect(byName.body.data.records.map((r: any) => r.tenantId)).toEqual([north.tenantId]);
    expect(byName.body.data.records[0]).toMatchObject({
      packageName: '列表版',
      datasourceId: ds!.id,
      datasourceName: '华北库',
      linkman: '李四',
    });
    expect(byName.text).not.toContain('ds-secret-pw');
    expect((await get(tenantCalls.list, { tenantId: north.tenantId })).body.data.total).toBe(1);
    // tenantId equals, it does not contain.
    expect((await get(tenantCalls.list, { tenantId: north.tenantId.slice(0, 4) })).body.data.total).toBe(0);
    expect((await get(tenantCalls.list, { linkman: '李' })).body.data.records.map((r: any) => r.id)).toContain(
      north.id,
    );
    expect((await get(tenantCalls.list, { contactNumber: '1111222' })).body.data.records.map((r: any) => r.id)).toEqual(
      [north.id],
    );
    // A % typed in the box is a character, not a wildcard.
    expect((await get(tenantCalls.list, { tenantName: '%' })).body.data.total).toBe(0);

    const others = await get(tenantCalls.listWithoutCurrentTenantId);
    const ids = others.body.data.map((r: any) => r.tenantId);
    expect(ids).toContain(north.tenantId);
    expect(ids).not.toContain('000000');
    expectNoSecret(others.text);

    const detail = await get(tenantCalls.detail, { id: north.id });
    expect(detail.body.data).toMatchObject({
      tenantId: north.tenantId,
      packageName: '列表版',
      datasourceName: '华北库',
    });
    expect((await get(tenantCalls.detail, { id: '1' })).status).toBe(404);
  });

  test('setting: the account quota refuses new users beyond it; bad values get a message', async () => {
    const t = await addTenant();
    const theirAdmin = await adminAtWork(t);
    const addUser = (account: string, lang: Lang = 'zh') =>
      theirAdmin.send(userCalls.submit, {
        lang,
        body: { account, realName: account, password: 'pw-12345678' },
      });
    // The admin is one account: a quota of 2 leaves room for one more.
    expect((await post(tenantCalls.setting, { ids: t.id, accountNumber: '2' })).body.success).toBe(true);
    expect((await addUser('clerk1')).status).toBe(200);
    const full = await addUser('clerk2');
    expect(full.status).toBe(400);
    expect(full.body.msg).toBe('当前租户已到最大账号额度');
    expect((await addUser('clerk2', 'en')).body.msg).toBe('This tenant has reached its account quota');
    // Updating an existing user is not creating one.
    const clerk = (await theirAdmin.send(userCalls.page)).body.data.records.find((u: any) => u.account === 'clerk1')!;
    const edit = await theirAdmin.send(userCalls.submit, { body: { id: clerk.id, realName: '店员' } });
    expect(edit.status, edit.text).toBe(200);
    // -1: unlimited again.
    await post(tenantCalls.setting, { ids: t.id, accountNumber: '-1' });
    expect((await addUser('clerk2')).status).toBe(200);
    expect((await get(tenantCalls.detail, { id: t.id })).body.data.accountNumber).toBe(-1);

    const bad = await post(tenantCalls.setting, { ids: t.id, accountNumber: 'many' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('账号额度必须是不小于 -1 的整数(-1 表示不限)');
    expect(
      (await post(tenantCalls.setting, { ids: t.id, accountNumber: '1', expireTime: '31/12/2099' }, admin, 'en')).body
        .msg,
    ).toBe('The expiry time must be a time as yyyy-MM-dd HH:mm:ss');
    const platform = (await get(tenantCalls.list, { tenantId: '000000' })).body.data.records[0]!;
    const platformExpiry = await post(tenantCalls.setting, { ids: platform.id, expireTime: '2030-01-01 00:00:00' });
    expect(platformExpiry.body.msg).toBe('平台租户(000000)不能设置过期时间或停用');
    expect((await post(tenantCalls.setting, { ids: '1' })).status).toBe(404);
    expect((await post(tenantCalls.setting, { ids: 'x' })).status).toBe(400);
  });

  test('a disabled tenant and an unknown tenant id cannot sign in, each with its own message', async () => {
    const t = await addTenant();
    const theirAdmin = await signedIn(s, 'admin', t.adminPassword, t.tenantId);
    const off = await submit({ id: t.id, status: 2 });
    expect(off.body.data).toMatchObject({ status: 2, statusName: '停用' });
    const zh = await tokenCall(t.tenantId, 'admin', t.adminPassword);
    expect(zh.status).toBe(400);
    expect(zh.body.error_description).toBe('租户已被禁用,请联系管理员');
    expect((await tokenCall(t.tenantId, 'admin', t.adminPassword, 'en')).body.error_description).toBe(
      'This tenant is disabled, please contact the administrator',
    );
    expect((await theirAdmin.send(menuCalls.routes)).status).toBe(401);
    await submit({ id: t.id, status: 1 });
    expect((await tokenCall(t.tenantId, 'admin', t.adminPassword)).status).toBe(200);

    const unknown = await tokenCall('999998', 'admin', 'whatever');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_description).toBe('租户编号不存在,请检查后重新输入');
    expect((await tokenCall('999998', 'admin', 'whatever', 'en')).body.error_description).toBe(
      'No tenant has this tenant id; please check it and try again',
    );
  });

  test('remove: soft; never the platform tenant; the removed tenant is refused at its next request', async () => {
    const t = await addTenant();
    const theirAdmin = await signedIn(s, 'admin', t.adminPassword, t.tenantId);
    expect((await theirAdmin.send(menuCalls.routes)).status).toBe(200);
    const platform = (await get(tenantCalls.list, { tenantId: '000000' })).body.data.records[0]!;
    const refused = await post(tenantCalls.remove, { ids: `${t.id},${platform.id}` });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('平台租户(000000)不能删除');
    expect((await post(tenantCalls.remove, { ids: platform.id }, admin, 'en')).body.msg).toBe(
      'The platform tenant (000000) cannot be removed',
    );
    expect((await get(tenantCalls.detail, { id: t.id })).status).toBe(200);

    const done = await post(tenantCalls.remove, { ids: t.id });
    expect(done.body).toMatchObject({ success: true, msg: '删除成功' });
    const [row] = await s.db.select().from(tenant).where(eq(tenant.id, t.id));
    expect(row!.isDeleted).toBe(1);
    expect((await theirAdmin.send(menuCalls.routes)).status).toBe(401);
    expect((await get(tenantCalls.detail, { id: t.id })).status).toBe(404);
    expect((await get(tenantCalls.list, { tenantId: t.tenantId })).body.data.total).toBe(0);
    expect((await tokenCall(t.tenantId, 'admin', t.adminPassword)).body.error_description).toBe(
      '租户编号不存在,请检查后重新输入',
    );
    expect((await post(tenantCalls.remove, { ids: t.id })).status).toBe(404);
  });

  test('info by domain is public and tells only what the login page needs', async () => {
    const t = await addTenant({ tenantName: '华西医药', domain: 'west.example.com', linkman: '王五' });
    const info = await anonymous.send(tenantCalls.info, { query: { domain: 'WEST.example.com' } });
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      tenantId: t.tenantId,
      tenantName: '华西医药',
      domain: 'west.example.com',
      backgroundUrl: '',
    });
    expect((await anonymous.send(tenantCalls.info, { query: { domain: 'nowhere.example.com' } })).body.data).toEqual(
      {},
    );
    expect((await anonymous.send(tenantCalls.info)).body.data).toEqual({});
    expect((await anonymous.send(tenantCalls.info, { query: { domain: '' } })).body.data).toEqual({});
  });

  test('package-detail and package-setting: a new package bounds every role of the tenant', async () => {
    const wide = await addPackage('宽版', ['dept', 'dept_add', 'post', 'post_add', 'param']);
    const narrow = await addPackage('窄版', ['post', 'post_add']);
    const t = await addTenant({ packageId: wide });
    const detail = await get(tenantCalls.packageDetail, { tenantId: t.tenantId });
    expect(detail.body.data).toMatchObject({ id: wide, packageName: '宽版', remark: '' });
    expect(detail.body.data!.menuId.split(',').sort()).toEqual(
      (await menuIdsOf(['dept', 'dept_add', 'post', 'post_add', 'param'])).sort(),
    );
    // Another role of the tenant holding department menus.
    const [clerkRole] = await s.db
      .insert(role)
      .values({ tenantId: t.tenantId, roleName: '文员', roleAlias: 'clerk' })
      .returning();
    await s.db
      .insert(roleMenu)
      .values((await menuIdsOf(['dept', 'dept_add', 'post'])).map((menuId) => ({ roleId: clerkRole!.id, menuId })));

    const set = await post(tenantCalls.packageSetting, { tenantId: t.tenantId, packageId: narrow });
    expect(set.body).toMatchObject({ success: true });
    expect(await heldCodes(t.tenantId)).toEqual(['post', 'post_add']);
    expect(await heldCodes(t.tenantId, 'clerk')).toEqual(['post']);
    expect((await get(tenantCalls.packageDetail, { tenantId: t.tenantId })).body.data!.packageName).toBe('窄版');
    expect((await get(tenantCalls.detail, { id: t.id })).body.data.packageName).toBe('窄版');
    const theirAdmin = await signedIn(s, 'admin', t.adminPassword, t.tenantId);
    const routes = await theirAdmin.send(menuCalls.routes);
    expect(flatCodes(routes.body.data)).toEqual(['system', 'post']);

    // Empty: no package, every non-platform menu for its admin.
    await post(tenantCalls.packageSetting, { tenantId: t.tenantId, packageId: '' });
    expect((await get(tenantCalls.packageDetail, { tenantId: t.tenantId })).body.data).toBeNull();
    const held = await heldCodes(t.tenantId);
    expect(held).toContain('dept');
    expect(held).not.toContain('tenant');

    const missing = await post(tenantCalls.packageSetting, { tenantId: t.tenantId, packageId: '42' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('产品包不存在或已被删除');
    expect((await post(tenantCalls.packageSetting, { tenantId: '000000', packageId: narrow })).body.msg).toBe(
      '平台租户(000000)不使用产品包',
    );
    const unknown = await get(tenantCalls.packageDetail, { tenantId: '999997' }, admin, 'en');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('The tenant does not exist or has been deleted');
    expect((await get(tenantCalls.packageDetail)).body.msg).toBe('请选择租户');
    // A package edit on the submit form bounds the roles the same way.
    await submit({ id: t.id, packageId: narrow });
    expect(await heldCodes(t.tenantId)).toEqual(['post', 'post_add']);
  });

  test('datasource: chosen from the live ones, never showing their password', async () => {
    const [ds] = await s.db
      .insert(datasource)
      .values({ name: '独立库', url: 'jdbc:postgresql://db/own', username: 'own', password: 'own-secret-pw' })
      .returning();
    const select = await admin.send(datasourceCalls.select);
    expect(select.body.data).toContainEqual({ id: ds!.id, name: '独立库' });
    expect(Object.keys(select.body.data[0]!).sort()).toEqual(['id', 'name']);
    expect(select.text).not.toContain('secret-pw');

    const t = await addTenant();
    expect((await post(tenantCalls.datasource, { tenantId: t.tenantId, datasourceId: ds!.id })).body.success).toBe(
      true,
    );
    const shown = await get(tenantCalls.detail, { id: t.id });
    expect(shown.body.data).toMatchObject({ datasourceId: ds!.id, datasourceName: '独立库' });
    expect(shown.text).not.toContain('secret-pw');
    const missing = await post(tenantCalls.datasource, { tenantId: t.tenantId, datasourceId: '42' }, admin, 'en');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('The datasource does not exist or has been deleted');
    await post(tenantCalls.datasource, { tenantId: t.tenantId, datasourceId: '' });
    expect((await get(tenantCalls.detail, { id: t.id })).body.data).toMatchObject({
      datasourceId: null,
      datasourceName: '',
    });
    expect((await post(tenantCalls.datasource, { tenantId: '999996' })).status).toBe(404);
  });

  test('app-auth-list: the clients without their secrets', async () => {
    const res = await get(tenantCalls.appAuthList);
    const saber = res.body.data.find((c: any) => c.clientId === 'saber');
    expect(Object.keys(saber!).sort()).toEqual([
      'accessTokenValidity',
      'authorizedGrantTypes',
      'clientId',
      'id',
      'refreshTokenValidity',
      'scope',
    ]);
    expectNoSecret(res.text);
    expect(res.text).not.toContain('saber_secret');
  });

  test('select: every live tenant for the platform administrator, only their own for a tenant’s user', async () => {
    const all = (await admin.send(tenantCalls.select)).body.data as any[];
    expect(all.map((t) => t.tenantId)).toEqual(expect.arrayContaining(['000000', '300001']));
    expect(all.find((t) => t.tenantId === '000000')).toEqual({
      id: expect.any(String),
      tenantId: '000000',
      tenantName: expect.any(String),
    });
    const own = (await outsider.send(tenantCalls.select)).body.data as any[];
    expect(own.map((t) => t.tenantId)).toEqual(['300001']);
    expect((await anonymous.send(tenantCalls.select)).status).toBe(401);
  });

  test('refuses every tenant call without a token (401) and to anyone but the platform administrator (403)', async () => {
    const calls: Array<[CallDef, Record<string, string>, Record<string, unknown>?]> = [
      [tenantCalls.list, {}],
      [tenantCalls.listWithoutCurrentTenantId, {}],
      [tenantCalls.detail, { id: '1' }],
      [tenantCalls.submit, {}, { tenantName: 'x', linkman: 'y', contactNumber: '1' }],
      [tenantCalls.submit, {}, { id: '1', tenantName: 'x' }],
      // Even a malformed body is refused as forbidden first, not answered with a validation message.
      [tenantCalls.submit, {}, {}],
      [tenantCalls.remove, { ids: '1' }],
      [tenantCalls.setting, { ids: '1', accountNumber: '5' }],
      [tenantCalls.datasource, { tenantId: '000000' }],
      [tenantCalls.packageDetail, { tenantId: '000000' }],
      [tenantCalls.packageSetting, { tenantId: '300001' }],
      [tenantCalls.appAuthList, {}],
      [datasourceCalls.select, {}],
    ];
    for (const [call, query, body] of calls) {
      const name = `${call.method} ${call.path} ${JSON.stringify(body ?? query)}`;
      const sent: { query: Record<string, string>; body?: Record<string, unknown> } =
        call.method === 'POST' ? { query, body: body ?? {} } : { query };
      const refused = await anonymous.send(call, sent);
      expect(refused.status, name).toBe(401);
      expect((refused.body as { code: number }).code, name).toBe(401);
      for (const who of [outsider, nobody]) {
        const denied = await who.send(call, sent);
        expect(denied.status, name).toBe(403);
        expect((denied.body as { msg: string }).msg, name).toBe('没有权限执行此操作');
      }
    }
    // The outsider's refusals changed nothing.
    const [still] = await s.db.select().from(tenant).where(eq(tenant.tenantId, '300001'));
    expect(still!.isDeleted).toBe(0);
    expect((await outsider.send(tenantCalls.list, { lang: 'en' })).body.msg).toBe(
      'You do not have permission to do this',
    );
  });
});

describe(`the recycle bin (tenant/recycle and tenant/pass, BladeX 4) on ${databaseKind}`, () => {
  test('recycles a tenant: out of the live list, into status -1, its sign-in refused and its sessions ended', async () => {
    const t = await addTenant();
    const theirAdmin = await adminAtWork(t);
    expect((await post(tenantCalls.recycle, { ids: t.id })).body).toMatchObject({ success: true, msg: '操作成功!' });
    const live = await get(tenantCalls.list, { status_equal: '1', tenantName: t.tenantName });
    expect(live.body.data.records).toEqual([]);
    const bin = await get(tenantCalls.list, { status_equal: '-1', tenantName: t.tenantName });
    expect(bin.body.data.records.map((r: any) => [r.tenantId, r.status, r.statusName])).toEqual([
      [t.tenantId, -1, '回收站'],
    ]);
    expect(
      (await get(tenantCalls.list, { status_equal: '-1', tenantName: t.tenantName }, admin, 'en')).body.data.records[0]!
        .statusName,
    ).toBe('Recycle bin');
    expect((await tokenCall(t.tenantId, 'admin', `${t.adminPassword}-mine`)).status).toBe(400);
    expect((await theirAdmin.send(deptCalls.list)).status).toBe(401);

    expect((await post(tenantCalls.pass, { ids: t.id })).body.success).toBe(true);
    expect(
      (await get(tenantCalls.list, { status_equal: '1', tenantName: t.tenantName })).body.data.records,
    ).toHaveLength(1);
    expect((await tokenCall(t.tenantId, 'admin', `${t.adminPassword}-mine`)).status).toBe(200);
  });

  test('never recycles the platform tenant, and is the platform administrator’s alone', async () => {
    const platform = (await get(tenantCalls.list, { tenantId: '000000' })).body.data.records[0]!;
    const refused = await post(tenantCalls.recycle, { ids: platform.id });
    expect(refused.body).toMatchObject({ success: false, msg: '平台租户(000000)不能设置过期时间或停用' });
    const t = await addTenant();
    expect((await post(tenantCalls.recycle, { ids: t.id }, outsider)).status).toBe(403);
    expect((await post(tenantCalls.pass, { ids: t.id }, nobody)).status).toBe(403);
    expect((await post(tenantCalls.recycle, { ids: '123' })).status).toBe(404);
  });
});
