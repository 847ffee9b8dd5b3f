import {
  filledFilter,
  profileCalls,
  type WorkCard,
  type WorkCardReply,
  workCalls,
  workCardArgs,
  workCards,
} from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, personWith, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { md5, type TestServer } from '../../../../test/helpers/server.ts';
import { demoPassword, demoTenantIds } from '../../../demo.ts';

/**
 * 首页's "my work" on the demo data (${databaseKind}): for every card and for people of different reach (the platform
 * administrator across tenants, the distributor's buyer and department manager, a staff member with no module), the
 * figure is what paging through the card's own list with its filter finds, and each sees exactly the cards their
 * codes give them.
 */
const test = apiTest({ demoData: true });
let s: TestServer;
const people: Record<string, Session> = {};

const signIn = async (account: string) => {
  const first = await signedIn(s, account, demoPassword, demoTenantIds.distributor);
  const next = 'Shouye#2026';
  const changed = await first.send(profileCalls.updatePassword, {
    query: { oldPassword: md5(demoPassword), newPassword: md5(next), newPassword1: md5(next) },
  });
  expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
  return signedIn(s, account, next, demoTenantIds.distributor);
};

test.beforeAll(async ({ server, admin }) => {
  s = server;
  people.admin = admin;
  people.buyer = await signIn('zhaolei');
  people.manager = await signIn('majun');
  people.nobody = await personWith(server, [], { tenantId: demoTenantIds.distributor });
}, 300_000);

/** Every row of a list call with `filter`, page by page, as its screen would read them. */
async function allRows(who: Session, card: WorkCard, call: WorkCard['call'], filter: Record<string, string>) {
  const rows: Array<Record<string, unknown>> = [];
  for (let page = 1; page <= 50; page++) {
    const args = workCardArgs({ ...card, call, paging: card.unreadIn ? 'current' : card.paging }, filter, page, 100);
    const reply = await who.send(call, args as never);
    const body = reply.body as { success: boolean; data: { records: Array<Record<string, unknown>>; total: number } };
    expect(body.success, `${card.key}: ${JSON.stringify(body)}`).toBe(true);
    rows.push(...body.data.records);
    if (body.data.records.length < 100) return rows;
  }
  throw new Error(`${card.key}: more than 5,000 rows`);
}

/** What the card's list holds for `who`: its rows' count, or its unread rows' for an inbox card. */
async function listed(who: Session, card: WorkCard, today: string): Promise<number> {
  if (card.unreadIn) {
    const rows = await allRows(who, card, card.unreadIn.call, filledFilter(card.unreadIn.filter, today));
    return rows.filter((row) => row.read === false).length;
  }
  return (await allRows(who, card, card.call, filledFilter(card.filter, today))).length;
}

async function myWork(who: Session) {
  const reply = await who.send(workCalls.myWork);
  expect(reply.body.success, JSON.stringify(reply.body)).toBe(true);
  return reply.body.data as { today: string; cards: WorkCardReply[] };
}

describe(`首页's my work on ${databaseKind}`, () => {
  test('each person sees the cards their codes give them, no more', async () => {
    const keys = async (who: Session) => (await myWork(who)).cards.map((c) => c.key);
    expect(await keys(people.admin!)).toEqual(workCards.map((c) => c.key));
    const buyer = await keys(people.buyer!);
    expect(buyer).toEqual(expect.arrayContaining(['todo', 'claim', 'planRejected', 'messages', 'notices']));
    // 赵磊 drafts and submits but does not audit; 马军 audits.
    expect(buyer).not.toContain('planAudit');
    expect(buyer).not.toContain('orderAudit');
    expect(await keys(people.manager!)).toEqual(expect.arrayContaining(['planAudit', 'orderAudit', 'contractLapsing']));
    // No module: only the inboxes everyone signed in has.
    expect(await keys(people.nobody!)).toEqual(['messages', 'notices']);
  });

  test('every figure is what paging through its list with the same filter finds, for each person', async () => {
    let counted = 0;
    for (const [name, who] of Object.entries(people)) {
      const { today, cards } = await myWork(who);
      for (const shown of cards) {
        const card = workCards.find((c) => c.key === shown.key)!;
        expect(shown.figure, `${name} · ${card.key}`).toEqual(await listed(who, card, today));
        if ((shown.figure ?? 0) > 0) counted += 1;
      }
    }
    // The demo data gives most cards rows: the comparison is over real rows, not zeros.
    expect(counted).toBeGreaterThanOrEqual(10);
  });

  test("the platform administrator's figures span tenants; a tenant's staff count only their tenant's", async () => {
    const figure = async (who: Session, key: string) => (await myWork(who)).cards.find((c) => c.key === key)?.figure;
    const adminPlans = await figure(people.admin!, 'planRejected');
    const buyerPlans = await figure(people.buyer!, 'planRejected');
    expect(buyerPlans).toBeGreaterThan(0);
    expect(adminPlans).toBeGreaterThanOrEqual(buyerPlans!);
  });

  test('a task card lists its first tasks with the process and since when', async () => {
    const todo = (await myWork(people.admin!)).cards.find((c) => c.key === 'todo')!;
    expect(todo.figure).toBeGreaterThan(0);
    expect(todo.rows[0]).toEqual({
      title: expect.stringMatching(/\S/),
      sub: expect.stringMatching(/\S/),
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/),
    });
  });
});
