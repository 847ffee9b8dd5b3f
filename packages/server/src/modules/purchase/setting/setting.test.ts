import { crudCalls, purchaseBaseCalls, shipperResource } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, rowsOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { seedBaseDemo } from './base-server.fixture.ts';

/**
 * 采购设置 over HTTP on ${databaseKind}, with the demo rows: a shipper reads its saved settings or the defaults,
 * saves are validated and upsert one row per shipper, another tenant's shipper is refused, the reqDict call reads
 * the purchasing dictionaries, and the platform administrator sees both demo tenants' rows.
 */
const test = apiTest({ captchaEnabled: false });
const shipperCrud = crudCalls(shipperResource);
let s: TestServer;
let admin: Session;
let buyer: Session;
let stranger: Session;
let viewer: Session;
const shipper = async (who: Session, code: string) => {
  const res = await who.send(shipperCrud.list, { query: { shipperCode: code, size: 10 } });
  return res.body.data.records.find((r) => r.shipperCode === code)?.id as string;
};

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  await seedBaseDemo(s);
  const codes = [
    'sc_shipper',
    'purchase_setting',
    'purchase_setting_add',
    'purchase_setting_edit',
    'purchase_setting_delete',
  ];
  await createUser(s.db, { tenantId: '100001', account: 'set-buyer', password: 'pw-buyer', codes });
  buyer = await signedIn(s, 'set-buyer', 'pw-buyer', '100001');
  await createUser(s.db, { tenantId: '200001', account: 'set-stranger', password: 'pw-str', codes });
  stranger = await signedIn(s, 'set-stranger', 'pw-str', '200001');
  await createUser(s.db, {
    tenantId: '100001',
    account: 'set-viewer',
    password: 'pw-view',
    codes: ['purchase_setting'],
  });
  viewer = await signedIn(s, 'set-viewer', 'pw-view', '100001');
}, 300_000);

