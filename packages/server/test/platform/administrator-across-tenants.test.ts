import { type CallDef, deptCalls, postCalls, roleCalls, userCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../helpers/api-kit.ts';
import { databaseKind } from '../helpers/database.ts';
import { createUser, newDept, newRole, newTenant, newUser } from '../helpers/fixtures.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/*
 * Saber's platform administrator manages every tenant's users, departments, roles and posts from the platform
 * tenant: lists span tenants with a tenant column and filter, rows of any tenant open, change and go, and a new row
 * goes to the tenant picked in the form, checked against that tenant's own roles, departments and parents. A
 * tenant's own administrator, sending the same parameters, stays in their tenant.
 */
let s: TestServer;
let admin: string;
let tenantAdmin: string;
const other = '318001';
const third = '318002';
let otherRole: string;
let otherDept: string;
let otherUser: string;
let thirdDept: string;

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
  await newTenant(s.db, other, '康泰制药');
  await newTenant(s.db, third, '华东医药流通');
  otherRole = await newRole(s.db, { tenantId: other, name: '质量专员', alias: 'qa' });
  otherDept = await newDept(s.db, { tenantId: other, name: '质量部' });
  otherUser = await newUser(s.db, {
    tenantId: other,
    account: 'kt-qa',
    password: 'Kt-qa-2026',
    roleIds: [otherRole],
    deptIds: [otherDept],
  });
  thirdDept = await newDept(s.db, { tenantId: third, name: '仓储部' });
  await createUser(s.db, {
    tenantId: third,
    account: 'hd-admin',
    password: 'Hd-admin-2026',
    codes: ['user', 'user_add', 'user_edit', 'user_delete', 'dept', 'dept_add', 'role', 'post', 'post_add'],
  });
  tenantAdmin = (await s.login('hd-admin', 'Hd-admin-2026', third)).access_token;
});
afterAll(async () => s?.close());

const get = (call: CallDef, query: Record<string, string> = {}, token = admin) =>
  s.call('GET', pathOf(call), { token, query });
const post = (call: CallDef, body: unknown, token = admin, query?: Record<string, string>) =>
  s.call('POST', pathOf(call), { token, body, query });
