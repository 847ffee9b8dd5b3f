import { type CallDef, paramCalls, roleCalls, tenantPackageCalls, userCalls } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser, ensureTenant } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { tenant } from '../../../schema.ts';
import { menu } from '../menu/menu.table.ts';
import { scopeApi, scopeData } from '../scope/scope.table.ts';
import { role, roleMenu, roleScope } from './role.table.ts';

/**
 * Role grants with data and API scopes, their bounds (the granter's own grants, the tenant's package), the grant
 * dialog's trees and keys, and mount-tenant. Scopes are written straight into their tables: their admin screens
 * belong to another module, and these tests are about granting them. Their resource codes and paths match no
 * real call, so holding or not holding them changes nothing else here.
 */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
const roleCodes = ['role', 'role_add', 'role_edit', 'role_delete', 'role_view', 'role_grant'];

test.beforeAll(({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
});

const menuId = async (code: string) => {
  const [m] = await s.db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.code, code), eq(menu.isDeleted, 0)));
  return m!.id;
};
const menuIds = (codes: string[]) => Promise.all(codes.map(menuId));
const dataScope = async (menuCode: string, scopeName: string) => {
  const [row] = await s.db
    .insert(scopeData)
    .values({ menuId: await menuId(menuCode), resourceCode: 'grant_test_only', scopeName, scopeType: 1 })
    .returning();
  return row!.id;
};
const apiScope = async (menuCode: string, scopeName: string) => {
  const [row] = await s.db
    .insert(scopeApi)
    .values({ menuId: await menuId(menuCode), scopeName, scopePath: '/api/grant-test-only/none' })
    .returning();
  return row!.id;
};
/** Gives a role scopes directly (what an earlier grant would have stored). */
const hold = async (roleId: string, category: 1 | 2, scopeIds: string[]) =>
  s.db.insert(roleScope).values(scopeIds.map((scopeId) => ({ roleId, scopeId, scopeCategory: category })));
const newRole = async (alias: string, who = admin, parentId?: string) => {
  const r = await who.send(roleCalls.submit, { body: { roleName: alias, roleAlias: alias, parentId } });
  expect(r.status, r.text).toBe(200);
  return r.body.data.id as string;
};
const grant = (body: Record<string, unknown>, who = admin, call: CallDef = roleCalls.grant) => who.send(call, { body });
const keys = async (roleId: string, who = admin) =>
  (await who.send(roleCalls.roleTreeKeys, { query: { roleIds: roleId } })).body.data;
const sorted = (ids: Array<string | undefined>) => [...ids].sort();

