import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../helpers/database.ts';
import { type Saber4Reply, type Saber4Sent, type Saber4Session, saber4SignIn } from '../helpers/saber4.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The commercial Saber 4.x console's system screens (issue 35, items 3–5), replayed as its api files send them:
 * src/api/system/{menu,role,dept,dict,dictbiz,param,post,tenant,tenantpackage,tenantdatasource,topmenu,client,
 * scope}.js and src/api/base/region.js, every exported function, with the params and data its screens
 * (src/views/system/*.vue, src/views/authority/*.vue, src/views/base/region.vue, src/option/system/*.js) fill in, and
 * assertions on the reply fields those views read. Beyond src/api, the calls the screens make themselves: the
 * pickers' dicUrl reads (tenant-datasource/select, tenant-package/select, dict/select of the code generator's model
 * screen, dict/dictionary?code=datasource_category), and 行政区划's export-region, export-template and import-region.
 *
 * The session signs in through the helper (saber4SignIn: the `saber3` client and its headers on every call).
 */

let server: TestServer;
let s: Saber4Session;
beforeAll(async () => {
  // With the demo rows: the screens list what a first start shows (top menus, business dictionaries, datasources).
  server = await startServer({ captchaEnabled: false, demoData: true });
  s = await saber4SignIn(server);
});
afterAll(async () => server?.close());

/** One call as the console's wrapper sends it; a non-200 or a failed envelope fails with the reply's text. */
async function call(method: 'GET' | 'POST', path: string, sent: Saber4Sent = {}): Promise<Saber4Reply> {
  const r = await s.send(method, path, sent);
  expect(r.status, `${method} ${path}: ${r.text.slice(0, 400)}`).toBe(200);
  if (r.body && typeof r.body === 'object' && 'success' in r.body) expect(r.body.success, r.text).toBe(true);
  return r;
}
const page = (current = 1, size = 10, params: Record<string, unknown> = {}) => ({ ...params, current, size });

/** avue's page reads data.total and data.records. */
function expectPage(r: Saber4Reply) {
  expect(r.body.data.total).toBeTypeOf('number');
  expect(Array.isArray(r.body.data.records)).toBe(true);
  return r.body.data.records as any[];
}

/** A tree avue's tree selects read: title, value, key (and id) on every node. */
function expectTreeNodes(nodes: any[]) {
  expect(nodes.length).toBeGreaterThan(0);
  for (const n of nodes) expect(n).toMatchObject({ title: expect.any(String), key: expect.any(String) });
}

async function workbookOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  return book;
}

