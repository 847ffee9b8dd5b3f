import {
  crudCalls,
  goodsResource,
  purchaseBaseCalls,
  type ResourceDef,
  shipperResource,
  supplierResource,
  varietyResource,
} from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, rowsOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import type { Ctx } from '../../../platform/context.ts';
import { seedBaseDemo } from '../setting/base-server.fixture.ts';
import { dayIn } from '../shared/days.ts';
import { nextDocNumber } from '../shared/doc-number.ts';
import { effectivePrices } from './catalogue-price.ts';

/**
 * 采购目录 over HTTP on ${databaseKind}, with the demo rows: a catalogue saved with its lines in one call, the rules
 * of its lines (prices > 0, dates, no duplicate line, the tenant's own suppliers and goods), put in force and
 * disabled, removed only as a draft or disabled; the effective-price rule; CGML numbers under concurrency; a
 * variety with goods cannot be removed; the platform administrator sees both demo tenants' catalogues.
 */
const test = apiTest({ captchaEnabled: false });
const shipperCrud = crudCalls(shipperResource);
const varietyCrud = crudCalls(varietyResource);
let s: TestServer;
let admin: Session;
let buyer: Session;
let stranger: Session;
type Key = 'HTYY' | 'KTSY' | 'RNZY' | 'ALSW' | 'G0001' | 'G0002' | 'G0018' | 'G0015' | 'vAmox' | 'HDKY' | 'PRICE';
const ids = {} as Record<Key, string>;
const tz = 'Asia/Shanghai';
const today = () => dayIn(tz);
const year = () => today().slice(0, 4);

async function idOf(resource: ResourceDef, codeKey: string, code: string, who = buyer) {
  const res = await who.send(crudCalls(resource).list, { query: { [codeKey]: code, size: 50 } });
  const row = res.body.data.records.find((r) => r[codeKey] === code);
  return row!.id as string;
}

const ctxOf = (tenantId: string): Ctx =>
  ({
    db: s.db,
    tenantId,
    userId: '1',
    isAdministrator: false,
    timeZone: tz,
    registry: s.registry,
    dataScopes: [],
    deptIds: [],
  }) as unknown as Ctx;

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  await seedBaseDemo(s);
  const codes = [
    'sc_shipper',
    'sc_supplier',
    'sc_goods',
    'variety',
    'variety_delete',
    'catalogue',
    'catalogue_add',
    'catalogue_edit',
    'catalogue_delete',
    'catalogue_enable',
    'catalogue_disable',
  ];
  await createUser(s.db, { tenantId: '100001', account: 'cat-buyer', password: 'pw-buyer', codes });
  buyer = await signedIn(s, 'cat-buyer', 'pw-buyer', '100001');
  await createUser(s.db, { tenantId: '200001', account: 'cat-stranger', password: 'pw-str', codes });
  stranger = await signedIn(s, 'cat-stranger', 'pw-str', '200001');
  for (const [k, code] of Object.entries({ HTYY: 'HTYY', KTSY: 'KTSY', RNZY: 'RNZY', ALSW: 'ALSW' }))
    ids[k as Key] = await idOf(supplierResource, 'supplierCode', code);
  for (const code of ['G0001', 'G0002', 'G0018', 'G0015'] as const)
    ids[code] = await idOf(goodsResource, 'goodsCode', code);
  ids.vAmox = await idOf(varietyResource, 'varietyCode', 'V-AMOX');
  ids.HDKY = await idOf(shipperResource, 'shipperCode', 'HDKY');
  const made = await admin.send(shipperCrud.submit, {
    body: { tenantId: '100001', shipperCode: 'PRICE', shipperName: '比价测试货主', shipperType: 2 },
  });
  ids.PRICE = String(made.body.data.id);
}, 300_000);

const line = (over: Record<string, unknown>) => ({ supplierId: ids.HTYY, unitPrice: '5.80', ...over });
const submit = (body: Record<string, unknown>, who = buyer, lang: 'zh' | 'en' = 'zh') =>
  who.send(purchaseBaseCalls.catalogueSubmit, {
    lang,
    body: {
      catalogueName: '测试目录',
      shipperId: ids.HDKY,
      effectiveFrom: `${year()}-01-01`,
      effectiveTo: `${year()}-12-31`,
      lines: [line({ goodsId: ids.G0001 })],
      ...body,
    },
  });

