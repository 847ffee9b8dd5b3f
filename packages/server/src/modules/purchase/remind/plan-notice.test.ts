import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, seedDocsFixture } from '../shared/docs.fixture.ts';

/**
 * Plan notices on ${databaseKind}: a plan submitted for audit tells those who may audit plans (SC_PLAN_SUBMITTED,
 * not its submitter), a rejected one tells whoever made it (SC_PLAN_REJECTED); a plan approved at once without
 * audit tells nobody. Each read in the receiver's inbox, as they would.
 */
let s: TestServer;
let f: DocsFixture;
let direct: DocsFixture;
const tokens: Record<'buyer' | 'auditor' | 'admin', string> = { buyer: '', auditor: '', admin: '' };
const smart = '/api/blade-smart';

const post = (token: string, path: string, body: unknown) => s.call('POST', `${smart}/${path}`, { token, body });
const inbox = async (token: string) => {
  const reply = await s.call('GET', '/api/blade-message/inbox/list', { token, query: { kind: 'message' } });
  expect(reply.body.code, reply.text).toBe(200);
  return reply.body.data.records as Array<{ title: string; content: string; jumpUrl: string }>;
};

/** The messages of a plan's notices for it, once all are delivered. */
async function noticesOf(planNo: string, count: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const { rows } = (await s.db.execute(sql`select template_code, status from msg_record
      where template_code like 'SC_PLAN_%' and params like ${`%${planNo}%`}`)) as unknown as {
      rows: Array<{ template_code: string; status: number }>;
    };
    if (rows.length >= count && rows.every((r) => Number(r.status) === 30)) return rows;
    if (Date.now() > until) throw new Error(`not delivered: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function draft(token: string, fx: DocsFixture) {
  const made = await post(token, 'purchasePlan/submit', {
    shipperId: fx.shipperId,
    lines: [{ goodsId: fx.goods.plain, planQty: '12' }],
  });
  expect(made.body.success, made.text).toBe(true);
  const detail = await s.call('GET', `${smart}/purchasePlan/detail`, { token, query: { id: made.body.data.id } });
  return { id: made.body.data.id as string, planNo: detail.body.data.planNo as string };
}

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  f = await seedDocsFixture(s.db, 'PN');
  direct = await seedDocsFixture(s.db, 'PD', { planNeedAudit: false });
  const plans = ['purchase_plan', 'purchase_plan_add', 'purchase_plan_edit', 'purchase_plan_commit'];
  await createUser(s.db, { tenantId: '000000', account: 'pn-buyer', password: 'pw-pn', codes: plans });
  await createUser(s.db, {
    tenantId: '000000',
    account: 'pn-auditor',
    password: 'pw-pn',
    codes: ['purchase_plan', 'purchase_plan_audit'],
  });
  tokens.buyer = (await s.login('pn-buyer', 'pw-pn')).access_token;
  tokens.auditor = (await s.login('pn-auditor', 'pw-pn')).access_token;
  tokens.admin = (await s.login('admin', 'admin')).access_token;
}, 60_000);
afterAll(() => s?.close());

describe(`plan notices on ${databaseKind}`, () => {
  it('tells the auditors of a plan submitted for audit, and its maker of its rejection', async () => {
    const plan = await draft(tokens.buyer, f);
    const committed = await post(tokens.buyer, 'purchasePlan/commit', { id: plan.id });
    expect(committed.body.data?.status, committed.text).toBe(1);
    // The auditor, and the platform administrator (who holds every code); not the buyer who submitted it.
    expect((await noticesOf(plan.planNo, 2)).length).toBe(2);
    const submitted = {
      title: `采购计划 ${plan.planNo} 待审核`,
      content: `测试货主PN采购计划${plan.planNo}已提交，共1个品规，金额¥120.00，请审核。`,
      jumpUrl: '/smartsupply/plan',
    };
    expect(await inbox(tokens.auditor)).toEqual([expect.objectContaining(submitted)]);
    expect(await inbox(tokens.admin)).toEqual(expect.arrayContaining([expect.objectContaining(submitted)]));
    expect(await inbox(tokens.buyer)).toEqual([]);

    const rejected = await post(tokens.auditor, 'purchasePlan/audit', {
      id: plan.id,
      pass: false,
      opinion: 'G0001 数量超出上限天数',
    });
    expect(rejected.body.data?.status, rejected.text).toBe(3);
    await noticesOf(plan.planNo, 3);
    expect(await inbox(tokens.buyer)).toEqual([
      expect.objectContaining({
        title: `采购计划 ${plan.planNo} 被驳回`,
        content: `计划${plan.planNo}被驳回：G0001 数量超出上限天数`,
      }),
    ]);
    // The auditor heard only of the submission.
    expect((await inbox(tokens.auditor)).length).toBe(1);
  });

  it('tells nobody of a plan approved at once (no audit) or approved after one', async () => {
    const plan = await draft(tokens.buyer, direct);
    const committed = await post(tokens.buyer, 'purchasePlan/commit', { id: plan.id });
    expect(committed.body.data?.status, committed.text).toBe(2);
    const audited = await draft(tokens.buyer, f);
    await post(tokens.buyer, 'purchasePlan/commit', { id: audited.id });
    await noticesOf(audited.planNo, 2);
    expect((await post(tokens.auditor, 'purchasePlan/audit', { id: audited.id, pass: true })).body.data?.status).toBe(
      2,
    );
    // Give a wrongly queued notice time to arrive: none does, for either plan.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await noticesOf(plan.planNo, 0)).toEqual([]);
    expect((await noticesOf(audited.planNo, 2)).length).toBe(2);
    expect((await inbox(tokens.buyer)).length).toBe(1);
  });
});
