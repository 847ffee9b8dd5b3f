import { customerCalls, customToSalerCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { runImport } from '../../../platform/excel/import.ts';
import { demoCtx } from '../grade/demo-ctx.ts';
import {
  dataOf,
  modulesWithGrades,
  refusal,
  type SalesFixture,
  salesFixture,
  staffDetails,
} from '../grade/grades.fixture.ts';
import { customToSalerImportTarget } from './custom-to-saler.import.ts';
import { customersOfSaler } from './custom-to-saler.service.ts';

/**
 * 客户业务员 (pubCustomToSaler: the kit's four, reassign, history, customers) and 客户资料 (custominfo page, detail)
 * over HTTP: names filled from the tenant's customer and users, one assignment per salesman, one primary per
 * customer (a new one demotes the old in the same transaction), 转移 and the history it keeps; the customer page's
 * filters and its primary salesman; another tenant and a missing grant refused; the import of template 104.
 */
// The suite runs on the app's modules with the sales screens' parts wired in (`modulesWithGrades`), which the kit's
// `apiTest` does not take, so it starts its own server; its people sign in through the kit.
let s: TestServer;
let admin: Session;
let manager: Session;
let reader: Session;
let customerReader: Session;
let stranger: Session;
let f: SalesFixture;
const tenant = '300601';
const strangerTenant = '300602';
const people: Record<string, string> = {};
const clients: Record<string, string> = {};
const codes = [
  'sm_custom_to_saler',
  'sm_custom_to_saler_add',
  'sm_custom_to_saler_edit',
  'sm_custom_to_saler_delete',
  'sm_custom_to_saler_view',
  'sm_custom_to_saler_reassign',
];

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false }, modulesWithGrades());
  admin = await signedIn(s);
  f = await salesFixture(s, admin, tenant, { shippers: ['SA', 'SB'], goods: [] });
  await salesFixture(s, admin, strangerTenant, { shippers: ['OX'], goods: [] });
  for (const [code, name, type, city, gsp] of [
    ['KH0001', '江城市第一人民医院', 1, '江城市', 1],
    ['KH0002', '仁和街道社区卫生服务中心', 3, '江城市', 1],
    ['KH0003', '康宁大药房(解放路店)', 6, '江城市', 1],
    ['KH0004', '李氏中医诊所', 4, '襄州市', 0],
  ] as const) {
    const made = await admin.send(customerCalls.submit, {
      body: { tenantId: tenant, customerCode: code, customerName: name, customerType: type, city, gspStatus: gsp },
    });
    clients[code] = dataOf(made).id;
  }
  await createUser(s.db, { tenantId: tenant, account: 'cs-manager', password: 'pw-m', codes });
  manager = await signedIn(s, 'cs-manager', 'pw-m', tenant);
  await createUser(s.db, { tenantId: tenant, account: 'cs-reader', password: 'pw-r', codes: ['sm_custom_to_saler'] });
  reader = await signedIn(s, 'cs-reader', 'pw-r', tenant);
  await createUser(s.db, {
    tenantId: tenant,
    account: 'cs-customers',
    password: 'pw-c',
    codes: ['sm_customer', 'sm_customer_view'],
  });
  customerReader = await signedIn(s, 'cs-customers', 'pw-c', tenant);
  for (const [account, name, no] of [
    ['cs-wang', '王强', 'E2001'],
    ['cs-liu', '刘洋', 'E2002'],
    ['cs-chen', '陈静', 'E2003'],
  ] as const) {
    const made = await createUser(s.db, { tenantId: tenant, account, password: 'pw', codes: [] });
    await staffDetails(s, made.userId, { code: no, realName: name, phone: `1390000${no.slice(1)}` });
    people[account] = made.userId;
  }
  await createUser(s.db, {
    tenantId: strangerTenant,
    account: 'cs-other',
    password: 'pw-o',
    codes: [...codes, 'sm_customer'],
  });
  stranger = await signedIn(s, 'cs-other', 'pw-o', strangerTenant);
}, 180_000);
afterAll(async () => s?.close());

const assign = (body: Record<string, unknown>, token = manager) => token.send(customToSalerCalls.submit, { body });
const rowsOf = async (customer: string, shipper = 'SA') =>
  (
    dataOf(
      await manager.send(customToSalerCalls.list, {
        query: { customerName: customer, shipperId: f.shippers[shipper]! },
      }),
    ).records as any[]
  ).sort((a, b) => (a.salerName < b.salerName ? -1 : 1)); // by code point: 刘 < 王 < 陈