describe(`purchase settings on ${databaseKind}`, () => {
  test('reads the saved settings of a demo shipper, and the defaults of a shipper without any', async () => {
    const hdky = await shipper(buyer, 'HDKY');
    const saved = await buyer.send(purchaseBaseCalls.settingGet, { query: { shipperId: hdky } });
    expect(saved.body.data).toMatchObject({
      shipperId: hdky,
      shipperName: '华东康源医药有限公司',
      saved: true,
      salesWindowDays: 90,
      enforceTwoInvoice: true,
      overReceiptPct: '2.00',
    });
    // A new shipper has no row: the defaults of docs/domain.md §2.2.
    const made = await admin.send(shipperCrud.submit, {
      body: { tenantId: '100001', shipperCode: 'NEWS', shipperName: '新货主医药有限公司', shipperType: 2 },
    });
    expect(made.status, made.text).toBe(200);
    const fresh = await buyer.send(purchaseBaseCalls.settingGet, { query: { shipperId: made.body.data.id } });
    expect(fresh.body.data).toMatchObject({
      id: null,
      saved: false,
      autoPlanEnabled: false,
      autoPlanTime: '06:30',
      salesWindowDays: 90,
      safetyStockDays: 7,
      leadTimeDays: 7,
      upperLimitDays: 45,
      priceTolerancePct: '5.00',
      planNeedAudit: true,
    });
  });

  test('saves one row per shipper: the first save inserts, the next updates the same row, left-out fields stay', async () => {
    const made = await admin.send(shipperCrud.submit, {
      body: { tenantId: '100001', shipperCode: 'UPS1', shipperName: '保存测试货主', shipperType: 2 },
    });
    const shipperId = made.body.data.id;
    const first = await buyer.send(purchaseBaseCalls.settingSave, {
      body: { shipperId, salesWindowDays: 60, safetyStockDays: 10, autoPlanTime: '07:15', priceTolerancePct: '3.5' },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ saved: true, salesWindowDays: 60, priceTolerancePct: '3.50' });
    const second = await buyer.send(purchaseBaseCalls.settingSubmit, {
      body: { id: first.body.data.id, shipperId, leadTimeDays: 9 },
    });
    expect(second.body.data).toMatchObject({
      id: first.body.data.id,
      leadTimeDays: 9,
      salesWindowDays: 60,
      autoPlanTime: '07:15',
    });
    const list = await buyer.send(purchaseBaseCalls.settingList, { query: { shipperId } });
    expect(list.body.data.total).toBe(1);
    const detail = await buyer.send(purchaseBaseCalls.settingDetail, { query: { id: first.body.data.id } });
    expect(detail.body.data.shipperName).toBe('保存测试货主');
    // Removed, the shipper reads the defaults again; a new save makes a new row.
    const removed = await buyer.send(purchaseBaseCalls.settingRemove, { query: { ids: first.body.data.id } });
    expect(removed.body.data).toBe(1);
    const after = await buyer.send(purchaseBaseCalls.settingGet, { query: { shipperId } });
    expect(after.body.data).toMatchObject({ saved: false, salesWindowDays: 90 });
  });

  test('refuses settings out of bounds with a message naming the field', async () => {
    const hdky = await shipper(buyer, 'HDKY');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ salesWindowDays: 45 }, '销量取数窗口(天)只能是30/60/90'],
      [{ safetyStockDays: -1 }, '安全库存天数应在0到365之间'],
      [{ leadTimeDays: 'abc' }, '到货周期(天)必须是整数'],
      [{ autoPlanTime: '25:00' }, '自动补货时间格式应为 HH:mm'],
      [{ priceTolerancePct: '1.2.3' }, '超目录价容差(%)必须是数字'],
      [{ priceTolerancePct: '5.123' }, '超目录价容差(%)最多2位小数'],
      [{ roundToPackage: 3 }, '按包装取整只能是0/1/2'],
      [{ upperLimitDays: 10, safetyStockDays: 7, leadTimeDays: 7 }, '库存上限天数不能小于安全库存天数与到货周期之和'],
      [{ upperLimitDays: 12 }, '库存上限天数(12)不能小于安全库存天数与到货周期之和(14)'],
    ];
    for (const [fields, message] of cases) {
      const res = await buyer.send(purchaseBaseCalls.settingSave, { body: { shipperId: hdky, ...fields } });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.msg).toContain(message);
    }
    const en = await buyer.send(purchaseBaseCalls.settingSave, {
      lang: 'en',
      body: { shipperId: hdky, salesWindowDays: 45 },
    });
    expect(en.body.msg).toContain('Sales window (days) must be one of 30, 60, 90');
  });

  test("refuses another tenant's shipper and hides another tenant's rows", async () => {
    const hdky = await shipper(admin, 'HDKY');
    const read = await stranger.send(purchaseBaseCalls.settingGet, { query: { shipperId: hdky } });
    expect(read.status).toBe(400);
    expect(read.body.msg).toBe('货主不存在');
    const save = await stranger.send(purchaseBaseCalls.settingSave, { body: { shipperId: hdky, salesWindowDays: 30 } });
    expect(save.status).toBe(400);
    const list = await stranger.send(purchaseBaseCalls.settingList);
    expect(list.body.data.total).toBe(0);
    const saved = await buyer.send(purchaseBaseCalls.settingGet, { query: { shipperId: hdky } });
    const detail = await stranger.send(purchaseBaseCalls.settingDetail, { query: { id: saved.body.data.id } });
    expect(detail.status).toBe(404);
  });

  test('needs the edit code to save', async () => {
    const hdky = await shipper(buyer, 'HDKY');
    const res = await viewer.send(purchaseBaseCalls.settingSave, { body: { shipperId: hdky, salesWindowDays: 30 } });
    expect(res.status).toBe(403);
  });

  test('lets the platform administrator see the rows of both demo tenants and act on either', async () => {
    const list = await admin.send(purchaseBaseCalls.settingList, { query: { size: 50 } });
    const tenants = new Set(list.body.data.records.map((r: { tenantId: string }) => r.tenantId));
    expect([...tenants].sort()).toEqual(['000000', '100001']);
    expect(list.body.data.records.find((r: { tenantId: string }) => r.tenantId === '100001')!.tenantName).not.toBe('');
    const hdky = await shipper(admin, 'HDKY');
    const read = await admin.send(purchaseBaseCalls.settingGet, { query: { shipperId: hdky } });
    expect(read.body.data).toMatchObject({ tenantId: '100001', saved: true });
  });
});

