import { apiScopeCalls, type CallDef, dataScopeCalls } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { Reply, TestServer } from '../../../../test/helpers/server.ts';
import { menu } from '../menu/menu.table.ts';
import { roleScope } from '../role/role.table.ts';
import { scopeData } from './scope.table.ts';

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
  const rows = await s.db.select({ id: menu.id, code: menu.code }).from(menu).where(eq(menu.isDeleted, 0));
  for (const r of rows) ids[r.code] = r.id;
});

type Lang = 'zh' | 'en';
type Kind = 'data-scope' | 'api-scope';
/** The two scope screens' calls, by the address part that names them (the tests walk both). */
const callsOf: Record<Kind, Record<string, CallDef>> = { 'data-scope': dataScopeCalls, 'api-scope': apiScopeCalls };
type Read = 'list' | 'detail' | 'targets';
const get = (kind: Kind, name: Read, query: Record<string, string> = {}, who = admin, lang: Lang = 'zh') =>
  who.send(callsOf[kind][name]!, { query, lang }) as Promise<Reply>;
const submit = (kind: Kind, body: Record<string, unknown>, who = admin, lang: Lang = 'zh') =>
  who.send(callsOf[kind].submit!, { body, lang }) as Promise<Reply>;
const remove = (kind: Kind, idList: string, who = admin, lang: Lang = 'zh') =>
  who.send(callsOf[kind].remove!, { query: { ids: idList }, lang }) as Promise<Reply>;
const dataScope = (extra: Record<string, unknown> = {}) => ({
  menuId: ids.user,
  resourceCode: 'user',
  scopeName: '本部门用户',
  scopeType: 3,
  ...extra,
});
const apiScope = (extra: Record<string, unknown> = {}) => ({
  menuId: ids.param,
  scopeName: '参数提交',
  scopePath: '/api/blade-system/param/submit',
  ...extra,
});
/** Expects a 400 with the given message in zh and in en. */
async function refused(kind: Kind, body: Record<string, unknown>, zh: string, en: string) {
  const res = await submit(kind, body);
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(res.body.msg).toBe(zh);
  expect((await submit(kind, body, admin, 'en')).body.msg).toBe(en);
}

