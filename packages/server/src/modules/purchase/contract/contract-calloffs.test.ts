import { type CallDef, purchaseDocsCalls as calls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sent, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser, newTenant } from '../../../../test/helpers/fixtures.ts';
import type { Reply, TestServer } from '../../../../test/helpers/server.ts';
import { purchaseOrderTable } from '../order/order.table.ts';
import { type DocsFixture, days, seedDocsFixture } from '../shared/docs.fixture.ts';
import { docsServer } from '../shared/docs-server.fixture.ts';

/**
 * 合同明细's 调用订单 on ${databaseKind}: the contract detail lists the orders executing the contract (a frame's
 * call-offs, a SPOT contract's source order), newest first, capped with the count of all, and never an order of
 * another contract or of another tenant.
 */
let s: TestServer;
let admin: string;
let f: DocsFixture;
/** A person's calls: a declared call with its body, and a contract's detail in a language. */
const as = (token: string) => {
  const who = sessionOf(s, token);
  return {
    post: (call: CallDef, body: Sent<CallDef>['body']): Promise<Reply> => who.send(call, { body }),
    detail: async (id: string, lang: 'zh' | 'en' = 'zh') => {
      const reply: Reply = await who.send(calls.contractDetail, { query: { id }, lang });
      return reply.body;
    },
  };
};

beforeAll(async () => {
  ({ s, admin, f } = await docsServer('CO', { contractNeedAudit: false, orderNeedAudit: false }));
});
afterAll(() => s?.close());

/** A signed FRAME contract of the fixture's wholesale supplier: one line of the plain goods, 100 at 9.5. */
async function signedFrame(who: ReturnType<typeof as>, g: DocsFixture) {
  const made = await who.post(calls.contractSubmit, {
    contractType: 2,
    shipperId: g.shipperId,
    supplierId: g.supplier.wholesale,
    validFrom: days(-30),
    validTo: days(300),
    lines: [{ goodsId: g.goods.plain, qty: '100', unitPrice: '9.5' }],
  });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  const id = made.body.data.id as string;
  const signed = await who.post(calls.contractSign, { id, signDate: days(-1) });
  expect(signed.body.success, JSON.stringify(signed.body)).toBe(true);
  const line = (await who.detail(id)).data.lines[0].id as string;
  return { id, line };
}

const callOff = async (
  who: ReturnType<typeof as>,
  g: DocsFixture,
  frame: { id: string; line: string },
  qty: string,
  orderDate: string,
) => {
  const res = await who.post(calls.orderSubmit, {
    shipperId: g.shipperId,
    supplierId: g.supplier.wholesale,
    warehouseId: g.warehouseId,
    orderDate,
    frameContractId: frame.id,
    lines: [{ goodsId: g.goods.plain, qty, contractDetailId: frame.line }],
  });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.id as string;
};

