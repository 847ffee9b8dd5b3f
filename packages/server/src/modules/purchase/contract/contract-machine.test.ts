import {
  type ContractAction,
  contractDocName,
  contractMachine,
  contractStatusNames,
  refusedMove,
} from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, days, seedDocsFixture } from '../shared/docs.fixture.ts';
import { machineMatrix } from '../shared/machine-matrix.fixture.ts';

/**
 * The contract's status machine over HTTP on ${databaseKind}, table-driven over docs/domain.md §2.8: every (status, action) pair,
 * call-offs against a frame contract included. Allowed moves land where the machine says and are logged; every other
 * is refused naming the status and the action.
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
  // Signing is a matter of the status here; the audit rule has its own test.
  f = await seedDocsFixture(s.db, 'CM', { contractNeedAudit: false });
});
afterAll(() => s?.close());

const body = (id?: string) => ({
  ...(id ? { id } : {}),
  contractType: 2,
  shipperId: f.shipperId,
  supplierId: f.supplier.wholesale,
  validFrom: days(-10),
  validTo: days(355),
  lines: [{ goodsId: f.goods.plain, qty: '1000', unitPrice: '9.5' }],
});

async function contractIn(status: number) {
  const res = await s.call('POST', `${api}/purchaseContract/submit`, { token: admin, body: body() });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  const id = res.body.data.id as string;
  await s.db.execute(sql`update sc_purchase_contract set status = ${status} where id = ${id}`);
  return id;
}

async function act(action: ContractAction, id: string) {
  const post = (path: string, b: unknown, query?: Record<string, string>) =>
    s.call('POST', `${api}/purchaseContract/${path}`, { token: admin, body: b, ...(query ? { query } : {}) });
  switch (action) {
    case 'edit':
      return post('submit', body(id));
    case 'remove':
      return post('remove', undefined, { ids: id });
    case 'audit':
      return post('audit', { id, pass: true });
    case 'sign':
      return post('sign', { id, signDate: days(0) });
    case 'suspend':
      return post('suspend', { id, reason: '厂家停产' });
    case 'complete':
      return post('complete', { id });
    case 'void':
      return post('void', { id, reason: '条款有误' });
    case 'callOff': {
      const [line] = await rows(sql`select id::text from sc_contract_detail where contract_id = ${id}`);
      return s.call('POST', `${api}/purchaseOrder/submit`, {
        token: admin,
        body: {
          shipperId: f.shipperId,
          supplierId: f.supplier.wholesale,
          warehouseId: f.warehouseId,
          frameContractId: id,
          lines: [{ goodsId: f.goods.plain, qty: '10', contractDetailId: line!.id }],
        },
      });
    }
  }
}

/** docs/domain.md §2.8: audit passes (the audit status, not the status); callOff orders 10 against the contract. */
const expected = machineMatrix<ContractAction>(`
status | edit remove audit sign suspend complete void callOff
0      | -    -      -     -    -       -        -    -
1      | 1    del    1     2    -       -        0    -
2      | -    -      -     -    4       5        -    2
3      | -    -      -     -    4       5        -    3
4      | -    -      -     -    -       -        -    -
5      | -    -      -     -    -       -        -    -
`);

describe(`contract status machine on ${databaseKind}`, () => {
  it('the table covers every status and every action of the machine', () => {
    expect(new Set(expected.map(([status]) => status))).toEqual(new Set(Object.keys(contractStatusNames).map(Number)));
    expect(new Set(expected.map(([, action]) => action))).toEqual(new Set(Object.keys(contractMachine)));
  });

  it.each(expected)('status %i, action %s: %s', async (status, action, lands) => {
    const id = await contractIn(status);
    const res = await act(action, id);
    const [after] = await rows(sql`select status, is_deleted from sc_purchase_contract where id = ${id}`);
    const [ordered] = await rows(sql`select ordered_qty::text from sc_contract_detail where contract_id = ${id}`);
    if (lands === 'refused') {
      expect(res.body.success, JSON.stringify(res.body)).toBe(false);
      const name = contractStatusNames[status as keyof typeof contractStatusNames];
      expect(res.body.msg).toBe(refusedMove(name, contractDocName, contractMachine[action].name).zh);
      expect(after).toEqual({ status, is_deleted: 0 });
      expect(ordered!.ordered_qty).toBe('0.000');
      return;
    }
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    if (lands === 'removed') expect(after!.is_deleted).toBe(1);
    else expect(after).toEqual({ status: lands, is_deleted: 0 });
    if (action === 'callOff') expect(ordered!.ordered_qty).toBe('10.000');
    if (action === 'edit' || action === 'callOff') return;
    const logs = await rows(
      sql`select from_status, action from sc_status_log where entity = 'contract' and entity_id = ${id} order by id`,
    );
    expect(logs.at(-1)).toMatchObject({ from_status: status, action: action === 'audit' ? 'approve' : action });
  });
});