describe(`data scopes on ${databaseKind}`, () => {
  test('lists what a data scope may filter, with columns, named in the caller language', async () => {
    const zh = await get('data-scope', 'targets');
    expect(zh.status).toBe(200);
    expect(zh.body.data).toContainEqual({ code: 'user', name: '用户管理', columns: ['dept_id', 'create_dept'] });
    expect(zh.body.data).toContainEqual({ code: 'dept', name: '部门管理', columns: ['id', 'create_dept'] });
    expect(zh.body.data.map((t: any) => t.code)).toContain('param');
    const en = await get('data-scope', 'targets', {}, admin, 'en');
    expect(en.body.data).toContainEqual({ code: 'user', name: 'Users', columns: ['dept_id', 'create_dept'] });
  });

  test('adds with defaults and the type name in the caller language, reads it back, and updates what is sent', async () => {
    const added = await submit('data-scope', dataScope());
    expect(added.body).toMatchObject({ success: true, msg: '新增成功' });
    expect(added.body.data).toMatchObject({
      menuId: ids.user,
      resourceCode: 'user',
      scopeColumn: 'create_dept',
      scopeField: '*',
      scopeType: 3,
      scopeTypeName: '所在机构可见',
      scopeValue: null,
    });
    const id = added.body.data.id;
    const en = await get('data-scope', 'detail', { id }, admin, 'en');
    expect(en.body.data).toMatchObject({ id, scopeName: '本部门用户', scopeTypeName: 'Own department' });

    const updated = await submit('data-scope', { id, scopeColumn: 'dept_id', scopeType: 4, remark: '按所属部门' });
    expect(updated.body).toMatchObject({ success: true, msg: '更新成功' });
    expect(updated.body.data).toMatchObject({
      scopeName: '本部门用户',
      scopeColumn: 'dept_id',
      scopeType: 4,
      scopeTypeName: '所在机构及子级可见',
      remark: '按所属部门',
    });
    // The column is checked against the target the scope ends up with.
    await refused(
      'data-scope',
      { id, resourceCode: 'dept' },
      'dept 的权限字段只能是以下之一:id, create_dept',
      'The scope column of dept must be one of: id, create_dept',
    );
    expect((await get('data-scope', 'detail', { id: '123' })).status).toBe(404);
    expect((await submit('data-scope', { id: '123', scopeName: 'x' })).status).toBe(404);
  });

  test('names each missing or wrong field, in zh and en', async () => {
    const without = (key: string) => Object.fromEntries(Object.entries(dataScope()).filter(([k]) => k !== key));
    await refused('data-scope', without('menuId'), '请选择所属菜单', 'Please choose the menu');
    await refused('data-scope', without('resourceCode'), '请输入数据权限编号', 'Please enter the data scope code');
    await refused('data-scope', without('scopeName'), '请输入数据权限名称', 'Please enter the data scope name');
    await refused('data-scope', without('scopeType'), '请选择数据权限类型', 'Please choose the data scope type');
    await refused('data-scope', dataScope({ scopeType: 6 }), '请选择数据权限类型', 'Please choose the data scope type');
    await refused(
      'data-scope',
      dataScope({ menuId: '123' }),
      '所属菜单不存在或已被删除',
      'The menu does not exist or has been deleted',
    );
    const unknown = await submit('data-scope', dataScope({ resourceCode: 'blade_user' }), admin, 'en');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/^Unknown data scope code blade_user; choose one of: .*\buser\b/);
    expect((await submit('data-scope', dataScope({ resourceCode: 'nope' }))).body.msg).toMatch(
      /^数据权限编号 nope 不存在,可选:.*dept/,
    );
    await refused(
      'data-scope',
      dataScope({ scopeColumn: 'password' }),
      'user 的权限字段只能是以下之一:dept_id, create_dept',
      'The scope column of user must be one of: dept_id, create_dept',
    );
  });

  test('keeps the column Saber’s form sets for “all” and “own rows”, which compare no department', async () => {
    // initScope(): type 1 → '-', type 2 → 'create_user'; neither is a department column of the target.
    for (const [scopeType, scopeColumn] of [
      [1, '-'],
      [2, 'create_user'],
    ] as const) {
      const added = await submit('data-scope', dataScope({ scopeType, scopeColumn }));
      expect(added.status, added.text).toBe(200);
      expect(added.body.data).toMatchObject({ scopeType, scopeColumn });
      // Turned into a department type, the column must be one the target compares.
      await refused(
        'data-scope',
        { id: added.body.data.id, scopeType: 3 },
        'user 的权限字段只能是以下之一:dept_id, create_dept',
        'The scope column of user must be one of: dept_id, create_dept',
      );
      expect((await remove('data-scope', added.body.data.id)).status).toBe(200);
    }
  });

  test('takes only comma-joined department ids as a custom value, never text for the SQL', async () => {
    const custom = (scopeValue: unknown) => dataScope({ scopeType: 5, scopeValue });
    const message = [
      '自定义数据权限请填写以逗号分隔的部门编号',
      'A custom data scope needs department ids separated by commas',
    ];
    for (const bad of [undefined, '', '1 or 1=1', '1);drop table blade_user;--', '1,,2', '1,a', 'create_dept = 1']) {
      await refused('data-scope', custom(bad), message[0]!, message[1]!);
    }
    const ok = await submit('data-scope', custom(' 11, 12,11 '));
    expect(ok.body.data).toMatchObject({ scopeType: 5, scopeValue: '11,12', scopeTypeName: '自定义' });
    // Another type keeps no value, so nothing stale is read if the type changes back.
    const plain = await submit('data-scope', dataScope({ scopeType: 2, scopeValue: '1 or 1=1' }));
    expect(plain.body.data).toMatchObject({ scopeType: 2, scopeValue: null, scopeTypeName: '本人可见' });
    await refused('data-scope', { id: plain.body.data.id, scopeType: 5 }, message[0]!, message[1]!);
  });

  test('pages the list, filtered by menu, name or code', async () => {
    const menuId = ids.dept!;
    for (const n of [1, 2, 3]) {
      await submit('data-scope', dataScope({ menuId, resourceCode: 'dept', scopeName: `部门范围${n}`, scopeType: 1 }));
    }
    const page = await get('data-scope', 'list', { menuId, current: '2', size: '2' });
    expect(page.body.data).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(page.body.data.records.map((r: any) => r.scopeName)).toEqual(['部门范围3']);
    expect(page.body.data.records[0].scopeTypeName).toBe('全部可见');
    const byName = await get('data-scope', 'list', { scopeName: '范围2' });
    expect(byName.body.data.records.map((r: any) => r.scopeName)).toEqual(['部门范围2']);
    const byCode = await get('data-scope', 'list', { resourceCode: 'dep', size: '100' });
    expect(byCode.body.data.total).toBe(3);
    expect((await get('data-scope', 'list', { scopeName: '%' })).body.data.total).toBe(0);
    expect((await get('data-scope', 'list', { menuId: 'x' })).status).toBe(400);
  });

  test("removes scopes with the roles' hold on them, leaving API scope grants of the same role", async () => {
    const a = (await submit('data-scope', dataScope({ scopeName: '待删A' }))).body.data.id;
    const b = (await submit('data-scope', dataScope({ scopeName: '待删B' }))).body.data.id;
    const api = (await submit('api-scope', apiScope({ scopePath: '/api/blade-system/param/remove' }))).body.data.id;
    const { roleId } = await createUser(s.db, { tenantId: '000000', account: 'holder', password: 'pw-h', codes: [] });
    await s.db.insert(roleScope).values([
      { roleId, scopeCategory: 1, scopeId: a },
      { roleId, scopeCategory: 1, scopeId: b },
      { roleId, scopeCategory: 2, scopeId: api },
    ]);
    expect((await remove('data-scope', `${a},123`)).status).toBe(404);
    const res = await remove('data-scope', a, admin, 'en');
    expect(res.body).toMatchObject({ success: true, msg: 'Deleted successfully' });
    expect((await get('data-scope', 'detail', { id: a })).status).toBe(404);
    const [row] = await s.db.select().from(scopeData).where(eq(scopeData.id, a));
    expect(row!.isDeleted).toBe(1);
    const held = await s.db.select().from(roleScope).where(eq(roleScope.roleId, roleId));
    expect(held.map((h) => [h.scopeCategory, h.scopeId]).sort()).toEqual(
      [
        [1, b],
        [2, api],
      ].sort(),
    );
    expect((await remove('data-scope', a)).status).toBe(404);
  });
});