const history = async (customerId: string, lang: 'zh' | 'en' = 'zh', token = manager) =>
  dataOf(await token.send(customToSalerCalls.history, { query: { customerId }, lang })) as any[];

describe('customer salesmen', () => {
  test('names an assignment from the tenant’s customer and user, and makes a customer’s first one its primary', async () => {
    const made = dataOf(
      await assign({
        shipperId: f.shippers.SA,
        customerId: clients.KH0001,
        salerId: people['cs-wang'],
        isPrimary: false,
        salerName: '冒名',
      }),
    );
    expect(made).toMatchObject({
      customerName: '江城市第一人民医院',
      salerName: '王强',
      salerDeptName: '部门-cs-wang',
      isPrimary: true,
      shipperName: 'SA医药有限公司',
    });
    const [first] = await history(clients.KH0001!);
    expect(first).toMatchObject({ action: 'ASSIGN', actionName: '首次分配', fromSalerName: '', toSalerName: '王强' });
    expect(first.operatorName).toBe('cs-manager');
  });

  test('refuses a second assignment of one salesman, unknown customers and salesmen, and a moved pair', async () => {
    const twice = refusal(
      await assign({ shipperId: f.shippers.SA, customerId: clients.KH0001, salerId: people['cs-wang'] }),
    );
    expect(twice.msg).toBe('业务员“王强”已分配给该货主的客户“江城市第一人民医院”');
    const foreign = await createUser(s.db, {
      tenantId: strangerTenant,
      account: 'cs-foreign',
      password: 'pw',
      codes: [],
    });
    expect(
      refusal(await assign({ shipperId: f.shippers.SA, customerId: clients.KH0001, salerId: foreign.userId })).msg,
    ).toBe('业务员不存在或不属于本租户');
    expect(refusal(await assign({ shipperId: f.shippers.SA, customerId: '1', salerId: people['cs-liu'] })).msg).toBe(
      '客户不存在',
    );
    const [row] = await rowsOf('江城市第一人民医院');
    expect(refusal(await assign({ id: row.id, customerId: clients.KH0002 })).msg).toContain('不能修改');
    expect(
      refusal(
        await assign({
          shipperId: f.shippers.SA,
          customerId: clients.KH0002,
          salerId: people['cs-liu'],
          validFrom: '2026-05-01',
          validTo: '2026-04-01',
        }),
      ).msg,
    ).toBe('有效期止不能早于有效期起');
  });

  test('demotes the old primary when another is made primary, in one save, and records the change', async () => {
    const liu = dataOf(
      await assign({
        shipperId: f.shippers.SA,
        customerId: clients.KH0001,
        salerId: people['cs-liu'],
        isPrimary: true,
      }),
    );
    expect(liu.isPrimary).toBe(true);
    const rows = await rowsOf('江城市第一人民医院');
    expect(rows.map((r) => [r.salerName, r.isPrimary])).toEqual([
      ['刘洋', true],
      ['王强', false],
    ]);
    const [last] = await history(clients.KH0001!);
    expect(last).toMatchObject({ action: 'SET_PRIMARY', fromSalerName: '王强', toSalerName: '刘洋' });
    // The primary is not given up by a save, nor removed while others serve the customer.
    expect(refusal(await assign({ id: liu.id, isPrimary: false })).msg).toContain('客户须有一个主业务员');
    expect(refusal(await manager.send(customToSalerCalls.remove, { query: { ids: liu.id } })).msg).toBe(
      '业务员“刘洋”是客户“江城市第一人民医院”的主业务员，请先转移再删除',
    );
    // Another shipper's primary is its own.
    const sb = dataOf(
      await assign({ shipperId: f.shippers.SB, customerId: clients.KH0001, salerId: people['cs-wang'] }),
    );
    expect(sb.isPrimary).toBe(true);
    expect((await rowsOf('江城市第一人民医院')).filter((r) => r.isPrimary)).toHaveLength(1);
    // The 主业务员 filter, as the screen and the reassign dialog send it (true/false, or 1/0 as BladeX does).
    const primaries = async (isPrimary: string) =>
      manager.send(customToSalerCalls.list, {
        query: { customerName: '江城市第一人民医院', shipperId: f.shippers.SA!, isPrimary },
      });
    expect(dataOf(await primaries('true')).records.map((r: any) => r.salerName)).toEqual(['刘洋']);
    expect(dataOf(await primaries('0')).records.map((r: any) => r.salerName)).toEqual(['王强']);
    expect(refusal(await primaries('maybe')).msg).toContain('主业务员');
  });

  test('reassigns a customer to another salesman with a reason, keeping the old one and the history', async () => {
    const done = await manager.send(customToSalerCalls.reassign, {
      body: { shipperId: f.shippers.SA, customerId: clients.KH0001, toSalerId: people['cs-chen'], reason: '片区调整' },
    });
    expect(dataOf(done)).toMatchObject({ fromSalerName: '刘洋', toSalerName: '陈静' });
    expect(done.body.msg).toBe('已转移给陈静');
    expect((await rowsOf('江城市第一人民医院')).map((r) => [r.salerName, r.isPrimary])).toEqual([
      ['刘洋', false],
      ['王强', false],
      ['陈静', true],
    ]);
    const again = refusal(
      await manager.send(customToSalerCalls.reassign, {
        body: { shipperId: f.shippers.SA, customerId: clients.KH0001, toSalerId: people['cs-chen'], reason: '重复' },
      }),
    );
    expect(again.msg).toBe('业务员“陈静”已是该客户的主业务员');
    const noReason = refusal(
      await manager.send(customToSalerCalls.reassign, {
        body: { shipperId: f.shippers.SA, customerId: clients.KH0001, toSalerId: people['cs-wang'], reason: ' ' },
      }),
    );
    expect(noReason).toEqual({ status: 400, msg: '请输入转移原因' });
    // Back to an assigned salesman: no second row for them.
    dataOf(
      await manager.send(customToSalerCalls.reassign, {
        body: { shipperId: f.shippers.SA, customerId: clients.KH0001, toSalerId: people['cs-wang'], reason: '回归' },
      }),
    );
    expect((await rowsOf('江城市第一人民医院')).map((r) => [r.salerName, r.isPrimary])).toEqual([
      ['刘洋', false],
      ['王强', true],
      ['陈静', false],
    ]);
    const changes = await history(clients.KH0001!);
    expect(changes.slice(0, 2).map((c) => [c.action, c.fromSalerName, c.toSalerName, c.reason])).toEqual([
      ['REASSIGN', '陈静', '王强', '回归'],
      ['REASSIGN', '刘洋', '陈静', '片区调整'],
    ]);
    expect(changes.filter((c) => c.shipperId === f.shippers.SB)).toHaveLength(1);
    expect((await history(clients.KH0001!, 'en'))[0].actionName).toBe('Reassigned');
    const sa = dataOf(
      await manager.send(customToSalerCalls.history, {
        query: { customerId: clients.KH0001!, shipperId: f.shippers.SB! },
      }),
    );
    expect(sa.map((c: any) => c.action)).toEqual(['ASSIGN']);
  });

  test('removes a secondary, and the last assignment of a customer with its change recorded', async () => {
    const [chen] = (await rowsOf('江城市第一人民医院')).filter((r) => r.salerName === '陈静');
    expect(dataOf(await manager.send(customToSalerCalls.remove, { query: { ids: chen.id } }))).toBe(1);
    const only = dataOf(
      await assign({ shipperId: f.shippers.SA, customerId: clients.KH0004, salerId: people['cs-liu'] }),
    );
    expect(dataOf(await manager.send(customToSalerCalls.remove, { query: { ids: only.id } }))).toBe(1);
    expect((await history(clients.KH0004!)).map((c) => [c.action, c.fromSalerName, c.toSalerName])).toEqual([
      ['REMOVE', '刘洋', ''],
      ['ASSIGN', '', '刘洋'],
    ]);
  });

  test('lists a salesman’s customers for the app', async () => {
    dataOf(
      await assign({
        shipperId: f.shippers.SA,
        customerId: clients.KH0002,
        salerId: people['cs-liu'],
        validTo: '2020-12-31',
      }),
    );
    dataOf(await assign({ shipperId: f.shippers.SA, customerId: clients.KH0003, salerId: people['cs-liu'] }));
    const ctx = await demoCtx(s.db, tenant, 'cs-manager');
    const liu = await customersOfSaler(ctx, f.shippers.SA!, people['cs-liu']!, '2026-06-01');
    // KH0002's assignment expired; KH0001 is served as a secondary.
    expect(liu.map((c) => [c.customerName, c.isPrimary])).toEqual([
      ['康宁大药房(解放路店)', true],
      ['江城市第一人民医院', false],
    ]);
    expect(await customersOfSaler(ctx, f.shippers.SB!, people['cs-liu']!, '2026-06-01')).toEqual([]);
  });

  test('keeps another tenant out', async () => {
    const listed = dataOf(await stranger.send(customToSalerCalls.list, { query: { size: '100' } }));
    expect(listed.records).toEqual([]);
    const [row] = await rowsOf('江城市第一人民医院');
    expect(refusal(await stranger.send(customToSalerCalls.detail, { query: { id: row.id } })).status).toBe(404);
    expect(refusal(await assign({ id: row.id, remark: 'x' }, stranger)).status).toBe(404);
    expect(refusal(await stranger.send(customToSalerCalls.remove, { query: { ids: row.id } })).status).toBe(404);
    expect(
      refusal(
        await stranger.send(customToSalerCalls.reassign, {
          body: { shipperId: f.shippers.SA, customerId: clients.KH0001, toSalerId: people['cs-chen'], reason: 'x' },
        }),
      ).msg,
    ).toBe('货主不存在');
    expect(await history(clients.KH0001!, 'zh', stranger)).toEqual([]);
    expect(dataOf(await stranger.send(customToSalerCalls.customers, { query: { tenantId: tenant } }))).toEqual([]);
    expect(dataOf(await stranger.send(customerCalls.list, { query: { size: '100' } })).records).toEqual([]);
  });

  test('refuses a caller without the grant', async () => {
    const [row] = await rowsOf('江城市第一人民医院');
    expect((await assign({ id: row.id, remark: 'x' }, reader)).status).toBe(403);
    const body = { shipperId: f.shippers.SA, customerId: clients.KH0001, toSalerId: people['cs-chen'], reason: 'x' };
    expect((await reader.send(customToSalerCalls.reassign, { body })).status).toBe(403);
    expect((await reader.send(customToSalerCalls.history, { query: { customerId: clients.KH0001! } })).status).toBe(
      200,
    );
    expect((await customerReader.send(customToSalerCalls.history, { query: { customerId: '1' } })).status).toBe(403);
    const picked = dataOf(await reader.send(customToSalerCalls.customers, { query: { keyword: '江城' } }));
    expect(picked.map((c: any) => c.customerCode)).toEqual(['KH0001']);
  });
});

