import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';

/**
 * The documents' demo rows on ${databaseKind} (domain.md §5), as a user of tenant 100001 sees them: every order tab
 * has a number, the partly received call-off, the frame agreement in progress for ¥1,280,000, the plans.
 */
let s: TestServer;
let token: string;
const api = '/api/blade-smart';
const rows = async (query: ReturnType<typeof sql>) =>
  ((await s.db.execute(query)) as unknown as { rows: Array<Record<string, any>> }).rows;

beforeAll(async () => {
  s = await startServer({ demoData: true });
  token = (await s.login('admin', 'admin', '000000')).access_token;
}, 240_000);
afterAll(() => s?.close());

describe(`documents' demo on ${databaseKind}`, () => {
  it('has an order in every status, so every tab shows a number', async () => {
    const [hdky] = await rows(sql`select id::text from pub_shipper where shipper_code = 'HDKY'`);
    const res = await s.call('POST', `${api}/purchaseOrder/statusNum`, { token, body: { shipperId: hdky!.id } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const nums = res.body.data as Array<{ status: number | null; num: number }>;
    expect(nums).toHaveLength(9);
    for (const n of nums) expect(n.num, JSON.stringify(n)).toBeGreaterThan(0);
  });

  it('has the call-off G0001 600/1200 partly received and the frame agreement in progress', async () => {
    const [line] = await rows(sql`select l.qty::text, l.received_qty::text, o.status from sc_order_goods l
      join sc_purchase_order o on o.id = l.order_id where l.goods_code = 'G0001' and o.frame_contract_id is not null`);
    expect(line).toEqual({ qty: '1200.000', received_qty: '600.000', status: 4 });
    const [frame] = await rows(sql`select status, total_amount::text, contract_type from sc_purchase_contract
      where contract_type = 2 and tenant_id = '100001'`);
    expect(frame).toEqual({ status: 3, total_amount: '1280000.00', contract_type: 2 });
    const [ordered] = await rows(sql`select d.ordered_qty::text, d.acc_in_qty::text from sc_contract_detail d
      join sc_purchase_contract c on c.id = d.contract_id where c.contract_type = 2 and d.goods_code = 'G0001'`);
    expect(ordered).toEqual({ ordered_qty: '1200.000', acc_in_qty: '600.000' });
  });

  it("华东康源's 智能补货 on the demo data is submitted as it comes: no suggested line is refused", async () => {
    const [hdky] = await rows(sql`select id::text from pub_shipper where shipper_code = 'HDKY'`);
    const auto = await s.call('POST', `${api}/purchasePlan/auto`, { token, body: { shipperId: hdky!.id } });
    expect(auto.body.success, JSON.stringify(auto.body)).toBe(true);
    const plan = await s.call('GET', `${api}/purchasePlan/detail`, { token, query: { id: auto.body.data.id } });
    // 诺和灵30R (两票制, only from 安澜) is among them: its catalogue supplier is one the two-invoice rule accepts.
    expect(plan.body.data.lines.map((l: { goodsCode: string }) => l.goodsCode)).toContain('G0015');
    const commit = await s.call('POST', `${api}/purchasePlan/commit`, { token, body: { id: auto.body.data.id } });
    expect(commit.body.success, JSON.stringify(commit.body)).toBe(true);
  });

  it('has the plans and contracts of §5', async () => {
    const plans = await rows(sql`select plan_type, status, line_count, audit_opinion from sc_purchase_plan
      where tenant_id = '100001' order by id`);
    expect(plans).toContainEqual(expect.objectContaining({ plan_type: 2, status: 0, line_count: 3 }));
    expect(plans).toContainEqual(expect.objectContaining({ status: 3, audit_opinion: 'G0007 计划量超出上限天数' }));
    const auto = plans.find((p) => p.plan_type === 1);
    expect(auto).toMatchObject({ status: 2 });
    expect(auto!.line_count).toBeGreaterThan(0);
    expect(auto!.line_count).toBeLessThanOrEqual(12);
    const contracts = await rows(sql`select contract_type, status, suspend_reason from sc_purchase_contract
      where tenant_id = '100001'`);
    expect(contracts).toContainEqual(expect.objectContaining({ contract_type: 1, status: 2 }));
    expect(contracts).toContainEqual(expect.objectContaining({ status: 4, suspend_reason: '厂家停产' }));
    const platform = await rows(sql`select count(*)::int as n from sc_purchase_order where tenant_id = '000000'`);
    expect(platform[0]!.n).toBeGreaterThan(0);
  });
});
