import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { menu } from '../../../schema.ts';

let s: TestServer;
let admin: string;
let menuIds: string[];
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
  const rows = await s.db
    .select({ id: menu.id })
    .from(menu)
    .where(and(inArray(menu.code, ['system', 'param', 'param_add']), eq(menu.isDeleted, 0)));
  menuIds = rows.map((r) => r.id);
});
afterAll(async () => s?.close());

const api = '/api/blade-system/tenant-package';
const allCodes = ['tenant_package', 'tenant_package_add', 'tenant_package_edit', 'tenant_package_delete'];
const submit = (body: unknown, token = admin, lang: 'zh' | 'en' = 'zh') =>
  s.call('POST', `${api}/submit`, { token, body, lang });
const list = (query: Record<string, string | number> = {}, token = admin) =>
  s.call('GET', `${api}/list`, { token, query });

describe(`tenant packages on ${databaseKind}`, () => {
  it('seeds the 租户产品包 menu under 系统管理 with add, edit and delete but no view', async () => {
    const buttons = await s.call('GET', '/api/blade-system/menu/buttons', { token: admin });
    const node = buttons.body.data.find((n: any) => n.code === 'tenant_package');
    expect(node).toMatchObject({ name: '租户产品包', path: '/system/tenantpackage' });
    expect(node.children.map((c: any) => c.code)).toEqual([
      'tenant_package_add',
      'tenant_package_edit',
      'tenant_package_delete',
    ]);
    const routes = await s.call('GET', '/api/blade-system/menu/routes', { token: admin });
    const system = routes.body.data.find((n: any) => n.code === 'system');
    expect(system.children.map((c: any) => c.code)).toContain('tenant_package');
  });

  it('adds, reads, updates and removes a package, keeping menuId tidy', async () => {
    const added = await submit({ packageName: '基础版', menuId: ` ${menuIds.join(' , ')},${menuIds[0]}`, remark: 'r' });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('新增成功');
    expect(added.body.data.menuId).toBe(menuIds.join(','));
    // Platform-wide: no tenant column.
    expect(added.body.data.tenantId).toBeUndefined();
    const id = added.body.data.id as string;
    expect((await s.call('GET', `${api}/detail`, { token: admin, query: { id } })).body.data.packageName).toBe(
      '基础版',
    );
    const updated = await submit({ id, packageName: '专业版', menuId: menuIds[0] });
    expect(updated.body.data).toMatchObject({ packageName: '专业版', menuId: menuIds[0] });
    expect((await list({ packageName: '专业' })).body.data.total).toBe(1);
    expect((await s.call('POST', `${api}/remove`, { token: admin, query: { ids: id } })).body.msg).toBe('删除成功');
    expect((await list({ packageName: '专业' })).body.data.total).toBe(0);
  });

  it('names the missing field with the spec message, in zh and en', async () => {
    expect((await submit({ menuId: menuIds[0] })).body.msg).toBe('请输入产品包名称');
    expect((await submit({ packageName: 'p' })).body.msg).toBe('请选择菜单');
    expect((await submit({ packageName: 'p', menuId: '  ' })).body.msg).toBe('请选择菜单');
    expect((await submit({ menuId: menuIds[0] }, admin, 'en')).body.msg).toBe('Please enter the package name');
    expect((await submit({ packageName: 'p' }, admin, 'en')).body.msg).toBe('Please choose the menus');
    expect((await submit({ packageName: 'p'.repeat(51), menuId: menuIds[0] })).body.msg).toBe(
      '产品包名称不能超过50个字符',
    );
  });

  it('refuses menu ids that are malformed, unknown or deleted, naming them', async () => {
    const unknown = await submit({ packageName: 'p', menuId: `${menuIds[0]},123` });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('菜单不存在或已被删除: 123');
    expect((await submit({ packageName: 'p', menuId: '123' }, admin, 'en')).body.msg).toBe(
      'These menus do not exist or have been deleted: 123',
    );
    expect((await submit({ packageName: 'p', menuId: `${menuIds[0]},abc` })).body.msg).toBe('菜单编号格式不正确: abc');
    const [gone] = await s.db
      .insert(menu)
      .values({ code: 'gone_menu', name: 'gone', isDeleted: 1 })
      .returning({ id: menu.id });
    expect((await submit({ packageName: 'p', menuId: gone!.id })).body.msg).toBe(`菜单不存在或已被删除: ${gone!.id}`);
    // An update is checked too.
    const ok = await submit({ packageName: 'p', menuId: menuIds[0] });
    expect((await submit({ id: ok.body.data.id, menuId: '999' })).status).toBe(400);
    expect((await list({ packageName_equal: 'p' })).body.data.records.map((r: any) => r.menuId)).toEqual([menuIds[0]]);
  });
});

describe(`tenant package permissions on ${databaseKind}`, () => {
  let other: string;
  let none: string;
  let packageId: string;
  beforeAll(async () => {
    packageId = (await submit({ packageName: '平台包', menuId: menuIds[0] })).body.data.id;
    await createUser(s.db, { tenantId: '200001', account: 'boss', password: 'pw-boss', codes: allCodes });
    other = (await s.login('boss', 'pw-boss', '200001')).access_token;
    await createUser(s.db, { tenantId: '000000', account: 'none', password: 'pw-n', codes: [] });
    none = (await s.login('none', 'pw-n')).access_token;
  });

  it('refuses a tenant user holding every code: packages are the platform administrator’s', async () => {
    for (const res of [
      await list({}, other),
      await s.call('GET', `${api}/detail`, { token: other, query: { id: packageId } }),
      await submit({ packageName: 'mine', menuId: menuIds[0] }, other),
      await submit({ id: packageId, packageName: 'hacked' }, other),
      await s.call('POST', `${api}/remove`, { token: other, query: { ids: packageId } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('平台包');
    }
    const still = await s.call('GET', `${api}/detail`, { token: admin, query: { id: packageId } });
    expect(still.body.data).toMatchObject({ packageName: '平台包', isDeleted: 0 });
    expect((await list({ packageName_equal: 'mine' })).body.data.total).toBe(0);
  });

  it('refuses a user without the codes with 403 and a caller without a token with 401', async () => {
    expect((await list({}, none)).status).toBe(403);
    expect((await submit({ packageName: 'x', menuId: menuIds[0] }, none)).status).toBe(403);
    expect((await s.call('POST', `${api}/remove`, { token: none, query: { ids: packageId } })).status).toBe(403);
    for (const [method, path] of [
      ['GET', 'list'],
      ['GET', 'detail?id=1'],
      ['POST', 'submit'],
      ['POST', 'remove?ids=1'],
    ] as const) {
      const res = await s.call(method, `${api}/${path}`, method === 'POST' ? { body: {} } : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