describe(`the commercial Saber 4 console's system screens on ${databaseKind}`, () => {
  it('system/menu.js: every page load’s main-menu, the menu screen and the navigation', async () => {
    // src/page/index/index.vue: getMainMenu() on every load; `mainMenu && mainMenu.id` decides the side menu.
    const main = await call('GET', '/blade-system/menu/main-menu');
    expect(main.body.data).toBeNull();

    const list = await call('GET', '/blade-system/menu/list', { params: page(1, 10, {}) });
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      path: expect.any(String),
    });
    const lazy = await call('GET', '/blade-system/menu/lazy-list', { params: { parentId: 0 } });
    const system = lazy.body.data.find((m: any) => m.code === 'system');
    expect(system.hasChildren).toBe(true);
    const lazyMenus = await call('GET', '/blade-system/menu/lazy-menu-list', { params: { parentId: system.id } });
    // Item 5: 行政区划 at BladeX's path, so the console opens views/base/region.vue.
    const region = lazyMenus.body.data.find((m: any) => m.code === 'region');
    expect(region.path).toBe('/base/region');
    await call('GET', '/blade-system/menu/menu-list', { params: page() });
    expectTreeNodes((await call('GET', '/blade-system/menu/tree', { params: {} })).body.data);

    const added = await call('POST', '/blade-system/menu/submit', {
      data: {
        parentId: system.id,
        name: 'Saber4回放',
        code: 'saber4_replay',
        alias: 'menu',
        path: '/saber4/replay',
        source: 'iconfont icon-home',
        sort: 99,
        category: 1,
        action: 0,
        isOpen: 1,
        remark: '',
      },
    });
    const menuId = added.body.data.id;
    const detail = await call('GET', '/blade-system/menu/detail', { params: { id: menuId } });
    expect(detail.body.data).toMatchObject({
      name: 'Saber4回放',
      path: '/saber4/replay',
      parentName: expect.any(String),
    });
    await call('POST', '/blade-system/menu/submit', { data: { ...detail.body.data, name: 'Saber4回放菜单' } });
    expect((await call('GET', '/blade-system/menu/detail', { params: { id: menuId } })).body.data.name).toBe(
      'Saber4回放菜单',
    );
    await call('POST', '/blade-system/menu/remove', { params: { ids: menuId } });

    const top = await call('GET', '/blade-system/menu/top-menu');
    expect(Array.isArray(top.body.data)).toBe(true);
    const routes = await call('GET', '/blade-system/menu/routes', { params: {} });
    // avue-router's formatRoutes reads name, path, source and children.
    const routeSystem = routes.body.data.find((m: any) => m.path === '/system');
    expect(routeSystem.children.some((c: any) => c.path === '/base/region')).toBe(true);
  });

  it('system/topmenu.js: the top menus with 是否主页, enable, and what main-menu then answers', async () => {
    const added = await call('POST', '/blade-system/topmenu/submit', {
      data: { name: 'Saber4主页', code: 'saber4_home', source: 'iconfont icon-home', path: '/wel/index', sort: 9 },
    });
    const id = added.body.data.id;
    const list = expectPage(await call('GET', '/blade-system/topmenu/list', { params: page() }));
    // The 是否主页 switch reads row.isMain (0 or 1).
    expect(list.find((r: any) => r.id === id).isMain ?? 0).toBe(0);
    const detail = await call('GET', '/blade-system/topmenu/detail', { params: { id } });
    expect(detail.body.data).toMatchObject({ name: 'Saber4主页', code: 'saber4_home' });

    // isMainChange: on → enable(id); the tenant's other top menus stop being the home.
    const other = list.find((r: any) => r.id !== id);
    await call('POST', '/blade-system/topmenu/enable', { params: { id: other.id } });
    await call('POST', '/blade-system/topmenu/enable', { params: { id } });
    const after = expectPage(await call('GET', '/blade-system/topmenu/list', { params: page() }));
    expect(after.filter((r: any) => r.isMain === 1).map((r: any) => r.id)).toEqual([id]);
    expect((await call('GET', '/blade-system/menu/main-menu')).body.data).toMatchObject({ id, name: 'Saber4主页' });

    const tree = await call('GET', '/blade-system/menu/grant-top-tree');
    expectTreeNodes(tree.body.data.menu);
    await call('POST', '/blade-system/topmenu/grant', {
      data: { topMenuIds: [id], menuIds: [tree.body.data.menu[0].id] },
    });
    const keys = await call('GET', '/blade-system/menu/top-tree-keys', { params: { topMenuIds: id } });
    expect(keys.body.data.menu).toEqual([tree.body.data.menu[0].id]);

    // isMainChange: off → update({...row, isMain: 0}); then there is no home.
    const row = (await call('GET', '/blade-system/topmenu/detail', { params: { id } })).body.data;
    await call('POST', '/blade-system/topmenu/submit', { data: { ...row, isMain: 0 } });
    expect((await call('GET', '/blade-system/menu/main-menu')).body.data).toBeNull();
    await call('POST', '/blade-system/topmenu/remove', { params: { ids: id } });

    const missing = await s.send('POST', '/blade-system/topmenu/enable', { params: { id: '1' } });
    expect(missing.body).toMatchObject({ success: false, msg: expect.any(String) });
  });

  it('system/role.js (authority/role.vue): list, 现有别名 (role/alias), grant tree, grant, trees, writes', async () => {
    const list = await call('GET', '/blade-system/role/list', { params: page() });
    expect(list.body.data.length).toBeGreaterThan(0);
    // beforeOpen: getRoleAlias() fills 现有别名's radio with {roleName, roleAlias}.
    const alias = await call('GET', '/blade-system/role/alias', { params: {} });
    expect(alias.body.data).toContainEqual({ roleName: expect.any(String), roleAlias: 'administrator' });
    const aliases = alias.body.data.map((a: any) => a.roleAlias);
    expect(new Set(aliases).size).toBe(aliases.length);

    const added = await call('POST', '/blade-system/role/submit', {
      data: { roleName: 'Saber4回放角色', roleAlias: 'saber4_replay', parentId: '', sort: 9 },
    });
    const roleId = added.body.data.id;
    const tree = await call('GET', '/blade-system/menu/grant-tree');
    expect(tree.body.data).toMatchObject({
      menu: expect.any(Array),
      dataScope: expect.any(Array),
      apiScope: expect.any(Array),
    });
    const menuId = tree.body.data.menu[0].id;
    await call('POST', '/blade-system/role/grant', {
      data: { roleIds: [roleId], menuIds: [menuId], dataScopeIds: [], apiScopeIds: [] },
    });
    const keys = await call('GET', '/blade-system/menu/role-tree-keys', { params: { roleIds: roleId } });
    expect(keys.body.data.menu).toContain(menuId);
    expectTreeNodes((await call('GET', '/blade-system/role/tree', { params: {} })).body.data);
    expectTreeNodes((await call('GET', '/blade-system/role/tree-by-id', { params: { roleId } })).body.data);
    await call('POST', '/blade-system/role/submit', { data: { ...added.body.data, sort: 10 } });
    const renewed = await call('GET', '/blade-system/role/alias', { params: {} });
    expect(renewed.body.data).toContainEqual({ roleName: 'Saber4回放角色', roleAlias: 'saber4_replay' });
    await call('POST', '/blade-system/role/remove', { params: { ids: roleId } });
  });

  it('system/dept.js, post.js, param.js, client.js: lists, details and writes', async () => {
    const depts = await call('GET', '/blade-system/dept/list', { params: page() });
    expect(depts.body.data.length).toBeGreaterThan(0);
    await call('GET', '/blade-system/dept/lazy-list', { params: { parentId: 0 } });
    expectTreeNodes((await call('GET', '/blade-system/dept/tree', { params: {} })).body.data);
    await call('GET', '/blade-system/dept/lazy-tree', { params: { parentId: 0 } });
    const dept = await call('POST', '/blade-system/dept/submit', {
      data: {
        deptName: 'Saber4回放部',
        fullName: 'Saber4回放部门',
        parentId: '',
        sort: 9,
        remark: '',
        deptCategory: 1,
      },
    });
    const deptRow = (await call('GET', '/blade-system/dept/detail', { params: { id: dept.body.data.id } })).body.data;
    expect(deptRow).toMatchObject({ deptName: 'Saber4回放部' });
    await call('POST', '/blade-system/dept/submit', { data: { ...deptRow, fullName: 'Saber4回放部门(改)' } });
    await call('POST', '/blade-system/dept/remove', { params: { ids: deptRow.id } });

    expectPage(await call('GET', '/blade-system/post/list', { params: page() }));
    expect(
      (await call('GET', '/blade-system/post/select', { params: { tenantId: '000000' } })).body.data.length,
    ).toBeGreaterThan(0);
    const post = await call('POST', '/blade-system/post/submit', {
      data: { tenantId: '000000', category: 1, postCode: 'saber4_post', postName: 'Saber4回放岗', sort: 9, remark: '' },
    });
    const postRow = (await call('GET', '/blade-system/post/detail', { params: { id: post.body.data.id } })).body.data;
    await call('POST', '/blade-system/post/submit', { data: { ...postRow, postName: 'Saber4回放岗位' } });
    await call('POST', '/blade-system/post/remove', { params: { ids: postRow.id } });

    expectPage(await call('GET', '/blade-system/param/list', { params: page() }));
    await call('POST', '/blade-system/param/submit', {
      data: { paramName: 'Saber4回放参数', paramKey: 'saber4.replay', paramValue: '1', remark: '' },
    });
    const param = expectPage(
      await call('GET', '/blade-system/param/list', { params: page(1, 10, { paramKey: 'saber4.replay' }) }),
    )[0];
    const paramRow = (await call('GET', '/blade-system/param/detail', { params: { id: param.id } })).body.data;
    await call('POST', '/blade-system/param/submit', { data: { ...paramRow, paramValue: '2' } });
    await call('POST', '/blade-system/param/remove', { params: { ids: paramRow.id } });

    const clients = expectPage(await call('GET', '/blade-system/client/list', { params: page() }));
    // The commercial console's own client is seeded, as BladeX 4 seeds it.
    expect(clients.map((c: any) => c.clientId)).toContain('saber3');
    const client = await call('POST', '/blade-system/client/submit', {
      data: {
        clientId: 'saber4_replay',
        clientSecret: 'saber4_replay_secret_2026',
        authorizedGrantTypes: 'refresh_token,password',
        scope: 'all',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
        webServerRedirectUri: 'http://localhost:2888',
        resourceIds: '',
        authorities: '',
        autoapprove: '',
        additionalInformation: '',
      },
    });
    const clientRow = (await call('GET', '/blade-system/client/detail', { params: { id: client.body.data.id } })).body
      .data;
    await call('POST', '/blade-system/client/submit', { data: { ...clientRow, accessTokenValidity: 7200 } });
    await call('POST', '/blade-system/client/remove', { params: { ids: clientRow.id } });
  });

  it('system/scope.js: data and API scopes of a menu', async () => {
    const menus = (await call('GET', '/blade-system/menu/lazy-menu-list', { params: { parentId: 0 } })).body.data;
    const system = menus.find((m: any) => m.code === 'system');
    const userMenu = (
      await call('GET', '/blade-system/menu/lazy-menu-list', { params: { parentId: system.id } })
    ).body.data.find((m: any) => m.code === 'user');
    const data = await call('POST', '/blade-system/data-scope/submit', {
      data: {
        menuId: userMenu.id,
        scopeName: '用户管理 [本人·Saber4]',
        resourceCode: 'user',
        scopeColumn: 'create_user',
        scopeType: 2,
        scopeField: '*',
        scopeClass: 'org.springblade.modules.system.mapper.UserMapper.selectUserPage',
        remark: '',
      },
    });
    expectPage(await call('GET', '/blade-system/data-scope/list', { params: page(1, 10, { menuId: userMenu.id }) }));
    const dataRow = (await call('GET', '/blade-system/data-scope/detail', { params: { id: data.body.data.id } })).body
      .data;
    await call('POST', '/blade-system/data-scope/submit', { data: { ...dataRow, remark: 'Saber4' } });
    await call('POST', '/blade-system/data-scope/remove', { params: { ids: dataRow.id } });

    const api = await call('POST', '/blade-system/api-scope/submit', {
      data: {
        menuId: userMenu.id,
        scopeName: 'Saber4回放接口',
        resourceCode: 'saber4_replay_api',
        scopePath: '/api/blade-system/param/list',
        scopeType: 1,
        remark: '',
      },
    });
    expectPage(await call('GET', '/blade-system/api-scope/list', { params: page(1, 10, { menuId: userMenu.id }) }));
    const apiRow = (await call('GET', '/blade-system/api-scope/detail', { params: { id: api.body.data.id } })).body
      .data;
    await call('POST', '/blade-system/api-scope/submit', { data: { ...apiRow, remark: 'Saber4' } });
    await call('POST', '/blade-system/api-scope/remove', { params: { ids: apiRow.id } });
  });

  for (const [file, base] of [
    ['system/dict.js', '/blade-system/dict'],
    ['system/dictbiz.js', '/blade-system/dict-biz'],
  ] as const) {
    it(`${file}: 字典配置 reads child-list as the entries array, tree?code=DICT as TreeNodes`, async () => {
      const parents = expectPage(await call('GET', `${base}/parent-list`, { params: page() }));
      expect(parents.length).toBeGreaterThan(0);
      await call('GET', `${base}/list`, { params: page() });
      const added = await call('POST', `${base}/submit`, {
        data: {
          code: 'saber4_replay',
          dictValue: 'Saber4回放',
          parentId: '',
          dictKey: -1,
          sort: 9,
          remark: '',
          isSealed: 0,
        },
      });
      const parentId = added.body.data.id;
      for (const [key, value] of [
        [1, '第一项'],
        [2, '第二项'],
      ] as const) {
        await call('POST', `${base}/submit`, {
          data: { code: 'saber4_replay', dictValue: value, parentId, dictKey: key, sort: key, remark: '', isSealed: 0 },
        });
      }
      // onLoadChild: getChildList(current, size, parentId, …) then `this.dataChild = res.data.data`.
      const children = await call('GET', `${base}/child-list`, { params: { current: 1, size: 10, parentId } });
      expect(Array.isArray(children.body.data)).toBe(true);
      expect(children.body.data.map((r: any) => [r.dictKey, r.dictValue])).toEqual([
        ['1', '第一项'],
        ['2', '第二项'],
      ]);
      expect(children.body.data[0]).toMatchObject({ id: expect.any(String), parentId, sort: 1, isSealed: 0 });
      // The dialog opens with parentId -1 before a dictionary is picked: nothing, not an error.
      expect(
        (await call('GET', `${base}/child-list`, { params: { current: 1, size: 10, parentId: -1 } })).body.data,
      ).toEqual([]);
      // initData: the 上级字典 tree select reads title (props.label) and value.
      const tree = await call('GET', `${base}/tree?code=DICT`);
      expectTreeNodes(tree.body.data);
      expect(tree.body.data.some((n: any) => n.value === parentId || n.id === parentId)).toBe(true);
      const entry = children.body.data[0];
      const detail = await call('GET', `${base}/detail`, { params: { id: entry.id } });
      expect(detail.body.data).toMatchObject({ dictValue: '第一项', parentName: 'Saber4回放' });
      await call('POST', `${base}/submit`, { data: { ...detail.body.data, dictValue: '第一项(改)' } });
      const dictionary = await call('GET', `${base}/dictionary`, { params: { code: 'saber4_replay' } });
      expect(dictionary.body.data.map((d: any) => d.dictValue)).toEqual(['第一项(改)', '第二项']);
      await call('POST', `${base}/remove`, { params: { ids: children.body.data.map((r: any) => r.id).join(',') } });
      await call('POST', `${base}/remove`, { params: { ids: parentId } });
    });
  }

  it('the code generator’s 字典编码 picker (dicUrl blade-system/dict/select) reads dictValue and code', async () => {
    const select = await call('GET', '/blade-system/dict/select');
    expect(select.body.data).toContainEqual(expect.objectContaining({ code: 'sex', dictValue: 'sex: 性别' }));
  });

  it('system/tenantdatasource.js: list, add, detail, edit and remove; the password is never answered', async () => {
    // 数据类型's radio reads dict/dictionary?code=datasource_category (dictValue, dictKey).
    const categories = await call('GET', '/blade-system/dict/dictionary', { params: { code: 'datasource_category' } });
    // 3 labels the built-in database's row (the console's own); a datasource of that type cannot be added.
    expect(categories.body.data.map((d: any) => d.dictKey)).toEqual(['1', '2', '3']);
    const demo = expectPage(await call('GET', '/blade-system/tenant-datasource/list', { params: page() }));
    expect(demo.length).toBeGreaterThan(0);
    expect(demo[0]).toMatchObject({
      name: expect.any(String),
      category: 1,
      driverClass: expect.any(String),
      username: expect.any(String),
    });

    const added = await call('POST', '/blade-system/tenant-datasource/submit', {
      data: {
        name: 'Saber4回放库',
        category: 1,
        driverClass: 'org.postgresql.Driver',
        url: 'jdbc:postgresql://db-replay.example.com:5432/bladex',
        username: 'replay',
        password: 'S3cret-replay',
        remark: '',
      },
    });
    expect(added.text).not.toContain('S3cret-replay');
    const id = added.body.data.id;
    const found = expectPage(
      await call('GET', '/blade-system/tenant-datasource/list', { params: page(1, 10, { name: 'Saber4' }) }),
    );
    expect(found.map((r: any) => r.id)).toEqual([id]);
    const detail = await call('GET', '/blade-system/tenant-datasource/detail', { params: { id } });
    expect(detail.body.data).toMatchObject({
      name: 'Saber4回放库',
      url: 'jdbc:postgresql://db-replay.example.com:5432/bladex',
      username: 'replay',
    });
    expect(detail.text).not.toContain('S3cret-replay');
    // The edit form sends the row back (the password as the mask it read): the stored password stays.
    await call('POST', '/blade-system/tenant-datasource/submit', { data: { ...detail.body.data, remark: '改' } });
    const sharding = await s.send('POST', '/blade-system/tenant-datasource/submit', {
      data: { name: 'Saber4分片', category: 2 },
    });
    expect(sharding.body).toMatchObject({ success: false, msg: '分库分表数据源需要填写YAML配置' });

    // 租户管理's 数据源 dialog: tenant-datasource/select (props label name, value id), then tenant/datasource.
    const select = await call('GET', '/blade-system/tenant-datasource/select');
    expect(select.body.data).toContainEqual({ id, name: 'Saber4回放库' });
    expect(select.text).not.toContain('jdbc:');
    await call('POST', '/blade-system/tenant-datasource/remove', { params: { ids: id } });
    expect((await call('GET', '/blade-system/tenant-datasource/select')).body.data.map((d: any) => d.id)).not.toContain(
      id,
    );
  });

  it('system/tenantpackage.js and the 产品包 picker (tenant-package/select reads packageName, id)', async () => {
    const grant = await call('GET', '/blade-system/menu/grant-tree');
    const menuId = grant.body.data.menu[0].id;
    const added = await call('POST', '/blade-system/tenant-package/submit', {
      data: { packageName: 'Saber4回放产品包', menuId, remark: '' },
    });
    const id = added.body.data.id;
    expect(
      expectPage(await call('GET', '/blade-system/tenant-package/list', { params: page() })).map((p: any) => p.id),
    ).toContain(id);
    const detail = await call('GET', '/blade-system/tenant-package/detail', { params: { id } });
    expect(detail.body.data).toMatchObject({ packageName: 'Saber4回放产品包', menuId });
    await call('POST', '/blade-system/tenant-package/submit', { data: { ...detail.body.data, remark: '改' } });
    const select = await call('GET', '/blade-system/tenant-package/select');
    expect(select.body.data).toContainEqual({ id, packageName: 'Saber4回放产品包' });
    await call('POST', '/blade-system/tenant-package/remove', { params: { ids: id } });
  });

  it('system/tenant.js: the list by status_equal, 回收站 (recycle), 恢复 (pass), settings, datasource and package', async () => {
    const added = await call('POST', '/blade-system/tenant/submit', {
      data: {
        tenantName: 'Saber4回放租户',
        linkman: '回放',
        contactNumber: '13800138004',
        address: '',
        domain: '',
        backgroundUrl: '',
      },
    });
    const row = added.body.data;
    const live = expectPage(
      await call('GET', '/blade-system/tenant/list', {
        params: page(1, 10, { status_equal: 1, tenantName: 'Saber4' }),
      }),
    );
    expect(live.map((t: any) => t.id)).toEqual([row.id]);
    expect((await call('GET', '/blade-system/tenant/detail', { params: { id: row.id } })).body.data).toMatchObject({
      tenantName: 'Saber4回放租户',
      tenantId: row.tenantId,
    });
    await call('POST', '/blade-system/tenant/submit', { data: { ...row, linkman: '回放人' } });
    await call('POST', '/blade-system/tenant/setting', { params: { accountNumber: 20, expireTime: '', ids: row.id } });
    const datasource = (await call('GET', '/blade-system/tenant-datasource/select')).body.data[0];
    await call('POST', '/blade-system/tenant/datasource', {
      params: { tenantId: row.tenantId, datasourceId: datasource.id },
    });
    const info = await call('GET', '/blade-system/tenant/info', { params: { domain: 'nowhere.example.com' } });
    expect(info.body.data).toEqual({});
    const pkgs = (await call('GET', '/blade-system/tenant-package/select')).body.data;
    if (pkgs[0])
      await call('POST', '/blade-system/tenant/package-setting', {
        params: { tenantId: row.tenantId, packageId: pkgs[0].id },
      });
    await call('GET', '/blade-system/tenant/package-detail', { params: { tenantId: row.tenantId } });

    // rowDel and 删除: recycle(ids): the tenant leaves the list and shows in the 回收站 (status_equal -1).
    await call('POST', '/blade-system/tenant/recycle', { params: { ids: row.id } });
    expect(
      expectPage(
        await call('GET', '/blade-system/tenant/list', {
          params: page(1, 10, { status_equal: 1, tenantName: 'Saber4' }),
        }),
      ),
    ).toEqual([]);
    const bin = expectPage(
      await call('GET', '/blade-system/tenant/list', {
        params: page(1, 10, { status_equal: -1, tenantName: 'Saber4' }),
      }),
    );
    expect(bin.map((t: any) => [t.id, t.status, t.statusName])).toEqual([[row.id, -1, '回收站']]);
    // A recycled tenant's users cannot sign in.
    const signIn = await s.send('POST', '/blade-auth/oauth/token', {
      token: '',
      headers: { 'Tenant-Id': row.tenantId },
      params: {
        tenantId: row.tenantId,
        username: 'admin',
        password: 'x',
        grant_type: 'password',
        scope: 'all',
        type: 'account',
      },
    });
    expect(signIn.status).toBe(400);
    // 恢复: pass(ids).
    await call('POST', '/blade-system/tenant/pass', { params: { ids: row.id } });
    expect(
      expectPage(
        await call('GET', '/blade-system/tenant/list', {
          params: page(1, 10, { status_equal: 1, tenantName: 'Saber4' }),
        }),
      ).map((t: any) => t.status),
    ).toEqual([1]);
    // The platform tenant never goes to the bin.
    const platform = expectPage(
      await call('GET', '/blade-system/tenant/list', { params: page(1, 10, { tenantId: '000000' }) }),
    )[0];
    const refused = await s.send('POST', '/blade-system/tenant/recycle', { params: { ids: platform.id } });
    expect(refused.body).toMatchObject({ success: false, msg: expect.stringContaining('000000') });
    // 回收站's 删除: remove(ids), for good.
    await call('POST', '/blade-system/tenant/recycle', { params: { ids: row.id } });
    await call('POST', '/blade-system/tenant/remove', { params: { ids: row.id } });
    expect(
      expectPage(
        await call('GET', '/blade-system/tenant/list', {
          params: page(1, 10, { status_equal: -1, tenantName: 'Saber4' }),
        }),
      ),
    ).toEqual([]);
  });

  it('base/region.js and views/base/region.vue: tree, list, detail, submit, remove, export, template and import', async () => {
    const provinces = await call('GET', '/blade-system/region/lazy-tree', { params: { parentCode: '00' } });
    expect(provinces.body.data[0]).toMatchObject({ title: expect.any(String), hasChildren: true });
    const records = expectPage(
      await call('GET', '/blade-system/region/list', { params: page(1, 10, { parentCode: '00' }) }),
    );
    const province = records[0];
    const detail = await call('GET', '/blade-system/region/detail', { params: { code: province.code } });
    expect(detail.body.data).toMatchObject({ code: province.code, name: province.name });
    const parent = detail.body.data;
    await call('POST', '/blade-system/region/submit', {
      data: {
        ...parent,
        parentCode: parent.code,
        parentName: parent.name,
        subCode: '98',
        code: `${parent.code}98`,
        name: 'Saber4回放市',
        level: parent.level + 1,
        sort: 98,
        remark: '',
      },
    });
    await call('POST', '/blade-system/region/remove', { params: { id: `${parent.code}98` } });

    // handleExport / handleTemplate: exportBlob(`…?blade-auth=<token>`).
    const exported = await s.send('GET', `/blade-system/region/export-region?blade-auth=${s.token}`, {
      params: { parentCode: '00' },
    });
    expect(exported.status, exported.text.slice(0, 200)).toBe(200);
    const sheet = (await workbookOf(exported.bytes)).worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('区划编号');
    expect(sheet.rowCount).toBeGreaterThan(1);
    const template = await s.send('GET', `/blade-system/region/export-template?blade-auth=${s.token}`);
    expect(template.status).toBe(200);
    const headers = (await workbookOf(template.bytes)).worksheets[0]!.getRow(1).values as string[];
    expect(headers).toEqual(expect.arrayContaining(['区划编号*', '父区划编号*', '区划名称*', '层级*']));

    // The upload: avue's upload posts the file to /blade-system/region/import-region?isCovered=<0|1>.
    const book = new ExcelJS.Workbook();
    const data = book.addWorksheet('行政区划');
    data.addRow(['区划编号', '父区划编号', '区划名称', '层级', '排序', '备注']);
    data.addRow([`${parent.code}97`, parent.code, 'Saber4导入市', '2', '97', '']);
    data.addRow([`${parent.code}9701`, `${parent.code}97`, 'Saber4导入区', '区县', '1', '']);
    data.addRow([`${parent.code}97`, parent.code, '重复', '2', '1', '']);
    const file = { bytes: Buffer.from(await book.xlsx.writeBuffer()), name: '行政区划.xlsx' };
    const imported = await call('POST', '/blade-system/region/import-region?isCovered=0', { file });
    expect(imported.body.data).toMatchObject({ total: 3, succeeded: 2, failed: 1 });
    expect(imported.body.data.rows[2]).toMatchObject({ row: 4, success: false, msg: expect.stringContaining('第2行') });
    const child = await call('GET', '/blade-system/region/detail', { params: { code: `${parent.code}9701` } });
    expect(child.body.data).toMatchObject({ name: 'Saber4导入区', level: 3, parentCode: `${parent.code}97` });
    // Again without overwrite: the codes exist; with it (isCovered=1), they are updated.
    const again = await call('POST', '/blade-system/region/import-region?isCovered=0', { file });
    expect(again.body.data).toMatchObject({ succeeded: 0, failed: 3 });
    const covered = await call('POST', '/blade-system/region/import-region?isCovered=1', { file });
    expect(covered.body.data).toMatchObject({ succeeded: 2 });
    await call('POST', '/blade-system/region/remove', { params: { id: `${parent.code}9701` } });
    await call('POST', '/blade-system/region/remove', { params: { id: `${parent.code}97` } });
  });
});
