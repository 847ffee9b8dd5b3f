import { type CallDef, purchaseDocsCalls as calls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Sent } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser, newTenant } from '../../../../test/helpers/fixtures.ts';
import type { Reply, TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, days, seedDocsFixture } from '../shared/docs.fixture.ts';
import { docsServer, senderOn } from '../shared/docs-server.fixture.ts';

/**
 * Orders on ${databaseKind}: the rules of docs/domain.md §2.11 an order keeps (1–3, 5–11, 15), the money maths done by
 * the server in exact decimals, and `statusNum` agreeing with the grid under the same filters.
 */
let s: TestServer;
let admin: string;
let f: DocsFixture;
const rows = (query: ReturnType<typeof sql>) => rowsOf<Record<string, any>>(s.db, query);
const send = senderOn(() => s);
const post = (
  call: CallDef,
  body?: Sent<CallDef>['body'],
  query?: Record<string, string>,
  lang: 'zh' | 'en' = 'zh',
): Promise<Reply> => send(admin, call, { body, lang, ...(query ? { query } : {}) });
const setting = (values: ReturnType<typeof sql>) =>
  s.db.execute(sql`update sc_purchase_setting set ${values} where shipper_id = ${f.shipperId}`);

beforeAll(async () => {
  ({ s, admin, f } = await docsServer('OR'));
});
afterAll(() => s?.close());

type Line = {
  id?: string;
  goodsId: string;
  qty: string;
  unitPrice?: string;
  taxRate?: string;
  contractDetailId?: string;
};
const order = (lines: Line[], extra: Record<string, unknown> = {}) =>
  post(calls.orderSubmit, {
    shipperId: f.shipperId,
    supplierId: f.supplier.wholesale,
    warehouseId: f.warehouseId,
    lines,
    ...extra,
  });
const detail = async (id: string) => (await send(admin, calls.orderDetail, { query: { id } })).body.data;
async function approved(lines: Line[], extra: Record<string, unknown> = {}) {
  const res = await order(lines, extra);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  await post(calls.orderCommit, { id: res.body.data.id });
  const audit = await post(calls.orderAudit, { id: res.body.data.id, pass: true });
  expect(audit.body.data.status).toBe(3);
  return res.body.data.id as string;
}

describe(`order totals and tax on ${databaseKind}`, () => {
  it('computes amounts, prices before tax, tax and totals in exact decimals (what floats get wrong)', async () => {
    const res = await order([
      { goodsId: f.goods.plain, qty: '3', unitPrice: '19.99', taxRate: '0.13' },
      // 1.005 × 1 rounds to 1.01 (a float says 1.00), 2.675 to 2.68 (a float says 2.67).
      { goodsId: f.goods.second, qty: '1.005', unitPrice: '1', taxRate: '0' },
      { goodsId: f.goods.third, qty: '2.675', unitPrice: '1', taxRate: '0' },
    ]);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const d = await detail(res.body.data.id);
    expect(d.lines.map((l: any) => [l.amount, l.noTaxPrice, l.taxAmount])).toEqual([
      // 59.97 / 1.13 = 53.0708 → 53.07; tax 59.97 − 53.07 = 6.90; 19.99 / 1.13 = 17.69027 → 17.6903.
      ['59.97', '17.6903', '6.90'],
      ['1.01', '1.0000', '0.00'],
      ['2.68', '1.0000', '0.00'],
    ]);
    expect(d.lines[0].packCount).toBe('0.030');
    expect([d.totalQty, d.totalAmount, d.totalTaxAmount, d.lineCount]).toEqual(['6.680', '63.66', '6.90', 3]);
  });

  it('prices a blank line from the catalogue in force, and recomputes the header when one line changes', async () => {
    const res = await order([{ goodsId: f.goods.plain, qty: '0.1' }]);
    const id = res.body.data.id;
    expect((await detail(id)).lines[0]).toMatchObject({ unitPrice: '10.0000', taxRate: '0.1300', amount: '1.00' });
    const add = await post(calls.orderGoodsSubmit, { orderId: id, goodsId: f.goods.second, qty: '0.2' });
    expect(add.body.success, JSON.stringify(add.body)).toBe(true);
    const d = await detail(id);
    // 0.1 + 0.2 = 0.3 exactly; 0.2 × 19.99 = 3.998 → 4.00.
    expect([d.totalQty, d.totalAmount, d.lineCount]).toEqual(['0.300', '5.00', 2]);
    const gone = await post(calls.orderGoodsRemove, undefined, { ids: d.lines[0].id });
    expect(gone.body.success).toBe(true);
    expect((await detail(id)).totalAmount).toBe('4.00');
  });
});

