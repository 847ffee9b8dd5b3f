import { type CallDef, purchaseDocsCalls as calls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sent } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import type { Reply, TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, days, seedDocsFixture } from '../shared/docs.fixture.ts';
import { approvedOrder, docsServer, senderOn } from '../shared/docs-server.fixture.ts';

/**
 * Contracts on ${databaseKind}: validity, signing and audit (rule 12), totals = Σ lines, line CRUD while unsigned,
 * SPOT contracts made from approved orders and executed by receipts, call-offs within the frame's quantity (rule 11),
 * the cross-contract line query and the purchases per variety.
 */
let s: TestServer;
let admin: string;
let f: DocsFixture;
const send = senderOn(() => s);
const post = (call: CallDef, body?: Sent<CallDef>['body'], query?: Record<string, string>): Promise<Reply> =>
  send(admin, call, { body, ...(query ? { query } : {}) });
const detail = async (id: string) => (await send(admin, calls.contractDetail, { query: { id } })).body.data;

beforeAll(async () => {
  ({ s, admin, f } = await docsServer('CR', { overReceiptPct: '0' }));
});
afterAll(() => s?.close());

const contract = (extra: Record<string, unknown> = {}, lines?: unknown[]) =>
  post(calls.contractSubmit, {
    contractType: 2,
    shipperId: f.shipperId,
    supplierId: f.supplier.wholesale,
    validFrom: days(-10),
    validTo: days(20),
    lines: lines ?? [
      { goodsId: f.goods.plain, qty: '3', unitPrice: '19.99' },
      { goodsId: f.goods.second, qty: '0.1', unitPrice: '0.2' },
    ],
    ...extra,
  });