describe(`catalogue on ${databaseKind}`, () => {
  test('shows the demo catalogue: CGML number, 17 lines with names, 诺和灵30R only from 安澜', async () => {
    const list = await buyer.send(purchaseBaseCalls.catalogueList, {
      query: { shipperId: ids.HDKY, status: '1', effectiveOn: today() },
    });
    const main = list.body.data.records.find((r) => r.lineCount === 17)!;
    expect(main.catalogueNo).toMatch(new RegExp(`^CGML${year()}0101\\d{4}$`));
    expect(main).toMatchObject({ shipperName: '华东康源医药有限公司', status: 1 });
    expect(main.auditUserName).toBe('majun');
    const detail = await buyer.send(purchaseBaseCalls.catalogueDetail, { query: { id: main.id } });
    expect(detail.body.data.lines).toHaveLength(17);
    const insulin = detail.body.data.lines.find((l) => l.goodsCode === 'G0015')!;
    expect(insulin).toMatchObject({
      onlySupplier: true,
      supplierName: '安澜生物制药有限公司',
      unitPrice: '58.0000',
    });
    expect(insulin.varietyName).toBe('预混人胰岛素30R');
    // Filtered by a supplier of any line, and by number.
    const bySupplier = await buyer.send(purchaseBaseCalls.catalogueList, { query: { supplierId: ids.ALSW } });
    expect(bySupplier.body.data.records.map((r) => r.id)).toEqual([main.id]);
    const byNo = await buyer.send(purchaseBaseCalls.catalogueList, { query: { catalogueNo: main.catalogueNo } });
    expect(byNo.body.data.total).toBe(1);
  });

  test('saves a catalogue with its lines in one call, numbers it and recomputes the line count; replaces lines on update', async () => {
    const made = await submit({
      lines: [
        line({ goodsId: ids.G0001, unitPrice: '5.6', minOrderQty: '60' }),
        line({ varietyId: ids.vAmox, supplierId: ids.KTSY, unitPrice: 6, priority: 2 }),
      ],
    });
    expect(made.status, made.text).toBe(200);
    const c = made.body.data;
    expect(c.catalogueNo).toMatch(new RegExp(`^CGML${today().replaceAll('-', '')}\\d{4}$`));
    expect(c).toMatchObject({ status: 0, lineCount: 2 });
    // The goods line takes its variety from the goods item and its tax rate from it.
    expect(c.lines[0]).toMatchObject({
      goodsCode: 'G0001',
      varietyName: '阿莫西林胶囊 0.25g',
      taxRate: '0.1300',
      unitPrice: '5.6000',
    });
    expect(c.lines[1]).toMatchObject({ goodsId: null, varietyId: ids.vAmox, supplierName: '康泰医药商业有限公司' });
    const keptId = c.lines[0]!.id;
    const updated = await submit({
      id: c.id,
      catalogueName: '测试目录(改)',
      lines: [line({ goodsId: ids.G0001, unitPrice: '5.5' }), line({ goodsId: ids.G0002, unitPrice: '12.5' })],
    });
    expect(updated.body.data).toMatchObject({
      catalogueName: '测试目录(改)',
      lineCount: 2,
      catalogueNo: c.catalogueNo,
    });
    expect(updated.body.data.lines[0]).toMatchObject({ id: keptId, unitPrice: '5.5000' });
    expect(updated.body.data.lines.map((l) => l.goodsCode)).toEqual(['G0001', 'G0002']);
  });

  test('refuses bad lines and headers with messages a user understands', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [line({ goodsId: ids.G0001, unitPrice: '0' })] }, '协议进价必须大于0'],
      [{ lines: [line({ goodsId: ids.G0001, unitPrice: '-1' })] }, '协议进价必须大于0'],
      [{ lines: [line({ goodsId: ids.G0001, unitPrice: '1.2.3' })] }, '协议进价必须是数字'],
      [{ lines: [line({ goodsId: ids.G0001, unitPrice: '1.23456' })] }, '协议进价最多4位小数'],
      [{ effectiveFrom: `${year()}-12-31`, effectiveTo: `${year()}-01-01` }, '有效期止不能早于有效期起'],
      [{ effectiveFrom: '2025-02-30' }, '请输入有效期起(yyyy-MM-dd)'],
      [
        {
          lines: [
            line({ goodsId: ids.G0001 }),
            line({ goodsId: ids.G0002 }),
            line({ goodsId: ids.G0001, unitPrice: '6' }),
          ],
        },
        '第3行与第1行重复',
      ],
      [{ lines: [line({})] }, '第1行：请选择商品或品种'],
      [{ lines: [line({ goodsId: ids.G0002, varietyId: ids.vAmox })] }, '不属于所选品种'],
      [{ lines: [] }, '请至少添加一行目录明细'],
      [{ lines: [line({ goodsId: ids.G0001, taxRate: '1.5' })] }, '税率应在0到1之间'],
      [
        { lines: [line({ goodsId: ids.G0001, effectiveFrom: '2026-05-01', effectiveTo: '2026-04-01' })] },
        '第1行：有效期止不能早于有效期起',
      ],
      [{ catalogueName: '' }, '请输入目录名称'],
    ];
    for (const [body, message] of cases) {
      const res = await submit(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toContain(message);
    }
    const en = await submit({ lines: [line({ goodsId: ids.G0001, unitPrice: 0 })] }, buyer, 'en');
    expect(en.body.msg).toContain('The agreed price must be above 0');
  });

  test("refuses another tenant's shipper, supplier and goods, and hides its catalogues", async () => {
    const foreignShipper = await stranger.send(purchaseBaseCalls.catalogueSubmit, {
      body: {
        catalogueName: '越权目录',
        shipperId: ids.HDKY,
        effectiveFrom: '2026-01-01',
        effectiveTo: '2026-12-31',
        lines: [line({ goodsId: ids.G0001 })],
      },
    });
    expect(foreignShipper.status).toBe(400);
    expect(foreignShipper.body.msg).toBe('货主不存在');
    // A shipper of the platform tenant, with 100001's supplier: refused.
    const pt = await idOf(shipperResource, 'shipperCode', 'PTYS', admin);
    const ptCatalogue = await admin.send(purchaseBaseCalls.catalogueSubmit, {
      body: {
        catalogueName: '跨租户供应商',
        shipperId: pt,
        effectiveFrom: '2026-01-01',
        effectiveTo: '2026-12-31',
        lines: [line({ goodsId: ids.G0001 })],
      },
    });
    expect(ptCatalogue.status).toBe(400);
    expect(ptCatalogue.body.msg).toBe('商品不存在');
    const list = await stranger.send(purchaseBaseCalls.catalogueList);
    expect(list.body.data.total).toBe(0);
    const any = await buyer.send(purchaseBaseCalls.catalogueList, { query: { size: 1 } });
    const detail = await stranger.send(purchaseBaseCalls.catalogueDetail, {
      query: { id: any.body.data.records[0]!.id },
    });
    expect(detail.status).toBe(404);
    const removed = await stranger.send(purchaseBaseCalls.catalogueRemove, {
      query: { ids: any.body.data.records[0]!.id },
    });
    expect(removed.body.data ?? 0).toBe(0);
  });

  test('puts a catalogue in force and disables it, recording who; only drafts and disabled ones are edited or removed', async () => {
    const made = (await submit({ catalogueName: '生效测试' })).body.data;
    const on = await buyer.send(purchaseBaseCalls.catalogueEnable, { query: { ids: made.id } });
    expect(on.body.data).toBe(1);
    const enabled = (await buyer.send(purchaseBaseCalls.catalogueDetail, { query: { id: made.id } })).body.data;
    expect(enabled).toMatchObject({ status: 1, auditUserName: 'cat-buyer' });
    expect(enabled.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await buyer.send(purchaseBaseCalls.catalogueEnable, { query: { ids: made.id } });
    expect(again.body.msg).toContain('已生效');
    const edit = await submit({ id: made.id });
    expect(edit.body.msg).toBe(`采购目录“${made.catalogueNo}”已生效，请先停用再修改`);
    const remove = await buyer.send(purchaseBaseCalls.catalogueRemove, { query: { ids: made.id } });
    expect(remove.status).toBe(400);
    expect(remove.body.msg).toContain('只能删除草稿或已停用的目录');
    expect((await buyer.send(purchaseBaseCalls.catalogueDisable, { query: { ids: made.id } })).body.data).toBe(1);
    expect((await buyer.send(purchaseBaseCalls.catalogueRemove, { query: { ids: made.id } })).body.data).toBe(1);
    const gone = await buyer.send(purchaseBaseCalls.catalogueDetail, { query: { id: made.id } });
    expect(gone.status).toBe(404);
    const expired = (
      await submit({ catalogueName: '过期目录', effectiveFrom: '2020-01-01', effectiveTo: '2020-12-31' })
    ).body.data;
    const late = await buyer.send(purchaseBaseCalls.catalogueEnable, { query: { ids: expired.id } });
    expect(late.body.msg).toContain('已过有效期');
  });

  test('prices goods by the effective-price rule: goods-level over variety-level, then priority, then price', async () => {
    const shipperId = ids.PRICE;
    const y = year();
    const body = (name: string, lines: Array<Record<string, unknown>>, from = `${y}-01-01`, to = `${y}-12-31`) => ({
      catalogueName: name,
      shipperId,
      effectiveFrom: from,
      effectiveTo: to,
      lines,
    });
    const save = async (b: Record<string, unknown>, enable = true) => {
      const res = await buyer.send(purchaseBaseCalls.catalogueSubmit, { body: b });
      expect(res.status, res.text).toBe(200);
      if (enable) await buyer.send(purchaseBaseCalls.catalogueEnable, { query: { ids: res.body.data.id } });
      return res.body.data;
    };
    await save(
      body('比价A', [
        line({ varietyId: ids.vAmox, supplierId: ids.KTSY, unitPrice: '5.00' }),
        line({ goodsId: ids.G0001, supplierId: ids.HTYY, unitPrice: '6.00', priority: 5 }),
        line({ goodsId: ids.G0002, supplierId: ids.HTYY, unitPrice: '12.00', priority: 1 }),
        line({ goodsId: ids.G0002, supplierId: ids.RNZY, unitPrice: '11.50', priority: 1 }),
      ]),
    );
    // A cheaper line in a draft, in an expired catalogue and a disabled line: none counts.
    await save(body('比价草稿', [line({ goodsId: ids.G0001, supplierId: ids.KTSY, unitPrice: '1.00' })]), false);
    await save(
      body(
        '比价过期',
        [line({ goodsId: ids.G0001, supplierId: ids.KTSY, unitPrice: '1.00' })],
        '2020-01-01',
        '2020-12-31',
      ),
      false,
    );
    await save(body('比价停用行', [line({ goodsId: ids.G0001, supplierId: ids.RNZY, unitPrice: '1.00', status: 0 })]));
    const prices = await effectivePrices(
      ctxOf('100001'),
      shipperId,
      [ids.G0001, ids.G0002, ids.G0018, ids.G0015!],
      today(),
    );
    expect(prices.get(ids.G0001!)).toMatchObject({ supplierId: ids.HTYY, unitPrice: '6.0000', goodsLevel: true });
    expect(prices.get(ids.G0018!)).toMatchObject({ supplierId: ids.KTSY, unitPrice: '5.0000', goodsLevel: false });
    expect(prices.get(ids.G0002!)).toMatchObject({ supplierId: ids.RNZY, unitPrice: '11.5000', priority: 1 });
    expect(prices.has(ids.G0015!)).toBe(false);
    // A line of better priority wins over a cheaper one; an only-supplier line wins over everything.
    await save(body('比价B', [line({ goodsId: ids.G0002, supplierId: ids.KTSY, unitPrice: '13.00', priority: 0 })]));
    await save(
      body('比价C', [
        line({ goodsId: ids.G0001, supplierId: ids.ALSW, unitPrice: '9.00', priority: 9, onlySupplier: true }),
      ]),
    );
    const again = await effectivePrices(ctxOf('100001'), shipperId, [ids.G0001, ids.G0002!], today());
    expect(again.get(ids.G0002!)).toMatchObject({ supplierId: ids.KTSY, unitPrice: '13.0000' });
    expect(again.get(ids.G0001!)).toMatchObject({ supplierId: ids.ALSW, onlySupplier: true });
    // Before the catalogues' dates, and for another tenant: nothing.
    expect((await effectivePrices(ctxOf('100001'), shipperId, [ids.G0001], '2000-01-01')).size).toBe(0);
    expect((await effectivePrices(ctxOf('200001'), shipperId, [ids.G0001], today())).size).toBe(0);
  });

  test('refuses to remove a catalogue whose line an open plan uses, and allows it once the plan is closed', async () => {
    const made = (await submit({ catalogueName: '被引用目录' })).body.data;
    const lineId = made.lines[0]!.id;
    const [plan] = await rowsOf<{ id: string }>(
      s.db,
      sql`insert into sc_purchase_plan (tenant_id, plan_no, shipper_id, plan_date, status)
      values ('100001', 'CGJH-TEST-0001', ${ids.HDKY}, current_date, 0) returning id`,
    );
    const planId = plan!.id;
    await s.db.execute(sql`
      insert into sc_purchase_plan_line (tenant_id, plan_id, line_no, goods_id, plan_qty, catalogue_line_id)
      values ('100001', ${planId}, 1, ${ids.G0001}, 10, ${lineId})`);
    const refusedRemove = await buyer.send(purchaseBaseCalls.catalogueRemove, { query: { ids: made.id } });
    expect(refusedRemove.status).toBe(400);
    expect(refusedRemove.body.msg).toBe(`采购目录“${made.catalogueNo}”的明细已被未完结的采购单引用，不能删除`);
    await s.db.execute(sql`update sc_purchase_plan set status = 6 where id = ${planId}`);
    const removed = await buyer.send(purchaseBaseCalls.catalogueRemove, { query: { ids: made.id } });
    expect(removed.body.data).toBe(1);
  });

  test('refuses to remove a variety that goods still belong to', async () => {
    const res = await buyer.send(varietyCrud.remove, { query: { ids: ids.vAmox } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('品种“阿莫西林胶囊 0.25g”下还有商品，不能删除');
    const made = await admin.send(varietyCrud.submit, {
      body: {
        tenantId: '100001',
        varietyCode: 'V-TMP',
        varietyName: '临时品种',
        commonName: '临时',
        dosageForm: '片剂',
      },
    });
    expect(made.status, made.text).toBe(200);
    const free = await buyer.send(varietyCrud.remove, { query: { ids: made.body.data.id } });
    expect(free.body.data).toBe(1);
  });

  test('lets the platform administrator list both demo tenants’ catalogues', async () => {
    const list = await admin.send(purchaseBaseCalls.catalogueList, { query: { size: 100 } });
    const tenants = new Set(list.body.data.records.map((r) => r.tenantId));
    expect([...tenants].sort()).toEqual(['000000', '100001']);
    const one = await admin.send(purchaseBaseCalls.catalogueList, { query: { tenantId: '000000' } });
    expect(one.body.data.records.every((r) => r.tenantId === '000000')).toBe(true);
    expect(one.body.data.total).toBeGreaterThan(0);
  });

  test.runIf(databaseKind === 'postgres')('hands out 20 distinct numbers to 20 concurrent callers', async () => {
    const ctx = ctxOf('100001');
    const day = '2030-06-01';
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.db.transaction((tx) => nextDocNumber({ ...ctx, db: tx as never }, 'CGDD', day)),
      ),
    );
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `CGDD20300601${String(i + 1).padStart(4, '0')}`),
    );
    // Each tenant counts on its own.
    expect(await nextDocNumber(ctxOf('000000'), 'CGDD', day)).toBe('CGDD203006010001');
    const rows = await rowsOf<{ n: number }>(
      s.db,
      sql`select count(*)::int as n from sc_doc_sequence where day = ${day}`,
    );
    expect(rows[0]!.n).toBe(2);
  });
});
