import {
  type ContractAction,
  purchaseDocsCalls as calls,
  contractDocName,
  contractMachine,
  contractStatusNames,
  refusedMove,
} from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, rowsOf, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import type { Db } from '../../../platform/db/database.ts';
import { type DocsFixture, days, seedDocsFixture } from '../shared/docs.fixture.ts';
import { expectCell, expectCovers, lastMove, machineMatrix, savedInStatus } from '../shared/machine-matrix.fixture.ts';

/**
 * The contract's status machine over HTTP on ${databaseKind}, table-driven over docs/domain.md §2.8: every (status, action) pair,
 * call-offs against a frame contract included. Allowed moves land where the machine says and are logged; every other
 * is refused naming the status and the action.
 */
// Signing is a matter of the status here; the audit rule has its own test.
const test = apiTest().extend('f', { scope: 'file' }, async ({ server }) =>
  seedDocsFixture(server.db, 'CM', { contractNeedAudit: false }),
);

const body = (f: DocsFixture, id?: string) => ({
  ...(id ? { id } : {}),
  contractType: 2 as const,
  shipperId: f.shipperId,
  supplierId: f.supplier.wholesale,
  validFrom: days(-10),
  validTo: days(355),
  lines: [{ goodsId: f.goods.plain, qty: '1000', unitPrice: '9.5' }],
});

async function contractIn(admin: Session, db: Db, f: DocsFixture, status: number) {
  return savedInStatus(db, await admin.send(calls.contractSubmit, { body: body(f) }), 'sc_purchase_contract', status);
}

async function act(admin: Session, db: Db, f: DocsFixture, action: ContractAction, id: string) {
  switch (action) {
    case 'edit':
      return admin.send(calls.contractSubmit, { body: body(f, id) });
    case 'remove':
      return admin.send(calls.contractRemove, { query: { ids: id } });
    case 'audit':
      return admin.send(calls.contractAudit, { body: { id, pass: true } });
    case 'sign':
      return admin.send(calls.contractSign, { body: { id, signDate: days(0) } });
    case 'suspend':
      return admin.send(calls.contractSuspend, { body: { id, reason: '厂家停产' } });
    case 'complete':
      return admin.send(calls.contractComplete, { body: { id } });
    case 'void':
      return admin.send(calls.contractVoid, { body: { id, reason: '条款有误' } });
    case 'callOff': {
      const [line] = await rowsOf<{ id: string }>(
        db,
        sql`select id::text from sc_contract_detail where contract_id = ${id}`,
      );
      return admin.send(calls.orderSubmit, {
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
  test('the table covers every status and every action of the machine', () =>
    expectCovers(expected, contractStatusNames, contractMachine));

  test.for(expected)('status %i, action %s: %s', async ([status, action, lands], { admin, server, f }) => {
    const id = await contractIn(admin, server.db, f, status);
    const res = await act(admin, server.db, f, action, id);
    const [after] = await rowsOf<{ status: number; is_deleted: number }>(
      server.db,
      sql`select status, is_deleted from sc_purchase_contract where id = ${id}`,
    );
    const [ordered] = await rowsOf<{ ordered_qty: string }>(
      server.db,
      sql`select ordered_qty::text from sc_contract_detail where contract_id = ${id}`,
    );
    const name = contractStatusNames[status as keyof typeof contractStatusNames];
    const refusal = refusedMove(name, contractDocName, contractMachine[action].name).zh;
    if (!expectCell(res, after!, status, lands, refusal)) {
      expect(ordered!.ordered_qty).toBe('0.000');
      return;
    }
    if (action === 'callOff') expect(ordered!.ordered_qty).toBe('10.000');
    if (action === 'edit' || action === 'callOff') return;
    const move = await lastMove(server.db, 'contract', id);
    expect(move).toMatchObject({ from_status: status, action: action === 'audit' ? 'approve' : action });
  });
});
