import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/app.ts';
import { demoPassword, demoTenantIds } from '../../src/demo.ts';
import { loadConfig } from '../../src/platform/config.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';
import { md5, startServer, type TestServer } from '../helpers/server.ts';

// A first start on an empty database, as `npm start` does on a fresh machine: every migration, the seed of every
// module in order and the demo rows. The other files start from a migrated, seeded copy, so this is where a
// migration or a seed that only one dialect accepts shows up (the parity subset runs it on the embedded database).
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, demoData: true }, undefined, { firstStart: true });
});
afterAll(async () => s?.close());

interface MenuNode {
  code: string;
  children?: MenuNode[];
}

/**
 * The call each screen of the menu lists its rows with, as its page makes it, and how many rows a newcomer should see
 * at least: more than the platform's own row where the platform always has one (its tenant, its `admin`, its
 * administrator role, its root department).
 */
const screenLists: Record<
  string,
  {
    path: string;
    query?: Record<string, string>;
    /** A POST list (purchasing's grids take pageNum and pageSize in the body). */
    body?: Record<string, unknown>;
    /** Read for one shipper, as the screen does once one is picked: the platform tenant's first. */
    perShipper?: true;
    atLeast?: number;
  }
> = {
  tenant: { path: 'blade-system/tenant/list', atLeast: 2 },
  tenant_package: { path: 'blade-system/tenant-package/list' },
  user: { path: 'blade-user/page', atLeast: 2 },
  dept: { path: 'blade-system/dept/lazy-list', query: { parentId: '0' }, atLeast: 2 },
  post: { path: 'blade-system/post/list' },
  role: { path: 'blade-system/role/list', atLeast: 2 },
  menu: { path: 'blade-system/menu/lazy-list', query: { parentId: '0' } },
  dict: { path: 'blade-system/dict/parent-list' },
  dict_biz: { path: 'blade-system/dict-biz/parent-list' },
  param: { path: 'blade-system/param/list' },
  topmenu: { path: 'blade-system/topmenu/list' },
  client: { path: 'blade-system/client/list' },
  social: { path: 'blade-auth/social/list' },
  region: { path: 'blade-system/region/lazy-tree', query: { parentCode: '00' } },
  gray: { path: 'blade-system/gray/list' },
  // Jobs are what the server does in the background: a first start has sent none.
  job: { path: 'blade-system/job/list', atLeast: 0 },
  // 任务调度 (issue 35): the demo's three jobs, and this very process among the job servers.
  jobinfo: { path: 'blade-job/job-info/list', atLeast: 3 },
  jobserver: { path: 'blade-job/job-server/list' },
  // 数据审计: the demo's parameter edits.
  record: { path: 'blade-system/record-data/list', atLeast: 2 },
  tenantdatasource: { path: 'blade-system/tenant-datasource/list', atLeast: 2 },
  // BladeX 4's API 密钥, 登录日志 and 账号锁定 (issue 35).
  api_key: { path: 'blade-system/api-key/list', atLeast: 2 },
  auth_log: { path: 'blade-system/auth-log/page', atLeast: 5 },
  auth_lock: { path: 'blade-system/auth-lock/page', atLeast: 3 },
  oss: { path: 'blade-resource/oss/list' },
  // Attachments are files people upload: a first start has none (a demo row would be a link to nothing).
  attach: { path: 'blade-resource/attach/list', atLeast: 0 },
  sms: { path: 'blade-resource/sms/list' },
  // The scope screens list the menus; the rows are the scopes in each menu's drawer.
  data_scope: { path: 'blade-system/data-scope/list' },
  // No demo API scope (one shuts its call for every role that does not hold it): the screen's menu tree.
  api_scope: { path: 'blade-system/menu/lazy-menu-list', query: { parentId: '0' } },
  oss_file: { path: 'blade-resource/oss-file/list', atLeast: 3 },
  notice: { path: 'blade-desk/notice/list', atLeast: 3 },
  // 控制台 charts the users the caller may see: the platform's own and its demo staff.
  dashboard: { path: 'blade-user/dashboard-stats', atLeast: 2 },
  log_usual: { path: 'blade-log/usual/list', atLeast: 5 },
  appchannel: { path: 'blade-message/appchannel/list', atLeast: 3 },
  send_channel: { path: 'blade-message/sendChannel/list', atLeast: 5 },
  send_channel_detail: { path: 'blade-message/sendChannelDetail/list', atLeast: 5 },
  channel_auth: { path: 'blade-message/channelAuth/list', atLeast: 5 },
  template_info: { path: 'blade-message/templateInfo/list', atLeast: 5 },
  template_info_detail: { path: 'blade-message/templateInfoDetail/list', atLeast: 9 },
  strategy: { path: 'blade-message/strategy/list', atLeast: 3 },
  strategy_detail: { path: 'blade-message/strategydetail/list', atLeast: 7 },
  message_record: { path: 'blade-message/messageRecord/list', atLeast: 6 },
  message_record_log: { path: 'blade-message/messageRecordLog/list', atLeast: 6 },
  flow_model: { path: 'blade-flow/model/list' },
  flow_deploy: { path: 'blade-flow/manager/list', query: { mode: '1' } },
  flow_manager: { path: 'blade-flow/manager/list', query: { mode: '1' } },
  // Running leave requests of two tenants: waiting for 人事审批, offered to 总经理, back at 调整申请, ….
  flow_follow: { path: 'blade-flow/follow/list', atLeast: 4 },
  work_start: { path: 'blade-flow/work/start-list' },
  // The platform administrator is no role's candidate in the demo (周杰 and 孙悦 have theirs to claim).
  work_claim: { path: 'blade-flow/work/claim-list', atLeast: 0 },
  work_todo: { path: 'blade-flow/work/todo-list' },
  work_send: { path: 'blade-flow/work/send-list' },
  work_done: { path: 'blade-flow/work/done-list', atLeast: 2 },
  log_api: { path: 'blade-log/api/list', atLeast: 5 },
  log_error: { path: 'blade-log/error/list', atLeast: 1 },
  // 智能采购: the platform administrator sees every tenant's purchasing rows, as Saber's does.
  sc_goods: { path: 'blade-smart/goods/list', atLeast: 17 },
  variety: { path: 'blade-smart/variety/list', atLeast: 3 },
  sc_shipper: { path: 'blade-smart/shipper/list', atLeast: 3 },
  sc_supplier: { path: 'blade-smart/supplier/list', atLeast: 4 },
  sc_warehouse: { path: 'blade-smart/warehouse/list', atLeast: 3 },
  purchase_setting: { path: 'blade-smart/setting/list', atLeast: 3 },
  set_page: { path: 'blade-smart/set_page/list', atLeast: 4 },
  param_set: { path: 'blade-smart/set_page/published' },
  param_attributes: { path: 'blade-smart/paramAttributes/list', perShipper: true },
  catalogue: { path: 'blade-smart/catalogue/list', atLeast: 2 },
  purchase_plan: { path: 'blade-smart/purchasePlan/list', atLeast: 3 },
  // One order in each status, so every tab of the grid has a number.
  purchase_order: { path: 'blade-smart/purchaseOrder/queryByPage', body: { pageNum: 1, pageSize: 10 }, atLeast: 8 },
  purchase_contract: {
    path: 'blade-smart/purchaseContract/queryPurchaseContractList',
    body: { pageNum: 1, pageSize: 10 },
    atLeast: 3,
  },
  variety_purchases: { path: 'blade-smart/variety/varietyPurchasesList', body: { pageNum: 1, pageSize: 10 } },
  // 销售移动端: every screen shows the demo rows of docs/domain.md §5.
  sm_whitelist: { path: 'blade-extension/whitelist/page', atLeast: 8 },
  sm_field_auth: { path: 'blade-extension/fieldAuth/listPage', atLeast: 3 },
  sm_login_record: { path: 'blade-extension/loginRecord/list', atLeast: 10 },
  sm_control_grade: { path: 'sales-mobile/zxEmpControlGradeDoc/list', atLeast: 3 },
  sm_user_goods: { path: 'sales-mobile/pubExUserGoods/list', atLeast: 2 },
  sm_customer: { path: 'sales-mobile/custominfo/page', atLeast: 5 },
  sm_custom_to_saler: { path: 'sales-mobile/pubCustomToSaler/list', atLeast: 5 },
  sm_upload_his: { path: 'sales-mobile/uploadHis/list', atLeast: 1 },
};

