import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captcha } from '../../src/modules/auth/captcha/captcha.table.ts';
import { databaseKind } from '../helpers/database.ts';
import { axiosQuery } from '../helpers/saber4.ts';
import { md5, startServer, type TestServer } from '../helpers/server.ts';

/**
 * The open Saber console's calls for sign-in and system administration, replayed against the server exactly as
 * Saber's request wrapper builds them (issue 14).
 *
 * Read from chillzhuang/Saber master 8162b11 ("4.9.0", Vue 3; the vue2 branch, 4.7.0, makes the same calls less
 * api-scope's five and update-info): its request wrapper (src/axios.js) puts `/api` before every path, sends
 * `Authorization: Basic base64(saber:saber_secret)` on every call and `Blade-Auth: bearer <token>` once signed in;
 * axios `params` travel in the query string (axios's own encoding: commas, colons and brackets left as they are,
 * a space as `+`, undefined left out), `data` as a JSON body. The values are what the screens (src/views/…) put
 * there: ids read from the replies before, rows echoed back on edit as the screen loaded them.
 *
 * Covered, every exported function of these 13 files of src/api/ (91 functions, 78 distinct method + path pairs of
 * Saber's 100; the other 22 pairs are desk/notice.js, logs.js, report/report.js, tool/code.js and
 * tool/datasource.js, which are not system administration):
 *   user.js 9 · system/user.js 11 · system/dept.js 6 · system/role.js 8 · system/post.js 6 · system/tenant.js 5 ·
 *   system/scope.js 10 · system/menu.js 8 · system/topmenu.js 8 · system/dict.js 6 · system/param.js 4 ·
 *   system/client.js 5 · base/region.js 5
 * Answered: 89 of the 91 functions, 77 of the 78 pairs, in 99 replayed calls (some functions twice, as the screens
 * call them: role/tree without and with a tenant, the list with and without a search, …). Left for the issue that
 * brings them (roadmap item 9, "social login, guest registration"), as todos below: user.js loginBySocial (the
 * token call's grant `social`) and user.js registerGuest (blade-user/register-guest). One check is a known failure
 * of a module being changed by others, marked `issue` (run as `it.fails`): the user's birthday reads back shifted.
 * Beyond src/api/, 13 calls the screens make themselves are replayed too (`screen` rows): the pickers' dicUrl reads
 * (tenant/select, dict/dictionary, menu/tree, region/select), 用户管理's export-user and export-template links and
 * its import-user upload (the file alone, as the open Saber sends it, and with isCovered=1 in the query, as BladeX's
 * screen does), 个人信息's avatar put-file.
 *
 * Where the product spec (the commercial BladeX's contract) answers a call elsewhere or otherwise, the replay follows
 * the spec and its row says so (`spec`, or a comment on the value): the token call is POST blade-auth/oauth/token
 * with a flat OAuth reply (Saber's store reads `data.data.accessToken`), captcha and logout live under
 * blade-auth/oauth/ (captcha flat; logout a GET; POST logout uploads the error log), the user calls live under
 * blade-user/ instead of blade-system/user/, the user-info that Saber's mock served is blade-auth/oauth/user-info,
 * passwords travel as md5 hex (Saber 4.x encrypts the sign-in password with SM2 and sends update-password's three as
 * typed), a menu's isOpen is dictionary yes_no (1 否, 2 是; Saber's radio sends 0 for 否, taken as 否, and 1 for 是,
 * which reads as 否, as on BladeX itself), and 个人信息 refuses an empty phone.
 */

type Method = 'GET' | 'POST';

interface Reply {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  body: any;
}

/** What one call of a screen sends: axios `params` (query), `data` (JSON body), a multipart file, or a link. */
interface Sent {
  params?: Record<string, unknown>;
  data?: unknown;
  /** A FormData upload (avue-upload and el-upload): the file goes in the `file` part. */
  file?: { bytes: Buffer; name: string };
  /** A `window.open` download: a plain GET of the link, the token in its `blade-auth`, no headers of the wrapper. */
  link?: Record<string, string>;
  headers?: Record<string, string>;
  /** Calls made before sign-in (the sign-in page's). */
  anonymous?: true;
  /** Another user's session (个人信息 of a user other than the administrator). */
  token?: string;
}

interface Replay {
  /** Saber's module under src/api/ and the function, or `screen <view>` for a call a screen makes itself. */
  saber: string;
  /** The method and path as Saber builds them, `/api` included. */
  method: Method;
  path: string;
  /** Where the spec answers the call when not at Saber's address: the replay goes there, for the reason given. */
  spec?: { method?: Method; path: string; why: string };
  send?: (st: State) => Sent | Promise<Sent>;
  /** The reply is a file, or the spec's flat reply (no envelope). */
  reply?: 'file' | 'flat';
  /** What the screen reads of the reply (200 and `success: true` are checked for every call). */
  reads: (r: Reply, st: State) => void | Promise<void>;
  /**
   * A known failure in a module someone else is changing: replayed as `it.fails`, so the run stays green and tells
   * when the fix lands (the row then fails until this mark goes).
   */
  issue?: string;
}

/** What the session has learnt so far: tokens, ids of the rows it made, the rows its forms hold. */
interface State {
  token: string;
  refreshToken: string;
  captcha: { key: string; code: string };
  ids: Record<string, string>;
  rows: Record<string, any>;
  userToken: string;
}

const basicAuth = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
/** The sign-in page's domain, as getTopUrl() reads it from the address bar. */
const domain = 'http://localhost:1888';

