import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, seedDocsFixture } from '../shared/docs.fixture.ts';

/**
 * 计划审核走流程 on ${databaseKind}: with the shipper's planAuditByFlow on, a commit starts 采购计划审批 and its task
 * is offered to those who may audit plans; signing for it puts it in their 待办 (opening the plan's own pages);
 * 同意 approves the plan with the auditor, time and opinion in its status log, 驳回 needs an opinion and rejects it
 * (ending the process: a new commit starts a new one); `audit` is refused while the process runs and allowed again
 * once it is removed. With the setting off nothing changes.
 */
let s: TestServer;
let byFlow: DocsFixture;
let direct: DocsFixture;
const tokens: Record<'buyer' | 'auditor' | 'admin', string> = { buyer: '', auditor: '', admin: '' };
const smart = '/api/blade-smart';
const flow = '/api/blade-flow';

const post = (token: string, path: string, body: unknown) => s.call('POST', `${smart}/${path}`, { token, body });
const detail = async (id: string) =>
  (await s.call('GET', `${smart}/purchasePlan/detail`, { token: tokens.admin, query: { id } })).body.data;
const work = async (token: string, list: 'claim' | 'todo' | 'done' | 'send') => {
  const reply = await s.call('GET', `${flow}/work/${list}-list`, { token, query: { size: 100 } });
  expect(reply.body.success, reply.text).toBe(true);
  return reply.body.data.records as Array<Record<string, any>>;
};
const taskOf = async (token: string, list: 'claim' | 'todo' | 'done', planId: string) =>
  (await work(token, list)).find((r) => r.businessId === planId);
const complete = (token: string, task: Record<string, any>, body: { flag?: string; comment?: string }) =>
  s.call('POST', `${flow}/work/complete-task`, {
    token,
    body: { taskId: task.taskId, processInstanceId: task.processInstanceId, ...body },
  });

/** A committed plan of `fx`, by the buyer. */
async function committed(fx: DocsFixture, qty = '12') {
  const made = await post(tokens.buyer, 'purchasePlan/submit', {
    shipperId: fx.shipperId,
    lines: [{ goodsId: fx.goods.plain, planQty: qty }],
  });
  expect(made.body.success, made.text).toBe(true);
  const id = made.body.data.id as string;
  const commit = await post(tokens.buyer, 'purchasePlan/commit', { id });
  expect(commit.body.data?.status, commit.text).toBe(1);
  return id;
}

/** A committed plan's task, signed for by the auditor (待签 → 待办). */
async function claimed(planId: string) {
  const offered = await taskOf(tokens.auditor, 'claim', planId);
  expect(offered, 'offered to the auditor').toBeTruthy();
  const claim = await s.call('POST', `${flow}/work/claim-task`, {
    token: tokens.auditor,
    query: { taskId: offered!.taskId },
  });
  expect(claim.body.success, claim.text).toBe(true);
  return (await taskOf(tokens.auditor, 'todo', planId))!;
}

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  byFlow = await seedDocsFixture(s.db, 'AF', { planAuditByFlow: true });
  direct = await seedDocsFixture(s.db, 'AD');
  const plans = ['purchase_plan', 'purchase_plan_add', 'purchase_plan_edit', 'purchase_plan_commit'];
  await createUser(s.db, { tenantId: '000000', account: 'af-buyer', password: 'pw-af', codes: plans });
  await createUser(s.db, {
    tenantId: '000000',
    account: 'af-auditor',
    password: 'pw-af',
    codes: ['purchase_plan', 'purchase_plan_audit'],
  });
  tokens.buyer = (await s.login('af-buyer', 'pw-af')).access_token;
  tokens.auditor = (await s.login('af-auditor', 'pw-af')).access_token;
  tokens.admin = (await s.login('admin', 'admin')).access_token;
}, 60_000);
afterAll(() => s?.close());

