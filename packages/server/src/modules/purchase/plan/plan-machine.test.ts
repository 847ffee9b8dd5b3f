import {
  purchaseDocsCalls as calls,
  type PlanAction,
  planDocName,
  planMachine,
  planStatusNames,
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
 * The plan's status machine over HTTP on ${databaseKind}, table-driven: every (status, action) pair of docs/domain.md §2.6, written out. The allowed
 * ones move the plan where the machine says (and write a status-log row); every other is refused with a message that
 * names the status and the action (「已审核的计划不能删除」), and leaves the plan as it was.
 */
const test = apiTest().extend('f', { scope: 'file' }, async ({ server }) => seedDocsFixture(server.db, 'PM'));

/** A draft plan of two lines (two suppliers), then put into `status` directly. */
async function planIn(admin: Session, db: Db, f: DocsFixture, status: number) {
  const res = await admin.send(calls.planSubmit, {
    body: {
      shipperId: f.shipperId,
      lines: [
        { goodsId: f.goods.plain, planQty: '10' },
        { goodsId: f.goods.third, planQty: '3' },
      ],
    },
  });
  expect(res.body.msg, JSON.stringify(res.body)).toBeDefined();
  return savedInStatus(db, res, 'sc_purchase_plan', status);
}

async function act(admin: Session, db: Db, action: PlanAction, id: string) {
  const [line] = await rowsOf<{ id: string }>(
    db,
    sql`select id::text from sc_purchase_plan_line where plan_id = ${id} order by line_no`,
  );
  switch (action) {
    case 'edit':
      return admin.send(calls.planUpdate, { body: { id, lines: [{ id: line!.id, planQty: '12' }] } });
    case 'remove':
      return admin.send(calls.planRemove, { query: { ids: id } });
    case 'commit':
      return admin.send(calls.planCommit, { body: { id } });
    case 'approve':
      return admin.send(calls.planAudit, { body: { id, pass: true } });
    case 'reject':
      return admin.send(calls.planAudit, { body: { id, pass: false, opinion: '数量过大' } });
    case 'close':
      return admin.send(calls.planClose, { body: { id, reason: '不再需要' } });
    case 'toOrder':
      return admin.send(calls.planToOrder, { body: { id } });
  }
}

const statusOf = async (db: Db, id: string) =>
  (
    await rowsOf<{ status: number; is_deleted: number }>(
      db,
      sql`select status, is_deleted from sc_purchase_plan where id = ${id}`,
    )
  )[0]!;

/** docs/domain.md §2.6, with the shipper's planNeedAudit on (commit → 待审核); toOrder orders every line. */
const expected = machineMatrix<PlanAction>(`
status | edit remove commit approve reject close toOrder
0      | 0    del    1      -       -      -     -
1      | -    -      -      2       3      -     -
2      | -    -      -      -       -      6     5
3      | 3    -      1      -       -      -     -
4      | -    -      -      -       -      6     5
5      | -    -      -      -       -      -     -
6      | -    -      -      -       -      -     -
`);

describe(`plan status machine on ${databaseKind}`, () => {
  test('the table covers every status and every action of the machine', () =>
    expectCovers(expected, planStatusNames, planMachine));

  test.for(expected)('status %i, action %s: %s', async ([status, action, lands], { admin, server, f }) => {
    const id = await planIn(admin, server.db, f, status);
    const res = await act(admin, server.db, action, id);
    const after = await statusOf(server.db, id);
    const name = planStatusNames[status as keyof typeof planStatusNames];
    const refusal = refusedMove(name, planDocName, planMachine[action].name).zh;
    if (!expectCell(res, after, status, lands, refusal) || action === 'edit') return;
    expect(await lastMove(server.db, 'plan', id)).toMatchObject({ from_status: status, action });
  });

  test('names the status and the action in the caller’s language', async ({ admin, server, f }) => {
    const id = await planIn(admin, server.db, f, 2);
    const res = await admin.send(calls.planRemove, { query: { ids: id }, lang: 'zh' });
    expect(res.body.msg).toBe('已审核的计划不能删除');
    const en = await admin.send(calls.planRemove, { query: { ids: id }, lang: 'en' });
    expect(en.body.msg).toBe('The plan is “Approved”, so it cannot be deleted');
  });
});