describe(`API scopes on ${databaseKind}`, () => {
  test('adds with a path or a resource code, typed system API by default, and reads and updates it', async () => {
    const added = await submit('api-scope', apiScope({ menuId: ids.post }));
    expect(added.body.data).toMatchObject({
      menuId: ids.post,
      scopePath: '/api/blade-system/param/submit',
      resourceCode: null,
      scopeType: 1,
      scopeTypeName: '系统接口',
    });
    const id = added.body.data.id;
    const updated = await submit('api-scope', { id, scopeType: 2, resourceCode: 'param_add' }, admin, 'en');
    expect(updated.body.data).toMatchObject({
      scopePath: '/api/blade-system/param/submit',
      resourceCode: 'param_add',
      scopeTypeName: 'Business API',
    });
    const byCode = await submit(
      'api-scope',
      apiScope({ menuId: ids.post, scopePath: null, resourceCode: 'param_edit' }),
    );
    expect(byCode.body.data).toMatchObject({ scopePath: null, resourceCode: 'param_edit' });
    const detail = await get('api-scope', 'detail', { id }, admin, 'en');
    expect(detail.body.data).toMatchObject({ id, scopeType: 2, scopeTypeName: 'Business API' });
    const list = await get('api-scope', 'list', { menuId: ids.post! });
    expect(list.body.data).toMatchObject({ total: 2, current: 1, pages: 1 });
    expect((await get('api-scope', 'list', { resourceCode: 'param_e' })).body.data.records).toHaveLength(1);
    // An API scope is not a data scope: the ids do not cross.
    expect((await get('data-scope', 'detail', { id })).status).toBe(404);
    expect((await remove('api-scope', id)).status).toBe(200);
    expect((await get('api-scope', 'detail', { id })).status).toBe(404);
  });

  test('names each missing or wrong field, in zh and en', async () => {
    await refused('api-scope', apiScope({ scopeName: '' }), '请输入接口权限名称', 'Please enter the API scope name');
    await refused('api-scope', apiScope({ menuId: undefined }), '请选择所属菜单', 'Please choose the menu');
    await refused(
      'api-scope',
      apiScope({ scopePath: '' }),
      '请填写接口路径或资源编号',
      'Please enter an API path or a resource code',
    );
    await refused(
      'api-scope',
      apiScope({ scopePath: '/blade-system/param/submit' }),
      '接口路径必须以 /api/ 开头',
      'The API path must start with /api/',
    );
    await refused('api-scope', apiScope({ scopeType: 3 }), '请选择接口类型', 'Please choose the API type');
    const id = (await submit('api-scope', apiScope({ scopePath: '/api/blade-system/param/detail' }))).body.data.id;
    await refused(
      'api-scope',
      { id, scopePath: null },
      '请填写接口路径或资源编号',
      'Please enter an API path or a resource code',
    );
  });
});

