import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../test/helpers/database.ts';
import { startServer, type TestServer } from '../../../test/helpers/server.ts';

/**
 * 控制台 (/wel/dashboard) is reached from the menu: a row under 工作台 in both languages, in every demo package and
 * held by every demo role, so whoever signs in on a first start finds it in the sidebar.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, demoData: true });
}, 300_000);
afterAll(async () => s?.close());

describe(`the dashboard's menu row on ${databaseKind}`, () => {
  it('sits first under 工作台 at /wel/dashboard, named 控制台 (the browser names it Dashboard in English)', async () => {
    const token = (await s.login()).access_token;
    const routes = await s.call('GET', '/api/blade-system/menu/routes', { token });
    const top = routes.body.data.find((n: { code: string }) => n.code === 'desk');
    expect(top.name).toBe('工作台');
    expect(top.children[0]).toMatchObject({ code: 'dashboard', path: '/wel/dashboard', name: '控制台' });
  });

  it('is in every demo package and held by every demo role of the demo tenants', async () => {
    const { rows } = (await s.db.execute(sql`
      select r.tenant_id, r.role_alias,
        exists (select 1 from blade_role_menu rm join blade_menu m on m.id = rm.menu_id
                where rm.role_id = r.id and m.code = 'dashboard' and m.is_deleted = 0) as held
      from blade_role r where r.is_deleted = 0 and r.role_alias <> 'administrator'`)) as unknown as {
      rows: Array<{ tenant_id: string; role_alias: string; held: boolean }>;
    };
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((r) => !r.held).map((r) => `${r.tenant_id} ${r.role_alias}`)).toEqual([]);
  });
});
