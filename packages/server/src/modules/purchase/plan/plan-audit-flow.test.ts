import { flowCalls, planCalls, purchaseBaseCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, personWith, rowsOf, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, seedDocsFixture } from '../shared/docs.fixture.ts';

/**
 * 计划审核走流程 on ${databaseKind}: with the shipper's planAuditByFlow on, a commit starts 采购计划审批 and its task
 * is offered to those who may audit plans; signing for it puts it in their 待办 (opening the plan's own pages);
 * 同意 approves the plan with the auditor, time and opinion in its status log, 驳回 needs an opinion and rejects it
 * (ending the process: a new commit starts a new one); `audit` is refused while the process runs and allowed again
 * once it is removed. With the setting off nothing changes.
 */
const test = apiTest({ captchaEnabled: false });
let s: TestServer;
let byFlow: DocsFixture;
let direct: DocsFixture;
const people = {} as Record<'buyer' | 'auditor' | 'admin', Session>;

const detail = async (id: string) => (await people.admin.send(planCalls.planDetail, { query: { id } })).body.data;
/** The workflow's lists by what the tests call them. */
const lists = {
  claim: flowCalls.claimList,
  todo: flowCalls.todoList,
  done: flowCalls.doneList,
  send: flowCalls.sendList,
};
const work = async (who: Session, list: keyof typeof lists) => {
  const reply = await who.send(lists[list], { query: { size: 100 } });
  expect(reply.body.success, reply.text).toBe(true);
  return reply.body.data.records as Array<Record<string, any>>;
};
const taskOf = async (who: Session, list: 'claim' | 'todo' | 'done', planId: string) =>
  (await work(who, list)).find((r) => r.businessId === planId);
const complete = (who: Session, task: Record<string, any>, body: { flag?: string; comment?: string }) =>
  who.send(flowCalls.completeTask, {
    body: { taskId: task.taskId, processInstanceId: task.processInstanceId, ...body },
  });

/** A committed plan of `fx`, by the buyer. */
async function committed(fx: DocsFixture, qty = '12') {
  const made = await people.buyer.send(planCalls.planSubmit, {
    body: {
      shipperId: fx.shipperId,
      lines: [{ goodsId: fx.goods.plain, planQty: qty }],
    },
  });
  expect(made.body.success, made.text).toBe(true);
  const id = made.body.data.id as string;
  const commit = await people.buyer.send(planCalls.planCommit, { body: { id } });
  expect(commit.body.data?.status, commit.text).toBe(1);
  return id;
}

/** A committed plan's task, signed for by the auditor (待签 → 待办). */
async function claimed(planId: string) {
  const offered = await taskOf(people.auditor, 'claim', planId);
  expect(offered, 'offered to the auditor').toBeTruthy();
  const claim = await people.auditor.send(flowCalls.claimTask, { query: { taskId: offered!.taskId } });
  expect(claim.body.success, claim.text).toBe(true);
  return (await taskOf(people.auditor, 'todo', planId))!;
}

test.beforeAll(async ({ server, admin }) => {
  s = server;
  byFlow = await seedDocsFixture(s.db, 'AF', { planAuditByFlow: true });
  direct = await seedDocsFixture(s.db, 'AD');
  const plans = ['purchase_plan', 'purchase_plan_add', 'purchase_plan_edit', 'purchase_plan_commit'];
  people.buyer = await personWith(s, plans, { account: 'af-buyer' });
  people.auditor = await personWith(s, ['purchase_plan', 'purchase_plan_audit'], { account: 'af-auditor' });
  people.admin = admin;
}, 60_000);

