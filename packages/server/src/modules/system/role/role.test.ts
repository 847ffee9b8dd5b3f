import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { menu } from '../menu/menu.table.ts';
import { roleMenu } from './role.table.ts';

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

  it('lets nobody grant beyond their own grants, and refuses scopes that do not exist', async () => {
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
    expect(scopes.status).toBe(400);
    expect(scopes.body.msg).toBe('所选数据权限不存在或已被删除: 1');
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

  it('listByPage_v2 pages a flat list with contains filters; tenantId only for the administrator', async () => {
    for (const n of [1, 2, 3]) await save({ roleName: `分页角色${n}`, roleAlias: `page_role_${n}`, sort: 100 + n });
    await save({ roleName: '百分号%角色', roleAlias: 'page_pct' });
    const page = await s.call('GET', `${api}/listByPage_v2`, {
      token: admin,
      query: { current: 2, size: 2, roleName: '分页' },
    });
    expect(page.body.data).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(page.body.data.records.map((r: any) => r.roleAlias)).toEqual(['page_role_3']);
    const byAlias = await s.call('GET', `${api}/listByPage_v2`, { token: admin, query: { roleAlias: 'PAGE_ROLE_2' } });
    expect(byAlias.body.data.records.map((r: any) => r.roleName)).toEqual(['分页角色2']);
    // `%` is a character to find, not a wildcard.
    const pct = await s.call('GET', `${api}/listByPage_v2`, { token: admin, query: { roleName: '%' } });
    expect(pct.body.data.records.map((r: any) => r.roleAlias)).toEqual(['page_pct']);

    await createUser(s.db, { tenantId: '200002', account: 'pager', password: 'pw-p', codes: ['role'] });
    const other = (await s.login('pager', 'pw-p', '200002')).access_token;
    const theirs = await s.call('GET', `${api}/listByPage_v2`, { token: other, query: { tenantId: '000000' } });
    expect(theirs.body.data.records.map((r: any) => r.roleAlias)).toEqual(['role_pager']);
    const adminView = await s.call('GET', `${api}/listByPage_v2`, { token: admin, query: { tenantId: '200002' } });
    expect(adminView.body.data.records.map((r: any) => r.roleAlias)).toEqual(['role_pager']);
  });

  it('tree_v2 honours tenantId for the administrator only; tree-by-id gives a role and its descendants', async () => {
    const top = await save({ roleName: '顶层', roleAlias: 'tree_top' });
    const mid = await save({ roleName: '中层', roleAlias: 'tree_mid', parentId: top.body.data.id });
    await save({ roleName: '底层', roleAlias: 'tree_low', parentId: mid.body.data.id });
    await save({ roleName: '旁支', roleAlias: 'tree_side' });
    const byId = await s.call('GET', `${api}/tree-by-id`, { token: admin, query: { roleId: mid.body.data.id } });
    expect(byId.body.data).toHaveLength(1);
    expect(byId.body.data[0]).toMatchObject({ id: mid.body.data.id, title: '中层' });
    expect(byId.body.data[0].children.map((c: any) => c.title)).toEqual(['底层']);
    expect(JSON.stringify(byId.body.data)).not.toMatch(/顶层|旁支/);

    await createUser(s.db, { tenantId: '200003', account: 'treer', password: 'pw-t', codes: ['role'] });
    const other = (await s.login('treer', 'pw-t', '200003')).access_token;
    expect(
      (await s.call('GET', `${api}/tree-by-id`, { token: other, query: { roleId: top.body.data.id } })).status,
    ).toBe(404);
    const theirs = await s.call('GET', `${api}/tree_v2`, { token: other, query: { tenantId: '000000' } });
    expect(JSON.stringify(theirs.body.data)).not.toContain('tree_top');
    expect(theirs.body.data.map((n: any) => n.title)).toEqual(['角色-treer']);
    const adminView = await s.call('GET', `${api}/tree_v2`, { token: admin, query: { tenantId: '200003' } });
    expect(adminView.body.data.map((n: any) => n.title)).toEqual(['角色-treer']);
    const own = await s.call('GET', `${api}/tree_v2`, { token: admin });
    expect(JSON.stringify(own.body.data)).toContain('"title":"底层"');
  });

  it('submit_v2 saves a role and its menus in one transaction, within the same bounds as grant', async () => {
    const ids = await menuIds(['param', 'param_view']);
    const made = await s.call('POST', `${api}/submit_v2`, {
      token: admin,
      body: { roleName: '带菜单', roleAlias: 'with_menus', menuIds: ids },
    });
    expect(made.body.msg).toBe('新增成功');
    const id = made.body.data.id;
    const held = async () =>
      (await s.db.select({ id: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, id)))
        .map((r) => r.id)
        .sort();
    expect(await held()).toEqual([...ids].sort());
    // Without menuIds the menus stay; with them they are replaced.
    await s.call('POST', `${api}/submit_v2`, { token: admin, body: { id, roleName: '改名' } });
    expect(await held()).toEqual([...ids].sort());
    await s.call('POST', `${api}/submit_v2`, { token: admin, body: { id, menuIds: [ids[0]] } });
    expect(await held()).toEqual([ids[0]]);

    await createUser(s.db, {
      tenantId: '000000',
      account: 'adder',
      password: 'pw-a',
      codes: ['role', 'role_add', 'param'],
    });
    const t = (await s.login('adder', 'pw-a')).access_token;
    const beyond = await s.call('POST', `${api}/submit_v2`, {
      token: t,
      body: { roleName: '越权', roleAlias: 'beyond_v2', menuIds: await menuIds(['param_add']) },
    });
    expect(beyond.body.msg).toBe('不能授予自己没有的权限');
    const list = await s.call('GET', `${api}/listByPage_v2`, { token: admin, query: { roleAlias: 'beyond_v2' } });
    expect(list.body.data.total).toBe(0);
    // role_add lets them add, not edit.
    expect((await s.call('POST', `${api}/submit_v2`, { token: t, body: { id, roleName: 'x' } })).status).toBe(403);
    const within = await s.call('POST', `${api}/submit_v2`, {
      token: t,
      body: { roleName: '本分', roleAlias: 'within_v2', menuIds: await menuIds(['param']) },
    });
    expect(within.body.msg).toBe('新增成功');
  });

  it('remove_v2 refuses as remove does and needs role_delete', async () => {
    const p = await save({ roleName: 'P2', roleAlias: 'rm2_p' });
    await save({ roleName: 'Q2', roleAlias: 'rm2_q', parentId: p.body.data.id });
    const refused = await s.call('POST', `${api}/remove_v2`, { token: admin, query: { ids: p.body.data.id } });
    expect(refused.body.msg).toBe('请先删除子角色');
    await createUser(s.db, { tenantId: '000000', account: 'no-del', password: 'pw-d', codes: ['role', 'role_add'] });
    const t = (await s.login('no-del', 'pw-d')).access_token;
    const lone = await save({ roleName: 'L', roleAlias: 'rm2_lone' });
    expect((await s.call('POST', `${api}/remove_v2`, { token: t, query: { ids: lone.body.data.id } })).status).toBe(
      403,
    );
    const done = await s.call('POST', `${api}/remove_v2`, { token: admin, query: { ids: lone.body.data.id } });
    expect(done.body.msg).toBe('删除成功');
  });

  it("select?userId lists the roles a user of the caller's tenant holds", async () => {
    const a = await save({ roleName: '甲', roleAlias: 'sel_a' });
    const b = await save({ roleName: '乙', roleAlias: 'sel_b' });
    const { userId } = await createUser(s.db, { tenantId: '000000', account: 'sel', password: 'pw-s', codes: [] });
    await s.call('POST', '/api/blade-user/grant', {
      token: admin,
      query: { userIds: userId, roleIds: `${a.body.data.id},${b.body.data.id}` },
    });
    const roles = await s.call('GET', `${api}/select`, { token: admin, query: { userId } });
    expect(roles.body.data).toEqual([
      { id: a.body.data.id, roleName: '甲', roleAlias: 'sel_a' },
      { id: b.body.data.id, roleName: '乙', roleAlias: 'sel_b' },
    ]);
    await createUser(s.db, { tenantId: '200004', account: 'selector', password: 'pw-x', codes: ['role'] });
    const other = (await s.login('selector', 'pw-x', '200004')).access_token;
    expect((await s.call('GET', `${api}/select`, { token: other, query: { userId } })).status).toBe(404);
  });
});
