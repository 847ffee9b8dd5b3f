import { type PlanAction, planDocName, planMachine, planStatusNames, refusedMove } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, seedDocsFixture } from '../shared/docs.fixture.ts';
import { machineMatrix } from '../shared/machine-matrix.fixture.ts';

/**
 * The plan's status machine over HTTP on ${databaseKind}, table-driven: every (status, action) pair of docs/domain.md §2.6, written out. The allowed
 * ones move the plan where the machine says (and write a status-log row); every other is refused with a message that
 * names the status and the action (「已审核的计划不能删除」), and leaves the plan as it was.
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
  f = await seedDocsFixture(s.db, 'PM');
});
afterAll(() => s?.close());

/** A draft plan of two lines (two suppliers), then put into `status` directly. */
async function planIn(status: number) {
  const res = await s.call('POST', `${api}/purchasePlan/submit`, {
    token: admin,
    body: {
      shipperId: f.shipperId,
      lines: [
        { goodsId: f.goods.plain, planQty: '10' },
        { goodsId: f.goods.third, planQty: '3' },
      ],
    },
  });
  expect(res.body.msg, JSON.stringify(res.body)).toBeDefined();
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  const id = res.body.data.id as string;
  await s.db.execute(sql`update sc_purchase_plan set status = ${status} where id = ${id}`);
  return id;
}

async function act(action: PlanAction, id: string) {
  const [line] = await rows(sql`select id::text from sc_purchase_plan_line where plan_id = ${id} order by line_no`);
  switch (action) {
    case 'edit':
      return s.call('POST', `${api}/updatePurchasePlan/update`, {
        token: admin,
        body: { id, lines: [{ id: line!.id, planQty: '12' }] },
      });
    case 'remove':
      return s.call('POST', `${api}/purchasePlan/remove`, { token: admin, query: { ids: id } });
    case 'commit':
      return s.call('POST', `${api}/purchasePlan/commit`, { token: admin, body: { id } });
    case 'approve':
      return s.call('POST', `${api}/purchasePlan/audit`, { token: admin, body: { id, pass: true } });
    case 'reject':
      return s.call('POST', `${api}/purchasePlan/audit`, {
        token: admin,
        body: { id, pass: false, opinion: '数量过大' },
      });
    case 'close':
      return s.call('POST', `${api}/purchasePlan/close`, { token: admin, body: { id, reason: '不再需要' } });
    case 'toOrder':
      return s.call('POST', `${api}/purchasePlan/toOrder`, { token: admin, body: { id } });
  }
}

const statusOf = async (id: string) =>
  (await rows(sql`select status, is_deleted from sc_purchase_plan where id = ${id}`))[0] as {
    status: number;
    is_deleted: number;
  };

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
  it('the table covers every status and every action of the machine', () => {
    expect(new Set(expected.map(([status]) => status))).toEqual(new Set(Object.keys(planStatusNames).map(Number)));
    expect(new Set(expected.map(([, action]) => action))).toEqual(new Set(Object.keys(planMachine)));
  });

  it.each(expected)('status %i, action %s: %s', async (status, action, lands) => {
    const id = await planIn(status);
    const res = await act(action, id);
    const after = await statusOf(id);
    if (lands === 'refused') {
      expect(res.body.success, JSON.stringify(res.body)).toBe(false);
      const name = planStatusNames[status as keyof typeof planStatusNames];
      expect(res.body.msg).toBe(refusedMove(name, planDocName, planMachine[action].name).zh);
      expect(after).toEqual({ status, is_deleted: 0 });
      return;
    }
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    if (lands === 'removed') expect(after.is_deleted).toBe(1);
    else expect(after).toEqual({ status: lands, is_deleted: 0 });
    if (action === 'edit') return;
    const logs = await rows(
      sql`select from_status, to_status, action from sc_status_log where entity = 'plan' and entity_id = ${id} order by id`,
    );
    expect(logs.at(-1)).toMatchObject({ from_status: status, action });
  });

  it('names the status and the action in the caller’s language', async () => {
    const id = await planIn(2);
    const res = await s.call('POST', `${api}/purchasePlan/remove`, { token: admin, query: { ids: id }, lang: 'zh' });
    expect(res.body.msg).toBe('已审核的计划不能删除');
    const en = await s.call('POST', `${api}/purchasePlan/remove`, { token: admin, query: { ids: id }, lang: 'en' });
    expect(en.body.msg).toBe('The plan is “Approved”, so it cannot be deleted');
  });
});
