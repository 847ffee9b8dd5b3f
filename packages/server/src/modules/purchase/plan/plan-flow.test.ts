import { type CallDef, purchaseDocsCalls as calls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sent } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import type { Reply, TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, seedDocsFixture, seedStock } from '../shared/docs.fixture.ts';
import { approvedOrder, docsServer, senderOn } from '../shared/docs-server.fixture.ts';

/**
 * Plans on ${databaseKind}: totals in exact decimals, catalogue prices and MANUAL ones (rule 10), the AUTO
 * suggestion's numbers against hand-computed ones from fixture stock, sales and an order in transit (docs/domain.md §2.12), approved
 * lines turned into orders one per supplier, and ordered quantities never above the plan (rule 11).
 */
let s: TestServer;
let admin: string;
let f: DocsFixture;
const send = senderOn(() => s);
const post = (call: CallDef, body?: Sent<CallDef>['body'], query?: Record<string, string>): Promise<Reply> =>
  send(admin, call, { body, ...(query ? { query } : {}) });
const detail = async (id: string) => (await send(admin, calls.planDetail, { query: { id } })).body.data;
const setting = (fx: DocsFixture, values: ReturnType<typeof sql>) =>
  s.db.execute(sql`update sc_purchase_setting set ${values} where shipper_id = ${fx.shipperId}`);

beforeAll(async () => {
  ({ s, admin, f } = await docsServer('PF'));
});
afterAll(() => s?.close());

async function approvedPlan(
  lines: Array<{ goodsId: string; planQty: string; supplierId?: string; unitPrice?: string }>,
) {
  const res = await post(calls.planSubmit, { shipperId: f.shipperId, lines });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  const id = res.body.data.id as string;
  expect((await post(calls.planCommit, { id })).body.data.status).toBe(1);
  expect((await post(calls.planAudit, { id, pass: true })).body.data.status).toBe(2);
  return id;
}

describe(`plan totals and prices on ${databaseKind}`, () => {
  it('sums lines exactly, takes catalogue prices, and flags an entered price without a catalogue line MANUAL', async () => {
    const res = await post(calls.planSubmit, {
      shipperId: f.shipperId,
      lines: [
        { goodsId: f.goods.plain, planQty: '0.1' },
        { goodsId: f.goods.second, planQty: '0.2' },
        { goodsId: f.goods.third, planQty: '3', supplierId: f.supplier.wholesale, unitPrice: '19.99' },
      ],
    });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const d = await detail(res.body.data.id);
    expect(d.lines.map((l: any) => [l.unitPrice, l.amount, l.priceSource, l.supplierId])).toEqual([
      ['10.0000', '1.00', 1, f.supplier.wholesale],
      // 0.2 × 19.99 = 3.998 → 4.00
      ['19.9900', '4.00', 1, f.supplier.wholesale],
      // the wholesaler has no catalogue line for this goods: entered by hand, MANUAL
      ['19.9900', '59.97', 3, f.supplier.wholesale],
    ]);
    // 0.1 + 0.2 + 3 = 3.3 exactly; 1.00 + 4.00 + 59.97 = 64.97
    expect([d.totalQty, d.totalAmount, d.lineCount, d.planType, d.status]).toEqual(['3.300', '64.97', 3, 2, 0]);
    expect(d.planNo).toMatch(/^CGJH\d{8}\d{4}$/);
  });

  it('updatePurchasePlan/update changes a line in place and the totals follow', async () => {
    const res = await post(calls.planSubmit, {
      shipperId: f.shipperId,
      lines: [{ goodsId: f.goods.plain, planQty: '3' }],
    });
    const id = res.body.data.id;
    const [line] = (await detail(id)).lines;
    const upd = await post(calls.planUpdate, {
      id,
      lines: [{ id: line.id, planQty: '7', unitPrice: '19.99', remark: '加量' }],
    });
    expect(upd.body.success, JSON.stringify(upd.body)).toBe(true);
    const d = await detail(id);
    expect(d.lines[0]).toMatchObject({
      id: line.id,
      planQty: '7.000',
      amount: '139.93',
      priceSource: 3,
      remark: '加量',
    });
    expect(d.totalAmount).toBe('139.93');
    // A price well above the catalogue's is a warning, not a refusal.
    expect(upd.body.data.warnings).toEqual(['P1-PF P1药品 单价 19.99 高于目录价 10.0000 超过 5.00%']);
  });

  it('a commit needs every line’s supplier and price; without planNeedAudit it approves at once', async () => {
    const res = await post(calls.planSubmit, {
      shipperId: f.shipperId,
      lines: [{ goodsId: f.goods.twoInvoice, planQty: '3' }],
    });
    expect((await post(calls.planCommit, { id: res.body.data.id })).body.msg).toBe('请为每一行选择供应商');
    const g = await seedDocsFixture(s.db, 'PF2', { planNeedAudit: false });
    const plan = await post(calls.planSubmit, {
      shipperId: g.shipperId,
      lines: [{ goodsId: g.goods.plain, planQty: '1' }],
    });
    expect((await post(calls.planCommit, { id: plan.body.data.id })).body.data.status).toBe(2);
  });
});

