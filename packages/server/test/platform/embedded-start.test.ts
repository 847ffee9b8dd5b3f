import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiKeyCalls,
  apiLogCalls,
  attachCalls,
  authLockCalls,
  authLogCalls,
  type CallDef,
  clientCalls,
  codeCalls,
  contractCalls,
  crudCalls,
  customerCalls,
  customToSalerCalls,
  dataScopeCalls,
  deptCalls,
  dictCalls,
  errorLogListCalls,
  fieldAuthCalls,
  flowCalls,
  gradeDocCalls,
  grayCalls,
  jobCalls,
  jobInfoCalls,
  jobServerCalls,
  loginRecordCalls,
  menuCalls,
  messageRecordCalls,
  messageRecordLogCalls,
  modelCalls,
  noticeCalls,
  orderCalls,
  ossConfigCalls,
  ossFileCalls,
  paramCalls,
  planCalls,
  postCalls,
  profileCalls,
  purchaseBaseCalls,
  recordDataCalls,
  regionCalls,
  reportCalls,
  resourceByName,
  roleCalls,
  smsCalls,
  socialCalls,
  tenantCalls,
  tenantDatasourceCalls,
  tenantPackageCalls,
  uploadHisCalls,
  userCalls,
  userGoodsCalls,
  usualLogCalls,
  whitelistCalls,
} from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/app.ts';
import { demoPassword, demoTenantIds } from '../../src/demo.ts';
import { loadConfig } from '../../src/platform/config.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { rowsOf, type Session, signedIn } from '../helpers/api-kit.ts';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';
import { md5, startServer, type TestServer } from '../helpers/server.ts';

// A first start on an empty database, as `npm start` does on a fresh machine: every migration, the seed of every
// module in order and the demo rows. The other files start from a migrated, seeded copy, so this is where a
// migration or a seed that only one dialect accepts shows up (the parity subset runs it on the embedded database).
// The kit's `apiTest` starts from such a copy, so this file starts its server by hand and sends declared calls
// through the kit's sessions.
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, demoData: true }, undefined, { firstStart: true });
  // Every migration and seed on an empty database: on a loaded machine, longer than a hook's default minute.
}, 300_000);
afterAll(async () => s?.close());

/** The list call of a resource that only the CRUD kit declares. */
const listOf = (resource: string) => crudCalls(resourceByName(resource)).list;

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
    call: CallDef;
    query?: Record<string, string>;
    /** A POST list (purchasing's grids take pageNum and pageSize in the body). */
    body?: Record<string, unknown>;
    /** Read for one shipper, as the screen does once one is picked: the platform tenant's first. */
    perShipper?: true;
    atLeast?: number;
  }
