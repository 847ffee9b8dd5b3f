import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menu } from '../../src/modules/system/tables.ts';
import { databaseKind } from '../helpers/database.ts';
import { createUser } from '../helpers/fixtures.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let s: TestServer;
let admin: string;
const api = '/api/blade-system/role';
const roleCodes = ['role', 'role_add', 'role_edit', 'role_delete', 'role_view', 'role_grant'];

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
});
afterAll(async () => s?.close());

const save = (body: Record<string, unknown>, token = admin) => s.call('POST', `${api}/submit`, { token, body });
const menuIds = async (codes: string[]) =>
  (
    await s.db
      .select({ id: menu.id })
      .from(menu)
      .where(and(inArray(menu.code, codes), eq(menu.isDeleted, 0)))
  ).map((m) => m.id);

describe(`roles on ${databaseKind}`, () => {
  it('adds roles under each other and lists them as a tree', async () => {
    const parent = await save({ roleName: '采购经理', roleAlias: 'purchase_manager', sort: 1 });
    expect(parent.body.msg).toBe('新增成功');
    const child = await save({ roleName: '采购专员', roleAlias: 'purchaser', parentId: parent.body.data.id });
    expect(child.body.data.parentId).toBe(parent.body.data.id);
    const list = await s.call('GET', `${api}/list`, { token: admin, query: { roleName: '专员' } });
    const top = list.body.data.find((r: any) => r.id === parent.body.data.id);
    expect(top.children.map((c: any) => c.roleAlias)).toEqual(['purchaser']);
    const tree = await s.call('GET', `${api}/tree`, { token: admin });
    expect(JSON.stringify(tree.body.data)).toContain('"title":"采购专员"');
  });

  it('refuses missing names, taken aliases, the reserved alias, and parent cycles', async () => {
    expect((await save({ roleAlias: 'x' })).body.msg).toBe('请输入角色名称');
    expect((await save({ roleName: 'x' })).body.msg).toBe('请输入角色别名');
    await save({ roleName: 'A', roleAlias: 'alias_a' });
    expect((await save({ roleName: 'B', roleAlias: 'alias_a' })).body.msg).toBe('角色别名已存在');
    const a = await save({ roleName: 'C', roleAlias: 'alias_c' });
    const b = await save({ roleName: 'D', roleAlias: 'alias_d', parentId: a.body.data.id });
    expect((await save({ id: a.body.data.id, parentId: a.body.data.id })).body.msg).toBe('父节点不可选择自身!');
    expect((await save({ id: a.body.data.id, parentId: b.body.data.id })).body.msg).toBe(
      '不能选择自身的下级角色作为上级',
    );
    expect((await save({ roleName: 'E', roleAlias: 'alias_e', parentId: '123' })).body.msg).toBe('上级角色不存在');
  });

  it('lets exactly one of two simultaneous adds take an alias', async () => {
    const [a, b] = await Promise.all([
      save({ roleName: '并发一', roleAlias: 'race_alias' }),
      save({ roleName: '并发二', roleAlias: 'race_alias' }),
    ]);
    const results = [a, b].map((r) => r.body.msg).sort();
    expect(results).toEqual(['新增成功', '角色别名已存在'].sort());
  });

  it('refuses removing a role with sub-roles or users, and the administrator role', async () => {
    const p = await save({ roleName: 'P', roleAlias: 'rm_p' });
    await save({ roleName: 'Q', roleAlias: 'rm_q', parentId: p.body.data.id });
    expect((await s.call('POST', `${api}/remove`, { token: admin, query: { ids: p.body.data.id } })).body.msg).toBe(
      '请先删除子角色',
    );
    const { roleId } = await createUser(s.db, { tenantId: '000000', account: 'holder', password: 'pw-h', codes: [] });
    expect((await s.call('POST', `${api}/remove`, { token: admin, query: { ids: roleId } })).body.msg).toBe(
      '该角色下还有用户,无法删除',
    );
    const tree = await s.call('GET', `${api}/list`, { token: admin, query: { roleAlias: 'administrator' } });
    const adminRole = tree.body.data.find((r: any) => r.roleAlias === 'administrator');
    expect((await s.call('POST', `${api}/remove`, { token: admin, query: { ids: adminRole.id } })).body.msg).toBe(
      '平台超级管理员角色不能删除',
    );
  });

  it('grants menus with replace semantics; the grant takes effect on the next request', async () => {
    const r = await save({ roleName: '参数只读', roleAlias: 'param_reader' });
    const roleId = r.body.data.id;
    const { userId } = await createUser(s.db, { tenantId: '000000', account: 'reader2', password: 'pw-r', codes: [] });
    await s.call('POST', '/api/blade-user/grant', { token: admin, query: { userIds: userId, roleIds: roleId } });
    const t = (await s.login('reader2', 'pw-r')).access_token;
    expect((await s.call('GET', '/api/blade-system/param/list', { token: t })).status).toBe(403);
    const grant = await s.call('POST', `${api}/grant`, {
      token: admin,
      body: { roleIds: [roleId], menuIds: await menuIds(['param', 'param_view']) },
    });
    expect(grant.body.msg).toBe('操作成功!');
    expect((await s.call('GET', '/api/blade-system/param/list', { token: t })).status).toBe(200);
    const keys = await s.call('GET', '/api/blade-system/menu/role-tree-keys', {
      token: admin,
      query: { roleIds: roleId },
    });
    expect(keys.body.data.menu.sort()).toEqual((await menuIds(['param', 'param_view'])).sort());
    // A missing list means none.
    await s.call('POST', `${api}/grant`, { token: admin, body: { roleIds: [roleId] } });
    expect((await s.call('GET', '/api/blade-system/param/list', { token: t })).status).toBe(403);
  });

  it('lets nobody grant beyond their own grants, and refuses scopes until they exist', async () => {
    const { roleId } = await createUser(s.db, {
      tenantId: '000000',
      account: 'sub-admin',
      password: 'pw-s',
      codes: [...roleCodes, 'param'],
    });
    const t = (await s.login('sub-admin', 'pw-s')).access_token;
    const tree = await s.call('GET', '/api/blade-system/menu/grant-tree', { token: t });
    const offered = JSON.stringify(tree.body.data.menu);
    const [paramId] = await menuIds(['param']);
    const [paramAddId] = await menuIds(['param_add']);
    expect(offered).toContain(`"id":"${paramId}"`);
    expect(offered).not.toContain(`"id":"${paramAddId}"`);
    const target = await save({ roleName: 'T', roleAlias: 'target' }, t);
    const beyond = await s.call('POST', `${api}/grant`, {
      token: t,
      body: { roleIds: [target.body.data.id], menuIds: await menuIds(['param_add']) },
    });
    expect(beyond.body.msg).toBe('不能授予自己没有的权限');
    const within = await s.call('POST', `${api}/grant`, {
      token: t,
      body: { roleIds: [target.body.data.id], menuIds: await menuIds(['param']) },
    });
    expect(within.body.success).toBe(true);
    const scopes = await s.call('POST', `${api}/grant`, {
      token: admin,
      body: { roleIds: [roleId], menuIds: [], dataScopeIds: ['1'] },
    });
    expect(scopes.body.msg).toBe('数据权限与接口权限尚未启用,请只授予菜单权限');
  });

  it('keeps roles of another tenant apart and hides the administrator role from tenants', async () => {
    await createUser(s.db, { tenantId: '200001', account: 'boss3', password: 'pw-b', codes: roleCodes });
    const other = (await s.login('boss3', 'pw-b', '200001')).access_token;
    const mine = await save({ roleName: '平台角色', roleAlias: 'platform_only' });
    const list = await s.call('GET', `${api}/list`, { token: other });
    expect(JSON.stringify(list.body.data)).not.toMatch(/platform_only|administrator/);
    expect((await s.call('GET', `${api}/detail`, { token: other, query: { id: mine.body.data.id } })).status).toBe(404);
    expect((await save({ id: mine.body.data.id, roleName: 'x' }, other)).status).toBe(404);
    expect((await s.call('POST', `${api}/remove`, { token: other, query: { ids: mine.body.data.id } })).status).toBe(
      404,
    );
    expect(
      (await s.call('POST', `${api}/grant`, { token: other, body: { roleIds: [mine.body.data.id], menuIds: [] } }))
        .status,
    ).toBe(404);
    expect((await save({ roleName: '伪装', roleAlias: 'administrator' }, other)).body.msg).toBe(
      '只有平台超级管理员可以使用该角色别名',
    );
    const tree = await s.call('GET', `${api}/tree`, { token: other, query: { tenantId: '000000' } });
    expect(JSON.stringify(tree.body.data)).not.toContain('platform_only');
  });
});
