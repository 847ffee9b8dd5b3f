import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { ensureMenus } from './menu.seed.ts';
import { menu } from './menu.table.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
});
afterAll(async () => s?.close());

const leaves = (nodes: any[]): string[] => nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n.code]));

describe(`menus for the browser on ${databaseKind}`, () => {
  it('gives the administrator the system menu with the parameter screen, without buttons', async () => {
    const t = (await s.login()).access_token;
    const res = await s.call('GET', '/api/blade-system/menu/routes', { token: t });
    const system = res.body.data.find((n: any) => n.code === 'system');
    expect(system).toMatchObject({ name: '系统管理', path: '/system', category: 1, meta: { i18n: 'system' } });
    expect(system.children.map((c: any) => [c.code, c.path])).toContainEqual(['param', '/system/param']);
    expect(JSON.stringify(res.body.data)).not.toContain('param_add');
  });

  it('gives the administrator every button code as tree leaves', async () => {
    const t = (await s.login()).access_token;
    const res = await s.call('GET', '/api/blade-system/menu/buttons', { token: t });
    expect(leaves(res.body.data)).toEqual(
      expect.arrayContaining(['param_add', 'param_edit', 'param_delete', 'param_view']),
    );
    expect(res.body.data.find((n: any) => n.code === 'param').children).toHaveLength(4);
  });

  it('shows a user only what their roles grant, with the ancestors of granted menus', async () => {
    await createUser(s.db, { tenantId: '000000', account: 'viewer', password: 'pw-v', codes: ['param', 'param_view'] });
    const t = (await s.login('viewer', 'pw-v')).access_token;
    const routes = await s.call('GET', '/api/blade-system/menu/routes', { token: t });
    expect(routes.body.data.map((n: any) => n.code)).toEqual(['system']);
    expect(routes.body.data[0].children.map((n: any) => n.code)).toEqual(['param']);
    const buttons = await s.call('GET', '/api/blade-system/menu/buttons', { token: t });
    expect(leaves(buttons.body.data)).toEqual(['param_view']);
  });

  it('gives a user with no grants empty menus, and a caller without a token 401', async () => {
    await createUser(s.db, { tenantId: '300001', account: 'nobody', password: 'pw-n', codes: [] });
    const t = (await s.login('nobody', 'pw-n', '300001')).access_token;
    expect((await s.call('GET', '/api/blade-system/menu/routes', { token: t })).body.data).toEqual([]);
    expect((await s.call('GET', '/api/blade-system/menu/buttons', { token: t })).body.data).toEqual([]);
    expect((await s.call('GET', '/api/blade-system/menu/routes')).status).toBe(401);
  });

  it('refuses a malformed topMenuId and treats an unknown one as an empty top menu', async () => {
    const t = (await s.login()).access_token;
    expect((await s.call('GET', '/api/blade-system/menu/routes', { token: t, query: { topMenuId: 'x' } })).status).toBe(
      400,
    );
    expect(
      (await s.call('GET', '/api/blade-system/menu/routes', { token: t, query: { topMenuId: '123' } })).body.data,
    ).toEqual([]);
  });
});

describe(`menus moved to BladeX's paths (movedMenuPaths) on ${databaseKind}`, () => {
  it('moves an existing database’s 行政区划 from /system/region to /base/region, its buttons with it', async () => {
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