describe(`contract rules on ${databaseKind}`, () => {
  it('12: total = Σ lines; the validity cannot end before it starts', async () => {
    const res = await contract();
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const d = await detail(res.body.data.id);
    // 59.97 + 0.02
    expect([d.totalAmount, d.lineCount, d.status, d.auditStatus]).toEqual(['59.99', 2, 1, 1]);
    expect(d.contractNo).toMatch(/^CGHT\d{12}$/);
    expect((await contract({ validFrom: days(5), validTo: days(4) })).body.msg).toBe('有效期止不能早于有效期起');
    expect((await contract({}, [{ goodsId: f.goods.plain, qty: '1', unitPrice: '0' }])).body.msg).toBe('单价必须大于0');
  });

  it('12: signing needs the audit passed (contractNeedAudit) and a date within the validity', async () => {
    const id = (await contract()).body.data.id;
    expect((await post(calls.contractSign, { id, signDate: days(0) })).body.msg).toBe('合同需审核通过后才能签订');
    expect((await post(calls.contractAudit, { id, pass: false })).body.msg).toBe('驳回时请填写审核意见');
    await post(calls.contractAudit, { id, pass: true, opinion: '同意' });
    expect((await post(calls.contractAudit, { id, pass: true })).body.msg).toBe('合同已审核通过');
    expect((await post(calls.contractSign, { id, signDate: days(21) })).body.msg).toBe(
      `签订日期必须在有效期内（${days(-10)} 至 ${days(20)}）`,
    );
    const signed = await post(calls.contractSign, { id, signDate: days(-10) });
    expect(signed.body.data.status).toBe(2);
    const d = await detail(id);
    expect([d.signDate, d.auditStatus, d.ourSignerName]).toEqual([days(-10), 2, expect.any(String)]);
    expect(d.lines.map((l: any) => l.lineStatus)).toEqual([2, 2]);
    expect(d.logs.map((l: any) => l.action)).toEqual(['create', 'approve', 'sign']);
    // Suspending needs a reason, and keeps it on the lines too.
    expect((await post(calls.contractSuspend, { id, reason: '' })).body.msg).toBe('请填写原因');
    await post(calls.contractSuspend, { id, reason: '厂家停产' });
    const after = await detail(id);
    expect([after.status, after.suspendReason, after.lines[0].suspendReason]).toEqual([4, '厂家停产', '厂家停产']);
  });

  it('edits lines one at a time while unsigned; an edit sends the audit back', async () => {
    const id = (await contract()).body.data.id;
    await post(calls.contractAudit, { id, pass: true });
    const add = await post(calls.contractLineSubmit, {
      contractId: id,
      goodsId: f.goods.third,
      qty: '2.675',
      unitPrice: '1',
    });
    expect(add.body.success, JSON.stringify(add.body)).toBe(true);
    let d = await detail(id);
    expect([d.totalAmount, d.lineCount, d.auditStatus]).toEqual(['62.67', 3, 1]);
    const lines = (await send(admin, calls.contractLineList, { query: { contractId: id } })).body.data;
    expect(lines.total).toBe(3);
    await post(calls.contractLineRemove, undefined, { ids: lines.records[0].id });
    d = await detail(id);
    expect([d.totalAmount, d.lineCount]).toEqual(['2.70', 2]);
    const dup = await post(calls.contractLineSubmit, {
      contractId: id,
      goodsId: f.goods.third,
      qty: '1',
      unitPrice: '1',
    });
    expect(dup.body.msg).toBe('同一商品不能重复出现：P3-CR P3药品');
  });

  it('11: a call-off needs the frame in force, the same parties, its lines, and stays within the quantity', async () => {
    const id = (await contract({}, [{ goodsId: f.goods.plain, qty: '100', unitPrice: '9.5' }])).body.data.id;
    const lineId = (await detail(id)).lines[0].id;
    const callOff = (qty: string, extra: Record<string, unknown> = {}) =>
      post(calls.orderSubmit, {
        shipperId: f.shipperId,
        supplierId: f.supplier.wholesale,
        warehouseId: f.warehouseId,
        frameContractId: id,
        lines: [{ goodsId: f.goods.plain, qty, contractDetailId: lineId }],
        ...extra,
      });
    expect((await callOff('10')).body.msg).toBe('未签的合同不能调用');
    await post(calls.contractAudit, { id, pass: true });
    await post(calls.contractSign, { id, signDate: days(0) });
    expect((await callOff('10', { supplierId: f.supplier.maker })).body.msg).toBe('框架合同的货主或供应商与订单不一致');
    const first = await callOff('60');
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    const order = (await send(admin, calls.orderDetail, { query: { id: first.body.data.id } })).body.data;
    expect(order.lines[0].unitPrice).toBe('9.5000');
    expect((await callOff('41')).body.msg).toBe(
      'P1-CR P1药品 调用数量超出框架合同剩余可订量（合同 100.000，已订 60.000，本次 41.000）',
    );
    expect((await callOff('40')).body.success).toBe(true);
    expect((await detail(id)).lines[0].orderedQty).toBe('100.000');
    // Lowering the first call-off frees its difference.
    await post(calls.orderSubmit, {
      id: first.body.data.id,
      shipperId: f.shipperId,
      supplierId: f.supplier.wholesale,
      warehouseId: f.warehouseId,
      frameContractId: id,
      lines: [{ id: order.lines[0].id, goodsId: f.goods.plain, qty: '50', contractDetailId: lineId }],
    });
    expect((await detail(id)).lines[0].orderedQty).toBe('90.000');
    // A receipt of the call-off executes the frame (执行中).
    await post(calls.orderCommit, { id: first.body.data.id });
    await post(calls.orderAudit, { id: first.body.data.id, pass: true });
    await post(calls.orderReceive, { id: first.body.data.id, lines: [{ id: order.lines[0].id, qty: '20' }] });
    const executed = await detail(id);
    expect([
      executed.status,
      executed.lines[0].accInQty,
      executed.lines[0].batchCount,
      executed.executedAmount,
    ]).toEqual([3, '20.000', 1, '190.00']);
    // Short-closing it gives back what was not received: 90 − (50 − 20).
    await post(calls.orderClose, { id: first.body.data.id, reason: '余量不要了' });
    expect((await detail(id)).lines[0].orderedQty).toBe('60.000');
  });

  it('makes the SPOT contract of an approved order, once, its lines linked to the order’s', async () => {
    const orderId = await approvedOrder(send, admin, f, '12');
    const made = await post(calls.orderToContract, { id: orderId });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const c = await detail(made.body.data.id);
    const order = (await send(admin, calls.orderDetail, { query: { id: orderId } })).body.data;
    expect(c).toMatchObject({ contractType: 1, status: 1, sourceOrderId: orderId, sourceOrderNo: order.orderNo });
    expect(c.totalAmount).toBe(order.totalAmount);
    expect(c.lines[0].orderGoodsId).toBe(order.lines[0].id);
    expect(order.contractNo).toBe(c.contractNo);
    expect((await post(calls.orderToContract, { id: orderId })).body.msg).toBe(`该订单已生成合同 ${c.contractNo}`);
  });
});

