import { type OrderAction, orderDocName, orderMachine, orderStatusNames, refusedMove } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, seedDocsFixture } from '../shared/docs.fixture.ts';
import { machineMatrix } from '../shared/machine-matrix.fixture.ts';

/**
 * The order's status machine over HTTP on ${databaseKind}, table-driven: every (status, action) pair of
 * docs/domain.md §2.7, written out. Allowed
 * moves land where the machine says and are logged; every other is refused naming the status and the action, and
 * the order stays as it was.
 */
let s: TestServer;
let admin: string;
let f: DocsFixture;
const api = '/api/blade-smart';
const rows = async (query: ReturnType<typeof sql>) =>
  ((await s.db.execute(query)) as unknown as { rows: Array<Record<string, any>> }).rows;

beforeAll(async () => {
  s = await startServer();
  admin = (await s.login()).access_token;
  f = await seedDocsFixture(s.db, 'OM');
});
afterAll(() => s?.close());

const body = (id?: string) => ({
  ...(id ? { id } : {}),
  shipperId: f.shipperId,
  supplierId: f.supplier.wholesale,
  warehouseId: f.warehouseId,
  lines: [
    { goodsId: f.goods.plain, qty: '10' },
    { goodsId: f.goods.second, qty: '4', unitPrice: '19.99' },
  ],
});

async function orderIn(status: number) {
  const res = await s.call('POST', `${api}/purchaseOrder/submit`, { token: admin, body: body() });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  const id = res.body.data.id as string;
  await s.db.execute(sql`update sc_purchase_order set status = ${status} where id = ${id}`);
  return id;
}

async function act(action: OrderAction, id: string) {
  const [line] = await rows(sql`select id::text from sc_order_goods where order_id = ${id} order by line_no`);
  const post = (path: string, b: unknown, query?: Record<string, string>) =>
    s.call('POST', `${api}/purchaseOrder/${path}`, { token: admin, body: b, ...(query ? { query } : {}) });
  switch (action) {
    case 'edit':
      return post('submit', body(id));
    case 'remove':
      return post('remove', undefined, { ids: id });
    case 'commit':
      return post('commit', { id });
    case 'approve':
      return post('audit', { id, pass: true });
    case 'reject':
      return post('audit', { id, pass: false, opinion: '价格偏高' });
    case 'send':
      return post('send', { id });
    case 'receive':
      return post('receive', { id, lines: [{ id: line!.id, qty: '1' }] });
    case 'close':
      return post('close', { id, reason: '供应商缺货' });
    case 'void':
      return post('void', { id, reason: '重复下单' });
    case 'toContract':
      return post('toContract', { id });
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

describe(`order status machine on ${databaseKind}`, () => {
  it('the table covers every status and every action of the machine', () => {
    expect(new Set(expected.map(([status]) => status))).toEqual(new Set(Object.keys(orderStatusNames).map(Number)));
    expect(new Set(expected.map(([, action]) => action))).toEqual(new Set(Object.keys(orderMachine)));
  });

  it.each(expected)('status %i, action %s: %s', async (status, action, lands) => {
    const id = await orderIn(status);
    const res = await act(action, id);
    const [after] = await rows(
      sql`select status, is_deleted, contract_id::text from sc_purchase_order where id = ${id}`,
    );
    if (lands === 'refused') {
      expect(res.body.success, JSON.stringify(res.body)).toBe(false);
      const name = orderStatusNames[status as keyof typeof orderStatusNames];
      expect(res.body.msg).toBe(refusedMove(name, orderDocName, orderMachine[action].name).zh);
      expect(after).toMatchObject({ status, is_deleted: 0, contract_id: null });
      return;
    }
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    if (lands === 'removed') expect(after!.is_deleted).toBe(1);
    else expect(after).toMatchObject({ status: lands, is_deleted: 0 });
    if (action === 'toContract') expect(after!.contract_id).toBeTruthy();
    if (action === 'edit' || action === 'toContract') return;
    const logs = await rows(
      sql`select from_status, to_status, action from sc_status_log where entity = 'order' and entity_id = ${id} order by id`,
    );
    expect(logs.at(-1)).toMatchObject({ from_status: status, action });
  });
});
