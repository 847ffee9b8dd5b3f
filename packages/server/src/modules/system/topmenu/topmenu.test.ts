import { crudCalls, menuCalls, topMenuCalls, topMenuResource } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser, newTenant } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { menu } from '../menu/menu.table.ts';

const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
let anonymous: Session;
const ids: Record<string, string> = {};
test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  const rows = await s.db
    .select({ id: menu.id, code: menu.code })
    .from(menu)
    .where(and(inArray(menu.code, ['system', 'param', 'post', 'param_add']), eq(menu.isDeleted, 0)));
  for (const r of rows) ids[r.code] = r.id;
});

/** The CRUD kit's four calls of the resource (the contract's topMenuCalls holds what it adds to them). */
const topMenuCrud = crudCalls(topMenuResource);
const allCodes = ['topmenu', 'topmenu_add', 'topmenu_edit', 'topmenu_delete', 'topmenu_view', 'topmenu_setting'];
const submit = (body: Record<string, unknown>, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(topMenuCrud.submit, { body, lang });
const grant = (body: Record<string, unknown>, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(topMenuCalls.grant, { body, lang });
const keys = (topMenuIds: string, who = admin) => who.send(topMenuCalls.topTreeKeys, { query: { topMenuIds } });
const codesOf = (nodes: any[]): string[] => nodes.flatMap((n) => [n.code, ...codesOf(n.children ?? [])]);

describe(`top menus on ${databaseKind}`, () => {
  test('seeds the 顶部菜单 menu with its four buttons and the menu setting', async () => {
    const buttons = await admin.send(menuCalls.buttons);
    const node = buttons.body.data.find((n: any) => n.code === 'topmenu');
    expect(node).toMatchObject({ name: '顶部菜单', path: '/system/topmenu' });
    expect(node!.children!.map((c: any) => c.code)).toEqual([...allCodes.slice(1)]);
  });

  test('adds, lists by sort, updates and removes top menus; menu/top-menu gives the top bar', async () => {
    const b = await submit({ code: 'b', name: '采购', source: 'ShoppingOutlined', path: '/purchase', sort: 2 });
    expect(b.status).toBe(200);
    expect(b.body.data).toMatchObject({ tenantId: '000000', name: '采购', sort: 2 });
    const a = await submit({ code: 'a', name: '销售', sort: 1 });
    const bar = await admin.send(topMenuCalls.topMenu);
    expect(bar.body.data.map((t: any) => t.name)).toEqual(['销售', '采购']);
    expect(bar.body.data[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await admin.send(topMenuCrud.list)).body.data.records.map((t: any) => t.code)).toEqual(['a', 'b']);
    expect((await submit({ id: a.body.data.id, sort: 3 })).body.data.sort).toBe(3);
    expect((await admin.send(topMenuCrud.remove, { query: { ids: b.body.data.id } })).status).toBe(200);
    const after = await admin.send(topMenuCalls.topMenu);
    expect(after.body.data.map((t: any) => t.name)).toEqual(['销售']);
    await admin.send(topMenuCrud.remove, { query: { ids: a.body.data.id } });
  });

  test('names the missing name in zh and en', async () => {
    expect((await submit({ code: 'x' })).body.msg).toBe('请输入菜单名称');
    expect((await submit({ code: 'x' }, admin, 'en')).body.msg).toBe('Please enter the menu name');
  });

  test('grants menus with replace semantics; keys and routes follow', async () => {
    const t1 = (await submit({ name: '参数', sort: 1 })).body.data.id as string;
    const t2 = (await submit({ name: '岗位', sort: 2 })).body.data.id as string;
    expect((await grant({ topMenuIds: [t1, t2], menuIds: [ids.param] })).body.success).toBe(true);
    expect((await keys(`${t1},${t2}`)).body.data).toEqual({ menu: [ids.param] });
    // Replace: t2 now links post only; t1 is untouched.
    await grant({ topMenuIds: [t2], menuIds: [ids.post] });
    expect((await keys(t1)).body.data.menu).toEqual([ids.param]);
    expect((await keys(t2)).body.data.menu).toEqual([ids.post]);

    // The side menu of a top menu holds its menus and their ancestors only.
    const routes = await admin.send(menuCalls.routes, { query: { topMenuId: t2 } });
    expect(codesOf(routes.body.data)).toEqual(['system', 'post']);
    const home = await admin.send(menuCalls.routes);
    expect(codesOf(home.body.data)).toEqual(expect.arrayContaining(['system', 'param', 'post', 'topmenu']));

    // A missing or empty list means none.
    await grant({ topMenuIds: [t2] });
    expect((await keys(t2)).body.data.menu).toEqual([]);
    await grant({ topMenuIds: [t1], menuIds: [] });
    expect((await keys(t1)).body.data.menu).toEqual([]);
    expect((await admin.send(menuCalls.routes, { query: { topMenuId: t1 } })).body.data).toEqual([]);
    expect((await grant({})).status).toBe(200);
  });

  test('gives the grant tree as TreeNodes of menus only', async () => {
    const res = await admin.send(topMenuCalls.grantTopTree);
    const system = res.body.data.menu.find((n: any) => n.id === ids.system);
    expect(system).toMatchObject({
      id: ids.system,
      parentId: '0',
      title: '系统管理',
      key: ids.system,
      value: ids.system,
    });
    expect(system!.children!.map((c: any) => c.id)).toEqual(expect.arrayContaining([ids.param, ids.post]));
    expect(JSON.stringify(res.body.data)).not.toContain(ids.param_add);
  });

  test('refuses unknown top menus, buttons and unknown menus, naming them, and changes nothing', async () => {
    const t = (await submit({ name: '拒绝' })).body.data.id as string;
    await grant({ topMenuIds: [t], menuIds: [ids.param] });
    const unknownTop = await grant({ topMenuIds: [t, '123'], menuIds: [ids.post] });
    expect(unknownTop.status).toBe(400);
    expect(unknownTop.body.msg).toBe('顶部菜单不存在或已被删除: 123');
    const button = await grant({ topMenuIds: [t], menuIds: [ids.post, ids.param_add] }, admin, 'en');
    expect(button.body.msg).toBe(`These menus do not exist or are not yours to grant: ${ids.param_add}`);
    expect((await grant({ topMenuIds: [t], menuIds: ['999'] })).body.msg).toBe('菜单不存在或不在您的权限范围内: 999');
    expect((await grant({ topMenuIds: ['x'] })).status).toBe(400);
    expect((await keys('1;2')).status).toBe(400);
    expect((await keys(t)).body.data.menu).toEqual([ids.param]);
  });
});

describe(`top menu tenancy and permissions on ${databaseKind}`, () => {
  let other: Session;
  let limited: Session;
  let none: Session;
  let adminTop: string;
  test.beforeAll(async () => {
    adminTop = (await submit({ name: '平台顶部菜单', code: 'platform-top' })).body.data.id as string;
    await grant({ topMenuIds: [adminTop], menuIds: [ids.param] });
    await createUser(s.db, { tenantId: '200001', account: 'boss', password: 'pw-boss', codes: allCodes });
    other = await signedIn(s, 'boss', 'pw-boss', '200001');
    await createUser(s.db, {
      tenantId: '000000',
      account: 'limited',
      password: 'pw-l',
      codes: ['system', 'post', 'topmenu', 'topmenu_setting'],
    });
    limited = await signedIn(s, 'limited', 'pw-l');
    await createUser(s.db, { tenantId: '000000', account: 'none', password: 'pw-n', codes: [] });
    none = await signedIn(s, 'none', 'pw-n');
  });

  test('keeps another tenant out of tenant 000000 top menus and their settings', async () => {
    const listed = await other.send(topMenuCrud.list);
    expect(listed.body.data.total).toBe(0);
    expect((await other.send(topMenuCalls.topMenu)).body.data).toEqual([]);
    expect((await other.send(topMenuCrud.detail, { query: { id: adminTop } })).status).toBe(404);
    expect((await submit({ id: adminTop, name: 'hacked' }, other)).status).toBe(404);
    expect((await other.send(topMenuCrud.remove, { query: { ids: adminTop } })).status).toBe(404);
    expect((await keys(adminTop, other)).status).toBe(400);
    const steal = await grant({ topMenuIds: [adminTop], menuIds: [] }, other);
    expect(steal.status).toBe(400);
    expect(steal.body.msg).toBe(`顶部菜单不存在或已被删除: ${adminTop}`);
    expect((await keys(adminTop)).body.data.menu).toEqual([ids.param]);
    const detail = await admin.send(topMenuCrud.detail, { query: { id: adminTop } });
    expect(detail.body.data).toMatchObject({ name: '平台顶部菜单', isDeleted: 0 });
    // Routes of another tenant's top menu link nothing.
    const routes = await other.send(menuCalls.routes, { query: { topMenuId: adminTop } });
    expect(routes.body.data).toEqual([]);
  });

  test('lets a non-administrator grant only the menus their roles hold', async () => {
    const tree = await limited.send(topMenuCalls.grantTopTree);
    // TreeNodes carry ids, not codes: exactly the menus (not buttons) the role holds.
    const idsOf = (nodes: any[]): string[] => nodes.flatMap((n) => [n.id, ...idsOf(n.children ?? [])]);
    expect(idsOf(tree.body.data.menu)).toContain(ids.post);
    expect(idsOf(tree.body.data.menu)).not.toContain(ids.param);
    const t = (await submit({ name: '有限' })).body.data.id as string;
    expect((await grant({ topMenuIds: [t], menuIds: [ids.post] }, limited)).status).toBe(200);
    const beyond = await grant({ topMenuIds: [t], menuIds: [ids.param] }, limited);
    expect(beyond.status).toBe(400);
    expect(beyond.body.msg).toBe(`菜单不存在或不在您的权限范围内: ${ids.param}`);
    expect((await keys(t, limited)).body.data.menu).toEqual([ids.post]);
  });

  test('refuses a user without the codes with 403 and a caller without a token with 401', async () => {
    expect((await none.send(topMenuCrud.list)).status).toBe(403);
    expect((await submit({ name: 'x' }, none)).status).toBe(403);
    expect((await grant({ topMenuIds: [adminTop] }, none)).status).toBe(403);
    expect((await keys(adminTop, none)).status).toBe(403);
    expect((await none.send(topMenuCalls.grantTopTree)).status).toBe(403);
    // The top bar is for everyone signed in.
    expect((await none.send(topMenuCalls.topMenu)).status).toBe(200);
    for (const [call, sent] of [
      [topMenuCrud.list, {}],
      [topMenuCrud.submit, { body: {} }],
      [topMenuCrud.remove, { query: { ids: '1' }, body: {} }],
      [topMenuCalls.grant, { body: {} }],
      [topMenuCalls.topMenu, {}],
      [topMenuCalls.grantTopTree, {}],
      [topMenuCalls.topTreeKeys, { query: { topMenuIds: '1' } }],
    ] as const) {
      const res = await anonymous.send(call, sent);
      expect(res.status, `${call.method} ${call.path}`).toBe(401);
    }
  });
});

describe(`是否主页 (isMain: topmenu/enable and menu/main-menu, the commercial Saber 4's) on ${databaseKind}`, () => {
  test('makes one top menu its tenant’s home; main-menu answers it, or null; other tenants see their own', async () => {
    const one = (await submit({ code: 'home_one', name: '首页一', sort: 31 })).body.data.id as string;
    const two = (await submit({ code: 'home_two', name: '首页二', sort: 32 })).body.data.id as string;
    const main = (who = admin) => who.send(topMenuCalls.mainMenu);
    expect((await main()).body.data).toBeNull();
    expect((await admin.send(topMenuCalls.enable, { query: { id: one } })).body.msg).toBe('操作成功!');
    await admin.send(topMenuCalls.enable, { query: { id: two } });
    const homes = (await admin.send(topMenuCrud.list, { query: { size: '100' } })).body.data.records
      .filter((t: any) => t.isMain === 1)
      .map((t: any) => t.id);
    expect(homes).toEqual([two]);
    expect((await main()).body.data).toMatchObject({ id: two, name: '首页二' });
    // A submit that sets it (the commercial console's switch sends the row back) moves the home as enable does.
    const row = (await admin.send(topMenuCrud.detail, { query: { id: one } })).body.data!;
    await submit({ ...row, isMain: 1 });
    expect((await main()).body.data!.id).toBe(one);
    expect((await submit({ ...row, isMain: 3 })).body.msg).toBe('是否主页只能是 0 或 1');
    await submit({ ...row, isMain: 0 });
    expect((await main()).body.data).toBeNull();

    // Another tenant's administrator: no home there, and this tenant's top menus are not theirs to enable.
    await newTenant(s.db, '100001');
    await createUser(s.db, { tenantId: '100001', account: 'home-other', password: 'pw-h', codes: allCodes });
    const other = await signedIn(s, 'home-other', 'pw-h', '100001');
    expect((await main(other)).body.data).toBeNull();
    expect((await other.send(topMenuCalls.enable, { query: { id: two } })).status).toBe(404);
    // Without topmenu_edit: 403.
    await createUser(s.db, { tenantId: '000000', account: 'home-reader', password: 'pw-r', codes: ['topmenu'] });
    const reader = await signedIn(s, 'home-reader', 'pw-r');
    expect((await reader.send(topMenuCalls.enable, { query: { id: two } })).status).toBe(403);
    expect((await main(reader)).status).toBe(200);
  });
});
