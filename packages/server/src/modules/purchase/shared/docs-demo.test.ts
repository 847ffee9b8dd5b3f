import { flowCalls, menuCalls, messageCalls, orderCalls, planCalls, profileCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { apiTest, rowsOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { md5, type TestServer } from '../../../../test/helpers/server.ts';
import { demoPassword, demoTenantIds } from '../../../demo.ts';
import { remindExpiries } from '../remind/remind.job.ts';

/**
 * The documents' demo rows on ${databaseKind} (docs/domain.md §5), as a user of tenant 100001 sees them: every order tab
 * has a number, the partly received call-off, the frame agreement in progress for ¥1,280,000, the plans.
 */
const test = apiTest({ demoData: true });
let s: TestServer;
let admin: Session;
const rows = (query: ReturnType<typeof sql>) => rowsOf<Record<string, any>>(s.db, query);

test.beforeAll(({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
});

describe(`documents' demo on ${databaseKind}`, () => {
  test('has an order in every status, so every tab shows a number', async () => {
    const [hdky] = await rows(sql`select id::text from pub_shipper where shipper_code = 'HDKY'`);
    const res = await admin.send(orderCalls.orderStatusNum, { body: { shipperId: hdky!.id } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    const nums = res.body.data as Array<{ status: number | null; num: number }>;
    expect(nums).toHaveLength(9);
    for (const n of nums) expect(n.num, JSON.stringify(n)).toBeGreaterThan(0);
  });

  test('has the call-off G0001 600/1200 partly received and the frame agreement in progress', async () => {
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

  test("华东康源's 智能补货 on the demo data is submitted as it comes: no suggested line is refused", async () => {
    const [hdky] = await rows(sql`select id::text from pub_shipper where shipper_code = 'HDKY'`);
    const auto = await admin.send(planCalls.planAuto, { body: { shipperId: hdky!.id } });
    expect(auto.body.success, JSON.stringify(auto.body)).toBe(true);
    const plan = await admin.send(planCalls.planDetail, { query: { id: auto.body.data.id } });
    // 诺和灵30R (两票制, only from 安澜) is among them: its catalogue supplier is one the two-invoice rule accepts.
    expect(plan.body.data.lines.map((l) => l.goodsCode)).toContain('G0015');
    const commit = await admin.send(planCalls.planCommit, { body: { id: auto.body.data.id } });
    expect(commit.body.success, JSON.stringify(commit.body)).toBe(true);
  });

  test("lets the distributor's own staff run it: 赵磊 buys (no audit), 马军 audits, both see 智能采购's menus", async () => {
    const signIn = async (account: string) => {
      const first = await signedIn(s, account, demoPassword, demoTenantIds.distributor);
      const changed = await first.send(profileCalls.updatePassword, {
        query: { oldPassword: md5(demoPassword), newPassword: md5('Caigou#2026'), newPassword1: md5('Caigou#2026') },
      });
      expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
      return signedIn(s, account, 'Caigou#2026', demoTenantIds.distributor);
    };
    const codesOf = (nodes: Array<{ code: string; children?: unknown[] }>): string[] =>
      nodes.flatMap((n) => [n.code, ...codesOf((n.children ?? []) as typeof nodes)]);
    const buyer = await signIn('zhaolei');
    const manager = await signIn('majun');
    for (const who of [buyer, manager]) {
      const menus = await who.send(menuCalls.routes);
      expect(codesOf(menus.body.data)).toEqual(
        expect.arrayContaining(['purchase_plan', 'purchase_order', 'purchase_contract', 'sc_goods', 'sc_supplier']),
      );
    }
    // Rule 13 on a first start: the quarter's contract ending in 20 days and 安澜's licence (25 days) reach 马军, who
    // audits contracts and keeps suppliers. The server's own hourly run may have sent them already: either way, once.
    await remindExpiries({ db: s.db, registry: s.registry, timeZone: 'Asia/Shanghai' });
    await vi.waitFor(async () => {
      const inbox = await manager.send(messageCalls.inbox, { query: { kind: 'message', size: '50' } });
      const texts = inbox.body.data.records.map((r: { content: string }) => r.content) as string[];
      expect(
        texts.filter((t) => /^合同CGHT\d{12}\(汇通医药集团股份有限公司\)将于.+到期，剩余20天$/.test(t)),
      ).toHaveLength(1);
      expect(texts.filter((t) => t.startsWith('安澜生物制药有限公司的药品经营许可证将于'))).toHaveLength(1);
    });
    // The buyer drafts and submits an order of the demo's; only the manager may pass it.
    const plans = await buyer.send(orderCalls.orderQueryByPage, { body: { status: 0, pageNum: 1, pageSize: 10 } });
    expect(plans.body.data.total, JSON.stringify(plans.body)).toBeGreaterThan(0);
    const draft = plans.body.data.records[0]!.id;
    expect((await buyer.send(orderCalls.orderCommit, { body: { id: draft } })).body.success).toBe(true);
    const refused = await buyer.send(orderCalls.orderAudit, { body: { id: draft, pass: true } });
    expect(refused.status).toBe(403);
    const passed = await manager.send(orderCalls.orderAudit, { body: { id: draft, pass: true } });
    expect(passed.body.success, JSON.stringify(passed.body)).toBe(true);
    // 云岭本草 audits its plans through 采购计划审批: its committed plan waits in 马军's 待办, opening the plan's page.
    const todo = await manager.send(flowCalls.todoList);
    const task = todo.body.data.records.find((r) => r.businessTable === 'sc_purchase_plan');
    expect(task, JSON.stringify(todo.body)).toMatchObject({
      processDefinitionName: '采购计划审批',
      taskName: '采购主管审核',
      routeValue: 'purchase-plan',
      startUser: '赵磊',
    });
    const waiting = await manager.send(planCalls.planDetail, { query: { id: task!.businessId! } });
    expect(waiting.body.data).toMatchObject({ shipperName: '云岭本草医药有限公司', status: 1, inFlow: true });
  });

  test('has the plans and contracts of §5', async () => {
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