describe('customer info', () => {
  const page = async (query: Record<string, string>, token = customerReader) =>
    (dataOf(await token.send(customerCalls.list, { query })).records as any[]).map((r) => r.customerCode);

  test('filters by keyword, type, city, review and salesman, and names each customer’s primary salesman', async () => {
    expect(await page({})).toEqual(['KH0001', 'KH0002', 'KH0003', 'KH0004']);
    expect(await page({ keyword: '药房' })).toEqual(['KH0003']);
    expect(await page({ keyword: 'kh0002' })).toEqual(['KH0002']);
    expect(await page({ customerType: '1' })).toEqual(['KH0001']);
    expect(await page({ city: '襄州' })).toEqual(['KH0004']);
    expect(await page({ gspStatus: '0' })).toEqual(['KH0004']);
    expect(await page({ salerId: people['cs-liu']! })).toEqual(['KH0001', 'KH0002', 'KH0003']);
    expect(await page({ salerId: people['cs-chen']! })).toEqual([]);
    expect(refusal(await customerReader.send(customerCalls.list, { query: { salerId: 'x' } })).status).toBe(400);
    const records = dataOf(await customerReader.send(customerCalls.list)).records as any[];
    expect(Object.fromEntries(records.map((r) => [r.customerCode, r.primarySalerName]))).toEqual({
      KH0001: '王强',
      // 刘洋's assignment to KH0002 ended in 2020: no primary salesman in force.
      KH0002: '',
      KH0003: '刘洋',
      KH0004: '',
    });
    const one = dataOf(await customerReader.send(customerCalls.detail, { query: { id: clients.KH0001! } }));
    expect(one).toMatchObject({ customerName: '江城市第一人民医院', primarySalerName: '王强' });
  });

  test('is read-only on the screen: only the platform administrator maintains customers, not under assignments', async () => {
    const body = { customerCode: 'KH0099', customerName: '新客户', customerType: 5 };
    expect((await customerReader.send(customerCalls.submit, { body })).status).toBe(403);
    expect((await customerReader.send(customerCalls.remove, { query: { ids: clients.KH0004! } })).status).toBe(403);
    const inUse = refusal(await admin.send(customerCalls.remove, { query: { ids: clients.KH0001! } }));
    expect(inUse.msg).toBe('客户“江城市第一人民医院”仍有业务员分配，不能删除');
    const twice = refusal(
      await admin.send(customerCalls.submit, {
        body: { tenantId: tenant, customerCode: 'KH0001', customerName: '重复' },
      }),
    );
    expect(twice.msg).toBe('客户编码已存在');
    expect(dataOf(await admin.send(customerCalls.remove, { query: { ids: clients.KH0004! } }))).toBe(1);
  });
});