describe(`plan audit by workflow on ${databaseKind}`, () => {
  test('is a setting of the shipper, off by default', async () => {
    const read = await people.admin.send(purchaseBaseCalls.settingGet, { query: { shipperId: direct.shipperId } });
    expect(read.body.data, read.text).toMatchObject({ planNeedAudit: true, planAuditByFlow: false });
    const on = await people.admin.send(purchaseBaseCalls.settingGet, { query: { shipperId: byFlow.shipperId } });
    expect(on.body.data).toMatchObject({ planAuditByFlow: true });
  });

  test('a commit starts 采购计划审批: offered to the auditors, in 待办 once signed for, opening the plan’s pages', async () => {
    const id = await committed(byFlow);
    const plan = await detail(id);
    expect(plan).toMatchObject({ status: 1, inFlow: true });
    expect(plan.processInstanceId).toMatch(/^\d+$/);

    // Offered to whoever may audit plans, not to the buyer who committed it.
    expect(await taskOf(people.buyer, 'claim', id)).toBeUndefined();
    const offered = await taskOf(people.auditor, 'claim', id);
    expect(offered).toMatchObject({
      taskName: '采购主管审核',
      processDefinitionName: '采购计划审批',
      processDefinitionKey: 'PurchasePlan',
      categoryName: '采购审批',
      businessTable: 'sc_purchase_plan',
      businessId: id,
      routeValue: 'purchase-plan',
      processInstanceId: plan.processInstanceId,
      startUser: 'af-buyer',
    });
    expect(await taskOf(people.auditor, 'todo', id)).toBeUndefined();
    const task = await claimed(id);
    expect(task).toMatchObject({
      businessTable: 'sc_purchase_plan',
      routeValue: 'purchase-plan',
      taskName: '采购主管审核',
    });
    expect(await taskOf(people.buyer, 'todo', id)).toBeUndefined();
    // The buyer follows it in 已发事务.
    expect((await work(people.buyer, 'send')).find((r) => r.businessId === id)).toMatchObject({
      processIsFinished: 'unfinished',
      taskName: '采购主管审核',
    });
  });

  test('refuses `audit` of a plan in its process: the task is the only way', async () => {
    const id = await committed(byFlow);
    for (const body of [
      { id, pass: true },
      { id, pass: false, opinion: '不同意' },
    ]) {
      const refused = await people.auditor.send(planCalls.planAudit, { body: body });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.msg).toBe('该计划正在审批流程中，审核请在流程待办中办理');
    }
    const english = await people.auditor.send(planCalls.planAudit, { body: { id, pass: true }, lang: 'en' });
    expect(english.body.msg).toBe('This plan is in its approval process: audit it from your workflow to-do list');
    expect((await detail(id)).status).toBe(1);
    // The plan grid knows it: no 审核 there.
    const list = await people.auditor.send(planCalls.planList, { query: { shipperId: byFlow.shipperId, size: 100 } });
    expect(list.body.data.records.find((r) => r.id === id)).toMatchObject({ status: 1, inFlow: true });
  });

  test('同意 approves the plan as its auditor, with the opinion, in the status log; the process ends', async () => {
    const id = await committed(byFlow);
    const task = await claimed(id);
    const done = await complete(people.auditor, task, { flag: 'ok', comment: '同意按计划采购' });
    expect(done.body.success, done.text).toBe(true);
    const plan = await detail(id);
    expect(plan).toMatchObject({
      status: 2,
      inFlow: false,
      auditUserName: 'af-auditor',
      auditOpinion: '同意按计划采购',
    });
    expect(plan.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(plan.logs.at(-1)).toMatchObject({
      fromStatus: 1,
      toStatus: 2,
      action: 'approve',
      reason: '同意按计划采购',
      operatorName: 'af-auditor',
    });
    expect(await taskOf(people.auditor, 'todo', id)).toBeUndefined();
    expect(await taskOf(people.auditor, 'done', id)).toMatchObject({ comment: '同意按计划采购', pass: true });
    expect((await work(people.buyer, 'send')).find((r) => r.businessId === id)).toMatchObject({
      processIsFinished: 'finished',
    });
    // Approved, it goes on as any approved plan: to orders.
    const orders = await people.admin.send(planCalls.planToOrder, { body: { id } });
    expect(orders.body.success, orders.text).toBe(true);
  });

  test('驳回 needs an opinion; with one it rejects the plan and ends the process; a new commit starts a new one', async () => {
    const id = await committed(byFlow, '30');
    const task = await claimed(id);
    const refused = await complete(people.auditor, task, {});
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.msg).toBe('驳回时请填写审核意见');
    // Nothing moved: the task still waits, the plan too.
    expect(await taskOf(people.auditor, 'todo', id)).toBeTruthy();
    expect((await detail(id)).status).toBe(1);

    const rejected = await complete(people.auditor, task, { comment: '数量超出上限天数' });
    expect(rejected.body.success, rejected.text).toBe(true);
    const plan = await detail(id);
    expect(plan).toMatchObject({
      status: 3,
      inFlow: false,
      auditUserName: 'af-auditor',
      auditOpinion: '数量超出上限天数',
    });
    expect(plan.logs.at(-1)).toMatchObject({
      toStatus: 3,
      action: 'reject',
      reason: '数量超出上限天数',
      operatorName: 'af-auditor',
    });
    expect((await work(people.buyer, 'send')).find((r) => r.businessId === id)).toMatchObject({
      processInstanceId: plan.processInstanceId,
      processIsFinished: 'finished',
    });

    // Edited and committed again: a new instance, offered again.
    const edited = await people.buyer.send(planCalls.planSubmit, {
      body: {
        id,
        shipperId: byFlow.shipperId,
        lines: [{ id: plan.lines[0]!.id, goodsId: byFlow.goods.plain, planQty: '20' }],
      },
    });
    expect(edited.body.success, edited.text).toBe(true);
    expect((await people.buyer.send(planCalls.planCommit, { body: { id } })).body.data.status).toBe(1);
    const again = await detail(id);
    expect(again.inFlow).toBe(true);
    expect(again.processInstanceId).not.toBe(plan.processInstanceId);
    expect(await taskOf(people.auditor, 'claim', id)).toMatchObject({ processInstanceId: again.processInstanceId });
  });

  test('a plan whose process was removed in 流程跟踪 is audited directly again', async () => {
    const id = await committed(byFlow);
    const { processInstanceId } = await detail(id);
    const removed = await people.admin.send(flowCalls.deleteInstance, {
      query: { processInstanceId, deleteReason: '改为人工审核' },
    });
    expect(removed.body.success, removed.text).toBe(true);
    expect((await detail(id)).inFlow).toBe(false);
    const audited = await people.auditor.send(planCalls.planAudit, {
      body: { id, pass: true, opinion: '人工审核通过' },
    });
    expect(audited.body.data?.status, audited.text).toBe(2);
  });

  test('with the setting off a commit starts nothing and `audit` decides, as before', async () => {
    const id = await committed(direct);
    const plan = await detail(id);
    expect(plan).toMatchObject({ status: 1, inFlow: false, processInstanceId: null });
    expect(await taskOf(people.auditor, 'claim', id)).toBeUndefined();
    const rows = await rowsOf<{ n: number }>(
      s.db,
      sql`select count(*)::int as n from flow_instance where business_key = ${`sc_purchase_plan:${id}`}`,
    );
    expect(rows[0]!.n).toBe(0);
    const audited = await people.auditor.send(planCalls.planAudit, { body: { id, pass: true } });
    expect(audited.body.data?.status, audited.text).toBe(2);
  });

  test('planAuditByFlow without planNeedAudit approves at once, as planNeedAudit off always did', async () => {
    await s.db.execute(
      sql`update sc_purchase_setting set plan_need_audit = false where shipper_id = ${byFlow.shipperId}`,
    );
    try {
      const made = await people.buyer.send(planCalls.planSubmit, {
        body: {
          shipperId: byFlow.shipperId,
          lines: [{ goodsId: byFlow.goods.plain, planQty: '5' }],
        },
      });
      const commit = await people.buyer.send(planCalls.planCommit, { body: { id: made.body.data.id } });
      expect(commit.body.data?.status, commit.text).toBe(2);
      expect((await detail(made.body.data.id)).processInstanceId).toBeNull();
    } finally {
      await s.db.execute(
        sql`update sc_purchase_setting set plan_need_audit = true where shipper_id = ${byFlow.shipperId}`,
      );
    }
  });
});
