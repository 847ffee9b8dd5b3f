import { menuCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, rowsOf } from '../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../test/helpers/database.ts';

/**
 * 控制台 (/wel/dashboard) is reached from the menu: a row under 工作台 in both languages, in every demo package and
 * held by every demo role, so whoever signs in on a first start finds it in the sidebar.
 */
const test = apiTest({ captchaEnabled: false, demoData: true });

describe(`the dashboard's menu row on ${databaseKind}`, () => {
  test('sits first under 工作台 at /wel/dashboard, named 控制台 (the browser names it Dashboard in English)', async ({
    admin,
  }) => {
    const routes = await admin.send(menuCalls.routes);
    const top = routes.body.data.find((n) => n.code === 'desk');
    expect(top?.name).toBe('工作台');
    expect(top?.children?.[0]).toMatchObject({ code: 'dashboard', path: '/wel/dashboard', name: '控制台' });
  });

  test('is in every demo package and held by every demo role of the demo tenants', async ({ server: s }) => {
    const rows = await rowsOf<{ tenant_id: string; role_alias: string; held: boolean }>(
      s.db,
      sql`
      select r.tenant_id, r.role_alias,
        exists (select 1 from blade_role_menu rm join blade_menu m on m.id = rm.menu_id
                where rm.role_id = r.id and m.code = 'dashboard' and m.is_deleted = 0) as held
      from blade_role r where r.is_deleted = 0 and r.role_alias <> 'administrator'`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((r) => !r.held).map((r) => `${r.tenant_id} ${r.role_alias}`)).toEqual([]);
  });
});