/** Depth-first nodes of a tree reply. */
function flatten<T extends { children?: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

const isTreeNode = (n: any) => {
  for (const key of ['id', 'parentId', 'title', 'key', 'value']) expect(typeof n[key], key).toBe('string');
};

/** The xlsx Saber's 用户管理 uploads: the template it downloaded, one row filled in under its headers. */
async function filledTemplate(template: Buffer, values: Record<string, string>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  // A header names its column before any note ("登录账号(必填)").
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    headers[col] = cell.text
      .replace(/[(（].*$/s, '')
      .replace(/[*＊]/g, '')
      .trim();
  });
  const row = sheet.getRow(2);
  headers.forEach((header, col) => {
    if (header in values) row.getCell(col).value = values[header]!;
  });
  row.commit();
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// The rows the replayed screens make, named so that a failed run leaves nothing that clashes with a rerun.
const account = 'saber_replay';
const password = 'Replay#2026';

/** The fields of a paged reply the screens read: records for the table, total for the pager. */
function isPage(r: Reply) {
  expect(Array.isArray(r.body.data.records), 'data.records').toBe(true);
  expect(typeof r.body.data.total).toBe('number');
  return r.body.data.records as any[];
}

const userPaths = { why: 'the spec names the user service blade-user, not blade-system/user' };
const signIn = (st: State): Sent => ({
  anonymous: true,
  headers: { 'Captcha-Key': st.captcha.key, 'Captcha-Code': st.captcha.code },
  params: { grantType: 'captcha', tenantId: '000000', account: 'admin', password: md5('admin'), type: 'account' },
});

/** The replayed calls, in the order of a session that walks the screens; each leaves what the next ones need. */
const replays: Replay[] = [
  // ── 登录 (page/login/userlogin.vue, store/modules/user.js, permission.js)
  {
    saber: 'system/tenant.js info',
    method: 'GET',
    path: '/api/blade-system/tenant/info',
    send: () => ({ anonymous: true, params: { domain } }),
    // The sign-in page reads `data.success && data.data.tenantId`: data must be an object, {} when no tenant.
    reads: (r) => expect(r.body.data).toEqual({}),
  },
  {
    saber: 'user.js getCaptcha',
    method: 'GET',
    path: '/api/blade-auth/captcha',
    spec: { path: '/api/blade-auth/oauth/captcha', why: 'captcha lives under blade-auth/oauth, answered flat' },
    send: () => ({ anonymous: true }),
    reply: 'flat',
    reads: async (r, st) => {
      expect(r.body.key).toBeTypeOf('string');
      expect(r.body.image).toMatch(/^data:image\//);
      const [row] = await server.db.select().from(captcha).where(eq(captcha.key, r.body.key));
      st.captcha = { key: r.body.key, code: row!.code };
    },
  },
  {
    saber: 'user.js loginByUsername',
    method: 'POST',
    path: '/api/blade-auth/token',
    spec: { path: '/api/blade-auth/oauth/token', why: 'the token call and its flat OAuth reply are BladeX’s' },
    send: signIn,
    reply: 'flat',
    reads: (r, st) => {
      for (const key of ['access_token', 'refresh_token', 'tenant_id', 'user_id', 'account', 'authority', 'avatar'])
        expect(r.body[key], key).toBeTypeOf('string');
      expect(r.body.token_type).toBe('bearer');
      // Saber shows buttons meant for administrators by `userInfo.authority.includes('admin')`.
      expect(r.body.authority).toContain('administrator');
      st.token = r.body.access_token;
      st.refreshToken = r.body.refresh_token;
    },
  },
  {
    saber: 'system/menu.js getTopMenu',
    method: 'GET',
    path: '/api/blade-system/menu/top-menu',
    reads: (r) => expect(Array.isArray(r.body.data)).toBe(true),
  },
  {
    saber: 'system/menu.js getRoutes',
    method: 'GET',
    path: '/api/blade-system/menu/routes',
    // topMenuId undefined: axios leaves it out.
    send: () => ({ params: { topMenuId: undefined } }),
    reads: (r) => {
      const menus = flatten(r.body.data as any[]);
      expect(menus.length).toBeGreaterThan(5);
      // avue-router's formatPath reads name, path, source and children of every node.
      for (const m of menus)
        for (const key of ['id', 'name', 'path', 'source']) expect(m[key], key).toBeTypeOf('string');
      expect(menus.map((m) => m.code)).toEqual(expect.arrayContaining(['user', 'dept', 'role', 'menu']));
    },
  },
  {
    saber: 'user.js getButtons',
    method: 'GET',
    path: '/api/blade-system/menu/buttons',
    // SET_PERMISSION keeps the code of every leaf as a flag (permission.user_add …).
    reads: (r) => {
      const codes = flatten(r.body.data as any[]).map((b) => b.code);
      expect(codes).toEqual(expect.arrayContaining(['user_add', 'user_edit', 'user_delete', 'role_add']));
    },
  },
  {
    saber: 'user.js getUserInfo',
    method: 'GET',
    path: '/user/getUserInfo',
    spec: {
      path: '/api/blade-auth/oauth/user-info',
      why: 'Saber’s own mock served /user/getUserInfo; the spec’s user-info is blade-auth/oauth/user-info',
    },
    reads: (r) => {
      expect(r.body.data.account).toBe('admin');
      expect(r.body.data.tenantId).toBe('000000');
    },
  },

  // ── 菜单管理 (views/system/menu.vue)
  {
    saber: 'system/menu.js getList',
    method: 'GET',
    path: '/api/blade-system/menu/list',
    send: () => ({ params: { current: 1, size: 10 } }),
    reads: (r, st) => {
      const menus = flatten(r.body.data as any[]);
      st.rows.userMenu = menus.find((m) => m.code === 'user');
      for (const m of menus.slice(0, 20)) {
        for (const key of ['id', 'name', 'path', 'code', 'alias']) expect(m[key], key).toBeTypeOf('string');
        expect(m.sort).toBeTypeOf('number');
      }
      expect(st.rows.userMenu).toMatchObject({ name: '用户管理', parentId: expect.any(String) });
    },
  },
  {
    saber: 'screen system/menu.vue dicUrl',
    method: 'GET',
    path: '/api/blade-system/menu/tree',
    reads: (r) => flatten(r.body.data as any[]).forEach(isTreeNode),
  },
  {
    saber: 'system/menu.js add',
    method: 'POST',
    path: '/api/blade-system/menu/submit',
    send: () => ({
      data: {
        parentId: '',
        name: 'Saber回放',
        path: '/saber-replay',
        source: 'iconfont iconicon_setting',
        code: 'saber_replay',
        category: 1,
        alias: 'menu',
        sort: 99,
        // Saber's radio sends 0 for 否 (its default); the spec's isOpen is dictionary yes_no, 1 否 and 2 是, and 0 is
        // taken as 否 (neither Saber reads it back).
        isOpen: 0,
        remark: '',
      },
    }),
    reads: (r, st) => {
      st.ids.menu = r.body.data.id;
      expect(st.ids.menu).toMatch(/^\d+$/);
    },
  },
  {
    saber: 'system/menu.js getMenu',
    method: 'GET',
    path: '/api/blade-system/menu/detail',
    send: (st) => ({ params: { id: st.ids.menu } }),
    reads: (r, st) => {
      st.rows.menu = r.body.data;
      expect(r.body.data).toMatchObject({ id: st.ids.menu, name: 'Saber回放', code: 'saber_replay', category: 1 });
    },
  },
  {
    saber: 'system/menu.js update',
    method: 'POST',
    path: '/api/blade-system/menu/submit',
    // The form holds the detail (with the row's hasChildren) and sends it back changed.
    send: (st) => ({ data: { ...st.rows.menu, hasChildren: false, name: 'Saber回放菜单' } }),
    reads: (r, st) => expect(r.body.data.id).toBe(st.ids.menu),
  },

  // ── 数据权限 (views/authority/datascope.vue): the menus, lazily, and a drawer of scopes per menu
  {
    saber: 'system/menu.js getLazyMenuList',
    method: 'GET',
    path: '/api/blade-system/menu/lazy-menu-list',
    send: () => ({ params: { parentId: 0 } }),
    reads: (r, st) => {
      const rows = r.body.data as any[];
      expect(rows.map((m) => m.id)).toContain(st.ids.menu);
      for (const m of rows) expect(m.hasChildren, 'hasChildren').toBeTypeOf('boolean');
    },
  },
  {
    saber: 'system/menu.js getLazyMenuList',
    method: 'GET',
    path: '/api/blade-system/menu/lazy-menu-list',
    // treeLoad: a row unfolded, its children asked for (用户管理's parent, 系统管理).
    send: (st) => ({ params: { parentId: st.rows.userMenu.parentId } }),
    reads: (r, st) => expect((r.body.data as any[]).map((m) => m.id)).toContain(st.rows.userMenu.id),
  },
  {
    saber: 'screen authority/datascope.vue dicUrl',
    method: 'GET',
    path: '/api/blade-system/dict/dictionary',
    send: () => ({ params: { code: 'data_scope_type' } }),
    reads: (r) => expect((r.body.data as any[]).map((d) => d.dictKey)).toEqual(expect.arrayContaining(['1', '5'])),
  },
  {
    saber: 'system/scope.js getListDataScope',
    method: 'GET',
    path: '/api/blade-system/data-scope/list',
    // 权限配置 on the 用户管理 row: a data scope names the resource of its menu (its code), here the users.
    send: (st) => ({ params: { menuId: st.rows.userMenu.id, current: 1, size: 10 } }),
    reads: (r, st) => {
      for (const x of isPage(r)) expect(x.menuId).toBe(st.rows.userMenu.id);
    },
  },
  {
    saber: 'system/scope.js addDataScope',
    method: 'POST',
    path: '/api/blade-system/data-scope/submit',
    // initScope() fills name, code and column from the menu and the type; the drawer adds menuId.
    send: (st) => ({
      data: {
        scopeName: '用户管理 [本人可见]',
        resourceCode: 'user',
        scopeColumn: 'create_user',
        scopeType: 2,
        scopeField: '*',
        scopeClass: 'org.springblade.modules.system.mapper.UserMapper.selectUserPage',
        remark: 'Saber回放',
        menuId: st.rows.userMenu.id,
      },
    }),
    reads: (r, st) => {
      st.ids.dataScope = r.body.data.id;
    },
  },
  {
    saber: 'system/scope.js getMenuDataScope',
    method: 'GET',
    path: '/api/blade-system/data-scope/detail',
    send: (st) => ({ params: { id: st.ids.dataScope } }),
    reads: (r, st) => {
      st.rows.dataScope = r.body.data;
      expect(r.body.data).toMatchObject({ id: st.ids.dataScope, scopeType: 2, resourceCode: 'user' });
    },
  },
  {
    saber: 'system/scope.js updateDataScope',
    method: 'POST',
    path: '/api/blade-system/data-scope/submit',
    send: (st) => ({
      data: { ...st.rows.dataScope, scopeName: '用户管理 [本人可见·回放]', menuId: st.rows.userMenu.id },
    }),
    reads: (r, st) =>
      expect(r.body.data).toMatchObject({ id: st.ids.dataScope, scopeName: '用户管理 [本人可见·回放]' }),
  },

  // ── 接口权限 (views/authority/apiscope.vue)
  {
    saber: 'screen authority/apiscope.vue dicUrl',
    method: 'GET',
    path: '/api/blade-system/dict/dictionary',
    send: () => ({ params: { code: 'api_scope_type' } }),
    reads: (r) => expect((r.body.data as any[]).length).toBeGreaterThan(0),
  },
  {
    saber: 'system/scope.js getListApiScope',
    method: 'GET',
    path: '/api/blade-system/api-scope/list',
    send: (st) => ({ params: { menuId: st.ids.menu, current: 1, size: 10 } }),
    reads: (r) => expect(isPage(r)).toEqual([]),
  },
  {
    saber: 'system/scope.js addApiScope',
    method: 'POST',
    path: '/api/blade-system/api-scope/submit',
    send: (st) => ({
      data: {
        scopeName: 'Saber回放接口',
        resourceCode: 'saber_replay_api',
        scopePath: '/api/blade-system/param/list',
        scopeType: 1,
        remark: '',
        menuId: st.ids.menu,
      },
    }),
    reads: (r, st) => {
      st.ids.apiScope = r.body.data.id;
    },
  },
  {
    saber: 'system/scope.js getMenuApiScope',
    method: 'GET',
    path: '/api/blade-system/api-scope/detail',
    send: (st) => ({ params: { id: st.ids.apiScope } }),
    reads: (r, st) => {
      st.rows.apiScope = r.body.data;
      expect(r.body.data).toMatchObject({ id: st.ids.apiScope, scopeName: 'Saber回放接口' });
    },
  },
  {
    saber: 'system/scope.js updateApiScope',
    method: 'POST',
    path: '/api/blade-system/api-scope/submit',
    send: (st) => ({ data: { ...st.rows.apiScope, remark: '回放', menuId: st.ids.menu } }),
    reads: (r, st) => expect(r.body.data).toMatchObject({ id: st.ids.apiScope, remark: '回放' }),
  },

  // ── 机构管理 (views/system/dept.vue)
  {
    saber: 'system/dept.js getList',
    method: 'GET',
    path: '/api/blade-system/dept/list',
    send: () => ({ params: { current: 1, size: 10 } }),
    // A tree table: data is the array itself.
    reads: (r) => {
      const depts = flatten(r.body.data as any[]);
      for (const d of depts) {
        for (const key of ['id', 'deptName', 'tenantId']) expect(d[key], key).toBeTypeOf('string');
        expect(d.sort).toBeTypeOf('number');
      }
    },
  },
  {
    saber: 'system/dept.js getDeptTree',
    method: 'GET',
    path: '/api/blade-system/dept/tree',
    send: () => ({ params: { tenantId: undefined } }),
    reads: (r) => flatten(r.body.data as any[]).forEach(isTreeNode),
  },
  {
    saber: 'screen system/dept.vue dicUrl',
    method: 'GET',
    path: '/api/blade-system/tenant/select',
    reads: (r) => {
      const tenants = r.body.data as any[];
      expect(tenants.map((t) => t.tenantId)).toContain('000000');
      for (const t of tenants) expect(t.tenantName).toBeTypeOf('string');
    },
  },
  {
    saber: 'system/dept.js add',
    method: 'POST',
    path: '/api/blade-system/dept/submit',
    send: () => ({ data: { deptName: 'Saber回放部', fullName: 'Saber回放部门', parentId: '', sort: 9, remark: '' } }),
    reads: (r, st) => {
      st.ids.dept = r.body.data.id;
    },
  },
  {
    saber: 'system/dept.js getDept',
    method: 'GET',
    path: '/api/blade-system/dept/detail',
    send: (st) => ({ params: { id: st.ids.dept } }),
    reads: (r, st) => {
      st.rows.dept = r.body.data;
      expect(r.body.data).toMatchObject({ id: st.ids.dept, deptName: 'Saber回放部', tenantId: '000000' });
    },
  },
  {
    saber: 'system/dept.js update',
    method: 'POST',
    path: '/api/blade-system/dept/submit',
    send: (st) => ({ data: { ...st.rows.dept, fullName: 'Saber回放部门(改)' } }),
    reads: (r, st) => expect(r.body.data).toMatchObject({ id: st.ids.dept, fullName: 'Saber回放部门(改)' }),
  },

  // ── 岗位管理 (views/system/post.vue)
  {
    saber: 'screen system/post.vue dicUrl',
    method: 'GET',
    path: '/api/blade-system/dict/dictionary',
    send: () => ({ params: { code: 'post_category' } }),
    reads: (r) => {
      const options = r.body.data as any[];
      expect(options.length).toBeGreaterThan(0);
      for (const o of options) expect(o).toMatchObject({ dictKey: expect.any(String), dictValue: expect.any(String) });
    },
  },
  {
    saber: 'system/post.js getList',
    method: 'GET',
    path: '/api/blade-system/post/list',
    send: () => ({ params: { current: 1, size: 10 } }),
    reads: (r) => {
      isPage(r);
    },
  },
  {
    saber: 'system/post.js add',
    method: 'POST',
    path: '/api/blade-system/post/submit',
    send: () => ({
      data: { tenantId: '000000', category: 1, postCode: 'saber_replay', postName: 'Saber回放岗', sort: 9, remark: '' },
    }),
    reads: (r, st) => {
      st.ids.post = r.body.data.id;
    },
  },
  {
    saber: 'system/post.js getDetail',
    method: 'GET',
    path: '/api/blade-system/post/detail',
    send: (st) => ({ params: { id: st.ids.post } }),
    reads: (r, st) => {
      st.rows.post = r.body.data;
      expect(r.body.data).toMatchObject({ id: st.ids.post, postCode: 'saber_replay', category: 1 });
    },
  },
  {
    saber: 'system/post.js update',
    method: 'POST',
    path: '/api/blade-system/post/submit',
    send: (st) => ({ data: { ...st.rows.post, postName: 'Saber回放岗位' } }),
    reads: (r, st) => expect(r.body.data).toMatchObject({ id: st.ids.post, postName: 'Saber回放岗位' }),
  },
  {
    saber: 'system/post.js getPostList',
    method: 'GET',
    path: '/api/blade-system/post/select',
    send: () => ({ params: { tenantId: '000000' } }),
    // The user form's 所属岗位 picker: label postName, value id.
    reads: (r, st) =>
      expect(r.body.data).toContainEqual(expect.objectContaining({ id: st.ids.post, postName: 'Saber回放岗位' })),
  },

  // ── 角色管理 (views/authority/role.vue)
  {
    saber: 'system/role.js getList',
    method: 'GET',
    path: '/api/blade-system/role/list',
    send: () => ({ params: { current: 1, size: 10 } }),
    reads: (r) => {
      const roles = flatten(r.body.data as any[]);
      expect(roles.map((x) => x.roleAlias)).toContain('administrator');
      for (const x of roles)
        for (const key of ['id', 'roleName', 'roleAlias', 'tenantId']) expect(x[key]).toBeTypeOf('string');
    },
  },
  {
    saber: 'system/role.js getRoleTree',
    method: 'GET',
    path: '/api/blade-system/role/tree',
    send: () => ({ params: { tenantId: undefined } }),
    reads: (r) => flatten(r.body.data as any[]).forEach(isTreeNode),
  },
  {
    saber: 'system/role.js add',
    method: 'POST',
    path: '/api/blade-system/role/submit',
    send: () => ({ data: { roleName: 'Saber回放角色', roleAlias: 'saber_replay', parentId: '', sort: 9 } }),
    reads: (r, st) => {
      st.ids.role = r.body.data.id;
    },
  },
  {
    saber: 'system/role.js update',
    method: 'POST',
    path: '/api/blade-system/role/submit',
    // No detail call on this screen: the form holds the row of the (tree) list, children and all.
    send: async (st) => {
      const list = await send('GET', '/api/blade-system/role/list', st, { params: { current: 1, size: 10 } });
      const row = flatten(list.body.data as any[]).find((x) => x.id === st.ids.role);
      return { data: { ...row, sort: 10 } };
    },
    reads: (r, st) => expect(r.body.data).toMatchObject({ id: st.ids.role, sort: 10 }),
  },
  {
    saber: 'system/role.js grantTree',
    method: 'GET',
    path: '/api/blade-system/menu/grant-tree',
    reads: (r, st) => {
      st.rows.grantTree = r.body.data;
      const { menu, dataScope, apiScope } = r.body.data;
      for (const tree of [menu, dataScope, apiScope]) flatten(tree as any[]).forEach(isTreeNode);
    },
  },
  {
    saber: 'system/role.js getRole',
    method: 'GET',
    path: '/api/blade-system/menu/role-tree-keys',
    send: (st) => ({ params: { roleIds: st.ids.role } }),
    reads: (r) => expect(r.body.data).toEqual({ menu: [], dataScope: [], apiScope: [] }),
  },
  {
    saber: 'system/role.js grant',
    method: 'POST',
    path: '/api/blade-system/role/grant',
    // getCheckedKeys() of the three trees (check-strictly): the user screen and its buttons, the scopes just made.
    send: (st) => {
      const menus = flatten(st.rows.grantTree.menu as any[]);
      const userMenu = menus.find((m) => m.title === '用户管理') ?? menus[0];
      const menuIds = [userMenu.parentId, userMenu.id, ...(userMenu.children ?? []).map((c: any) => c.id)].filter(
        (id) => id !== '0',
      );
      st.rows.grantedMenus = menuIds;
      return {
        data: { roleIds: [st.ids.role], menuIds, dataScopeIds: [st.ids.dataScope], apiScopeIds: [st.ids.apiScope] },
      };
    },
    reads: async (_r, st) => {
      const keys = await send('GET', '/api/blade-system/menu/role-tree-keys', st, { params: { roleIds: st.ids.role } });
      expect([...keys.body.data.menu].sort()).toEqual([...st.rows.grantedMenus].sort());
      expect(keys.body.data.dataScope).toEqual([st.ids.dataScope]);
      expect(keys.body.data.apiScope).toEqual([st.ids.apiScope]);
    },
  },

  // ── 用户管理 (views/system/user.vue)
  {
    saber: 'system/user.js getList',
    method: 'GET',
    path: '/api/blade-system/user/list',
    spec: { path: '/api/blade-user/list', ...userPaths },
    send: () => ({ params: { current: 1, size: 10 } }),
    reads: (r) => {
      const users = isPage(r);
      const admin = users.find((u) => u.account === 'admin');
      // The columns: account, tenant, name, realName, the role and department tags, phone.
      expect(admin).toMatchObject({
        tenantId: '000000',
        realName: expect.any(String),
        roleName: expect.any(String),
        deptName: expect.any(String),
        roleId: expect.any(String),
        deptId: expect.any(String),
      });
    },
  },
  {
    saber: 'system/role.js getRoleTree',
    method: 'GET',
    path: '/api/blade-system/role/tree',
    // The user form's watch on form.tenantId asks for that tenant's roles, departments and posts.
    send: () => ({ params: { tenantId: '000000' } }),
    reads: (r, st) => expect(flatten(r.body.data as any[]).map((n) => n.id)).toContain(st.ids.role),
  },
  {
    saber: 'system/dept.js getDeptTree',
    method: 'GET',
    path: '/api/blade-system/dept/tree',
    send: () => ({ params: { tenantId: '000000' } }),
    reads: (r, st) => expect(flatten(r.body.data as any[]).map((n) => n.id)).toContain(st.ids.dept),
  },
  {
    saber: 'system/user.js add',
    method: 'POST',
    path: '/api/blade-system/user/submit',
    spec: { path: '/api/blade-user/submit', ...userPaths },
    // rowSave joins the three pickers' arrays with commas (func.join).
    send: (st) => ({
      data: {
        account,
        tenantId: '000000',
        password,
        password2: password,
        name: '回放',
        realName: 'Saber回放',
        roleId: st.ids.role,
        deptId: st.ids.dept,
        code: 'R001',
        postId: st.ids.post,
        phone: '13800138000',
        email: 'replay@example.com',
        sex: 1,
        birthday: '1990-01-01 00:00:00',
      },
    }),
    reads: (r, st) => {
      st.ids.user = r.body.data.id;
    },
  },
  {
    saber: 'system/user.js getList',
    method: 'GET',
    path: '/api/blade-system/user/list',
    spec: { path: '/api/blade-user/list', ...userPaths },
    // The search form: account and realName.
    send: () => ({ params: { account, realName: 'Saber', current: 1, size: 10 } }),
    reads: (r, st) => {
      const [row] = isPage(r);
      expect(row).toMatchObject({
        id: st.ids.user,
        account,
        realName: 'Saber回放',
        roleName: 'Saber回放角色',
        deptName: 'Saber回放部',
      });
      expect(r.body.data.total).toBe(1);
    },
  },
  {
    saber: 'system/user.js getUser',
    method: 'GET',
    path: '/api/blade-system/user/detail',
    spec: { path: '/api/blade-user/detail', ...userPaths },
    send: (st) => ({ params: { id: st.ids.user } }),
    // beforeOpen splits deptId, roleId and postId by commas for the pickers.
    reads: (r, st) => {
      st.rows.user = r.body.data;
      expect(r.body.data).toMatchObject({
        id: st.ids.user,
        account,
        tenantId: '000000',
        roleId: st.ids.role,
        deptId: st.ids.dept,
        postId: st.ids.post,
        sex: 1,
      });
    },
  },
  {
    saber: 'system/user.js update',
    method: 'POST',
    path: '/api/blade-system/user/update',
    spec: { path: '/api/blade-user/update', ...userPaths },
    send: (st) => ({ data: { ...st.rows.user, realName: 'Saber回放(改)' } }),
    reads: async (_r, st) => {
      const after = await send('GET', '/api/blade-user/detail', st, { params: { id: st.ids.user } });
      expect(after.body.data.realName).toBe('Saber回放(改)');
    },
  },
  {
    saber: 'system/user.js getUser',
    method: 'GET',
    path: '/api/blade-system/user/detail',
    spec: { path: '/api/blade-user/detail', ...userPaths },
    send: (st) => ({ params: { id: st.ids.user } }),
    // The 用户生日 picker's valueFormat is `YYYY-MM-DD HH:mm:ss` in the configured zone: it reads back as it was sent,
    // through the add and the edit that sent back what the form had read.
    reads: (r) => expect(r.body.data.birthday).toBe('1990-01-01 00:00:00'),
  },
  {
    saber: 'system/role.js getRoleTree',
    method: 'GET',
    path: '/api/blade-system/role/tree',
    // handleGrant: getRoleTree() with no tenant, for the 角色配置 dialog.
    reads: (r) => expect((r.body.data as any[]).length).toBeGreaterThan(0),
  },
  {
    saber: 'system/user.js grant',
    method: 'POST',
    path: '/api/blade-system/user/grant',
    spec: { path: '/api/blade-user/grant', ...userPaths },
    send: (st) => ({ params: { userIds: st.ids.user, roleIds: st.ids.role } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },
  {
    saber: 'system/user.js resetPassword',
    method: 'POST',
    path: '/api/blade-system/user/reset-password',
    spec: { path: '/api/blade-user/reset-password', ...userPaths },
    send: (st) => ({ params: { userIds: st.ids.user } }),
    reads: (r, st) => expect(r.body.data).toEqual([expect.objectContaining({ userId: st.ids.user, account })]),
  },
  {
    saber: 'system/user.js unlock',
    method: 'POST',
    path: '/api/blade-system/user/unlock',
    spec: { path: '/api/blade-user/unlock', ...userPaths },
    send: (st) => ({ params: { userIds: st.ids.user } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },
  {
    saber: 'screen system/user.vue handleExport',
    method: 'GET',
    path: '/api/blade-system/user/export-user',
    spec: { path: '/api/blade-user/export-user', ...userPaths },
    send: (st) => ({ link: { 'blade-auth': `bearer ${st.token}`, account, realName: '' } }),
    reply: 'file',
    reads: async (r) => {
      expect(r.headers.get('content-type')).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(r.bytes as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(1).text).toBe(account);
    },
  },
  {
    saber: 'screen system/user.vue handleTemplate',
    method: 'GET',
    path: '/api/blade-system/user/export-template',
    spec: { path: '/api/blade-user/export-template', ...userPaths },
    send: (st) => ({ link: { 'blade-auth': `bearer ${st.token}` } }),
    reply: 'file',
    reads: (r, st) => {
      expect(r.headers.get('content-type')).toContain('spreadsheetml');
      st.rows.template = r.bytes;
    },
  },
  {
    saber: 'screen system/user.vue excelOption upload',
    method: 'POST',
    path: '/api/blade-system/user/import-user',
    spec: { path: '/api/blade-user/import-user', ...userPaths },
    // The open Saber's upload sends the file alone.
    send: async (st) => ({
      file: {
        name: 'users.xlsx',
        bytes: await filledTemplate(st.rows.template, {
          登录账号: `${account}_imp`,
          用户姓名: '导入回放',
          所属角色: 'Saber回放角色',
          所属部门: 'Saber回放部',
        }),
      },
    }),
    reads: (r) => expect(r.body.data).toMatchObject({ total: 1, succeeded: 1, failed: 0 }),
  },
  {
    saber: 'screen system/user.vue excelOption upload',
    method: 'POST',
    path: '/api/blade-system/user/import-user?isCovered=1',
    spec: { path: '/api/blade-user/import-user?isCovered=1', ...userPaths },
    // BladeX's screen (and the open Saber's region import) puts its 数据覆盖 choice in the action's query.
    send: async (st) => ({
      file: {
        name: 'users.xlsx',
        bytes: await filledTemplate(st.rows.template, {
          登录账号: `${account}_imp`,
          用户姓名: '导入回放(覆盖)',
          所属角色: 'Saber回放角色',
          所属部门: 'Saber回放部',
        }),
      },
    }),
    reads: async (r, st) => {
      expect(r.body.data).toMatchObject({ total: 1, succeeded: 1, failed: 0 });
      const list = await send('GET', '/api/blade-user/list', st, { params: { account: `${account}_imp` } });
      expect(list.body.data.records).toHaveLength(1);
      expect(list.body.data.records[0].realName).toBe('导入回放(覆盖)');
      st.ids.imported = list.body.data.records[0].id;
    },
  },

  // ── 个人信息 (views/user/info.vue), as the administrator and as the user the replay made
  {
    saber: 'system/user.js getUserInfo',
    method: 'GET',
    path: '/api/blade-system/user/info',
    spec: { path: '/api/blade-user/info', ...userPaths },
    // loadUserInfo keeps id, avatar, name, realName, phone and email for the form.
    reads: (r, st) => {
      const user = r.body.data;
      const { id, avatar, name, realName, phone, email } = user;
      st.rows.info = { id, avatar, name, realName, phone, email };
      expect(user.id, 'id').toBeTypeOf('string');
      for (const key of ['avatar', 'name', 'realName', 'phone', 'email']) expect(user[key], key).toBeTypeOf('string');
    },
  },
  {
    saber: 'screen user/info.vue el-upload',
    method: 'POST',
    path: '/api/blade-resource/oss/endpoint/put-file',
    send: () => ({ file: { name: 'avatar.png', bytes: png } }),
    // handleAvatarSuccess: `response.data.link || response.data`.
    reads: (r, st) => {
      expect(r.body.data.link).toBeTypeOf('string');
      st.rows.info.avatar = r.body.data.link;
    },
  },
  {
    saber: 'system/user.js updateInfo',
    method: 'POST',
    path: '/api/blade-system/user/update-info',
    spec: { path: '/api/blade-user/update-info', ...userPaths },
    // The spec's 个人信息 refuses an empty phone (手机号码不能为空): the administrator types one in when it has none.
    send: (st) => ({ data: { ...st.rows.info, name: '管理员', phone: st.rows.info.phone || '13900139000' } }),
    reads: async (_r, st) => {
      const info = await send('GET', '/api/blade-user/info', st);
      expect(info.body.data.avatar).toBe(st.rows.info.avatar);
    },
  },
  {
    saber: 'system/user.js updatePassword',
    method: 'POST',
    path: '/api/blade-system/user/update-password',
    spec: { path: '/api/blade-user/update-password', why: `${userPaths.why}; the three passwords as md5 hex` },
    // The user the replay made changes the password the reset gave them (the reset's reply showed it once).
    send: async (st) => {
      const reset = await send('POST', '/api/blade-user/reset-password', st, {
        params: { userIds: st.ids.user },
        data: { password: md5(password) },
      });
      expect(reset.status, reset.text).toBe(200);
      st.userToken = (await server.login(account, password)).access_token;
      return {
        token: st.userToken,
        params: { oldPassword: md5(password), newPassword: md5(`${password}!`), newPassword1: md5(`${password}!`) },
      };
    },
    reads: async () => {
      await expect(server.login(account, `${password}!`)).resolves.toHaveProperty('access_token');
    },
  },

  // ── 租户管理 (views/system/tenant.vue)
  {
    saber: 'system/tenant.js getList',
    method: 'GET',
    path: '/api/blade-system/tenant/list',
    send: () => ({ params: { current: 1, size: 10 } }),
    reads: (r) => {
      const tenants = isPage(r);
      expect(tenants.find((t) => t.tenantId === '000000')).toMatchObject({ tenantName: expect.any(String) });
    },
  },
  {
    saber: 'system/tenant.js add',
    method: 'POST',
    path: '/api/blade-system/tenant/submit',
    send: () => ({
      data: {
        tenantName: 'Saber回放租户',
        linkman: '回放',
        contactNumber: '13800138001',
        address: '上海',
        domain: 'https://saber-replay.example.com',
      },
    }),
    reads: async (r, st) => {
      const list = await send('GET', '/api/blade-system/tenant/list', st, {
        params: { tenantName: 'Saber回放租户', current: 1, size: 10 },
      });
      const [row] = list.body.data.records;
      expect(row.tenantId).toMatch(/^\d{6}$/);
      st.ids.tenant = row.id;
      st.rows.tenant = row;
      expect(r.body.success).toBe(true);
    },
  },
  {
    saber: 'system/tenant.js update',
    method: 'POST',
    path: '/api/blade-system/tenant/submit',
    send: (st) => ({ data: { ...st.rows.tenant, linkman: '回放人' } }),
    reads: (r) => expect(r.body.data).toMatchObject({ linkman: '回放人' }),
  },
  {
    saber: 'system/tenant.js info',
    method: 'GET',
    path: '/api/blade-system/tenant/info',
    send: () => ({ anonymous: true, params: { domain: 'https://saber-replay.example.com' } }),
    reads: (r, st) => expect(r.body.data.tenantId).toBe(st.rows.tenant.tenantId),
  },
  {
    saber: 'system/tenant.js remove',
    method: 'POST',
    path: '/api/blade-system/tenant/remove',
    send: (st) => ({ params: { ids: st.ids.tenant } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },

  // ── 顶部菜单 (views/system/topmenu.vue)
  {
    saber: 'system/topmenu.js getList',
    method: 'GET',
    path: '/api/blade-system/topmenu/list',
    send: () => ({ params: { current: 1, size: 10 } }),
    reads: (r) => {
      isPage(r);
    },
  },
  {
    saber: 'system/topmenu.js add',
    method: 'POST',
    path: '/api/blade-system/topmenu/submit',
    send: () => ({
      data: { name: 'Saber回放顶部', source: 'iconfont icon-home', code: 'saber_replay_top', sort: 9, path: '/saber' },
    }),
    reads: (r, st) => {
      st.ids.topMenu = r.body.data.id;
    },
  },
  {
    saber: 'system/topmenu.js getDetail',
    method: 'GET',
    path: '/api/blade-system/topmenu/detail',
    send: (st) => ({ params: { id: st.ids.topMenu } }),
    reads: (r, st) => {
      st.rows.topMenu = r.body.data;
      expect(r.body.data).toMatchObject({ id: st.ids.topMenu, code: 'saber_replay_top', sort: 9 });
    },
  },
  {
    saber: 'system/topmenu.js update',
    method: 'POST',
    path: '/api/blade-system/topmenu/submit',
    send: (st) => ({ data: { ...st.rows.topMenu, name: 'Saber回放顶部菜单' } }),
    reads: (r, st) => expect(r.body.data).toMatchObject({ id: st.ids.topMenu, name: 'Saber回放顶部菜单' }),
  },
  {
    saber: 'system/topmenu.js grantTree',
    method: 'GET',
    path: '/api/blade-system/menu/grant-top-tree',
    reads: (r, st) => {
      flatten(r.body.data.menu as any[]).forEach(isTreeNode);
      st.rows.topTree = r.body.data.menu;
    },
  },
  {
    saber: 'system/topmenu.js getTopTree',
    method: 'GET',
    path: '/api/blade-system/menu/top-tree-keys',
    send: (st) => ({ params: { topMenuIds: st.ids.topMenu } }),
    reads: (r) => expect(r.body.data.menu).toEqual([]),
  },
  {
    saber: 'system/topmenu.js grant',
    method: 'POST',
    path: '/api/blade-system/topmenu/grant',
    send: (st) => ({ data: { topMenuIds: [st.ids.topMenu], menuIds: [st.rows.topTree[0].id] } }),
    reads: async (_r, st) => {
      const keys = await send('GET', '/api/blade-system/menu/top-tree-keys', st, {
        params: { topMenuIds: st.ids.topMenu },
      });
      expect(keys.body.data.menu).toEqual([st.rows.topTree[0].id]);
    },
  },
  {
    saber: 'system/menu.js getRoutes',
    method: 'GET',
    path: '/api/blade-system/menu/routes',
    // A click on a top menu: the routes of the menus it holds.
    send: (st) => ({ params: { topMenuId: st.ids.topMenu } }),
    reads: (r, st) => expect((r.body.data as any[]).map((m) => m.id)).toEqual([st.rows.topTree[0].id]),
  },
  {
    saber: 'system/topmenu.js remove',
    method: 'POST',
    path: '/api/blade-system/topmenu/remove',
    send: (st) => ({ params: { ids: st.ids.topMenu } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },

  // ── 字典管理 (views/system/dict.vue)
  {
    saber: 'system/dict.js getList',
    method: 'GET',
    path: '/api/blade-system/dict/list',
    send: () => ({ params: { current: 1, size: 10 } }),
    reads: (r) => {
      const dicts = r.body.data as any[];
      expect(dicts.map((d) => d.code)).toContain('sex');
      for (const d of flatten(dicts))
        for (const key of ['id', 'code', 'dictValue', 'dictKey']) expect(d[key]).toBeTypeOf('string');
    },
  },
  {
    saber: 'system/dict.js getDictTree',
    method: 'GET',
    path: '/api/blade-system/dict/tree?code=DICT',
    reads: (r) => flatten(r.body.data as any[]).forEach(isTreeNode),
  },
  {
    saber: 'system/dict.js add',
    method: 'POST',
    path: '/api/blade-system/dict/submit',
    send: () => ({
      data: { code: 'saber_replay', dictValue: 'Saber回放', parentId: '', dictKey: -1, sort: 9, remark: '' },
    }),
    reads: (r, st) => {
      st.ids.dict = r.body.data.id;
    },
  },
  {
    saber: 'system/dict.js add',
    method: 'POST',
    path: '/api/blade-system/dict/submit',
    // 新增子项: handleAdd fixes code and parentId to the parent's; dictKey is a number input.
    send: (st) => ({
      data: { code: 'saber_replay', dictValue: '第一项', parentId: st.ids.dict, dictKey: 1, sort: 1, remark: '' },
    }),
    reads: (r, st) => {
      st.ids.dictItem = r.body.data.id;
    },
  },
  {
    saber: 'system/dict.js getDict',
    method: 'GET',
    path: '/api/blade-system/dict/detail',
    send: (st) => ({ params: { id: st.ids.dictItem } }),
    reads: (r, st) => {
      st.rows.dictItem = r.body.data;
      expect(r.body.data).toMatchObject({
        id: st.ids.dictItem,
        parentId: st.ids.dict,
        dictKey: '1',
        parentName: 'Saber回放',
      });
    },
  },
  {
    saber: 'system/dict.js update',
    method: 'POST',
    path: '/api/blade-system/dict/submit',
    send: (st) => ({ data: { ...st.rows.dictItem, dictValue: '第一项(改)' } }),
    reads: (r, st) => expect(r.body.data).toMatchObject({ id: st.ids.dictItem, dictValue: '第一项(改)' }),
  },
  {
    saber: 'system/dict.js remove',
    method: 'POST',
    path: '/api/blade-system/dict/remove',
    send: (st) => ({ params: { ids: `${st.ids.dictItem},${st.ids.dict}` } }),
    reads: (r) => expect(r.body.data).toBe(2),
  },

  // ── 参数管理 (views/system/param.vue)
  {
    saber: 'system/param.js getList',
    method: 'GET',
    path: '/api/blade-system/param/list',
    send: () => ({ params: { current: 1, size: 10 } }),
    reads: (r) => {
      for (const p of isPage(r))
        for (const key of ['paramName', 'paramKey', 'paramValue']) expect(p[key]).toBeTypeOf('string');
    },
  },
  {
    saber: 'system/param.js add',
    method: 'POST',
    path: '/api/blade-system/param/submit',
    send: () => ({ data: { paramName: 'Saber回放参数', paramKey: 'saber.replay', paramValue: '1', remark: '' } }),
    reads: async (_r, st) => {
      const list = await send('GET', '/api/blade-system/param/list', st, {
        params: { paramKey: 'saber.replay', current: 1, size: 10 },
      });
      st.rows.param = list.body.data.records[0];
      st.ids.param = st.rows.param.id;
    },
  },
  {
    saber: 'system/param.js update',
    method: 'POST',
    path: '/api/blade-system/param/submit',
    // No detail call on this screen: the form holds the row of the list.
    send: (st) => ({ data: { ...st.rows.param, paramValue: '2' } }),
    reads: (r, st) => expect(r.body.data).toMatchObject({ id: st.ids.param, paramValue: '2' }),
  },
  {
    saber: 'system/param.js remove',
    method: 'POST',
    path: '/api/blade-system/param/remove',
    send: (st) => ({ params: { ids: st.ids.param } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },

  // ── 应用管理 (views/system/client.vue)
  {
    saber: 'system/client.js getList',
    method: 'GET',
    path: '/api/blade-system/client/list',
    send: () => ({ params: { current: 1, size: 10 } }),
    reads: (r) => expect(isPage(r).map((c) => c.clientId)).toContain('saber'),
  },
  {
    saber: 'system/client.js add',
    method: 'POST',
    path: '/api/blade-system/client/submit',
    send: () => ({
      data: {
        clientId: 'saber_replay',
        clientSecret: 'saber_replay_secret_2026',
        authorizedGrantTypes: 'refresh_token,password,authorization_code',
        scope: 'all',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
        webServerRedirectUri: 'http://localhost:1888',
        resourceIds: '',
        authorities: '',
        autoapprove: '',
        additionalInformation: '',
      },
    }),
    reads: (r, st) => {
      st.ids.client = r.body.data.id;
    },
  },
  {
    saber: 'system/client.js getDetail',
    method: 'GET',
    path: '/api/blade-system/client/detail',
    send: (st) => ({ params: { id: st.ids.client } }),
    reads: (r, st) => {
      st.rows.client = r.body.data;
      expect(r.body.data).toMatchObject({ id: st.ids.client, clientId: 'saber_replay', accessTokenValidity: 3600 });
    },
  },
  {
    saber: 'system/client.js update',
    method: 'POST',
    path: '/api/blade-system/client/submit',
    send: (st) => ({ data: { ...st.rows.client, accessTokenValidity: 7200 } }),
    reads: (r, st) => expect(r.body.data).toMatchObject({ id: st.ids.client, accessTokenValidity: 7200 }),
  },
  {
    saber: 'system/client.js remove',
    method: 'POST',
    path: '/api/blade-system/client/remove',
    send: (st) => ({ params: { ids: st.ids.client } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },

  // ── 行政区划 (views/base/region.vue): a tree on the left, the node's form on the right
  {
    saber: 'base/region.js getLazyTree',
    method: 'GET',
    path: '/api/blade-system/region/lazy-tree',
    send: () => ({ params: { parentCode: '00' } }),
    // initTree maps each node to `leaf: !item.hasChildren`; a click reads its id (the code) and parentId.
    reads: (r, st) => {
      const nodes = r.body.data as any[];
      expect(nodes.length).toBeGreaterThan(30);
      for (const n of nodes) {
        isTreeNode(n);
        expect(n.hasChildren).toBeTypeOf('boolean');
      }
      st.rows.province = nodes.find((n) => n.id === '11') ?? nodes[0];
    },
  },
  {
    saber: 'screen base/region.vue dicUrl',
    method: 'GET',
    path: '/api/blade-system/dict/dictionary',
    send: () => ({ params: { code: 'region' } }),
    reads: (r) => expect((r.body.data as any[]).length).toBeGreaterThan(0),
  },
  {
    saber: 'base/region.js getDetail',
    method: 'GET',
    path: '/api/blade-system/region/detail',
    send: (st) => ({ params: { code: st.rows.province.id } }),
    reads: (r, st) => {
      st.rows.region = r.body.data;
      expect(r.body.data).toMatchObject({ code: st.rows.province.id, parentCode: '00', level: 1 });
      expect(r.body.data.name).toBeTypeOf('string');
    },
  },
  {
    saber: 'base/region.js submit',
    method: 'POST',
    path: '/api/blade-system/region/submit',
    // 新增下级 then 提交: the form is the clicked node's, moved one level down; code = parentCode + subCode.
    send: (st) => {
      const parent = st.rows.region;
      return {
        data: {
          ...parent,
          parentCode: parent.code,
          parentName: parent.name,
          subCode: '99',
          code: `${parent.code}99`,
          name: 'Saber回放区',
          level: parent.level + 1,
          sort: 99,
          remark: '',
        },
      };
    },
    reads: async (_r, st) => {
      const detail = await send('GET', '/api/blade-system/region/detail', st, {
        params: { code: `${st.rows.region.code}99` },
      });
      expect(detail.body.data).toMatchObject({ name: 'Saber回放区', parentCode: st.rows.region.code });
      st.rows.newRegion = detail.body.data;
    },
  },
  {
    saber: 'base/region.js submit',
    method: 'POST',
    path: '/api/blade-system/region/submit',
    // A click on the new node, then 提交 with the name changed: the form still carries subCode.
    send: (st) => {
      const form = st.rows.newRegion;
      return { data: { ...form, subCode: form.code.replace(form.parentCode, ''), name: 'Saber回放区(改)' } };
    },
    reads: async (_r, st) => {
      const detail = await send('GET', '/api/blade-system/region/detail', st, {
        params: { code: st.rows.newRegion.code },
      });
      expect(detail.body.data.name).toBe('Saber回放区(改)');
    },
  },
  {
    saber: 'base/region.js getList',
    method: 'GET',
    path: '/api/blade-system/region/list',
    send: (st) => ({ params: { current: 1, size: 10, code: st.rows.newRegion.code } }),
    reads: (r, st) => expect(isPage(r).map((x) => x.code)).toContain(st.rows.newRegion.code),
  },
  {
    saber: 'screen base/region.vue debugOption dicUrl',
    method: 'GET',
    path: '/api/blade-system/region/select',
    reads: (r) => {
      for (const x of r.body.data as any[])
        expect(x).toMatchObject({ code: expect.any(String), name: expect.any(String) });
    },
  },
  {
    saber: 'screen base/region.vue debugOption dicUrl',
    method: 'GET',
    path: '/api/blade-system/region/select',
    send: (st) => ({ params: { code: st.rows.region.code } }),
    reads: (r, st) => expect((r.body.data as any[]).map((x) => x.code)).toContain(st.rows.newRegion.code),
  },
  {
    saber: 'base/region.js remove',
    method: 'POST',
    path: '/api/blade-system/region/remove',
    send: (st) => ({ params: { id: st.rows.newRegion.code } }),
    reads: () => {},
  },

  // ── The rows the session made go, in an order that leaves each removal valid
  {
    saber: 'system/user.js remove',
    method: 'POST',
    path: '/api/blade-system/user/remove',
    spec: { path: '/api/blade-user/remove', ...userPaths },
    send: (st) => ({ params: { ids: `${st.ids.user},${st.ids.imported}` } }),
    reads: (r) => expect(r.body.data).toBe(2),
  },
  {
    saber: 'system/role.js remove',
    method: 'POST',
    path: '/api/blade-system/role/remove',
    send: (st) => ({ params: { ids: st.ids.role } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },
  {
    saber: 'system/post.js remove',
    method: 'POST',
    path: '/api/blade-system/post/remove',
    send: (st) => ({ params: { ids: st.ids.post } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },
  {
    saber: 'system/dept.js remove',
    method: 'POST',
    path: '/api/blade-system/dept/remove',
    send: (st) => ({ params: { ids: st.ids.dept } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },
  {
    saber: 'system/scope.js removeDataScope',
    method: 'POST',
    path: '/api/blade-system/data-scope/remove',
    send: (st) => ({ params: { ids: st.ids.dataScope } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },
  {
    saber: 'system/scope.js removeApiScope',
    method: 'POST',
    path: '/api/blade-system/api-scope/remove',
    send: (st) => ({ params: { ids: st.ids.apiScope } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },
  {
    saber: 'system/menu.js remove',
    method: 'POST',
    path: '/api/blade-system/menu/remove',
    send: (st) => ({ params: { ids: st.ids.menu } }),
    reads: (r) => expect(r.body.data).toBe(1),
  },

  // ── The session's end: the token refreshed (store RefreshToken), the error log sent, signing out
  {
    saber: 'user.js refreshToken',
    method: 'POST',
    path: '/api/blade-auth/token',
    spec: { path: '/api/blade-auth/oauth/token', why: 'the token call and its flat OAuth reply are BladeX’s' },
    send: (st) => ({ params: { refreshToken: st.refreshToken, grantType: 'refresh_token', scope: 'all' } }),
    reply: 'flat',
    reads: (r, st) => {
      expect(r.body.access_token).toBeTypeOf('string');
      expect(r.body.refresh_token).not.toBe(st.refreshToken);
      st.token = r.body.access_token;
      st.refreshToken = r.body.refresh_token;
    },
  },
  {
    saber: 'user.js sendLogs',
    method: 'POST',
    path: '/user/send-logs',
    spec: {
      path: '/api/blade-auth/oauth/logout',
      why: 'Saber’s own mock served /user/send-logs; the spec uploads the log with POST blade-auth/oauth/logout',
    },
    // store/modules/logs.js ADD_LOGS: url, time, type, message, stack, info.
    send: () => ({
      data: [
        {
          url: 'http://localhost:1888/#/system/user',
          time: '2026-05-07 10:00:00',
          type: 'error',
          message: "Cannot read properties of undefined (reading 'split')",
          stack: 'TypeError: Cannot read properties of undefined\n    at beforeOpen (user.vue:663)',
          info: 'mounted hook',
        },
      ],
    }),
    reads: (r) => expect(r.body.data).toBe(1),
  },
  {
    saber: 'user.js logout',
    method: 'POST',
    path: '/api/blade-auth/logout',
    spec: {
      method: 'GET',
      path: '/api/blade-auth/oauth/logout',
      why: 'the spec signs out with GET blade-auth/oauth/logout (its POST is the log upload)',
    },
    reads: async (_r, st) => {
      const after = await send('GET', '/api/blade-auth/oauth/user-info', st);
      expect(after.status).toBe(401);
    },
  },
];

/** The calls of the 13 modules deliberately not answered yet, with where they go. */
const later = [
  {
    saber: 'user.js loginBySocial',
    call: 'POST /api/blade-auth/token?tenantId&source&code&state&grantType=social&scope=all (Tenant-Id header)',
    why: 'social sign-in is roadmap item 9; the token call refuses grant social (不支持的授权类型) until then',
  },
  {
    saber: 'user.js registerGuest',
    call: 'POST /api/blade-system/user/register-guest?tenantId&name&account&password&oauthId (spec: blade-user/)',
    why: 'guest registration follows social sign-in (roadmap item 9); no route until then',
  },
];

/** Every exported function of the 13 module files (src/api/…), as Saber 4.9 has them. */
const saberModules: Record<string, string[]> = {
  'user.js': [
    'loginByUsername',
    'loginBySocial',
    'getButtons',
    'getUserInfo',
    'refreshToken',
    'registerGuest',
    'getCaptcha',
    'sendLogs',
    'logout',
  ],
  'system/user.js': [
    'getList',
    'remove',
    'add',
    'update',
    'grant',
    'getUser',
    'getUserInfo',
    'resetPassword',
    'updatePassword',
    'updateInfo',
    'unlock',
  ],
  'system/dept.js': ['getList', 'remove', 'add', 'update', 'getDept', 'getDeptTree'],
  'system/role.js': ['getList', 'grantTree', 'grant', 'remove', 'add', 'update', 'getRole', 'getRoleTree'],
  'system/post.js': ['getList', 'getPostList', 'getDetail', 'remove', 'add', 'update'],
  'system/tenant.js': ['getList', 'remove', 'add', 'update', 'info'],
  'system/scope.js': [
    'getListDataScope',
    'removeDataScope',
    'addDataScope',
    'updateDataScope',
    'getMenuDataScope',
    'getListApiScope',
    'removeApiScope',
    'addApiScope',
    'updateApiScope',
    'getMenuApiScope',
  ],
  'system/menu.js': ['getList', 'remove', 'add', 'update', 'getMenu', 'getLazyMenuList', 'getTopMenu', 'getRoutes'],
  'system/topmenu.js': ['getList', 'getDetail', 'remove', 'add', 'update', 'grantTree', 'getTopTree', 'grant'],
  'system/dict.js': ['getList', 'remove', 'add', 'update', 'getDict', 'getDictTree'],
  'system/param.js': ['getList', 'remove', 'add', 'update'],
  'system/client.js': ['getList', 'getDetail', 'remove', 'add', 'update'],
  'base/region.js': ['getList', 'getLazyTree', 'getDetail', 'remove', 'submit'],
};

let server: TestServer;
const state: State = { token: '', refreshToken: '', captcha: { key: '', code: '' }, ids: {}, rows: {}, userToken: '' };

/** One call as Saber's browser makes it. */
async function send(method: Method, path: string, st: State, sent: Sent = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'Accept-Language': 'zh-CN,zh;q=0.9', ...sent.headers };
  let target = path;
  let body: FormData | string | undefined;
  if (sent.link) {
    // window.open: the browser encodes the link (the space of "bearer <token>" as %20) and sends no headers of its own.
    const query = Object.entries(sent.link)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
    target = `${path}${path.includes('?') ? '&' : '?'}${query}`;
  } else {
    headers.Accept = 'application/json, text/plain, */*';
    headers.Authorization = basicAuth;
    const token = sent.token ?? st.token;
    if (token && !sent.anonymous) headers['Blade-Auth'] = `bearer ${token}`;
    const query = axiosQuery(sent.params ?? {});
    if (query) target = `${path}${path.includes('?') ? '&' : '?'}${query}`;
    if (sent.file) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(sent.file.bytes)]), sent.file.name);
      body = form;
    } else if (sent.data !== undefined) {
      headers['Content-Type'] = 'application/json;charset=utf-8';
      body = JSON.stringify(sent.data);
    }
  }
  const res = await fetch(new URL(target, server.url), { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, bytes, text, body: parsed };
}

beforeAll(async () => {
  // Saber's defaults: tenant mode and captcha mode on.
  server = await startServer({ captchaEnabled: true });
}, 180_000);
afterAll(async () => server?.close());

describe(`the open Saber console's calls, replayed on ${databaseKind}`, () => {
  it('replays every function of the 13 modules, or names it as later', () => {
    const replayed = new Set(replays.map((r) => r.saber).filter((name) => !name.startsWith('screen ')));
    const deferred = new Set(later.map((l) => l.saber));
    const all = Object.entries(saberModules).flatMap(([file, fns]) => fns.map((fn) => `${file} ${fn}`));
    expect(all).toHaveLength(91);
    expect(all.filter((name) => !replayed.has(name) && !deferred.has(name))).toEqual([]);
    expect([...replayed].filter((name) => !all.includes(name))).toEqual([]);
    expect(replayed.size).toBe(89);
    const pairs = new Set(
      replays.filter((r) => !r.saber.startsWith('screen ')).map((r) => `${r.method} ${r.path.split('?')[0]}`),
    );
    // Saber's 78 pairs less register-guest; /api/blade-system/dict/tree is Saber's `tree?code=DICT`.
    expect(pairs.size).toBe(77);
  });

  for (const call of replays) {
    const at = call.spec ? `${call.spec.method ?? call.method} ${call.spec.path}` : '';
    const test = call.issue ? it.fails : it;
    const known = call.issue ? ` (known: ${call.issue})` : '';
    test(`${call.saber}: ${call.method} ${call.path}${at ? ` → spec ${at}` : ''}${known}`, async () => {
      const sent = (await call.send?.(state)) ?? {};
      const r = await send(call.spec?.method ?? call.method, call.spec?.path ?? call.path, state, sent);
      expect(r.status, r.text.slice(0, 500)).toBe(200);
      if (call.reply === undefined) {
        expect(r.body.success, r.text.slice(0, 500)).toBe(true);
        expect(r.body.code).toBe(200);
      }
      await call.reads(r, state);
    });
  }

  for (const l of later) it.todo(`${l.saber}: ${l.call} — ${l.why}`);
});