describe(`plan audit by workflow on ${databaseKind}`, () => {
  it('is a setting of the shipper, off by default', async () => {
    const read = await s.call('GET', `${smart}/purchase-setting`, {
      token: tokens.admin,
      query: { shipperId: direct.shipperId },
    });
    expect(read.body.data, read.text).toMatchObject({ planNeedAudit: true, planAuditByFlow: false });
    const on = await s.call('GET', `${smart}/purchase-setting`, {
      token: tokens.admin,
      query: { shipperId: byFlow.shipperId },
    });
    expect(on.body.data).toMatchObject({ planAuditByFlow: true });
  });

  it('a commit starts 采购计划审批: offered to the auditors, in 待办 once signed for, opening the plan’s pages', async () => {
    const id = await committed(byFlow);
    const plan = await detail(id);
    expect(plan).toMatchObject({ status: 1, inFlow: true });
    expect(plan.processInstanceId).toMatch(/^\d+$/);

    // Offered to whoever may audit plans, not to the buyer who committed it.
    expect(await taskOf(tokens.buyer, 'claim', id)).toBeUndefined();
    const offered = await taskOf(tokens.auditor, 'claim', id);
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
    expect(await taskOf(tokens.auditor, 'todo', id)).toBeUndefined();
    const task = await claimed(id);
    expect(task).toMatchObject({
      businessTable: 'sc_purchase_plan',
      routeValue: 'purchase-plan',
      taskName: '采购主管审核',
    });
    expect(await taskOf(tokens.buyer, 'todo', id)).toBeUndefined();
    // The buyer follows it in 已发事务.
    expect((await work(tokens.buyer, 'send')).find((r) => r.businessId === id)).toMatchObject({
      processIsFinished: 'unfinished',
      taskName: '采购主管审核',
    });
  });

  it('refuses `audit` of a plan in its process: the task is the only way', async () => {
    const id = await committed(byFlow);
    for (const body of [
      { id, pass: true },
      { id, pass: false, opinion: '不同意' },
    ]) {
      const refused = await post(tokens.auditor, 'purchasePlan/audit', body);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.msg).toBe('该计划正在审批流程中，审核请在流程待办中办理');
    }
    const english = await s.call('POST', `${smart}/purchasePlan/audit`, {
      token: tokens.auditor,
      body: { id, pass: true },
      lang: 'en',
    });
    expect(english.body.msg).toBe('This plan is in its approval process: audit it from your workflow to-do list');
    expect((await detail(id)).status).toBe(1);
    // The plan grid knows it: no 审核 there.
    const list = await s.call('GET', `${smart}/purchasePlan/list`, {
      token: tokens.auditor,
      query: { shipperId: byFlow.shipperId, size: 100 },
    });
    expect(list.body.data.records.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 1, inFlow: true });
  });

  it('同意 approves the plan as its auditor, with the opinion, in the status log; the process ends', async () => {
    const id = await committed(byFlow);
    const task = await claimed(id);
    const done = await complete(tokens.auditor, task, { flag: 'ok', comment: '同意按计划采购' });
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
    expect(await taskOf(tokens.auditor, 'todo', id)).toBeUndefined();
    expect(await taskOf(tokens.auditor, 'done', id)).toMatchObject({ comment: '同意按计划采购', pass: true });
    expect((await work(tokens.buyer, 'send')).find((r) => r.businessId === id)).toMatchObject({
      processIsFinished: 'finished',
    });
    // Approved, it goes on as any approved plan: to orders.
    const orders = await post(tokens.admin, 'purchasePlan/toOrder', { id });
    expect(orders.body.success, orders.text).toBe(true);
  });

  it('驳回 needs an opinion; with one it rejects the plan and ends the process; a new commit starts a new one', async () => {
    const id = await committed(byFlow, '30');
    const task = await claimed(id);
    const refused = await complete(tokens.auditor, task, {});
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.msg).toBe('驳回时请填写审核意见');
    // Nothing moved: the task still waits, the plan too.
    expect(await taskOf(tokens.auditor, 'todo', id)).toBeTruthy();
    expect((await detail(id)).status).toBe(1);

    const rejected = await complete(tokens.auditor, task, { comment: '数量超出上限天数' });
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
    expect((await work(tokens.buyer, 'send')).find((r) => r.businessId === id)).toMatchObject({
      processInstanceId: plan.processInstanceId,
      processIsFinished: 'finished',
    });

    // Edited and committed again: a new instance, offered again.
    const edited = await post(tokens.buyer, 'purchasePlan/submit', {
      id,
      shipperId: byFlow.shipperId,
      lines: [{ id: plan.lines[0].id, goodsId: byFlow.goods.plain, planQty: '20' }],
    });
    expect(edited.body.success, edited.text).toBe(true);
    expect((await post(tokens.buyer, 'purchasePlan/commit', { id })).body.data.status).toBe(1);
    const again = await detail(id);
    expect(again.inFlow).toBe(true);
    expect(again.processInstanceId).not.toBe(plan.processInstanceId);
    expect(await taskOf(tokens.auditor, 'claim', id)).toMatchObject({ processInstanceId: again.processInstanceId });
  });

  it('a plan whose process was removed in 流程跟踪 is audited directly again', async () => {
    const id = await committed(byFlow);
    const { processInstanceId } = await detail(id);
    const removed = await s.call('POST', `${flow}/follow/delete-process-instance`, {
      token: tokens.admin,
      query: { processInstanceId, deleteReason: '改为人工审核' },
    });
    expect(removed.body.success, removed.text).toBe(true);
    expect((await detail(id)).inFlow).toBe(false);
    const audited = await post(tokens.auditor, 'purchasePlan/audit', { id, pass: true, opinion: '人工审核通过' });
    expect(audited.body.data?.status, audited.text).toBe(2);
  });

  it('with the setting off a commit starts nothing and `audit` decides, as before', async () => {
    const id = await committed(direct);
    const plan = await detail(id);
    expect(plan).toMatchObject({ status: 1, inFlow: false, processInstanceId: null });
    expect(await taskOf(tokens.auditor, 'claim', id)).toBeUndefined();
    const { rows } = (await s.db.execute(
      sql`select count(*)::int as n from flow_instance where business_key = ${`sc_purchase_plan:${id}`}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(0);
    const audited = await post(tokens.auditor, 'purchasePlan/audit', { id, pass: true });
    expect(audited.body.data?.status, audited.text).toBe(2);
  });

  it('planAuditByFlow without planNeedAudit approves at once, as planNeedAudit off always did', async () => {
    await s.db.execute(
      sql`update sc_purchase_setting set plan_need_audit = false where shipper_id = ${byFlow.shipperId}`,
    );
    try {
      const made = await post(tokens.buyer, 'purchasePlan/submit', {
        shipperId: byFlow.shipperId,
        lines: [{ goodsId: byFlow.goods.plain, planQty: '5' }],
      });
      const commit = await post(tokens.buyer, 'purchasePlan/commit', { id: made.body.data.id });
      expect(commit.body.data?.status, commit.text).toBe(2);
      expect((await detail(made.body.data.id)).processInstanceId).toBeNull();
    } finally {
      await s.db.execute(
        sql`update sc_purchase_setting set plan_need_audit = true where shipper_id = ${byFlow.shipperId}`,
      );
    }
  });
});