describe(`order rules on ${databaseKind}`, () => {
  it('1: quantities and prices must be above 0', async () => {
    expect((await order([{ goodsId: f.goods.plain, qty: '0' }])).body.msg).toBe('数量必须大于0');
    expect((await order([{ goodsId: f.goods.plain, qty: '1', unitPrice: '-2' }])).body.msg).toBe('单价必须大于0');
  });

  it('2: the warehouse must be the shipper’s, and an edit cannot move the order to another shipper', async () => {
    const other = await seedDocsFixture(s.db, 'OR2');
    const res = await order([{ goodsId: f.goods.plain, qty: '1' }], { warehouseId: other.warehouseId });
    expect(res.body.msg).toBe('仓库不存在或不属于该货主');
    const ok = await order([{ goodsId: f.goods.plain, qty: '1' }]);
    const moved = await order([{ goodsId: f.goods.plain, qty: '1' }], {
      id: ok.body.data.id,
      shipperId: other.shipperId,
      warehouseId: other.warehouseId,
    });
    expect(moved.body.success).toBe(false);
  });

  it('3: the same goods twice are refused, naming them', async () => {
    const res = await order([
      { goodsId: f.goods.plain, qty: '1' },
      { goodsId: f.goods.plain, qty: '2' },
    ]);
    expect(res.body.msg).toBe('同一商品不能重复出现：P1-OR P1药品');
  });

  it('4: lines of an approved order cannot be changed', async () => {
    const id = await approved([{ goodsId: f.goods.plain, qty: '5' }]);
    const res = await post(calls.orderGoodsSubmit, { orderId: id, goodsId: f.goods.second, qty: '1' });
    expect(res.body.msg).toBe('待收货的订单不能修改');
  });

  it('5: reject needs an opinion, close and void a reason; every move is logged with who did it', async () => {
    const res = await order([{ goodsId: f.goods.plain, qty: '5' }]);
    const id = res.body.data.id;
    await post(calls.orderCommit, { id });
    expect((await post(calls.orderAudit, { id, pass: false })).body.msg).toBe('驳回时请填写审核意见');
    expect((await post(calls.orderVoid, { id, reason: ' ' })).body.msg).toBe('请填写原因');
    await post(calls.orderAudit, { id, pass: false, opinion: '价格偏高' });
    const logs = (await detail(id)).logs;
    expect(logs.map((l: any) => [l.fromStatus, l.toStatus, l.action, l.reason])).toEqual([
      [null, 0, 'create', null],
      [0, 1, 'commit', null],
      [1, 2, 'reject', '价格偏高'],
    ]);
    expect(logs[2].operatorName).toBeTruthy();
    expect(logs[2].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('6: supplier and goods licences are off, a warning or a refusal per licenseCheckMode', async () => {
    const lines = [{ goodsId: f.goods.expired, qty: '1', unitPrice: '3' }];
    const unapproved = { supplierId: f.supplier.unapproved };
    await setting(sql`license_check_mode = 0`);
    const off = await order(lines, unapproved);
    expect(off.body.data.warnings).toEqual([]);
    await setting(sql`license_check_mode = 1`);
    const warn = await order(lines, unapproved);
    expect(warn.body.success).toBe(true);
    expect(warn.body.data.warnings).toEqual([
      `商品EX-OR EX药品的批准文号已过期（${days(-1)}）`,
      '供应商UA供应商OR首营审核未通过',
      `供应商UA供应商OR的许可证已过期（${days(-3)}）`,
    ]);
    expect(warn.body.msg).toContain('已保存，但请注意：');
    await setting(sql`license_check_mode = 2`);
    const block = await order(lines, unapproved);
    expect(block.body.success).toBe(false);
    expect(block.body.msg).toBe(`商品EX-OR EX药品的批准文号已过期（${days(-1)}）`);
    await setting(sql`license_check_mode = 1`);
  });

  it('7: two-invoice goods only from a manufacturer or MAH when enforceTwoInvoice', async () => {
    const lines = [{ goodsId: f.goods.twoInvoice, qty: '1', unitPrice: '3' }];
    expect((await order(lines)).body.success).toBe(true);
    await setting(sql`enforce_two_invoice = true`);
    expect((await order(lines)).body.msg).toBe('TI-OR TI药品 是两票制品种，只能向生产企业或上市许可持有人采购');
    expect((await order(lines, { supplierId: f.supplier.maker })).body.success).toBe(true);
    await setting(sql`enforce_two_invoice = false`);
  });

  it('8: narcotics never; compound controlled goods only from a supplier with the scope', async () => {
    expect((await order([{ goodsId: f.goods.narcotic, qty: '1', unitPrice: '3' }])).body.msg).toBe(
      'NA-OR NA药品 属麻醉药品/第一类精神药品，不能在采购流程中购买',
    );
    const special = [{ goodsId: f.goods.special, qty: '1', unitPrice: '3' }];
    expect((await order(special)).body.msg).toBe('SC-OR SC药品 属特殊管理药品，供应商WS供应商OR没有相应经营范围');
    expect((await order(special, { supplierId: f.supplier.special })).body.success).toBe(true);
  });

  it('9: cold-chain goods warn without cold-chain delivery or a cold-chain supplier', async () => {
    const lines = [{ goodsId: f.goods.cold, qty: '1', unitPrice: '58' }];
    const warning = 'CC-OR CC药品 为冷链商品，请选择冷链专车或具备冷链能力的供应商';
    expect((await order(lines)).body.data.warnings).toEqual([warning]);
    expect((await order(lines, { deliveryMethod: 4 })).body.data.warnings).toEqual([]);
    expect(
      (await order([{ goodsId: f.goods.cold, qty: '1' }], { supplierId: f.supplier.cold })).body.data.warnings,
    ).toEqual([]);
  });

  it('10: a price more than priceTolerancePct above the catalogue warns', async () => {
    // Catalogue 10.00, tolerance 5 %: 10.50 passes, 10.51 warns.
    expect((await order([{ goodsId: f.goods.plain, qty: '1', unitPrice: '10.5' }])).body.data.warnings).toEqual([]);
    const res = await order([{ goodsId: f.goods.plain, qty: '1', unitPrice: '10.51' }], {});
    expect(res.body.data.warnings).toEqual(['P1-OR P1药品 单价 10.51 高于目录价 10.0000 超过 5.00%']);
    // No catalogue line for this supplier and goods, no price given: refused.
    const none = await order([{ goodsId: f.goods.twoInvoice, qty: '1' }]);
    expect(none.body.msg).toBe('没有生效的目录价，请手工输入单价');
  });

  it('11: receipts never exceed qty × (1 + overReceiptPct)', async () => {
    await setting(sql`over_receipt_pct = 2`);
    const id = await approved([{ goodsId: f.goods.plain, qty: '100' }]);
    const [line] = (await detail(id)).lines;
    const over = await post(calls.orderReceive, { id, lines: [{ id: line.id, qty: '102.001' }] });
    expect(over.body.msg).toBe('P1-OR P1药品 收货数量超出订单数量（订单 100.000，已收 0.000，本次 102.001）');
    expect((await post(calls.orderReceive, { id, lines: [{ id: line.id, qty: '60' }] })).body.data.status).toBe(4);
    expect((await post(calls.orderReceive, { id, lines: [{ id: line.id, qty: '42' }] })).body.data.status).toBe(5);
    const d = await detail(id);
    expect([d.lines[0].receivedQty, d.lines[0].lineStatus, d.receivedAmount]).toEqual(['102.000', 2, '1020.00']);
    await setting(sql`over_receipt_pct = 0`);
  });
});

describe(`statusNum equals the grid on ${databaseKind}`, () => {
  it('counts what queryByPage finds, per status and in total, under every filter', async () => {
    const g = await seedDocsFixture(s.db, 'SN');
    const make = async (supplierId: string, goodsId: string, moves: string[]) => {
      const res = await post(calls.orderSubmit, {
        shipperId: g.shipperId,
        supplierId,
        warehouseId: g.warehouseId,
        lines: [{ goodsId, qty: '10', unitPrice: '2' }],
      });
      const id = res.body.data.id;
      for (const move of moves) {
        if (move === 'commit') await post(calls.orderCommit, { id });
        if (move === 'pass') await post(calls.orderAudit, { id, pass: true });
        if (move === 'reject') await post(calls.orderAudit, { id, pass: false, opinion: '否' });
        if (move === 'void') await post(calls.orderVoid, { id, reason: '作废' });
        if (move === 'close') await post(calls.orderClose, { id, reason: '关闭' });
      }
      return id;
    };
    await make(g.supplier.wholesale, g.goods.plain, []);
    await make(g.supplier.wholesale, g.goods.second, ['commit']);
    await make(g.supplier.maker, g.goods.plain, ['commit', 'reject']);
    await make(g.supplier.maker, g.goods.third, ['commit', 'pass']);
    await make(g.supplier.wholesale, g.goods.third, ['commit', 'pass', 'close']);
    await make(g.supplier.cold, g.goods.cold, ['void']);
    const removed = await make(g.supplier.cold, g.goods.plain, []);
    await post(calls.orderRemove, undefined, { ids: removed });
    await s.db.execute(sql`update sc_purchase_order set order_date = ${days(-40)} where shipper_id = ${g.shipperId}
      and supplier_id = ${g.supplier.maker}`);

    const [first] = await rows(
      sql`select order_no from sc_purchase_order where shipper_id = ${g.shipperId} order by id limit 1`,
    );
    const filters: Array<Record<string, string>> = [
      { shipperId: g.shipperId },
      { shipperId: g.shipperId, supplierId: g.supplier.wholesale },
      { shipperId: g.shipperId, goodsKeyword: 'P1-SN' },
      { shipperId: g.shipperId, goodsKeyword: 'p3药品' },
      { shipperId: g.shipperId, dateFrom: days(-10), dateTo: days(0) },
      { shipperId: g.shipperId, dateTo: days(-30) },
      { shipperId: g.shipperId, orderNo: first!.order_no },
      { shipperId: g.shipperId, keyword: 'MK供应商' },
      { supplierId: g.supplier.cold },
    ];
    const seen = new Set<number>();
    for (const filter of filters) {
      const nums = (await post(calls.orderStatusNum, filter)).body.data as Array<{
        status: number | null;
        statusName: string;
        num: number;
      }>;
      expect(nums[0]).toMatchObject({ status: null, statusName: '全部' });
      for (const n of nums) {
        const page = await post(calls.orderQueryByPage, {
          ...filter,
          ...(n.status === null ? {} : { status: n.status }),
          pageNum: 1,
          pageSize: 500,
        });
        expect(page.body.data.total, `${JSON.stringify(filter)} status ${n.status}`).toBe(n.num);
        expect(page.body.data.records).toHaveLength(n.num);
        const list = await post(calls.orderList, {
          ...filter,
          ...(n.status === null ? {} : { status: n.status }),
        });
        expect(list.body.data).toHaveLength(n.num);
        if (n.num > 0 && n.status !== null) seen.add(n.status);
      }
    }
    // The filters were not all empty: the tabs had something to count.
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 6, 7]);
    const all = (await post(calls.orderStatusNum, { shipperId: g.shipperId })).body.data[0].num;
    expect(all).toBe(6);
  });

  it('the grid is newest first and pages', async () => {
    const page1 = await post(calls.orderQueryByPage, { shipperId: f.shipperId, pageNum: 1, pageSize: 2 });
    const page2 = await post(calls.orderQueryByPage, { shipperId: f.shipperId, pageNum: 2, pageSize: 2 });
    expect(page1.body.data.records).toHaveLength(2);
    expect(page1.body.data.pages).toBe(Math.ceil(page1.body.data.total / 2));
    const ids = [...page1.body.data.records, ...page2.body.data.records].map((r: any) => BigInt(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(page1.body.data.records[0]).toMatchObject({ shipperName: '测试货主OR', warehouseName: '测试仓OR' });
  });
});

describe(`the grid's prepared statements on ${databaseKind}`, () => {
  it("keep each caller to their own tenant's orders when callers of two tenants run the same filter shape", async () => {
    const buyers: Array<{ token: string; id: string }> = [];
    for (const tenantId of ['200071', '200072']) {
      await newTenant(s.db, tenantId);
      const account = `buyer${tenantId}`;
      await createUser(s.db, {
        tenantId,
        account,
        password: 'buyer',
        codes: ['purchase', 'purchase_order', 'purchase_order_add'],
      });
      const mine = await seedDocsFixture(s.db, `T${tenantId}`, {}, tenantId);
      const token = (await s.login(account, 'buyer', tenantId)).access_token;
      const made = await send(token, calls.orderSubmit, {
        body: {
          shipperId: mine.shipperId,
          supplierId: mine.supplier.wholesale,
          warehouseId: mine.warehouseId,
          lines: [{ goodsId: mine.goods.plain, qty: '10', unitPrice: '5.8', taxRate: '0.13' }],
        },
      });
      expect(made.body.success, JSON.stringify(made.body)).toBe(true);
      buyers.push({ token, id: made.body.data.id });
    }
    // The same shape (status only) in turn, twice over: a statement kept from one caller never answers another's.
    for (const round of [1, 2]) {
      for (const b of buyers) {
        const page = await send(b.token, calls.orderQueryByPage, {
          body: { status: 0, pageNum: 1, pageSize: 50 },
        });
        expect(
          page.body.data.records.map((r: any) => r.id),
          `round ${round}`,
        ).toEqual([b.id]);
        const tabs = await send(b.token, calls.orderStatusNum, { body: {} });
        expect(tabs.body.data[0].num).toBe(1);
      }
    }
    // The platform administrator's grid spans every tenant: both buyers' drafts are in it.
    const all = (await post(calls.orderQueryByPage, { status: 0, pageNum: 1, pageSize: 500 })).body.data.records;
    expect(all.map((r: any) => r.id)).toEqual(expect.arrayContaining(buyers.map((b) => b.id)));
  });
});

describe(`saving an order's lines on ${databaseKind}`, () => {
  it('keeps a sent line by its id (and what links it), drops the left-out one, adds the new one, in line order', async () => {
    const res = await order([
      { goodsId: f.goods.plain, qty: '3', unitPrice: '10' },
      { goodsId: f.goods.second, qty: '4', unitPrice: '20' },
    ]);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const id = res.body.data.id as string;
    const [first, second] = (await detail(id)).lines as Array<{ id: string }>;
    // What a plan or a price check gave the line stays through a save (a save does not send it).
    await s.db.execute(sql`update sc_order_goods set last_price = 9.5 where id = ${first!.id}`);

    const saved = await order(
      [
        { goodsId: f.goods.third, qty: '1', unitPrice: '5' },
        { id: first!.id, goodsId: f.goods.plain, qty: '7', unitPrice: '11' },
      ],
      { id },
    );
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    const after = await detail(id);
    expect(after.lines.map((x: any) => [x.lineNo, x.goodsId, x.qty])).toEqual([
      [1, f.goods.third, '1.000'],
      [2, f.goods.plain, '7.000'],
    ]);
    expect(after.lines[1].id).toBe(first!.id);
    expect(after.totalAmount).toBe('82.00');
    const stored = await rows(
      sql`select id::text, is_deleted, last_price::text from sc_order_goods where order_id = ${id} order by id`,
    );
    expect(stored.find((x) => x.id === first!.id)).toMatchObject({ is_deleted: 0, last_price: '9.5000' });
    expect(stored.find((x) => x.id === second!.id)).toMatchObject({ is_deleted: 1 });
  });

  it('refuses a line id of another order, and leaves both orders as they were', async () => {
    const mine = await order([{ goodsId: f.goods.plain, qty: '2', unitPrice: '10' }]);
    const theirs = await order([{ goodsId: f.goods.second, qty: '5', unitPrice: '10' }]);
    const [foreign] = (await detail(theirs.body.data.id)).lines as Array<{ id: string }>;
    const res = await order([{ id: foreign!.id, goodsId: f.goods.second, qty: '9', unitPrice: '10' }], {
      id: mine.body.data.id,
    });
    expect(res.body.success).toBe(false);
    expect(res.body.msg).toBe('明细行不存在');
    expect((await detail(theirs.body.data.id)).lines.map((x: any) => x.qty)).toEqual(['5.000']);
    expect((await detail(mine.body.data.id)).lines.map((x: any) => [x.goodsId, x.qty])).toEqual([
      [f.goods.plain, '2.000'],
    ]);
  });
});