> = {
  tenant: { call: tenantCalls.list, atLeast: 2 },
  tenant_package: { call: tenantPackageCalls.list },
  user: { call: userCalls.page, atLeast: 2 },
  dept: { call: deptCalls.lazyList, query: { parentId: '0' }, atLeast: 2 },
  post: { call: postCalls.list },
  role: { call: roleCalls.list, atLeast: 2 },
  menu: { call: menuCalls.lazyList, query: { parentId: '0' } },
  dict: { call: dictCalls.dict.parentList },
  dict_biz: { call: dictCalls.biz.parentList },
  param: { call: paramCalls.list },
  topmenu: { call: listOf('topmenu') },
  client: { call: clientCalls.list },
  social: { call: socialCalls.list },
  region: { call: regionCalls.lazyTree, query: { parentCode: '00' } },
  gray: { call: grayCalls.list },
  // Jobs are what the server does in the background: a first start has sent none.
  job: { call: jobCalls.list, atLeast: 0 },
  // 任务调度 (issue 35): the demo's three jobs, and this very process among the job servers.
  jobinfo: { call: jobInfoCalls.list, atLeast: 3 },
  jobserver: { call: jobServerCalls.list },
  // 数据审计: the demo's parameter edits.
  record: { call: recordDataCalls.list, atLeast: 2 },
  tenantdatasource: { call: tenantDatasourceCalls.list, atLeast: 2 },
  // 数据源管理 lists the same rows at BladeX's develop path: the built-in database and the two demo ones.
  datasource: { call: tenantDatasourceCalls.list, atLeast: 3 },
  model: { call: modelCalls.list, atLeast: 1 },
  code: { call: codeCalls.list, atLeast: 1 },
  // BladeX 4's API 密钥, 登录日志 and 账号锁定 (issue 35).
  api_key: { call: apiKeyCalls.list, atLeast: 2 },
  auth_log: { call: authLogCalls.page, atLeast: 5 },
  auth_lock: { call: authLockCalls.page, atLeast: 3 },
  oss: { call: ossConfigCalls.list },
  // Attachments are files people upload: a first start has none (a demo row would be a link to nothing).
  attach: { call: attachCalls.list, atLeast: 0 },
  sms: { call: smsCalls.list },
  // The scope screens list the menus; the rows are the scopes in each menu's drawer.
  data_scope: { call: dataScopeCalls.list },
  // No demo API scope (one shuts its call for every role that does not hold it): the screen's menu tree.
  api_scope: { call: menuCalls.lazyMenuList, query: { parentId: '0' } },
  oss_file: { call: ossFileCalls.list, atLeast: 3 },
  notice: { call: noticeCalls.list, atLeast: 3 },
  report_list: { call: reportCalls.list, atLeast: 3 },
  // 控制台 charts the users the caller may see: the platform's own and its demo staff.
  dashboard: { call: profileCalls.dashboardStats, atLeast: 2 },
  log_usual: { call: usualLogCalls.list, atLeast: 5 },
  appchannel: { call: listOf('appchannel'), atLeast: 3 },
  send_channel: { call: listOf('send_channel'), atLeast: 5 },
  send_channel_detail: { call: listOf('send_channel_detail'), atLeast: 5 },
  channel_auth: { call: listOf('channel_auth'), atLeast: 5 },
  template_info: { call: listOf('template_info'), atLeast: 5 },
  template_info_detail: { call: listOf('template_info_detail'), atLeast: 9 },
  strategy: { call: listOf('strategy'), atLeast: 3 },
  strategy_detail: { call: listOf('strategy_detail'), atLeast: 7 },
  message_record: { call: messageRecordCalls.list, atLeast: 6 },
  message_record_log: { call: messageRecordLogCalls.list, atLeast: 6 },
  flow_model: { call: flowCalls.modelList },
  flow_deploy: { call: flowCalls.managerList, query: { mode: '1' } },
  flow_manager: { call: flowCalls.managerList, query: { mode: '1' } },
  // Running leave requests of two tenants: waiting for 人事审批, offered to 总经理, back at 调整申请, ….
  flow_follow: { call: flowCalls.followList, atLeast: 4 },
  work_start: { call: flowCalls.startList },
  // The platform administrator is no role's candidate in the demo (周杰 and 孙悦 have theirs to claim).
  work_claim: { call: flowCalls.claimList, atLeast: 0 },
  work_todo: { call: flowCalls.todoList },
  work_send: { call: flowCalls.sendList },
  work_done: { call: flowCalls.doneList, atLeast: 2 },
  log_api: { call: apiLogCalls.list, atLeast: 5 },
  log_error: { call: errorLogListCalls.list, atLeast: 1 },
  // 智能采购: the platform administrator sees every tenant's purchasing rows, as Saber's does.
  sc_goods: { call: listOf('sc_goods'), atLeast: 17 },
  variety: { call: listOf('variety'), atLeast: 3 },
  sc_shipper: { call: listOf('sc_shipper'), atLeast: 3 },
  sc_supplier: { call: listOf('sc_supplier'), atLeast: 4 },
  sc_warehouse: { call: listOf('sc_warehouse'), atLeast: 3 },
  purchase_setting: { call: purchaseBaseCalls.settingList, atLeast: 3 },
  set_page: { call: purchaseBaseCalls.setPageList, atLeast: 4 },
  param_set: { call: purchaseBaseCalls.setPagePublished },
  param_attributes: { call: purchaseBaseCalls.attributesList, perShipper: true },
  catalogue: { call: purchaseBaseCalls.catalogueList, atLeast: 2 },
  purchase_plan: { call: planCalls.planList, atLeast: 3 },
  // One order in each status, so every tab of the grid has a number.
  purchase_order: { call: orderCalls.orderQueryByPage, body: { pageNum: 1, pageSize: 10 }, atLeast: 8 },
  purchase_contract: {
    call: contractCalls.contractQuery,
    body: { pageNum: 1, pageSize: 10 },
    atLeast: 3,
  },
  variety_purchases: { call: contractCalls.varietyPurchases, body: { pageNum: 1, pageSize: 10 } },
  // 销售移动端: every screen shows the demo rows of docs/domain.md §5.
  sm_whitelist: { call: whitelistCalls.list, atLeast: 8 },
  sm_field_auth: { call: fieldAuthCalls.list, atLeast: 3 },
  sm_login_record: { call: loginRecordCalls.list, atLeast: 10 },
  sm_control_grade: { call: gradeDocCalls.list, atLeast: 3 },
  sm_user_goods: { call: userGoodsCalls.list, atLeast: 2 },
  sm_customer: { call: customerCalls.list, atLeast: 5 },
  sm_custom_to_saler: { call: customToSalerCalls.list, atLeast: 5 },
  sm_upload_his: { call: uploadHisCalls.list, atLeast: 1 },
};