type Node = { id: string; parentId: string; title: string; hasChildren?: boolean; children?: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

/** A tenant whose package holds exactly the given menus. */
async function packagedTenant(tenantId: string, codes: string[]) {
  await ensureTenant(s.db, tenantId);
  const pack = await admin.send(tenantPackageCalls.submit, {
    body: { packageName: `包-${tenantId}`, menuId: (await menuIds(codes)).join(',') },
  });
  expect(pack.status, pack.text).toBe(200);
  await s.db
    .update(tenant)
    .set({ packageId: pack.body.data.id as string })
    .where(eq(tenant.tenantId, tenantId));
}

describe(`role grants on ${databaseKind}`, () => {
  test('stores menus, data scopes and API scopes, and role-tree-keys returns them', async () => {
    const roleId = await newRole('g_store');
    const ds = await dataScope('param', '参数-全部');
    const as = await apiScope('param', '参数-接口');
    const menus = await menuIds(['param', 'param_view']);
    const r = await grant({ roleIds: [roleId], menuIds: menus, dataScopeIds: [ds], apiScopeIds: [as] });
    expect(r.body.msg).toBe('操作成功!');
    const held = await keys(roleId);
    expect({ ...held, menu: sorted(held.menu) }).toEqual({ menu: sorted(menus), dataScope: [ds], apiScope: [as] });
    const apiKeys = await admin.send(roleCalls.grantMenuScopeKeysV2, { query: { roleIds: roleId } });
    expect(apiKeys.body.data).toEqual({ apiScope: [as] });
  });

  test('grant replaces all three kinds (a missing list is none); each -v2 call replaces only its own kind', async () => {
    const [a, b] = [await newRole('g_repl_a'), await newRole('g_repl_b')];
    const ds1 = await dataScope('param', 'ds1');
    const ds2 = await dataScope('param', 'ds2');
    const as1 = await apiScope('param', 'as1');
    const [param, paramView] = await menuIds(['param', 'param_view']);
    await grant({ roleIds: [a, b], menuIds: [param], dataScopeIds: [ds1], apiScopeIds: [as1] });
    expect(await keys(b)).toEqual({ menu: [param], dataScope: [ds1], apiScope: [as1] });

    expect(
      (await grant({ roleIds: [a, b], dataScopeIds: [ds2] }, admin, roleCalls.grantDataScopeV2)).body.success,
    ).toBe(true);
    expect(await keys(a)).toEqual({ menu: [param], dataScope: [ds2], apiScope: [as1] });
    await grant({ roleIds: [a], menuIds: [paramView] }, admin, roleCalls.grantMenuV2);
    expect(await keys(a)).toEqual({ menu: [paramView], dataScope: [ds2], apiScope: [as1] });
    await grant({ roleIds: [a], apiScopeIds: [] }, admin, roleCalls.grantMenuScopeV2);
    expect(await keys(a)).toEqual({ menu: [paramView], dataScope: [ds2], apiScope: [] });
    // b was only in the data-scope call.
    expect(await keys(b)).toEqual({ menu: [param], dataScope: [ds2], apiScope: [as1] });

    await grant({ roleIds: [b], menuIds: [param] });
    expect(await keys(b)).toEqual({ menu: [param], dataScope: [], apiScope: [] });
  });

  test('changes nothing when any part of a grant is refused (one transaction)', async () => {
    const roleId = await newRole('g_atomic');
    const ds = await dataScope('param', 'atomic');
    const [param] = await menuIds(['param']);
    await grant({ roleIds: [roleId], menuIds: [param], dataScopeIds: [ds] });
    const bad = await grant({ roleIds: [roleId], menuIds: [], dataScopeIds: [], apiScopeIds: ['12345'] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('所选接口权限不存在或已被删除: 12345');
    const en = await admin.send(roleCalls.grant, { lang: 'en', body: { roleIds: [roleId], apiScopeIds: ['12345'] } });
    expect(en.body.msg).toBe('These API scopes do not exist or have been deleted: 12345');
    expect(await keys(roleId)).toEqual({ menu: [param], dataScope: [ds], apiScope: [] });
    // A deleted scope is gone for granting too.
    await s.db.update(scopeData).set({ isDeleted: 1 }).where(eq(scopeData.id, ds));
    expect((await grant({ roleIds: [roleId], dataScopeIds: [ds] })).body.msg).toBe(
      `所选数据权限不存在或已被删除: ${ds}`,
    );
    expect((await keys(roleId)).dataScope).toEqual([]);
  });

  test('ignores the menu headings a scope tree sends along with the scopes', async () => {
    const roleId = await newRole('g_heading');
    const ds = await dataScope('post', 'heading');
    const [system, post] = await menuIds(['system', 'post']);
    const r = await grant({ roleIds: [roleId], dataScopeIds: [system, post, ds] }, admin, roleCalls.grantDataScopeV2);
    expect(r.body.success).toBe(true);
    expect((await keys(roleId)).dataScope).toEqual([ds]);
  });

  test('grant-tree: the administrator is offered everything, scopes hanging under their menu', async () => {
    const ds = await dataScope('dept', '部门-本部门');
    const as = await apiScope('dept', '部门-接口');
    const tree = (await admin.send(roleCalls.grantTree)).body.data;
    const all = await s.db.select({ id: menu.id }).from(menu).where(eq(menu.isDeleted, 0));
    expect(flat(tree.menu).length).toBe(all.length);
    const deptId = await menuId('dept');
    for (const [kind, id] of [
      ['dataScope', ds],
      ['apiScope', as],
    ] as const) {
      const nodes = flat(tree[kind]);
      const node = nodes.find((n) => n.id === id)!;
      expect(node).toMatchObject({ parentId: deptId, hasChildren: false });
      const heading = nodes.find((n) => n.id === deptId)!;
      expect(heading.title).toBe('部门管理');
      expect(heading.children!.map((c) => c.id)).toContain(id);
    }
  });

  test('a non-administrator is offered and may grant only what their own roles hold', async () => {
    const { roleId: mine } = await createUser(s.db, {
      tenantId: '000000',
      account: 'g-sub',
      password: 'pw-g',
      codes: [...roleCodes, 'param', 'param_view'],
    });
    const held = await dataScope('param', 'held');
    const notHeld = await dataScope('param', 'not-held');
    const heldApi = await apiScope('param', 'held-api');
    const notHeldApi = await apiScope('param', 'not-held-api');
    await hold(mine, 1, [held]);
    await hold(mine, 2, [heldApi]);
    const t = await signedIn(s, 'g-sub', 'pw-g');

    const tree = (await t.send(roleCalls.grantTree)).body.data;
    expect(sorted(flat(tree.menu).map((n: Node) => n.id))).toEqual(
      sorted([...(await menuIds(roleCodes)), ...(await menuIds(['param', 'param_view']))]),
    );
    const dataIds = flat(tree.dataScope).map((n: Node) => n.id);
    expect(dataIds).toContain(held);
    expect(dataIds).not.toContain(notHeld);
    const apiIds = flat(tree.apiScope).map((n: Node) => n.id);
    expect(apiIds).toContain(heldApi);
    expect(apiIds).not.toContain(notHeldApi);

    const target = await newRole('g_sub_target', t);
    for (const body of [
      { dataScopeIds: [notHeld] },
      { apiScopeIds: [notHeldApi] },
      { menuIds: [await menuId('post')] },
    ]) {
      const r = await grant({ roleIds: [target], ...body }, t);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('不能授予自己没有的权限');
    }
    const ok = await grant(
      { roleIds: [target], menuIds: [await menuId('param')], dataScopeIds: [held], apiScopeIds: [heldApi] },
      t,
    );
    expect(ok.body.success).toBe(true);
    expect(await keys(target, t)).toEqual({ menu: [await menuId('param')], dataScope: [held], apiScope: [heldApi] });
  });

  test("grants only to roles of the caller's own tenant", async () => {
    await createUser(s.db, { tenantId: '200001', account: 'g-other', password: 'pw-o', codes: roleCodes });
    const other = await signedIn(s, 'g-other', 'pw-o', '200001');
    const platformRole = await newRole('g_platform');
    for (const call of [
      roleCalls.grant,
      roleCalls.grantMenuV2,
      roleCalls.grantDataScopeV2,
      roleCalls.grantMenuScopeV2,
    ]) {
      expect((await grant({ roleIds: [platformRole] }, other, call)).status, call.path).toBe(404);
    }
    expect((await other.send(roleCalls.roleTreeKeys, { query: { roleIds: platformRole } })).status).toBe(404);
  });

  test("bounds grants by the tenant's package", async () => {
    await packagedTenant('300001', ['param', 'param_view', ...roleCodes]);
    const { roleId: mine } = await createUser(s.db, {
      tenantId: '300001',
      account: 'g-pack',
      password: 'pw-p',
      codes: [...roleCodes, 'param', 'param_view', 'post'],
    });
    const inPack = await dataScope('param', 'in-package');
    const outPack = await dataScope('post', 'outside-package');
    await hold(mine, 1, [inPack, outPack]);
    const t = await signedIn(s, 'g-pack', 'pw-p', '300001');

    const tree = (await t.send(roleCalls.grantTree)).body.data;
    const [post, param] = await menuIds(['post', 'param']);
    expect(flat(tree.menu).map((n: Node) => n.id)).not.toContain(post);
    expect(flat(tree.menu).map((n: Node) => n.id)).toContain(param);
    expect(flat(tree.dataScope).map((n: Node) => n.id)).toEqual(expect.arrayContaining([inPack]));
    expect(flat(tree.dataScope).map((n: Node) => n.id)).not.toContain(outPack);

    const target = await newRole('g_pack_target', t);
    const menuOut = await grant({ roleIds: [target], menuIds: [post] }, t);
    expect(menuOut.status).toBe(400);
    expect(menuOut.body.msg).toBe(`不能授予租户产品包以外的权限: ${post}`);
    const scopeOut = await grant({ roleIds: [target], dataScopeIds: [outPack] }, t, roleCalls.grantDataScopeV2);
    expect(scopeOut.body.msg).toBe(`不能授予租户产品包以外的权限: ${outPack}`);
    const within = await grant({ roleIds: [target], menuIds: [param], dataScopeIds: [inPack] }, t);
    expect(within.body.success).toBe(true);
  });

  test('needs role_grant for every grant call and the dialog reads', async () => {
    await createUser(s.db, {
      tenantId: '000000',
      account: 'g-nogrant',
      password: 'pw-n',
      codes: roleCodes.filter((c) => c !== 'role_grant'),
    });
    const t = await signedIn(s, 'g-nogrant', 'pw-n');
    const roleId = await newRole('g_nogrant_target');
    for (const call of [
      roleCalls.grant,
      roleCalls.grantMenuV2,
      roleCalls.grantDataScopeV2,
      roleCalls.grantMenuScopeV2,
    ]) {
      expect((await grant({ roleIds: [roleId] }, t, call)).status, call.path).toBe(403);
    }
    for (const call of [roleCalls.grantTree, roleCalls.roleTreeKeys, roleCalls.grantMenuScopeKeysV2]) {
      expect((await t.send(call, { query: { roleIds: roleId } })).status, call.path).toBe(403);
    }
  });

  test('a menu grant by grantMenu-v2 takes effect on the next request', async () => {
    const roleId = await newRole('g_next');
    const { userId } = await createUser(s.db, { tenantId: '000000', account: 'g-next', password: 'pw-x', codes: [] });
    await admin.send(userCalls.grant, { query: { userIds: userId, roleIds: roleId } });
    const t = await signedIn(s, 'g-next', 'pw-x');
    expect((await t.send(paramCalls.list)).status).toBe(403);
    await grant({ roleIds: [roleId], menuIds: await menuIds(['param']) }, admin, roleCalls.grantMenuV2);
    expect((await t.send(paramCalls.list)).status).toBe(200);
  });
});

describe(`mount-tenant on ${databaseKind}`, () => {
  const mount = (body: Record<string, unknown>, who = admin) => who.send(roleCalls.mountTenant, { body });
  const rolesOf = (tenantId: string, alias: string) =>
    s.db
      .select()
      .from(role)
      .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, alias), eq(role.isDeleted, 0)));

  test("copies roles with their grants bounded by each tenant's package, skipping aliases already there", async () => {
    await packagedTenant('310001', ['param', 'param_view']);
    await ensureTenant(s.db, '310002');
    await s.db.insert(role).values({ tenantId: '310002', roleName: '已有', roleAlias: 'mnt_child' });
    const parent = await newRole('mnt_parent');
    const child = await newRole('mnt_child', admin, parent);
    const dsIn = await dataScope('param', 'mnt-in');
    const dsOut = await dataScope('post', 'mnt-out');
    const asIn = await apiScope('param', 'mnt-api');
    const [param, paramView, post] = await menuIds(['param', 'param_view', 'post']);
    await grant({
      roleIds: [child],
      menuIds: [param, paramView, post],
      dataScopeIds: [dsIn, dsOut],
      apiScopeIds: [asIn],
    });

    const r = await mount({ roleIds: [child, parent], tenantIds: ['310001', '310002'] });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toEqual({ created: 3, skipped: 1 });

    const [copy] = await rolesOf('310001', 'mnt_child');
    expect(copy).toMatchObject({ roleName: 'mnt_child', parentId: '0' });
    const menus = await s.db.select({ id: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, copy!.id));
    expect(sorted(menus.map((m) => m.id))).toEqual(sorted([param, paramView]));
    const scopes = await s.db.select().from(roleScope).where(eq(roleScope.roleId, copy!.id));
    expect(sorted(scopes.map((x) => `${x.scopeCategory}:${x.scopeId}`))).toEqual(sorted([`1:${dsIn}`, `2:${asIn}`]));

    // No package: every grant comes along; the tenant's own mnt_child stays as it was.
    const [unpackaged] = await rolesOf('310002', 'mnt_parent');
    expect(unpackaged).toBeDefined();
    const existing = await rolesOf('310002', 'mnt_child');
    expect(existing.map((x) => x.roleName)).toEqual(['已有']);
    expect(await s.db.select().from(roleMenu).where(eq(roleMenu.roleId, existing[0]!.id))).toEqual([]);

    expect((await mount({ roleIds: [child, parent], tenantIds: ['310001', '310002'] })).body.data).toEqual({
      created: 0,
      skipped: 4,
    });
    // The source roles are untouched.
    expect(sorted((await keys(child)).menu)).toEqual(sorted([param, paramView, post]));
  });

  test('is the administrator alone, refuses unknown tenants and the administrator role', async () => {
    await ensureTenant(s.db, '310003');
    const roleId = await newRole('mnt_refused');
    await createUser(s.db, {
      tenantId: '000000',
      account: 'g-mount',
      password: 'pw-m',
      codes: [...roleCodes],
    });
    const t = await signedIn(s, 'g-mount', 'pw-m');
    expect((await mount({ roleIds: [roleId], tenantIds: ['310003'] }, t)).status).toBe(403);

    const unknown = await mount({ roleIds: [roleId], tenantIds: ['310003', '399999'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('所选租户不存在: 399999');
    expect(await rolesOf('310003', 'mnt_refused')).toEqual([]);

    const [adminRole] = await rolesOf('000000', 'administrator');
    const refused = await mount({ roleIds: [adminRole!.id], tenantIds: ['310003'] });
    expect(refused.body.msg).toBe('平台超级管理员角色不能挂载到租户');
    expect(await rolesOf('310003', 'administrator')).toEqual([]);
  });
});

describe(`removing roles on ${databaseKind}`, () => {
  test('drops their scope grants along with their menus', async () => {
    const roleId = await newRole('g_removed');
    const ds = await dataScope('param', 'removed');
    await grant({ roleIds: [roleId], menuIds: await menuIds(['param']), dataScopeIds: [ds] });
    const r = await admin.send(roleCalls.removeV2, { query: { ids: roleId } });
    expect(r.body.msg).toBe('删除成功');
    expect(
      await s.db
        .select()
        .from(roleScope)
        .where(inArray(roleScope.roleId, [roleId])),
    ).toEqual([]);
    expect(
      await s.db
        .select()
        .from(roleMenu)
        .where(inArray(roleMenu.roleId, [roleId])),
    ).toEqual([]);
  });
});