describe('import of template 104', () => {
  const sheet = (lines: string[][]) =>
    lines.map((cells, i) => ({
      row: i + 2,
      cells: Object.fromEntries(
        ['shipperCode', 'customerCode', 'employeeNo', 'primary', 'validFrom', 'validTo']
          .map((k, j) => [k, cells[j] ?? ''])
          .filter(([, v]) => v),
      ),
    }));

  test('upserts assignments, applies the primary rule whatever the row order, reports bad rows, is idempotent', async () => {
    const ctx = await demoCtx(s.db, tenant, 'cs-manager');
    // KH0003 of SA: 刘洋 primary; the file moves it to 陈静 and lists 刘洋 as secondary first.
    const lines = sheet([
      ['SA', 'KH0003', 'E2002', '否'],
      ['SA', 'KH0003', 'E2003', '是', '2026-01-01', '2026-12-31'],
      ['SB', 'KH0002', 'E2001', '否'],
      ['SB', 'KH0002', 'E2002', '是'],
      ['SB', 'KH0002', 'E2003', '是'],
      ['SB', 'KH0002', 'E2001', '否'],
      ['SX', 'KH0002', 'E2001', '是'],
      ['SB', 'KH9999', 'E2001', '是'],
      ['SB', 'KH0002', 'E9999', '是'],
      ['SB', 'KH0002', 'E2001', '也许'],
    ]);
    const first = await runImport(ctx, customToSalerImportTarget, lines, undefined);
    expect(first.rows.map((r) => [r.row, r.success, r.msg])).toEqual([
      [2, true, '已存在，未变更'],
      [3, true, '已分配'],
      [4, true, '已分配'],
      [5, true, '已分配'],
      [6, false, '与第5行冲突：同一客户只能有一个主业务员'],
      [7, false, '与第4行重复'],
      [8, false, '货主编码不存在'],
      [9, false, '客户编码不存在'],
      [10, false, '业务员工号不存在'],
      [11, false, '是否主业务员应为“是”或“否”'],
    ]);
    expect((await rowsOf('康宁大药房(解放路店)')).map((r) => [r.salerName, r.isPrimary, r.validTo])).toEqual([
      ['刘洋', false, null],
      ['陈静', true, '2026-12-31'],
    ]);
    expect((await rowsOf('仁和街道社区卫生服务中心', 'SB')).map((r) => [r.salerName, r.isPrimary])).toEqual([
      ['刘洋', true],
      ['王强', false],
    ]);
    const [moved] = await history(clients.KH0003!);
    expect(moved).toMatchObject({ action: 'IMPORT', fromSalerName: '刘洋', toSalerName: '陈静' });
    const before = (await history(clients.KH0003!)).length;
    const again = await runImport(ctx, customToSalerImportTarget, lines.slice(0, 4), undefined);
    expect(again.rows.map((r) => r.msg)).toEqual([
      '已存在，未变更',
      '已存在，未变更',
      '已存在，未变更',
      '已存在，未变更',
    ]);
    expect(await history(clients.KH0003!)).toHaveLength(before);
    expect(await rowsOf('仁和街道社区卫生服务中心', 'SB')).toHaveLength(2);
  });
});
