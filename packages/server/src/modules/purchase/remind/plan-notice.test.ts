import { messageCalls, planCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, personWith, rowsOf, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { type DocsFixture, seedDocsFixture } from '../shared/docs.fixture.ts';
import { planNoticeQueue } from './plan-notice.ts';

/**
 * Plan notices on ${databaseKind}: a plan submitted for audit tells those who may audit plans (SC_PLAN_SUBMITTED,
 * not its submitter), a rejected one tells whoever made it (SC_PLAN_REJECTED); a plan approved at once without
 * audit tells nobody. Each read in the receiver's inbox, as they would.
 */
const test = apiTest({ captchaEnabled: false });
let s: TestServer;
let f: DocsFixture;
let direct: DocsFixture;
let admin: Session;
let buyer: Session;
let auditor: Session;

const inbox = async (who: Session) => {
  const reply = await who.send(messageCalls.inbox, { query: { kind: 'message' } });
  expect(reply.body.code, reply.text).toBe(200);
  return reply.body.data.records as Array<{ title: string; content: string; jumpUrl: string }>;
};

/** Waits until `until` holds, polling; fails with what `state` last said after 20 seconds. */
async function waitFor<T>(state: () => Promise<T>, until: (now: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const now = await state();
    if (until(now)) return now;
    if (Date.now() > deadline) throw new Error(`not reached: ${JSON.stringify(now)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The messages of a plan's notices for it, once all are delivered. */
const noticesOf = (planNo: string, count: number) =>
  waitFor(
    () =>
      rowsOf<{ template_code: string; status: number }>(
        s.db,
        sql`select template_code, status from msg_record
          where template_code like 'SC_PLAN_%' and params like ${`%${planNo}%`}`,
      ),
    (rows) => rows.length >= count && rows.every((r) => Number(r.status) === 30),
  );

/** Every plan notice queued so far has run: whatever it was to send is in msg_record. */
const noticeJobsDone = () =>
  waitFor(
    () =>
      rowsOf<{ pending: number }>(
        s.db,
        sql`select count(*)::int as pending from pgboss.job
          where name = ${planNoticeQueue} and state in ('created', 'retry', 'active')`,
      ),
    ([row]) => Number(row?.pending) === 0,
  );

async function draft(who: Session, fx: DocsFixture) {
  const made = await who.send(planCalls.planSubmit, {
    body: { shipperId: fx.shipperId, lines: [{ goodsId: fx.goods.plain, planQty: '12' }] },
  });
  expect(made.body.success, made.text).toBe(true);
  const detail = await who.send(planCalls.planDetail, { query: { id: made.body.data.id } });
  return { id: made.body.data.id as string, planNo: detail.body.data.planNo as string };
}

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  f = await seedDocsFixture(s.db, 'PN');
  direct = await seedDocsFixture(s.db, 'PD', { planNeedAudit: false });
  buyer = await personWith(s, ['purchase_plan', 'purchase_plan_add', 'purchase_plan_edit', 'purchase_plan_commit']);
  auditor = await personWith(s, ['purchase_plan', 'purchase_plan_audit']);
}, 60_000);

describe(`plan notices on ${databaseKind}`, () => {
  test('tells the auditors of a plan submitted for audit, and its maker of its rejection', async () => {
    const plan = await draft(buyer, f);
    const committed = await buyer.send(planCalls.planCommit, { body: { id: plan.id } });
    expect(committed.body.data?.status, committed.text).toBe(1);
    // The auditor, and the platform administrator (who holds every code); not the buyer who submitted it.
    expect((await noticesOf(plan.planNo, 2)).length).toBe(2);
    const submitted = {
      title: `采购计划 ${plan.planNo} 待审核`,
      content: `测试货主PN采购计划${plan.planNo}已提交，共1个品规，金额¥120.00，请审核。`,
      jumpUrl: '/smartsupply/plan',
    };
    expect(await inbox(auditor)).toEqual([expect.objectContaining(submitted)]);
    expect(await inbox(admin)).toEqual(expect.arrayContaining([expect.objectContaining(submitted)]));
    expect(await inbox(buyer)).toEqual([]);

    const rejected = await auditor.send(planCalls.planAudit, {
      body: { id: plan.id, pass: false, opinion: 'G0001 数量超出上限天数' },
    });
    expect(rejected.body.data?.status, rejected.text).toBe(3);
    await noticesOf(plan.planNo, 3);
    expect(await inbox(buyer)).toEqual([
      expect.objectContaining({
        title: `采购计划 ${plan.planNo} 被驳回`,
        content: `计划${plan.planNo}被驳回：G0001 数量超出上限天数`,
      }),
    ]);
    // The auditor heard only of the submission.
    expect((await inbox(auditor)).length).toBe(1);
  });

  test('tells nobody of a plan approved at once (no audit) or approved after one', async () => {
    const plan = await draft(buyer, direct);
    const committed = await buyer.send(planCalls.planCommit, { body: { id: plan.id } });
    expect(committed.body.data?.status, committed.text).toBe(2);
    const audited = await draft(buyer, f);
    await buyer.send(planCalls.planCommit, { body: { id: audited.id } });
    await noticesOf(audited.planNo, 2);
    expect((await auditor.send(planCalls.planAudit, { body: { id: audited.id, pass: true } })).body.data?.status).toBe(
      2,
    );
    // A wrongly queued notice would be a job of the plan-notice queue: once none is left to run, none has arrived.
    await noticeJobsDone();
    expect(await noticesOf(plan.planNo, 0)).toEqual([]);
    expect((await noticesOf(audited.planNo, 2)).length).toBe(2);
    expect((await inbox(buyer)).length).toBe(1);
  });
});
