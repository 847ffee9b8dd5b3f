import { menuCalls, tenantPackageCalls } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, personWith, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { menu } from '../../../schema.ts';

const test = apiTest({ captchaEnabled: false });
let menuIds: string[];
test.beforeAll(async ({ server }) => {
  const rows = await server.db
    .select({ id: menu.id })
    .from(menu)
    .where(and(inArray(menu.code, ['system', 'param', 'param_add']), eq(menu.isDeleted, 0)));
  menuIds = rows.map((r) => r.id);
});

const allCodes = ['tenant_package', 'tenant_package_add', 'tenant_package_edit', 'tenant_package_delete'];
const submit = (who: Session, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  who.send(tenantPackageCalls.submit, { body, lang });
const list = (who: Session, query: Record<string, string | number> = {}) =>
  who.send(tenantPackageCalls.list, { query });
const detail = (who: Session, id: string) => who.send(tenantPackageCalls.detail, { query: { id } });
const remove = (who: Session, ids: string) => who.send(tenantPackageCalls.remove, { query: { ids } });

describe(`tenant packages on ${databaseKind}`, () => {
  test('seeds the 租户产品包 menu under 系统管理 with add, edit and delete but no view', async ({ admin }) => {
    const buttons = await admin.send(menuCalls.buttons);
    const node = (buttons.body.data as any[]).find((n: any) => n.code === 'tenant_package');
    expect(node).toMatchObject({ name: '租户产品包', path: '/system/tenantpackage' });
    expect(node.children.map((c: any) => c.code)).toEqual([
      'tenant_package_add',
      'tenant_package_edit',
      'tenant_package_delete',
    ]);
    const routes = await admin.send(menuCalls.routes);
    const system = (routes.body.data as any[]).find((n: any) => n.code === 'system');
    expect(system.children.map((c: any) => c.code)).toContain('tenant_package');
  });

  test('adds, reads, updates and removes a package, keeping menuId tidy', async ({ admin }) => {
    const added = await submit(admin, {
      packageName: '基础版',
      menuId: ` ${menuIds.join(' , ')},${menuIds[0]}`,
      remark: 'r',
    });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('新增成功');
    expect(added.body.data.menuId).toBe(menuIds.join(','));
    // Platform-wide: no tenant column.
    expect((added.body.data as Record<string, unknown>).tenantId).toBeUndefined();
    const id = added.body.data.id as string;
    expect((await detail(admin, id)).body.data.packageName).toBe('基础版');
    const updated = await submit(admin, { id, packageName: '专业版', menuId: menuIds[0] });
    expect(updated.body.data).toMatchObject({ packageName: '专业版', menuId: menuIds[0] });
    expect((await list(admin, { packageName: '专业' })).body.data.total).toBe(1);
    expect((await remove(admin, id)).body.msg).toBe('删除成功');
    expect((await list(admin, { packageName: '专业' })).body.data.total).toBe(0);
  });

  test('names the missing field with the spec message, in zh and en', async ({ admin }) => {
    expect((await submit(admin, { menuId: menuIds[0] })).body.msg).toBe('请输入产品包名称');
    expect((await submit(admin, { packageName: 'p' })).body.msg).toBe('请选择菜单');
    expect((await submit(admin, { packageName: 'p', menuId: '  ' })).body.msg).toBe('请选择菜单');
    expect((await submit(admin, { menuId: menuIds[0] }, 'en')).body.msg).toBe('Please enter the package name');
    expect((await submit(admin, { packageName: 'p' }, 'en')).body.msg).toBe('Please choose the menus');
    expect((await submit(admin, { packageName: 'p'.repeat(51), menuId: menuIds[0] })).body.msg).toBe(
      '产品包名称不能超过50个字符',
    );
  });

  test('refuses menu ids that are malformed, unknown or deleted, naming them', async ({ admin, server }) => {
    const unknown = await submit(admin, { packageName: 'p', menuId: `${menuIds[0]},123` });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('菜单不存在或已被删除: 123');
    expect((await submit(admin, { packageName: 'p', menuId: '123' }, 'en')).body.msg).toBe(
      'These menus do not exist or have been deleted: 123',
    );
    expect((await submit(admin, { packageName: 'p', menuId: `${menuIds[0]},abc` })).body.msg).toBe(
      '菜单编号格式不正确: abc',
    );
    const [gone] = await server.db
      .insert(menu)
      .values({ code: 'gone_menu', name: 'gone', isDeleted: 1 })
      .returning({ id: menu.id });
    expect((await submit(admin, { packageName: 'p', menuId: gone!.id })).body.msg).toBe(
      `菜单不存在或已被删除: ${gone!.id}`,
    );
    // An update is checked too.
    const ok = await submit(admin, { packageName: 'p', menuId: menuIds[0] });
    expect((await submit(admin, { id: ok.body.data.id, menuId: '999' })).status).toBe(400);
    expect((await list(admin, { packageName_equal: 'p' })).body.data.records.map((r) => r.menuId)).toEqual([
      menuIds[0],
    ]);
  });
});

describe(`tenant package permissions on ${databaseKind}`, () => {
  let other: Session;
  let none: Session;
  let packageId: string;
  test.beforeAll(async ({ admin, server }) => {
    packageId = (await submit(admin, { packageName: '平台包', menuId: menuIds[0] })).body.data.id as string;
    other = await personWith(server, allCodes, { tenantId: '200001' });
    none = await personWith(server, []);
  });

  test('refuses a tenant user holding every code: packages are the platform administrator’s', async ({ admin }) => {
    for (const res of [
      await list(other),
      await detail(other, packageId),
      await submit(other, { packageName: 'mine', menuId: menuIds[0] }),
      await submit(other, { id: packageId, packageName: 'hacked' }),
      await remove(other, packageId),
    ]) {
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('平台包');
    }
    const still = await detail(admin, packageId);
    expect(still.body.data).toMatchObject({ packageName: '平台包', isDeleted: 0 });
    expect((await list(admin, { packageName_equal: 'mine' })).body.data.total).toBe(0);
  });

  test('refuses a user without the codes with 403 and a caller without a token with 401', async ({ anonymous }) => {
    expect((await list(none)).status).toBe(403);
    expect((await submit(none, { packageName: 'x', menuId: menuIds[0] })).status).toBe(403);
    expect((await remove(none, packageId)).status).toBe(403);
    for (const [call, sent] of [
      [tenantPackageCalls.list, {}],
      [tenantPackageCalls.detail, { query: { id: '1' } }],
      [tenantPackageCalls.submit, { body: {} }],
      [tenantPackageCalls.remove, { query: { ids: '1' } }],
    ] as const) {
      const res = await anonymous.send(call, sent);
      expect(res.status, `${call.method} ${call.path}`).toBe(401);
    }
  });
});