describe(`reqDict/findByDictType on ${databaseKind}`, () => {
  test('answers a purchasing dictionary in sort order with its tag colours, in the caller’s language', async () => {
    const res = await viewer.send(purchaseBaseCalls.findByDictType, { body: { dictType: 'sc_order_status' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((d: { dictValue: string }) => d.dictValue)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(res.body.data[1]).toMatchObject({
      dictType: 'sc_order_status',
      dictLabel: '待审核',
      listClass: 'warning',
      status: 1,
    });
    expect(res.body.data[0]!.isDefault).toBe(true);
    const en = await viewer.send(purchaseBaseCalls.findByDictType, {
      lang: 'en',
      body: { dictType: 'sc_catalogue_status' },
    });
    expect(en.body.data.map((d: { dictLabel: string }) => d.dictLabel)).toEqual(['Draft', 'In force', 'Disabled']);
    const unknown = await viewer.send(purchaseBaseCalls.findByDictType, { body: { dictType: 'no_such' } });
    expect(unknown.body.data).toEqual([]);
    const missing = await viewer.send(purchaseBaseCalls.findByDictType, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请指定字典类型');
  });
});

describe(`the demo's stock and sales on ${databaseKind}`, () => {
  test("give HDKY goods below the reorder point, goods above it and one without sales over the settings' window", async () => {
    const hdky = await shipper(buyer, 'HDKY');
    const settings = (await buyer.send(purchaseBaseCalls.settingGet, { query: { shipperId: hdky } })).body.data;
    const reorderDays = settings.safetyStockDays + settings.leadTimeDays;
    const rows = await rowsOf<{ code: string; stock: string; sold: string; days: number }>(
      s.db,
      sql`
      select g.goods_code as code, st.stock_qty::text as stock,
             coalesce(sum(sa.qty), 0)::text as sold, count(sa.id)::int as days
      from sc_goods_stock st
      join pub_goods g on g.id = st.goods_id
      left join sc_goods_sales_daily sa on sa.goods_id = st.goods_id and sa.shipper_id = st.shipper_id
        and sa.sale_date >= current_date - ${settings.salesWindowDays}::int
      where st.shipper_id = ${hdky}
      group by g.goods_code, st.stock_qty order by g.goods_code`,
    );
    expect(rows).toHaveLength(18);
    const saleableDays = (r: (typeof rows)[number]) =>
      Number(r.sold) > 0 ? Number(r.stock) / (Number(r.sold) / settings.salesWindowDays) : null;
    const below = rows.filter((r) => (saleableDays(r) ?? Number.POSITIVE_INFINITY) < reorderDays).map((r) => r.code);
    const above = rows.filter((r) => (saleableDays(r) ?? 0) >= reorderDays).map((r) => r.code);
    const unsold = rows.filter((r) => saleableDays(r) === null).map((r) => r.code);
    expect(below).toEqual(expect.arrayContaining(['G0001', 'G0014', 'G0015']));
    expect(above).toEqual(expect.arrayContaining(['G0004', 'G0008']));
    expect(unsold).toEqual(['G0016']);
    expect(rows.find((r) => r.code === 'G0001')!.days).toBe(90);
  });
});