describe(`scope permissions on ${databaseKind}`, () => {
  let reader: Session;
  let tenantBoss: Session;
  let nobody: Session;
  let dataId: string;
  let apiId: string;
  test.beforeAll(async () => {
    dataId = (await submit('data-scope', dataScope({ scopeName: '权限测试' }))).body.data.id;
    apiId = (await submit('api-scope', apiScope({ scopePath: '/api/blade-system/param/list-x' }))).body.data.id;
    const codes = ['data_scope', 'data_scope_setting', 'api_scope', 'api_scope_setting'];
    await createUser(s.db, { tenantId: '000000', account: 'scope-reader', password: 'pw-r', codes });
    reader = await signedIn(s, 'scope-reader', 'pw-r');
    await createUser(s.db, { tenantId: '300301', account: 'scope-boss', password: 'pw-b', codes });
    tenantBoss = await signedIn(s, 'scope-boss', 'pw-b', '300301');
    await createUser(s.db, { tenantId: '000000', account: 'scope-nobody', password: 'pw-n', codes: [] });
    nobody = await signedIn(s, 'scope-nobody', 'pw-n');
  });

  const reads = (): Array<[Kind, Read, Record<string, string>]> => [
    ['data-scope', 'list', {}],
    ['data-scope', 'detail', { id: dataId }],
    ['data-scope', 'targets', {}],
    ['api-scope', 'list', {}],
    ['api-scope', 'detail', { id: apiId }],
  ];

  test('lets holders of the screen codes read; writes are the platform administrator alone', async () => {
    for (const who of [reader, tenantBoss]) {
      for (const [kind, path, query] of reads()) expect((await get(kind, path, query, who)).status, path).toBe(200);
      expect((await submit('data-scope', dataScope({ scopeName: '越权' }), who)).status).toBe(403);
      expect((await submit('data-scope', { id: dataId, scopeType: 1 }, who)).status).toBe(403);
      expect((await submit('api-scope', apiScope({ scopeName: '越权' }), who)).status).toBe(403);
      expect((await remove('data-scope', dataId, who)).status).toBe(403);
      expect((await remove('api-scope', apiId, who)).status).toBe(403);
    }
    expect((await get('data-scope', 'detail', { id: dataId })).body.data.scopeType).toBe(3);
    expect((await get('data-scope', 'list', { scopeName: '越权' })).body.data.total).toBe(0);
  });

  test('refuses a caller without the codes with 403, and one without a token with 401', async () => {
    for (const [kind, path, query] of reads()) {
      expect((await get(kind, path, query, nobody)).status, `${kind}/${path}`).toBe(403);
      expect((await get(kind, path, query, anonymous)).status, `${kind}/${path}`).toBe(401);
    }
    for (const kind of ['data-scope', 'api-scope'] as const) {
      expect((await submit(kind, {}, nobody)).status).toBe(403);
      expect((await remove(kind, dataId, nobody)).status).toBe(403);
      expect((await submit(kind, {}, anonymous)).status).toBe(401);
      expect((await remove(kind, dataId, anonymous)).status).toBe(401);
    }
  });
});