describe(`plan → orders on ${databaseKind}`, () => {
  it('makes one order per supplier of the approved lines, and the plan is ordered', async () => {
    const id = await approvedPlan([
      { goodsId: f.goods.plain, planQty: '100' },
      { goodsId: f.goods.second, planQty: '40' },
      { goodsId: f.goods.third, planQty: '7' },
    ]);
    const res = await post(calls.planToOrder, { id });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(res.body.data.status).toBe(5);
    const orders = res.body.data.orders as Array<{ id: string; supplierId: string; lineCount: number }>;
    expect(orders.map((o) => [o.supplierId, o.lineCount]).sort()).toEqual(
      [
        [f.supplier.wholesale, 2],
        [f.supplier.maker, 1],
      ].sort(),
    );
    const d = await detail(id);
    expect(d.lines.map((l: any) => [l.orderedQty, l.lineStatus])).toEqual([
      ['100.000', 2],
      ['40.000', 2],
      ['7.000', 2],
    ]);
    const wholesale = orders.find((o) => o.supplierId === f.supplier.wholesale)!;
    const order = (await send(admin, calls.orderDetail, { query: { id: wholesale.id } })).body.data;
    expect(order).toMatchObject({ planId: id, status: 0, totalAmount: '1799.60', supplierName: 'WS供应商PF' });
    // 100 × 10.00 + 40 × 19.99 = 1000.00 + 799.60
    expect(order.lines.map((l: any) => [l.goodsCode, l.qty, l.planNo, l.planQty])).toEqual([
      ['P1-PF', '100.000', d.planNo, '100.000'],
      ['P2-PF', '40.000', d.planNo, '40.000'],
    ]);
  });

  it('orders chosen lines first (部分下单), then the rest; an order never holds more than the plan', async () => {
    const id = await approvedPlan([
      { goodsId: f.goods.plain, planQty: '10' },
      { goodsId: f.goods.third, planQty: '5' },
    ]);
    const lines = (await detail(id)).lines;
    const first = await post(calls.planToOrder, { id, lineIds: [lines[1].id] });
    expect(first.body.data.status).toBe(4);
    const orderId = first.body.data.orders[0].id;
    const order = (await send(admin, calls.orderDetail, { query: { id: orderId } })).body.data;
    // The order's one line saved again with another quantity.
    const withQty = (qty: string) =>
      post(calls.orderSubmit, {
        id: orderId,
        shipperId: f.shipperId,
        supplierId: f.supplier.maker,
        warehouseId: f.warehouseId,
        lines: [{ id: order.lines[0].id, goodsId: f.goods.third, qty }],
      });
    const more = await withQty('6');
    expect(more.body.msg).toBe('P3-PF P3药品 已下单数量不能超过计划数量 5.000');
    const less = await withQty('4');
    expect(less.body.success, JSON.stringify(less.body)).toBe(true);
    expect((await detail(id)).lines[1]).toMatchObject({ orderedQty: '4.000', lineStatus: 1 });
    const rest = await post(calls.planToOrder, { id });
    // The plan line still has 1 to order, and the other line 10.
    expect(rest.body.data.orders.map((o: any) => o.lineCount).sort()).toEqual([1, 1]);
    expect(rest.body.data.status).toBe(5);
    expect((await detail(id)).lines.map((l: any) => l.orderedQty)).toEqual(['10.000', '5.000']);
    // Voiding an order gives its quantity back to the plan line.
    await post(calls.orderVoid, { id: orderId, reason: '改单' });
    expect((await detail(id)).lines[1]).toMatchObject({ orderedQty: '1.000', lineStatus: 1 });
  });
});

