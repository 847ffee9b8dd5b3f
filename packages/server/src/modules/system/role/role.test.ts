import { paramCalls, roleCalls, userCalls } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { menu } from '../menu/menu.table.ts';
import { roleMenu } from './role.table.ts';

const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
const roleCodes = ['role', 'role_add', 'role_edit', 'role_delete', 'role_view', 'role_grant'];

test.beforeAll(({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
});

const save = (body: Record<string, unknown>, who = admin) => who.send(roleCalls.submit, { body });
const menuIds = async (codes: string[]) =>
  (
    await s.db
      .select({ id: menu.id })
      .from(menu)
      .where(and(inArray(menu.code, codes), eq(menu.isDeleted, 0)))
  ).map((m) => m.id);

describe(`roles on ${databaseKind}`, () => {
  test('adds roles under each other and lists them as a tree', async () => {
    const parent = await save({ roleName: '采购经理', roleAlias: 'purchase_manager', sort: 1 });
    expect(parent.body.msg).toBe('新增成功');
    const child = await save({ roleName: '采购专员', roleAlias: 'purchaser', parentId: parent.body.data.id });
    expect(child.body.data.parentId).toBe(parent.body.data.id);
    const list = await admin.send(roleCalls.list, { query: { roleName: '专员' } });
    const top = list.body.data.find((r: any) => r.id === parent.body.data.id);
    expect(top!.children!.map((c: any) => c.roleAlias)).toEqual(['purchaser']);
    const tree = await admin.send(roleCalls.tree);
    expect(JSON.stringify(tree.body.data)).toContain('"title":"采购专员"');
  });

  test('refuses missing names, taken aliases, the reserved alias, and parent cycles', async () => {
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

  test('lets exactly one of two simultaneous adds take an alias', async () => {
    const [a, b] = await Promise.all([
      save({ roleName: '并发一', roleAlias: 'race_alias' }),
      save({ roleName: '并发二', roleAlias: 'race_alias' }),
    ]);
    const results = [a, b].map((r) => r.body.msg).sort();
    expect(results).toEqual(['新增成功', '角色别名已存在'].sort());
  });

  test('refuses removing a role with sub-roles or users, and the administrator role', async () => {
    const p = await save({ roleName: 'P', roleAlias: 'rm_p' });
    await save({ roleName: 'Q', roleAlias: 'rm_q', parentId: p.body.data.id });
    expect((await admin.send(roleCalls.remove, { query: { ids: p.body.data.id } })).body.msg).toBe('请先删除子角色');
    const { roleId } = await createUser(s.db, { tenantId: '000000', account: 'holder', password: 'pw-h', codes: [] });
    expect((await admin.send(roleCalls.remove, { query: { ids: roleId } })).body.msg).toBe('该角色下还有用户,无法删除');
    const tree = await admin.send(roleCalls.list, { query: { roleAlias: 'administrator' } });
    const adminRole = tree.body.data.find((r: any) => r.roleAlias === 'administrator');
    expect((await admin.send(roleCalls.remove, { query: { ids: adminRole!.id } })).body.msg).toBe(
      '平台超级管理员角色不能删除',
    );
  });

  test('grants menus with replace semantics; the grant takes effect on the next request', async () => {
    const r = await save({ roleName: '参数只读', roleAlias: 'param_reader' });
    const roleId = r.body.data.id;
    const { userId } = await createUser(s.db, { tenantId: '000000', account: 'reader2', password: 'pw-r', codes: [] });
    await admin.send(userCalls.grant, { query: { userIds: userId, roleIds: roleId } });
    const t = await signedIn(s, 'reader2', 'pw-r');
    expect((await t.send(paramCalls.list)).status).toBe(403);
    const grant = await admin.send(roleCalls.grant, {
      body: { roleIds: [roleId], menuIds: await menuIds(['param', 'param_view']) },
    });
    expect(grant.body.msg).toBe('操作成功!');
    expect((await t.send(paramCalls.list)).status).toBe(200);
    const keys = await admin.send(roleCalls.roleTreeKeys, { query: { roleIds: roleId } });
    expect(keys.body.data.menu.sort()).toEqual((await menuIds(['param', 'param_view'])).sort());
    // A missing list means none.
    await admin.send(roleCalls.grant, { body: { roleIds: [roleId] } });
    expect((await t.send(paramCalls.list)).status).toBe(403);
  });

  test('lets nobody grant beyond their own grants, and refuses scopes that do not exist', async () => {
    const { roleId } = await createUser(s.db, {
      tenantId: '000000',
      account: 'sub-admin',
      password: 'pw-s',
      codes: [...roleCodes, 'param'],
    });
    const t = await signedIn(s, 'sub-admin', 'pw-s');
    const tree = await t.send(roleCalls.grantTree);
    const offered = JSON.stringify(tree.body.data.menu);
    const [paramId] = await menuIds(['param']);
    const [paramAddId] = await menuIds(['param_add']);
    expect(offered).toContain(`"id":"${paramId}"`);
    expect(offered).not.toContain(`"id":"${paramAddId}"`);
    const target = await save({ roleName: 'T', roleAlias: 'target' }, t);
    const beyond = await t.send(roleCalls.grant, {
      body: { roleIds: [target.body.data.id], menuIds: await menuIds(['param_add']) },
    });
    expect(beyond.body.msg).toBe('不能授予自己没有的权限');
    const within = await t.send(roleCalls.grant, {
      body: { roleIds: [target.body.data.id], menuIds: await menuIds(['param']) },
    });
    expect(within.body.success).toBe(true);
    const scopes = await admin.send(roleCalls.grant, { body: { roleIds: [roleId], menuIds: [], dataScopeIds: ['1'] } });
    expect(scopes.status).toBe(400);
    expect(scopes.body.msg).toBe('所选数据权限不存在或已被删除: 1');
  });

  test('keeps roles of another tenant apart and hides the administrator role from tenants', async () => {
    await createUser(s.db, { tenantId: '200001', account: 'boss3', password: 'pw-b', codes: roleCodes });
    const other = await signedIn(s, 'boss3', 'pw-b', '200001');
    const mine = await save({ roleName: '平台角色', roleAlias: 'platform_only' });
    const list = await other.send(roleCalls.list);
    expect(JSON.stringify(list.body.data)).not.toMatch(/platform_only|administrator/);
    expect((await other.send(roleCalls.detail, { query: { id: mine.body.data.id } })).status).toBe(404);
    expect((await save({ id: mine.body.data.id, roleName: 'x' }, other)).status).toBe(404);
    expect((await other.send(roleCalls.remove, { query: { ids: mine.body.data.id } })).status).toBe(404);
    expect((await other.send(roleCalls.grant, { body: { roleIds: [mine.body.data.id], menuIds: [] } })).status).toBe(
      404,
    );
    expect((await save({ roleName: '伪装', roleAlias: 'administrator' }, other)).body.msg).toBe(
      '只有平台超级管理员可以使用该角色别名',
    );
    const tree = await other.send(roleCalls.tree, { query: { tenantId: '000000' } });
    expect(JSON.stringify(tree.body.data)).not.toContain('platform_only');
  });

  test('listByPage_v2 pages a flat list with contains filters; tenantId only for the administrator', async () => {
    for (const n of [1, 2, 3]) await save({ roleName: `分页角色${n}`, roleAlias: `page_role_${n}`, sort: 100 + n });
    await save({ roleName: '百分号%角色', roleAlias: 'page_pct' });
    const page = await admin.send(roleCalls.listByPageV2, { query: { current: 2, size: 2, roleName: '分页' } });
    expect(page.body.data).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(page.body.data.records.map((r: any) => r.roleAlias)).toEqual(['page_role_3']);
    const byAlias = await admin.send(roleCalls.listByPageV2, { query: { roleAlias: 'PAGE_ROLE_2' } });
    expect(byAlias.body.data.records.map((r: any) => r.roleName)).toEqual(['分页角色2']);
    // `%` is a character to find, not a wildcard.
    const pct = await admin.send(roleCalls.listByPageV2, { query: { roleName: '%' } });
    expect(pct.body.data.records.map((r: any) => r.roleAlias)).toEqual(['page_pct']);

    await createUser(s.db, { tenantId: '200002', account: 'pager', password: 'pw-p', codes: ['role'] });
    const other = await signedIn(s, 'pager', 'pw-p', '200002');
    const theirs = await other.send(roleCalls.listByPageV2, { query: { tenantId: '000000' } });
    expect(theirs.body.data.records.map((r: any) => r.roleAlias)).toEqual(['role_pager']);
    const adminView = await admin.send(roleCalls.listByPageV2, { query: { tenantId: '200002' } });
    expect(adminView.body.data.records.map((r: any) => r.roleAlias)).toEqual(['role_pager']);
  });

  test('tree_v2 honours tenantId for the administrator only; tree-by-id gives a role and its descendants', async () => {
    const top = await save({ roleName: '顶层', roleAlias: 'tree_top' });
    const mid = await save({ roleName: '中层', roleAlias: 'tree_mid', parentId: top.body.data.id });
    await save({ roleName: '底层', roleAlias: 'tree_low', parentId: mid.body.data.id });
    await save({ roleName: '旁支', roleAlias: 'tree_side' });
    const byId = await admin.send(roleCalls.treeById, { query: { roleId: mid.body.data.id } });
    expect(byId.body.data).toHaveLength(1);
    expect(byId.body.data[0]).toMatchObject({ id: mid.body.data.id, title: '中层' });
    expect(byId.body.data[0]!.children!.map((c: any) => c.title)).toEqual(['底层']);
    expect(JSON.stringify(byId.body.data)).not.toMatch(/顶层|旁支/);

    await createUser(s.db, { tenantId: '200003', account: 'treer', password: 'pw-t', codes: ['role'] });
    const other = await signedIn(s, 'treer', 'pw-t', '200003');
    expect((await other.send(roleCalls.treeById, { query: { roleId: top.body.data.id } })).status).toBe(404);
    const theirs = await other.send(roleCalls.treeV2, { query: { tenantId: '000000' } });
    expect(JSON.stringify(theirs.body.data)).not.toContain('tree_top');
    expect(theirs.body.data.map((n: any) => n.title)).toEqual(['角色-treer']);
    const adminView = await admin.send(roleCalls.treeV2, { query: { tenantId: '200003' } });
    expect(adminView.body.data.map((n: any) => n.title)).toEqual(['角色-treer']);
    const own = await admin.send(roleCalls.treeV2);
    expect(JSON.stringify(own.body.data)).toContain('"title":"底层"');
  });

  test('submit_v2 saves a role and its menus in one transaction, within the same bounds as grant', async () => {
    const ids = await menuIds(['param', 'param_view']);
    const made = await admin.send(roleCalls.submitV2, {
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
    await admin.send(roleCalls.submitV2, { body: { id, roleName: '改名' } });
    expect(await held()).toEqual([...ids].sort());
    await admin.send(roleCalls.submitV2, { body: { id, menuIds: [ids[0]] } });
    expect(await held()).toEqual([ids[0]]);

    await createUser(s.db, {
      tenantId: '000000',
      account: 'adder',
      password: 'pw-a',
      codes: ['role', 'role_add', 'param'],
    });
    const t = await signedIn(s, 'adder', 'pw-a');
    const beyond = await t.send(roleCalls.submitV2, {
      body: { roleName: '越权', roleAlias: 'beyond_v2', menuIds: await menuIds(['param_add']) },
    });
    expect(beyond.body.msg).toBe('不能授予自己没有的权限');
    const list = await admin.send(roleCalls.listByPageV2, { query: { roleAlias: 'beyond_v2' } });
    expect(list.body.data.total).toBe(0);
    // role_add lets them add, not edit.
    expect((await t.send(roleCalls.submitV2, { body: { id, roleName: 'x' } })).status).toBe(403);
    const within = await t.send(roleCalls.submitV2, {
      body: { roleName: '本分', roleAlias: 'within_v2', menuIds: await menuIds(['param']) },
    });
    expect(within.body.msg).toBe('新增成功');
  });

  test('remove_v2 refuses as remove does and needs role_delete', async () => {
    const p = await save({ roleName: 'P2', roleAlias: 'rm2_p' });
    await save({ roleName: 'Q2', roleAlias: 'rm2_q', parentId: p.body.data.id });
    const refused = await admin.send(roleCalls.removeV2, { query: { ids: p.body.data.id } });
    expect(refused.body.msg).toBe('请先删除子角色');
    await createUser(s.db, { tenantId: '000000', account: 'no-del', password: 'pw-d', codes: ['role', 'role_add'] });
    const t = await signedIn(s, 'no-del', 'pw-d');
    const lone = await save({ roleName: 'L', roleAlias: 'rm2_lone' });
    expect((await t.send(roleCalls.removeV2, { query: { ids: lone.body.data.id } })).status).toBe(403);
    const done = await admin.send(roleCalls.removeV2, { query: { ids: lone.body.data.id } });
    expect(done.body.msg).toBe('删除成功');
  });

  test("select?userId lists the roles a user of the caller's tenant holds", async () => {
    const a = await save({ roleName: '甲', roleAlias: 'sel_a' });
    const b = await save({ roleName: '乙', roleAlias: 'sel_b' });
    const { userId } = await createUser(s.db, { tenantId: '000000', account: 'sel', password: 'pw-s', codes: [] });
    await admin.send(userCalls.grant, { query: { userIds: userId, roleIds: `${a.body.data.id},${b.body.data.id}` } });
    const roles = await admin.send(roleCalls.select, { query: { userId } });
    expect(roles.body.data).toEqual([
      { id: a.body.data.id, roleName: '甲', roleAlias: 'sel_a' },
      { id: b.body.data.id, roleName: '乙', roleAlias: 'sel_b' },
    ]);
    await createUser(s.db, { tenantId: '200004', account: 'selector', password: 'pw-x', codes: ['role'] });
    const other = await signedIn(s, 'selector', 'pw-x', '200004');
    expect((await other.send(roleCalls.select, { query: { userId } })).status).toBe(404);
  });
});