describe(`contract queries on ${databaseKind}`, () => {
  it('lists, filters expiring ones, queries lines across contracts and sums purchases per variety', async () => {
    const g = await seedDocsFixture(s.db, 'CQ', { contractNeedAudit: false });
    const make = async (supplierId: string, validTo: string, price: string, qty: string, signDate: string) => {
      const res = await post(calls.contractSubmit, {
        contractType: 1,
        shipperId: g.shipperId,
        supplierId,
        validFrom: days(-100),
        validTo,
        lines: [{ goodsId: g.goods.plain, qty, unitPrice: price }],
      });
      await post(calls.contractSign, { id: res.body.data.id, signDate });
      return res.body.data.id as string;
    };
    await make(g.supplier.wholesale, days(10), '10', '100', days(-50));
    await make(g.supplier.maker, days(200), '8', '50', days(-5));
    const voided = await post(calls.contractSubmit, {
      contractType: 1,
      shipperId: g.shipperId,
      supplierId: g.supplier.maker,
      validFrom: days(-1),
      validTo: days(30),
      lines: [{ goodsId: g.goods.plain, qty: '999', unitPrice: '1' }],
    });
    await post(calls.contractVoid, { id: voided.body.data.id, reason: '作废' });

    const grid = await post(calls.contractQuery, {
      shipperId: g.shipperId,
      pageNum: 1,
      pageSize: 10,
    });
    expect(grid.body.data.total).toBe(3);
    const expiring = await post(calls.contractQuery, {
      shipperId: g.shipperId,
      expiringWithinDays: 30,
    });
    expect(expiring.body.data.records.map((r: any) => [r.supplierName, r.daysToExpiry])).toEqual([['WS供应商CQ', 10]]);

    const lines = await post(calls.contractDetailQuery, {
      varietyId: g.varietyId,
      shipperId: g.shipperId,
      pageNum: 1,
      pageSize: 10,
    });
    expect(lines.body.data.total).toBe(3);
    expect(lines.body.data.records[0]).toMatchObject({
      goodsCode: 'P1-CQ',
      contractNo: expect.stringMatching(/^CGHT/),
    });

    const v = await post(calls.varietyPurchases, { shipperId: g.shipperId, pageNum: 1, pageSize: 10 });
    expect(v.body.data.total).toBe(1);
    // Void contracts are left out: 100 × 10 + 50 × 8 = 1400 over 150 → 9.3333; the last signed is the maker's.
    expect(v.body.data.records[0]).toEqual({
      varietyId: g.varietyId,
      varietyCode: 'V-CQ',
      varietyName: '测试品种CQ',
      goodsCount: 1,
      contractCount: 2,
      totalQty: '150.000',
      totalAmount: '1400.00',
      avgPrice: '9.3333',
      lowestPrice: '8.0000',
      lastPrice: '8.0000',
      lastSupplierName: 'MK供应商CQ',
      lastSignDate: days(-5),
    });
  });
});