describe(`the AUTO suggestion on ${databaseKind}`, () => {
  it('computes each line’s inputs as §2.12 says, and an AUTO plan keeps them', async () => {
    const g = await seedDocsFixture(s.db, 'AU', {
      salesWindowDays: 30,
      safetyStockDays: 7,
      leadTimeDays: 7,
      upperLimitDays: 45,
      inTransitWindowDays: 15,
      roundToPackage: 0,
    });
    // plain: 20 a day for the 30 days of the window, 300 more 60 days ago and 999 30 days ago (in 90 days, not in 30);
    // stock 100, 10 sold
    // and not shipped; 100 in transit (150 ordered, 50 received).
    await seedStock(s.db, g, g.goods.plain, { stockQty: '100', availableQty: '90', soldNotShippedQty: '10' }, [
      ...Array.from({ length: 30 }, (_, i) => [i, '20'] as [number, string]),
      [60, '300'],
      // 30 days ago is the day before the window: in the 90 days only.
      [30, '999'],
    ]);
    // second: plenty of stock (saleable 100 days), so not suggested.
    await seedStock(
      s.db,
      g,
      g.goods.second,
      { stockQty: '1000' },
      Array.from({ length: 30 }, (_, i) => [i, '10']),
    );
    // third: no stock, 7 sold three days ago.
    await seedStock(s.db, g, g.goods.third, { stockQty: '0' }, [[3, '7']]);
    const orderId = await approvedOrder(send, admin, g, '150');
    const line = (await send(admin, calls.orderGoodsList, { query: { orderId } })).body.data.records[0];
    await post(calls.orderReceive, { id: orderId, lines: [{ id: line.id, qty: '50' }] });

    const preview = await post(calls.planSuggest, { shipperId: g.shipperId });
    expect(preview.body.success, JSON.stringify(preview.body)).toBe(true);
    const byCode = (lines: any[]) => Object.fromEntries(lines.map((l) => [l.goodsCode, l]));
    const lines = byCode(preview.body.data.lines);
    expect(Object.keys(lines)).toEqual(['P1-AU', 'P3-AU']);
    expect(lines['P1-AU']).toMatchObject({
      stockQty: '100.000',
      availableQty: '90.000',
      soldNotShippedQty: '10.000',
      inTransitQty: '100.000',
      // 600 + 300 + 999
      last3MonthSalesQty: '1899.000',
      // 600 / 30
      avgDailySales: '20.0000',
      // 600 × 45 / 30
      upperLimitQty: '900.000',
      // (100 + 100) / 20 = 10 < 7 + 7
      saleableDays: '10.00',
      // 900 − 100 − 100 + 10
      suggestQty: '710.000',
      supplierId: g.supplier.wholesale,
      unitPrice: '10.0000',
      priceSource: 1,
      lastPrice: '10.0000',
      lowestPrice: '10.0000',
      amount: '7100.00',
      suggested: true,
    });
    expect(lines['P3-AU']).toMatchObject({
      stockQty: '0.000',
      inTransitQty: '0.000',
      // 7 / 30 = 0.23333 → 0.2333; 7 × 45 / 30 = 10.5
      avgDailySales: '0.2333',
      upperLimitQty: '10.500',
      saleableDays: '0.00',
      // 10.5 rounded up to whole units
      suggestQty: '11.000',
      supplierId: g.supplier.maker,
    });
    const all = byCode((await post(calls.planSuggest, { shipperId: g.shipperId, showAll: true })).body.data.lines);
    // 1000 × 30 / 300 = 100 days: above the reorder point, listed with suggestQty 0 only when asked.
    expect(all['P2-AU']).toMatchObject({ saleableDays: '100.00', suggestQty: '0.000', suggested: false });

    // Rounded up to cases (packQty 100): 710 → 800, 10.5 → 100.
    await setting(g, sql`round_to_package = 2`);
    const cases = byCode((await post(calls.planSuggest, { shipperId: g.shipperId })).body.data.lines);
    expect([cases['P1-AU'].suggestQty, cases['P3-AU'].suggestQty]).toEqual(['800.000', '100.000']);
    await setting(g, sql`round_to_package = 0`);

    const auto = await post(calls.planAuto, { shipperId: g.shipperId });
    expect(auto.body.success, JSON.stringify(auto.body)).toBe(true);
    const plan = await detail(auto.body.data.id);
    expect(plan).toMatchObject({ planType: 1, status: 0, lineCount: 2, warehouseId: g.warehouseId });
    expect(plan.calcTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(plan.lines[0]).toMatchObject({
      goodsCode: 'P1-AU',
      planQty: '710.000',
      suggestQty: '710.000',
      inTransitQty: '100.000',
      avgDailySales: '20.0000',
      saleableDays: '10.00',
      upperLimitQty: '900.000',
      last3MonthSalesQty: '1899.000',
      priceSource: 1,
      amount: '7100.00',
    });
  });
});