const rowCount = (data: unknown): number =>
  Array.isArray(data) ? data.length : Number((data as { total?: number } | null)?.total ?? 0);

const changePassword = (who: Session, from: string, to: string) =>
  who.send(profileCalls.updatePassword, {
    query: { oldPassword: md5(from), newPassword: md5(to), newPassword1: md5(to) },
  });

describe(`a first start on an empty ${databaseKind} database`, () => {
  it('migrates, seeds the platform and its admin account, and loads the demo rows', async () => {
    const admin = await signedIn(s);
    const params = await admin.send(paramCalls.list, { query: { size: 50 } });
    expect(params.body.data.records.map((r) => r.paramKey)).toContain('account.registerUser');
    const posts = await admin.send(postCalls.select);
    expect(posts.body.data.map((p) => p.postCode)).toContain('ceo');
    const menus = await admin.send(menuCalls.routes);
    expect(menus.body.data.map((m) => m.code)).toEqual(expect.arrayContaining(['system']));
    const regions = await admin.send(regionCalls.lazyTree, { query: { parentCode: '00' } });
    expect(regions.body.data.length).toBeGreaterThan(30);
  });

  it('shows the administrator rows on every screen of the menu', async () => {
    const admin = await signedIn(s);
    const menus = (await admin.send(menuCalls.routes)).body.data as MenuNode[];
    const screens = menus.flatMap((m) => (m.children ?? []).map((c) => c.code));
    // A screen added to the menu needs its list here (and demo rows to show).
    expect(Object.keys(screenLists).sort()).toEqual([...screens].sort());
    const short: string[] = [];
    const shippers = await admin.send(listOf('sc_shipper'), { query: { tenantId: '000000' } });
    const shipperId = shippers.body.data.records[0]?.id as string;
    for (const [screen, list] of Object.entries(screenLists)) {
      const query = { ...list.query, ...(list.perShipper ? { shipperId } : {}) };
      const res = await admin.send(list.call, list.body ? { body: list.body } : { query });
      expect(res.status, list.call.path).toBe(200);
      const rows = rowCount(res.body.data);
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
    const admin = await signedIn(s, 'admin', demoPassword, demoTenantIds.pharmacy);
    expect((await changePassword(admin, demoPassword, 'Yikang#2026')).body.success).toBe(true);
    const staff = await admin.send(userCalls.page, { query: { size: 50 } });
    const accounts = staff.body.data.records.map((u) => u.account);
    expect(accounts.sort()).toEqual(['admin', 'heqiang', 'huangmin', 'xuli']);
    // Its store manager holds 用户管理 with the data scope 本部门及下级用户: the users of their own shop only.
    const manager = await signedIn(s, 'huangmin', demoPassword, demoTenantIds.pharmacy);
    expect((await changePassword(manager, demoPassword, 'Huangmin#2026')).body.success).toBe(true);
    const shop = await manager.send(userCalls.page, { query: { size: 50 } });
    expect(shop.body.data.records.map((u) => u.account).sort()).toEqual(['heqiang', 'huangmin']);
  });

  it('lets the demo administrator save the personal info page as shipped (the page requires a phone)', async () => {
    const admin = await signedIn(s);
    const info = (await admin.send(profileCalls.info)).body.data;
    expect(info.phone).toMatch(/^1[3-9]\d{9}$/);
    const saved = await admin.send(profileCalls.updateInfo, {
      body: { realName: info.realName, name: info.name, phone: info.phone, email: info.email },
    });
    expect(saved.body.msg).toBe('更新成功');
  });
});

/** How many rows each table of the database holds. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
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