const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe(`the platform administrator across tenants on ${databaseKind}`, () => {
  it('lists every tenant’s users, each naming its tenant, and filters by tenant', async () => {
    const all = await get(userCalls.page, { size: '100' });
    const tenants = new Set(all.body.data.records.map((r: any) => r.tenantId));
    expect([...tenants].sort()).toEqual(['000000', other, third]);
    const qa = all.body.data.records.find((r: any) => r.account === 'kt-qa');
    expect(qa).toMatchObject({ tenantName: '康泰制药', roleName: '质量专员', deptName: '质量部' });
    const one = await get(userCalls.page, { tenantId: other });
    expect(one.body.data.records.map((r: any) => r.account)).toEqual(['kt-qa']);
    // The department filter reaches another tenant's department too.
    expect((await get(userCalls.page, { deptId: otherDept })).body.data.total).toBe(1);
  });

  it('lists every tenant’s departments, roles and posts, and one tenant’s when asked', async () => {
    const depts = flat((await get(deptCalls.list)).body.data);
    expect(depts.find((d) => d.id === otherDept)).toMatchObject({ tenantId: other, tenantName: '康泰制药' });
    expect(depts.some((d) => d.tenantId === '000000')).toBe(true);
    const lazy = (await get(deptCalls.lazyList, { tenantId: third })).body.data;
    expect(lazy.map((d: any) => d.deptName)).toContain('仓储部');
    expect(lazy.every((d: any) => d.tenantId === third)).toBe(true);
    const roles = flat((await get(roleCalls.list)).body.data);
    expect(roles.find((r) => r.id === otherRole)).toMatchObject({ tenantName: '康泰制药' });
    expect(flat((await get(roleCalls.list, { tenantId: other })).body.data).map((r) => r.id)).toEqual([otherRole]);
    await post(postCalls.submit, { tenantId: other, category: 2, postCode: 'qa', postName: '质量经理' });
    await post(postCalls.submit, { category: 1, postCode: 'ceo', postName: '首席执行官' });
    const posts = (await get(postCalls.list, { size: '100' })).body.data.records;
    expect(posts.find((p: any) => p.postCode === 'qa')).toMatchObject({ tenantId: other, tenantName: '康泰制药' });
    expect(posts.some((p: any) => p.tenantId === '000000')).toBe(true);
    const onlyOther = (await get(postCalls.list, { tenantId: other })).body.data.records;
    expect(onlyOther.map((p: any) => p.postCode)).toEqual(['qa']);
  });

  it('adds a user to the tenant picked, with that tenant’s roles and departments only', async () => {
    const body = {
      tenantId: other,
      account: 'kt-new',
      password: 'Kt-new-2026',
      realName: '新员工',
      roleId: otherRole,
      deptId: otherDept,
    };
    const added = await post(userCalls.submit, body);
    expect(added.body).toMatchObject({ success: true, data: { tenantId: other, tenantName: '康泰制药' } });
    // The new account signs in to that tenant.
    expect((await s.login('kt-new', 'Kt-new-2026', other)).access_token).toBeTruthy();
    // The platform tenant's roles are not that tenant's.
    const [platformRole] = (await get(roleCalls.tree, { tenantId: '000000' })).body.data;
    const wrong = await post(userCalls.submit, { ...body, account: 'kt-x', roleId: platformRole.id });
    expect(wrong.body.msg).toBe('所选角色不存在或不属于本租户');
    const nowhere = await post(userCalls.submit, { ...body, account: 'kt-y', tenantId: '999999' });
    expect(nowhere.body).toMatchObject({ success: false, msg: '租户不存在或已被删除' });
  });

  it('opens, changes, resets and removes another tenant’s user', async () => {
    expect((await get(userCalls.detail, { id: otherUser })).body.data).toMatchObject({ account: 'kt-qa' });
    const changed = await post(userCalls.update, { id: otherUser, realName: '质量主管', roleId: otherRole });
    expect(changed.body.data).toMatchObject({ realName: '质量主管', tenantId: other });
    const reset = await post(userCalls.resetPassword, undefined, admin, { userIds: otherUser });
    expect(reset.body.success).toBe(true);
    expect(reset.body.data[0]).toMatchObject({ account: 'kt-qa' });
    const temp = await newUser(s.db, { tenantId: other, account: 'kt-temp', password: 'x', roleIds: [], deptIds: [] });
    expect((await post(userCalls.remove, undefined, admin, { ids: temp })).body.data).toBe(1);
    expect((await get(userCalls.detail, { id: temp })).status).toBe(404);
  });

  it('adds a department under a parent of the tenant picked, never under another tenant’s', async () => {
    const child = await post(deptCalls.submit, {
      tenantId: other,
      parentId: otherDept,
      deptName: '质量控制组',
      fullName: '质量控制组',
    });
    expect(child.body.data).toMatchObject({ tenantId: other, ancestors: `0,${otherDept}` });
    const detail = await get(deptCalls.detail, { id: child.body.data.id });
    expect(detail.body.data).toMatchObject({ parentName: '质量部', tenantName: '康泰制药' });
    const crossed = await post(deptCalls.submit, { tenantId: other, parentId: thirdDept, deptName: 'x' });
    expect(crossed.body.msg).toBe('上级部门不存在或已被删除');
    // Removing the child and a department of a third tenant at once: both go.
    const extra = await newDept(s.db, { tenantId: third, name: '临时部' });
    const gone = await post(deptCalls.remove, undefined, admin, { ids: `${child.body.data.id},${extra}` });
    expect(gone.body.data).toBe(2);
  });

  it('adds a role to the tenant picked and edits it there', async () => {
    const added = await post(roleCalls.submit, { tenantId: third, roleName: '仓管员', roleAlias: 'keeper' });
    expect(added.body.data).toMatchObject({ tenantId: third });
    // The alias is unique per tenant: the same alias in another tenant is fine, twice in one is not.
    expect(
      (await post(roleCalls.submit, { tenantId: other, roleName: '仓管', roleAlias: 'keeper' })).body,
    ).toMatchObject({ success: true });
    expect(
      (await post(roleCalls.submit, { tenantId: third, roleName: '仓管', roleAlias: 'keeper' })).body,
    ).toMatchObject({ success: false });
    const edited = await post(roleCalls.submit, { id: added.body.data.id, roleName: '仓库管理员' });
    expect(edited.body.data).toMatchObject({ roleName: '仓库管理员', tenantId: third });
  });

  it('keeps a tenant’s own administrator in their tenant whatever they send', async () => {
    const page = await get(userCalls.page, { size: '100', tenantId: other }, tenantAdmin);
    expect(new Set(page.body.data.records.map((r: any) => r.tenantId))).toEqual(new Set([third]));
    expect((await get(userCalls.detail, { id: otherUser }, tenantAdmin)).status).toBe(404);
    const depts = flat((await get(deptCalls.list, { tenantId: other }, tenantAdmin)).body.data);
    expect(depts.every((d) => d.tenantId === third)).toBe(true);
    const added = await post(
      postCalls.submit,
      { tenantId: other, category: 3, postCode: 'hd-1', postName: '拣货员' },
      tenantAdmin,
    );
    expect(added.body.data.tenantId).toBe(third);
    const dept = await post(deptCalls.submit, { tenantId: other, deptName: '外部', fullName: '外部' }, tenantAdmin);
    expect(dept.body.data.tenantId).toBe(third);
    expect((await post(userCalls.remove, undefined, tenantAdmin, { ids: otherUser })).status).toBe(404);
  });
});