describe(`a contract's call-off orders on ${databaseKind}`, () => {
  it('lists a frame’s call-offs newest first with status and totals, and no other order', async () => {
    const me = as(admin);
    const frame = await signedFrame(me, f);
    const other = await signedFrame(me, f);
    const older = await callOff(me, f, frame, '10', days(-3));
    const newer = await callOff(me, f, frame, '20', days(-1));
    await me.post(calls.orderCommit, { id: newer });
    // Not this contract's: a call-off of another frame, and a plain order of the same parties and goods.
    await callOff(me, f, other, '5', days(0));
    const plain = await me.post(calls.orderSubmit, {
      shipperId: f.shipperId,
      supplierId: f.supplier.wholesale,
      warehouseId: f.warehouseId,
      lines: [{ goodsId: f.goods.plain, qty: '7' }],
    });
    expect(plain.body.success).toBe(true);

    const d = (await me.detail(frame.id)).data;
    expect(d.callOffCount).toBe(2);
    expect(
      d.callOffs.map((o: any) => [o.orderId, o.orderDate, o.status, o.statusName, o.totalQty, o.totalAmount]),
    ).toEqual([
      [newer, days(-1), 3, '待收货', '20.000', '190.00'],
      [older, days(-3), 0, '待提交', '10.000', '95.00'],
    ]);
    expect(d.callOffs[0].orderNo).toMatch(/^CGDD\d{12}$/);
    expect(d.callOffs[0].receivedAmount).toBe('0.00');
    // The contract's quantity called off agrees with the orders listed.
    expect(d.lines[0].orderedQty).toBe('30.000');
    expect((await me.detail(frame.id, 'en')).data.callOffs.map((o: any) => o.statusName)).toEqual([
      'Awaiting receipt',
      'To submit',
    ]);
    expect((await me.detail(other.id)).data.callOffs).toHaveLength(1);
  });

  it('lists a SPOT contract’s source order; a new contract has none', async () => {
    const me = as(admin);
    const res = await me.post(calls.orderSubmit, {
      shipperId: f.shipperId,
      supplierId: f.supplier.wholesale,
      warehouseId: f.warehouseId,
      lines: [{ goodsId: f.goods.second, qty: '12' }],
    });
    const orderId = res.body.data.id as string;
    await me.post(calls.orderCommit, { id: orderId });
    const made = await me.post(calls.orderToContract, { id: orderId });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const spot = (await me.detail(made.body.data.id)).data;
    expect([spot.callOffCount, spot.callOffs.map((o: any) => o.orderId)]).toEqual([1, [orderId]]);

    const fresh = await me.post(calls.contractSubmit, {
      contractType: 2,
      shipperId: f.shipperId,
      supplierId: f.supplier.wholesale,
      validFrom: days(0),
      validTo: days(30),
      lines: [{ goodsId: f.goods.plain, qty: '1', unitPrice: '1' }],
    });
    const none = (await me.detail(fresh.body.data.id)).data;
    expect([none.callOffCount, none.callOffs]).toEqual([0, []]);
  });

  it('carries the newest 200 and counts them all', async () => {
    const me = as(admin);
    const frame = await signedFrame(me, f);
    // Written straight in: the cap is about reading many, not about making them.
    await s.db.insert(purchaseOrderTable).values(
      Array.from({ length: 205 }, (_, i) => ({
        tenantId: f.tenantId,
        orderNo: `CAP${String(i).padStart(6, '0')}`,
        shipperId: f.shipperId,
        supplierId: f.supplier.wholesale,
        orderDate: days(-300 + i),
        frameContractId: frame.id,
      })),
    );
    const d = (await me.detail(frame.id)).data;
    expect(d.callOffCount).toBe(205);
    expect(d.callOffs).toHaveLength(200);
    expect(d.callOffs[0].orderNo).toBe('CAP000204');
    expect(d.callOffs.at(-1).orderNo).toBe('CAP000005');
  });

  it('keeps to the contract’s tenant: another tenant’s order naming it is not listed, nor its contracts reached', async () => {
    const tenantId = '200091';
    await newTenant(s.db, tenantId);
    await createUser(s.db, {
      tenantId,
      account: 'framebuyer',
      password: 'buyer',
      codes: [
        'purchase',
        'purchase_contract',
        'purchase_contract_add',
        'purchase_contract_sign',
        'purchase_order',
        'purchase_order_add',
      ],
    });
    const g = await seedDocsFixture(s.db, 'CT', { contractNeedAudit: false }, tenantId);
    const buyer = as((await s.login('framebuyer', 'buyer', tenantId)).access_token);
    const theirs = await signedFrame(buyer, g);
    const theirOrder = await callOff(buyer, g, theirs, '8', days(0));
    // A row of tenant 000000 that names the other tenant's contract (no screen makes one; a bad import might).
    await s.db.insert(purchaseOrderTable).values({
      tenantId: f.tenantId,
      orderNo: 'STRAY0001',
      shipperId: f.shipperId,
      supplierId: f.supplier.wholesale,
      orderDate: days(0),
      frameContractId: theirs.id,
    });

    const seen = (await buyer.detail(theirs.id)).data;
    expect([seen.callOffCount, seen.callOffs.map((o: any) => o.orderId)]).toEqual([1, [theirOrder]]);
    // The platform administrator reading that tenant's contract sees that tenant's orders only.
    const byAdmin = (await as(admin).detail(theirs.id)).data;
    expect(byAdmin.callOffs.map((o: any) => o.orderNo)).not.toContain('STRAY0001');
    expect(byAdmin.callOffCount).toBe(1);
    // And the buyer cannot open tenant 000000's frame (nor so its call-offs).
    const mine = await signedFrame(as(admin), f);
    await callOff(as(admin), f, mine, '1', days(0));
    const refused = await buyer.detail(mine.id);
    expect(refused.success).toBe(false);
    expect(JSON.stringify(refused)).not.toContain('CGDD');
  });
});