const rowsOf = (data: unknown): number =>
  Array.isArray(data) ? data.length : Number((data as { total?: number } | null)?.total ?? 0);

const changePassword = (token: string, from: string, to: string) =>
  s.call('POST', '/api/blade-user/update-password', {
    token,
    query: { oldPassword: md5(from), newPassword: md5(to), newPassword1: md5(to) },
  });

describe(`a first start on an empty ${databaseKind} database`, () => {
  it('migrates, seeds the platform and its admin account, and loads the demo rows', async () => {
    const token = (await s.login()).access_token;
    const params = await s.call('GET', '/api/blade-system/param/list', { token, query: { size: 50 } });
    expect(params.body.data.records.map((r: { paramKey: string }) => r.paramKey)).toContain('account.registerUser');
    const posts = await s.call('GET', '/api/blade-system/post/select', { token });
    expect(posts.body.data.map((p: { postCode: string }) => p.postCode)).toContain('ceo');
    const menus = await s.call('GET', '/api/blade-system/menu/routes', { token });
    expect(menus.body.data.map((m: { code: string }) => m.code)).toEqual(expect.arrayContaining(['system']));
    const regions = await s.call('GET', '/api/blade-system/region/lazy-tree', { token, query: { parentCode: '00' } });
    expect(regions.body.data.length).toBeGreaterThan(30);
  });

  it('shows the administrator rows on every screen of the menu', async () => {
    const token = (await s.login()).access_token;
    const menus = (await s.call('GET', '/api/blade-system/menu/routes', { token })).body.data as MenuNode[];
    const screens = menus.flatMap((m) => (m.children ?? []).map((c) => c.code));
    // A screen added to the menu needs its list here (and demo rows to show).
    expect(Object.keys(screenLists).sort()).toEqual([...screens].sort());
    const short: string[] = [];
    const shippers = await s.call('GET', '/api/blade-smart/shipper/list', { token, query: { tenantId: '000000' } });
    const shipperId = shippers.body.data.records[0]?.id as string;
    for (const [screen, list] of Object.entries(screenLists)) {
      const query = { ...list.query, ...(list.perShipper ? { shipperId } : {}) };
      const res = list.body
        ? await s.call('POST', `/api/${list.path}`, { token, body: list.body })
        : await s.call('GET', `/api/${list.path}`, { token, query });
      expect(res.status, list.path).toBe(200);
      const rows = rowsOf(res.body.data);
      if (rows < (list.atLeast ?? 1)) short.push(`${screen}: ${rows}`);
    }
    expect(short).toEqual([]);
  });

  it('lets the demo tenants’ administrators and staff sign in with the documented password, changed first', async () => {
    for (const tenantId of Object.values(demoTenantIds)) {
      const reply = await s.login('admin', demoPassword, tenantId);
      expect(reply.must_change_password, tenantId).toBe(true);
    }
    // The pharmacy chain's administrator, once the password is theirs, manages only their own tenant's staff.
    const admin = (await s.login('admin', demoPassword, demoTenantIds.pharmacy)).access_token;
    expect((await changePassword(admin, demoPassword, 'Yikang#2026')).body.success).toBe(true);
    const staff = await s.call('GET', '/api/blade-user/page', { token: admin, query: { size: 50 } });
    const accounts = staff.body.data.records.map((u: { account: string }) => u.account);
    expect(accounts.sort()).toEqual(['admin', 'heqiang', 'huangmin', 'xuli']);
    // Its store manager holds 用户管理 with the data scope 本部门及下级用户: the users of their own shop only.
    const manager = (await s.login('huangmin', demoPassword, demoTenantIds.pharmacy)).access_token;
    expect((await changePassword(manager, demoPassword, 'Huangmin#2026')).body.success).toBe(true);
    const shop = await s.call('GET', '/api/blade-user/page', { token: manager, query: { size: 50 } });
    expect(shop.body.data.records.map((u: { account: string }) => u.account).sort()).toEqual(['heqiang', 'huangmin']);
  });

  it('lets the demo administrator save the personal info page as shipped (the page requires a phone)', async () => {
    const token = (await s.login()).access_token;
    const info = (await s.call('GET', '/api/blade-user/info', { token })).body.data;
    expect(info.phone).toMatch(/^1[3-9]\d{9}$/);
    const saved = await s.call('POST', '/api/blade-user/update-info', {
      token,
      body: { realName: info.realName, name: info.name, phone: info.phone, email: info.email },
    });
    expect(saved.body.msg).toBe('更新成功');
  });
});

/** The rows of a raw query, whichever driver runs it (both answer with `rows`). */
const rowsOfQuery = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** How many rows each table of the database holds. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOfQuery<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOfQuery<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

describe(`a second start on the same ${databaseKind} database`, () => {
  it('adds nothing: the seeds find their rows and the demo rows are loaded on the first start only', async () => {
    const fresh = await freshDatabaseUrl();
    const folder = mkdtempSync(join(tmpdir(), 'pharma-second-start-'));
    try {
      const config = loadConfig(
        { ...process.env, DATABASE_URL: fresh.url ?? '' },
        { dataDir: folder, demoData: true, logLevel: 'silent' },
      );
      const first = await prepareDatabase(config);
      const afterFirst = await rowCounts(first.db);
      await first.close();
      expect(afterFirst.blade_tenant).toBe(1 + Object.keys(demoTenantIds).length);
      const second = await prepareDatabase(config);
      const afterSecond = await rowCounts(second.db);
      await second.close();
      expect(afterSecond).toEqual(afterFirst);
    } finally {
      await fresh.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
