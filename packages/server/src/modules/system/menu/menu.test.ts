import { menuCalls } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, personWith } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { ensureMenus } from './menu.seed.ts';
import { menu } from './menu.table.ts';

const test = apiTest({ captchaEnabled: false });

const leaves = (nodes: any[]): string[] => nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n.code]));

describe(`menus for the browser on ${databaseKind}`, () => {
  test('gives the administrator the system menu with the parameter screen, without buttons', async ({ admin }) => {
    const res = await admin.send(menuCalls.routes);
    const system = res.body.data.find((n: any) => n.code === 'system');
    expect(system).toMatchObject({ name: '系统管理', path: '/system', category: 1, meta: { i18n: 'system' } });
    expect(system!.children!.map((c: any) => [c.code, c.path])).toContainEqual(['param', '/system/param']);
    expect(JSON.stringify(res.body.data)).not.toContain('param_add');
  });

  test('gives the administrator every button code as tree leaves', async ({ admin }) => {
    const res = await admin.send(menuCalls.buttons);
    expect(leaves(res.body.data)).toEqual(
      expect.arrayContaining(['param_add', 'param_edit', 'param_delete', 'param_view']),
    );
    expect(res.body.data.find((n: any) => n.code === 'param')!.children).toHaveLength(4);
  });

  test('shows a user only what their roles grant, with the ancestors of granted menus', async ({ server }) => {
    const viewer = await personWith(server, ['param', 'param_view']);
    const routes = await viewer.send(menuCalls.routes);
    expect(routes.body.data.map((n: any) => n.code)).toEqual(['system']);
    expect(routes.body.data[0]!.children!.map((n: any) => n.code)).toEqual(['param']);
    const buttons = await viewer.send(menuCalls.buttons);
    expect(leaves(buttons.body.data)).toEqual(['param_view']);
  });

  test('gives a user with no grants empty menus, and a caller without a token 401', async ({ server, anonymous }) => {
    const nobody = await personWith(server, [], { tenantId: '300001' });
    expect((await nobody.send(menuCalls.routes)).body.data).toEqual([]);
    expect((await nobody.send(menuCalls.buttons)).body.data).toEqual([]);
    expect((await anonymous.send(menuCalls.routes)).status).toBe(401);
  });

  test('refuses a malformed topMenuId and treats an unknown one as an empty top menu', async ({ admin }) => {
    expect((await admin.send(menuCalls.routes, { query: { topMenuId: 'x' } })).status).toBe(400);
    expect((await admin.send(menuCalls.routes, { query: { topMenuId: '123' } })).body.data).toEqual([]);
  });
});

describe(`menus moved to BladeX's paths (movedMenuPaths) on ${databaseKind}`, () => {
  test('moves an existing database’s 行政区划 from /system/region to /base/region, its buttons with it', async ({
    server: s,
  }) => {
    const [regionMenu] = await s.db
      .select()
      .from(menu)
      .where(and(eq(menu.code, 'region'), eq(menu.isDeleted, 0)));
    // As an older version seeded it.
    await s.db.update(menu).set({ path: '/system/region' }).where(eq(menu.id, regionMenu!.id));
    await s.db
      .update(menu)
      .set({ path: '/system/region/add' })
      .where(and(eq(menu.parentId, regionMenu!.id), eq(menu.code, 'region_add')));
    await ensureMenus(s.db);
    const rows = await s.db
      .select({ code: menu.code, path: menu.path })
      .from(menu)
      .where(and(inArray(menu.code, ['region', 'region_add']), eq(menu.isDeleted, 0)));
    expect(Object.fromEntries(rows.map((r) => [r.code, r.path]))).toEqual({
      region: '/base/region',
      region_add: '/base/region/add',
    });
    // A path an administrator chose is theirs: left alone.
    await s.db.update(menu).set({ path: '/mine/region' }).where(eq(menu.id, regionMenu!.id));
    await ensureMenus(s.db);
    const [kept] = await s.db.select({ path: menu.path }).from(menu).where(eq(menu.id, regionMenu!.id));
    expect(kept!.path).toBe('/mine/region');
    await s.db.update(menu).set({ path: '/base/region' }).where(eq(menu.id, regionMenu!.id));
  });
});
