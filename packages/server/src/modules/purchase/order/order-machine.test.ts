import {
  purchaseDocsCalls as calls,
  type OrderAction,
  orderDocName,
  orderMachine,
  orderStatusNames,
  refusedMove,
} from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, rowsOf, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import type { Db } from '../../../platform/db/database.ts';
import { type DocsFixture, seedDocsFixture } from '../shared/docs.fixture.ts';
import { expectCell, expectCovers, lastMove, machineMatrix, savedInStatus } from '../shared/machine-matrix.fixture.ts';

/**
 * The order's status machine over HTTP on ${databaseKind}, table-driven: every (status, action) pair of
 * docs/domain.md §2.7, written out. Allowed
 * moves land where the machine says and are logged; every other is refused naming the status and the action, and
 * the order stays as it was.
 */
const test = apiTest().extend('f', { scope: 'file' }, async ({ server }) => seedDocsFixture(server.db, 'OM'));

const body = (f: DocsFixture, id?: string) => ({
  ...(id ? { id } : {}),
  shipperId: f.shipperId,
  supplierId: f.supplier.wholesale,
  warehouseId: f.warehouseId,
  lines: [
    { goodsId: f.goods.plain, qty: '10' },
    { goodsId: f.goods.second, qty: '4', unitPrice: '19.99' },
  ],
});

async function orderIn(admin: Session, db: Db, f: DocsFixture, status: number) {
  return savedInStatus(db, await admin.send(calls.orderSubmit, { body: body(f) }), 'sc_purchase_order', status);
}

async function act(admin: Session, db: Db, f: DocsFixture, action: OrderAction, id: string) {
  const [line] = await rowsOf<{ id: string }>(
    db,
    sql`select id::text from sc_order_goods where order_id = ${id} order by line_no`,
  );
  switch (action) {
    case 'edit':
      return admin.send(calls.orderSubmit, { body: body(f, id) });
    case 'remove':
      return admin.send(calls.orderRemove, { query: { ids: id } });
    case 'commit':
      return admin.send(calls.orderCommit, { body: { id } });
    case 'approve':
      return admin.send(calls.orderAudit, { body: { id, pass: true } });
    case 'reject':
      return admin.send(calls.orderAudit, { body: { id, pass: false, opinion: '价格偏高' } });
    case 'send':
      return admin.send(calls.orderSend, { body: { id } });
    case 'receive':
      return admin.send(calls.orderReceive, { body: { id, lines: [{ id: line!.id, qty: '1' }] } });
    case 'close':
      return admin.send(calls.orderClose, { body: { id, reason: '供应商缺货' } });
    case 'void':
      return admin.send(calls.orderVoid, { body: { id, reason: '重复下单' } });
    case 'toContract':
      return admin.send(calls.orderToContract, { body: { id } });
  }
}

/** docs/domain.md §2.7, with the shipper's orderNeedAudit on (commit → 待审核); receive takes 1 of 10. */
const expected = machineMatrix<OrderAction>(`
status | edit remove commit approve reject send receive close void toContract
0      | 0    del    1      -       -      -    -       -     7    -
1      | -    -      -      3       2      -    -       -     7    -
2      | 2    del    1      -       -      -    -       -     7    -
3      | -    -      -      -       -      3    4       6     -    3
4      | -    -      -      -       -      4    4       6     -    4
5      | -    -      -      -       -      -    -       -     -    5
6      | -    -      -      -       -      -    -       -     -    -
7      | -    -      -      -       -      -    -       -     -    -
`);

type OrderAfter = { status: number; is_deleted: number; contract_id: string | null };

describe(`order status machine on ${databaseKind}`, () => {
  test('the table covers every status and every action of the machine', () =>
    expectCovers(expected, orderStatusNames, orderMachine));

  test.for(expected)('status %i, action %s: %s', async ([status, action, lands], { admin, server, f }) => {
    const id = await orderIn(admin, server.db, f, status);
    const res = await act(admin, server.db, f, action, id);
    const [after] = await rowsOf<OrderAfter>(
      server.db,
      sql`select status, is_deleted, contract_id::text from sc_purchase_order where id = ${id}`,
    );
    const { contract_id: contractId, ...landed } = after!;
    const name = orderStatusNames[status as keyof typeof orderStatusNames];
    const refusal = refusedMove(name, orderDocName, orderMachine[action].name).zh;
    if (!expectCell(res, landed, status, lands, refusal)) {
      expect(contractId).toBeNull();
      return;
    }
    if (action === 'toContract') expect(contractId).toBeTruthy();
    if (action === 'edit' || action === 'toContract') return;
    expect(await lastMove(server.db, 'order', id)).toMatchObject({ from_status: status, action });
  });
});
