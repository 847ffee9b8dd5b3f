import { apiScopeCalls, type CallDef, dataScopeCalls, menuCalls, roleCalls } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { roleMenu, roleScope } from '../role/role.table.ts';
import { scopeApi, scopeData } from '../scope/scope.table.ts';
import { topMenuSetting, topmenuTable } from '../topmenu/topmenu.table.ts';
import { menu } from './menu.table.ts';

const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
const ids: Record<string, string> = {};
test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  const rows = await s.db.select({ id: menu.id, code: menu.code }).from(menu).where(eq(menu.isDeleted, 0));
  for (const r of rows) ids[r.code] = r.id;
});

type Lang = 'zh' | 'en';
const get = <C extends CallDef>(call: C, query: Record<string, string> = {}, who = admin, lang: Lang = 'zh') =>
  who.send(call, { query, lang });
const submit = (body: Record<string, unknown>, who = admin, lang: Lang = 'zh') =>
  who.send(menuCalls.submit, { body, lang });
const remove = (idList: string, who = admin, lang: Lang = 'zh') =>
  who.send(menuCalls.remove, { query: { ids: idList }, lang });
const codesOf = (nodes: any[]): string[] => nodes.flatMap((n) => [n.code, ...codesOf(n.children ?? [])]);
const titlesOf = (nodes: any[]): string[] => nodes.flatMap((n) => [n.title, ...titlesOf(n.children ?? [])]);
let serial = 0;
/** A menu (category 1) under `parentId`, through the real call; returns its id. */
const addMenu = async (parentId = ids.system!, extra: Record<string, unknown> = {}) => {
  serial++;
  const res = await submit({
    parentId,
    name: `测试菜单${serial}`,
    code: `t_menu_${serial}`,
    alias: 'menu',
    path: `/test/m${serial}`,
    sort: serial,
    category: 1,
    ...extra,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
};
const addButton = async (parentId: string, extra: Record<string, unknown> = {}) =>
  addMenu(parentId, { category: 2, alias: 'add', action: 1, path: null, ...extra });

describe(`menu management reads on ${databaseKind}`, () => {
  test('lists menus and buttons as a tree, and a name/code filter keeps the ancestors of a match', async () => {
    const list = await get(menuCalls.list);
    expect(list.status).toBe(200);
    const system = list.body.data.find((n: any) => n.code === 'system');
    const menuNode = system!.children!.find((n: any) => n.code === 'menu');
    expect(menuNode).toMatchObject({ name: '菜单管理', path: '/system/menu', category: 1, hasChildren: true });
    expect(menuNode!.children!.map((c: any) => c.code)).toEqual([
      'menu_add',
      'menu_edit',
      'menu_delete',
      'menu_view',
      'menu_add_child',
    ]);
    expect(menuNode!.children![0]).toMatchObject({ category: 2, action: 1, alias: 'add', hasChildren: false });
    expect(menuNode!.children![0]!.children).toBeUndefined();

    expect(codesOf((await get(menuCalls.list, { name: '菜单管理' })).body.data)).toEqual(['system', 'menu']);
    expect(codesOf((await get(menuCalls.list, { code: 'menu_add_child' })).body.data)).toEqual([
      'system',
      'menu',
      'menu_add_child',
    ]);
    expect((await get(menuCalls.list, { alias: 'nothing-like-this' })).body.data).toEqual([]);
  });

  test('lists menus only (no buttons) as a tree for menu-list and TreeNodes for tree', async () => {
    const menus = await get(menuCalls.menuList);
    const codes = codesOf(menus.body.data);
    expect(codes).toEqual(expect.arrayContaining(['system', 'menu', 'dept', 'data_scope']));
    expect(codes.some((c) => c.endsWith('_add'))).toBe(false);
    expect(codesOf((await get(menuCalls.menuList, { code: 'dept' })).body.data)).toEqual(['system', 'dept']);

    const tree = await get(menuCalls.tree);
    const system = tree.body.data.find((n: any) => n.id === ids.system);
    expect(system).toMatchObject({ title: '系统管理', key: ids.system, value: ids.system, parentId: '0' });
    expect(titlesOf(tree.body.data)).toContain('菜单管理');
    expect(titlesOf(tree.body.data)).not.toContain('新增下级');
  });

  test('reads one level with hasChildren, and every match flat when filtered', async () => {
    const roots = await get(menuCalls.lazyList);
    expect(roots.body.data.every((r: any) => r.parentId === '0')).toBe(true);
    expect(roots.body.data.find((r: any) => r.code === 'system')).toMatchObject({ hasChildren: true });
    const level = await get(menuCalls.lazyList, { parentId: ids.system! });
    expect(level.body.data.find((r: any) => r.code === 'menu')).toMatchObject({ hasChildren: true });
    const buttons = await get(menuCalls.lazyList, { parentId: ids.menu! });
    expect(buttons.body.data.map((r: any) => [r.code, r.hasChildren])).toContainEqual(['menu_add', false]);

    // Matches from different parents (the menu screen's and the top menu screen's buttons) come flat.
    const flat = await get(menuCalls.lazyList, { code: 'menu_' });
    const flatCodes = flat.body.data.map((r: any) => r.code);
    expect(flatCodes).toEqual(expect.arrayContaining(['menu_add', 'menu_add_child', 'menu_view', 'topmenu_setting']));
    expect(flatCodes.every((c: string) => c.includes('menu_'))).toBe(true);
    expect(flat.body.data.every((r: any) => r.children === undefined)).toBe(true);
    expect(
      (await get(menuCalls.lazyList, { name: '菜单管理', parentId: '0' })).body.data.map((r: any) => r.code),
    ).toEqual(['menu']);
    expect((await get(menuCalls.lazyList, { parentId: 'x' })).status).toBe(400);
  });

  test('reads menus only in lazy-menu-list: a screen with only buttons below has no children there', async () => {
    const level = await get(menuCalls.lazyMenuList, { parentId: ids.system! });
    expect(level.body.data.find((r: any) => r.code === 'menu')).toMatchObject({ category: 1, hasChildren: false });
    expect((await get(menuCalls.lazyMenuList, { parentId: ids.menu! })).body.data).toEqual([]);
    expect((await get(menuCalls.lazyMenuList)).body.data.find((r: any) => r.code === 'system')!.hasChildren).toBe(true);
    const flat = await get(menuCalls.lazyMenuList, { code: 'menu' });
    expect(flat.body.data.map((r: any) => r.code).sort()).toEqual(['menu', 'topmenu']);
  });

  test('details a menu with the names of its parent, type, action and window, in zh and en', async () => {
    const zh = await get(menuCalls.detail, { id: ids.menu_add! });
    expect(zh.body.data).toMatchObject({
      id: ids.menu_add,
      code: 'menu_add',
      parentName: '菜单管理',
      categoryName: '按钮',
      actionName: '工具栏',
      isOpenName: '否',
      hasChildren: false,
    });
    const en = await get(menuCalls.detail, { id: ids.menu_add! }, admin, 'en');
    expect(en.body.data).toMatchObject({ categoryName: 'Button', actionName: 'Toolbar', isOpenName: 'No' });
    const root = await get(menuCalls.detail, { id: ids.system! }, admin, 'en');
    expect(root.body.data).toMatchObject({ parentName: 'Top level', categoryName: 'Menu', hasChildren: true });
    expect((await get(menuCalls.detail, { id: ids.system! })).body.data).toMatchObject({
      parentName: '顶级',
      actionName: '无',
    });
    expect((await get(menuCalls.detail, { id: '123' })).status).toBe(404);
  });
});

describe(`menu submit on ${databaseKind}`, () => {
  test('adds a menu and a button under it, then updates only what is sent', async () => {
    const added = await submit({
      parentId: ids.system,
      name: '新页面',
      code: 'new_page',
      alias: 'menu',
      path: '/system/new-page',
      source: 'FileOutlined',
      sort: 9,
      category: 1,
      isOpen: 2,
    });
    expect(added.body).toMatchObject({ success: true, msg: '新增成功' });
    expect(added.body.data).toMatchObject({ parentId: ids.system, code: 'new_page', action: 0, isOpen: 2 });
    const page = added.body.data.id;
    const button = await submit({
      parentId: page,
      name: '导出',
      code: 'new_page_export',
      alias: 'export',
      sort: 1,
      category: 2,
      action: 3,
    });
    expect(button.body.data).toMatchObject({ parentId: page, category: 2, action: 3, path: '' });

    const updated = await submit({ id: page, name: '新页面2', remark: '说明' }, admin, 'en');
    expect(updated.body).toMatchObject({ success: true, msg: 'Updated successfully' });
    expect(updated.body.data).toMatchObject({
      name: '新页面2',
      code: 'new_page',
      path: '/system/new-page',
      remark: '说明',
      sort: 9,
      hasChildren: true,
    });
    expect((await get(menuCalls.detail, { id: button.body.data.id })).body.data.parentName).toBe('新页面2');
  });

  test('names each missing field with the contract messages, in zh and en', async () => {
    const full = { parentId: ids.system, name: 'n', code: 'c_fields', alias: 'menu', path: '/p', sort: 1, category: 1 };
    const without = (key: string) => Object.fromEntries(Object.entries(full).filter(([k]) => k !== key));
    const cases: Array<[string, string, string]> = [
      ['name', '请输入菜单名称', 'Please enter the menu name'],
      ['code', '请输入菜单编号', 'Please enter the menu code'],
      ['alias', '请输入菜单别名', 'Please enter the menu alias'],
      ['sort', '请输入菜单排序', 'Please enter the menu order'],
      ['category', '请选择菜单类型', 'Please choose the menu type'],
      ['path', '请输入路由地址', 'Please enter the route path'],
    ];
    for (const [key, zh, en] of cases) {
      const res = await submit(without(key));
      expect(res.status, key).toBe(400);
      expect(res.body.msg, key).toBe(zh);
      expect((await submit(without(key), admin, 'en')).body.msg, key).toBe(en);
    }
    expect((await submit({ ...full, name: '  ' })).body.msg).toBe('请输入菜单名称');
    expect((await submit({ ...full, category: 3 })).body.msg).toBe('请选择菜单类型');
    expect((await submit({ ...full, action: 4 }, admin, 'en')).body.msg).toBe('Please choose the button action');
    expect((await submit({ ...full, isOpen: 3 }, admin, 'en')).body.msg).toBe(
      'Please choose whether it opens in a new window',
    );
    expect((await submit({ ...full, sort: 'abc' })).body.msg).toBe('菜单排序必须是数字');
    // A button needs no path, but a parent.
    const rootButton = await submit({ ...without('path'), parentId: '0', category: 2 }, admin, 'en');
    expect(rootButton.body.msg).toBe('A button must sit under a menu');
    expect((await submit({ ...without('path'), category: 2 })).status).toBe(200);
    // A menu cannot lose its path on update.
    const id = await addMenu();
    expect((await submit({ id, path: '' })).body.msg).toBe('请输入路由地址');
    expect((await submit({ id, name: '' })).body.msg).toBe('请输入菜单名称');
  });

  test('keeps codes unique among live menus, even under simultaneous adds, and frees a removed code', async () => {
    const body = {
      parentId: ids.system,
      name: '唯一',
      code: 'unique_code',
      alias: 'menu',
      path: '/u',
      sort: 1,
      category: 1,
    };
    const first = await submit(body);
    expect(first.status).toBe(200);
    const again = await submit({ ...body, name: '重复' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('菜单编号已存在');
    expect((await submit(body, admin, 'en')).body.msg).toBe('This menu code already exists');
    // Renaming another menu's code onto it is refused the same way.
    const other = await addMenu();
    expect((await submit({ id: other, code: 'unique_code' })).body.msg).toBe('菜单编号已存在');

    const race = await Promise.all(
      [1, 2, 3, 4].map((n) => submit({ ...body, code: 'raced_code', name: `并发${n}` }, admin, 'en')),
    );
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of race.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('This menu code already exists');
    }
    const live = await s.db
      .select()
      .from(menu)
      .where(and(eq(menu.code, 'raced_code'), eq(menu.isDeleted, 0)));
    expect(live).toHaveLength(1);

    expect((await remove(first.body.data.id)).status).toBe(200);
    expect((await submit(body)).status).toBe(200);
  });

  test('refuses a parent that is itself, below itself, a button or unknown, in zh and en', async () => {
    const top = await addMenu();
    const mid = await addMenu(top);
    const low = await addMenu(mid);
    const btn = await addButton(low);
    const self = await submit({ id: top, parentId: top });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('父节点不可选择自身');
    expect((await submit({ id: top, parentId: top }, admin, 'en')).body.msg).toBe('A menu cannot be its own parent');
    expect((await submit({ id: top, parentId: low })).body.msg).toBe('不能选择自身的下级菜单作为上级');
    expect((await submit({ id: top, parentId: mid }, admin, 'en')).body.msg).toBe(
      'A menu cannot be moved under one of its own sub-menus',
    );
    expect((await submit({ id: low, parentId: '123' })).body.msg).toBe('上级菜单不存在或已被删除');
    expect((await submit({ id: low, parentId: btn }, admin, 'en')).body.msg).toBe('A button cannot have children');
    expect((await submit({ id: mid, category: 2 }, admin, 'en')).body.msg).toBe(
      'A menu with children cannot become a button',
    );
    expect((await get(menuCalls.detail, { id: top })).body.data.parentId).toBe(ids.system);
    // A legal move, then to the root.
    expect((await submit({ id: low, parentId: top })).body.data.parentId).toBe(top);
    expect((await submit({ id: low, parentId: '0' })).body.data.parentId).toBe('0');
    expect((await submit({ id: '123', name: 'x' })).status).toBe(404);
  });
});

describe(`menu remove on ${databaseKind}`, () => {
  test('refuses while children remain, in zh and en; a parent with its children goes together', async () => {
    const parent = await addMenu();
    const child = await addButton(parent);
    const refused = await remove(parent);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('请先删除子节点');
    expect((await remove(parent, admin, 'en')).body.msg).toBe('Remove its children first');
    expect((await get(menuCalls.detail, { id: parent })).status).toBe(200);
    expect((await remove(`${parent},${child}`)).body).toMatchObject({ success: true, msg: '删除成功' });
    expect((await get(menuCalls.detail, { id: parent })).status).toBe(404);
    expect((await get(menuCalls.list, { code: 't_menu' })).text).not.toContain(parent);
    expect((await remove(parent)).status).toBe(404);
  });

  test("drops the menu's role and top-menu links and its data and API scopes with the roles' hold on them", async () => {
    const target = await addMenu();
    const keep = await addMenu();
    const { roleId } = await createUser(s.db, { tenantId: '000000', account: 'linked', password: 'pw-l', codes: [] });
    await s.db.insert(roleMenu).values([
      { roleId, menuId: target },
      { roleId, menuId: keep },
    ]);
    const [top] = await s.db.insert(topmenuTable).values({ code: 'tm_links', name: '顶部', sort: 1 }).returning();
    await s.db.insert(topMenuSetting).values([
      { topMenuId: top!.id as string, menuId: target },
      { topMenuId: top!.id as string, menuId: keep },
    ]);
    const data = await admin.send(dataScopeCalls.submit, {
      body: { menuId: target, resourceCode: 'user', scopeName: '本部门', scopeType: 3 },
    });
    const apiScope = await admin.send(apiScopeCalls.submit, {
      body: { menuId: target, scopeName: '接口', resourceCode: 't_links_code' },
    });
    const kept = await admin.send(dataScopeCalls.submit, {
      body: { menuId: keep, resourceCode: 'user', scopeName: '保留', scopeType: 1 },
    });
    const scopeIds = [data.body.data.id, apiScope.body.data.id, kept.body.data.id] as string[];
    await s.db.insert(roleScope).values([
      { roleId, scopeCategory: 1, scopeId: scopeIds[0]! },
      { roleId, scopeCategory: 2, scopeId: scopeIds[1]! },
      { roleId, scopeCategory: 1, scopeId: scopeIds[2]! },
    ]);

    expect((await remove(target)).status).toBe(200);
    const links = await s.db.select().from(roleMenu).where(eq(roleMenu.roleId, roleId));
    expect(links.map((l) => l.menuId)).toEqual([keep]);
    const settings = await s.db
      .select()
      .from(topMenuSetting)
      .where(eq(topMenuSetting.topMenuId, top!.id as string));
    expect(settings.map((l) => l.menuId)).toEqual([keep]);
    const [gone] = await s.db.select().from(scopeData).where(eq(scopeData.id, scopeIds[0]!));
    expect(gone!.isDeleted).toBe(1);
    const [goneApi] = await s.db.select().from(scopeApi).where(eq(scopeApi.id, scopeIds[1]!));
    expect(goneApi!.isDeleted).toBe(1);
    const held = await s.db.select().from(roleScope).where(inArray(roleScope.scopeId, scopeIds));
    expect(held.map((h) => h.scopeId)).toEqual([scopeIds[2]]);
    expect((await admin.send(dataScopeCalls.detail, { query: { id: scopeIds[2]! } })).status).toBe(200);
  });
});

describe(`menu management permissions on ${databaseKind}`, () => {
  let reader: Session;
  let tenantBoss: Session;
  let scopeReader: Session;
  let nobody: Session;
  test.beforeAll(async () => {
    const menuCodes = ['menu', 'menu_add', 'menu_edit', 'menu_delete', 'menu_view', 'menu_add_child'];
    await createUser(s.db, { tenantId: '000000', account: 'menu-reader', password: 'pw-r', codes: menuCodes });
    reader = await signedIn(s, 'menu-reader', 'pw-r');
    await createUser(s.db, { tenantId: '300201', account: 'menu-boss', password: 'pw-b', codes: menuCodes });
    tenantBoss = await signedIn(s, 'menu-boss', 'pw-b', '300201');
    await createUser(s.db, { tenantId: '000000', account: 'scope-reader', password: 'pw-s', codes: ['api_scope'] });
    scopeReader = await signedIn(s, 'scope-reader', 'pw-s');
    await createUser(s.db, { tenantId: '000000', account: 'menu-nobody', password: 'pw-n', codes: [] });
    nobody = await signedIn(s, 'menu-nobody', 'pw-n');
  });

  const reads = (): Array<[CallDef, Record<string, string>]> => [
    [menuCalls.list, {}],
    [menuCalls.lazyList, {}],
    [menuCalls.lazyMenuList, {}],
    [menuCalls.menuList, {}],
    [menuCalls.tree, {}],
    [menuCalls.detail, { id: ids.menu! }],
  ];

  test('lets a holder of the menu code read, in any tenant, but writes are the administrator alone', async () => {
    for (const who of [reader, tenantBoss]) {
      for (const [call, query] of reads()) expect((await get(call, query, who)).status, call.path).toBe(200);
      const add = await submit(
        { parentId: ids.system, name: 'x', code: 'x_forbidden', alias: 'menu', path: '/x', sort: 1, category: 1 },
        who,
      );
      expect(add.status).toBe(403);
      expect((await submit({ id: ids.menu, name: 'hacked' }, who)).status).toBe(403);
      expect((await remove(ids.menu_view!, who)).status).toBe(403);
    }
    expect((await get(menuCalls.detail, { id: ids.menu! })).body.data.name).toBe('菜单管理');
    expect((await get(menuCalls.detail, { id: ids.menu_view! })).status).toBe(200);
    const [none] = await s.db.select().from(menu).where(eq(menu.code, 'x_forbidden'));
    expect(none).toBeUndefined();
  });

  test('opens lazy-menu-list to the scope screens, and refuses a caller without any of their codes', async () => {
    expect((await get(menuCalls.lazyMenuList, {}, scopeReader)).status).toBe(200);
    expect((await get(menuCalls.list, {}, scopeReader)).status).toBe(403);
    for (const [call, query] of reads()) expect((await get(call, query, nobody)).status, call.path).toBe(403);
    expect((await submit({ name: 'x' }, nobody)).status).toBe(403);
    expect((await remove(ids.menu_view!, nobody)).status).toBe(403);
  });

  test('refuses every call without a token with 401', async () => {
    for (const [call, query] of reads()) expect((await get(call, query, anonymous)).status, call.path).toBe(401);
    expect((await anonymous.send(menuCalls.submit, { body: { name: 'x' } })).status).toBe(401);
    expect((await anonymous.send(menuCalls.remove, { query: { ids: ids.menu_view! } })).status).toBe(401);
  });
});

describe('menu names in the caller’s language', () => {
  test('names seeded menus in English in lists and trees, while detail keeps the stored name for editing', async () => {
    const top = await get(menuCalls.lazyList, { parentId: '0' }, admin, 'en');
    const names = top.body.data.map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(['System', 'Authority']));
    const system = top.body.data.find((m: { code: string }) => m.code === 'system');
    const children = await get(menuCalls.lazyList, { parentId: system!.id }, admin, 'en');
    expect(children.body.data.map((m: { name: string }) => m.name)).toContain('Parameters');
    expect(titlesOf((await get(menuCalls.tree, {}, admin, 'en')).body.data)).toContain('Departments');
    const grant = await admin.send(roleCalls.grantTree, { lang: 'en' });
    expect(titlesOf(grant.body.data.menu)).toEqual(expect.arrayContaining(['Users', 'Add', 'Edit']));
    const detail = await get(menuCalls.detail, { id: system!.id }, admin, 'en');
    expect(detail.body.data.name).toBe('系统管理');
    expect((await get(menuCalls.lazyList, { parentId: '0' })).body.data.map((m: { name: string }) => m.name)).toContain(
      '系统管理',
    );
  });
});
