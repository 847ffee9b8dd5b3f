import { messageCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, personWith, rowsOf, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { newRole, newUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { purchaseContractTable } from '../contract/contract.table.ts';
import { supplierTable } from '../master/supplier.table.ts';
import { addDays } from '../shared/days.ts';
import { type DocsFixture, seedDocsFixture } from '../shared/docs.fixture.ts';
import { remindExpiries } from './remind.job.ts';

/**
 * Rule 13 on ${databaseKind}: the reminder job, run with a "today" of its own (far from the real one, so the
 * server's own hourly run finds none of these rows), reminds of contracts in force and suppliers' papers expiring
 * within 30 days, once on entering the window and once more at 7 days, never twice (a rerun, two runs at once), and
 * afresh for a renewed date; the messages reach the receivers' inboxes.
 */
const test = apiTest({ captchaEnabled: false });
let s: TestServer;
let f: DocsFixture;
/** The receivers who read their inboxes here. */
let auditor: Session;
let keeper: Session;
const today = '2099-03-01';
const on = (n: number) => addDays(today, n);
const users: Record<'auditor' | 'keeper' | 'buyer' | 'admin' | 'otherAdmin', string> = {
  auditor: '',
  keeper: '',
  buyer: '',
  admin: '',
  otherAdmin: '',
};
const otherTenant = '300481';
const run = (day: string) => remindExpiries({ db: s.db, registry: s.registry, timeZone: 'Asia/Shanghai' }, day);

type Row = { id: string; template_code: string; receiver_user_id: string; content: string; status: number };
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(s.db, query);

/** Every reminder record so far, once the queue has delivered them all. */
async function reminders(): Promise<Row[]> {
  const until = Date.now() + 20_000;
  for (;;) {
    const found = await rows<Row>(sql`select id::text, template_code, receiver_user_id::text, content, status
      from msg_record where template_code in ('SC_CONTRACT_EXPIRING', 'GSP_LICENSE_EXPIRING') order by id`);
    if (found.every((r) => Number(r.status) === 30)) return found;
    if (Date.now() > until) throw new Error(`not delivered: ${JSON.stringify(found.map((r) => r.status))}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Who got each message, by its content. */
const byContent = (found: Row[]) => {
  const out: Record<string, string[]> = {};
  for (const r of found) out[r.content] = [...(out[r.content] ?? []), r.receiver_user_id].sort();
  return out;
};

async function contract(no: string, status: number, validTo: string, tenantId = '000000', createUser?: string) {
  const [row] = await s.db
    .insert(purchaseContractTable)
    .values({
      tenantId,
      contractNo: no,
      contractType: 2,
      shipperId: f.shipperId,
      supplierId: f.supplier.wholesale,
      supplierName: '汇通医药',
      validFrom: '2098-06-01',
      validTo,
      status,
      auditStatus: 2,
      createUser: createUser ?? null,
    })
    .returning({ id: purchaseContractTable.id });
  return row!.id;
}

async function supplier(code: string, values: Partial<typeof supplierTable.$inferInsert>) {
  const [row] = await s.db
    .insert(supplierTable)
    .values({
      tenantId: '000000',
      supplierCode: code,
      supplierName: `${code}医药`,
      supplierType: 3,
      status: 1,
      ...values,
    })
    .returning({ id: supplierTable.id });
  return row!.id;
}

const sorted = (...ids: string[]) => [...ids].sort();

test.beforeAll(async ({ server }) => {
  s = server;
  f = await seedDocsFixture(s.db, 'RM');
  const contractAuditor = await personWith(s, ['purchase_contract', 'purchase_contract_audit']);
  const supplierKeeper = await personWith(s, ['sc_supplier']);
  [auditor, keeper] = [contractAuditor, supplierKeeper];
  users.auditor = contractAuditor.userId;
  users.keeper = supplierKeeper.userId;
  users.buyer = (await personWith(s, ['purchase_contract'])).userId;
  const [admin] = await rows<{ id: string }>(
    sql`select id::text from blade_user where tenant_id = '000000' and account = 'admin'`,
  );
  users.admin = admin!.id;
  // Another tenant where nobody holds the codes: its administrator hears of it.
  const adminRole = await newRole(s.db, { tenantId: otherTenant, name: '管理员', alias: 'admin' });
  users.otherAdmin = await newUser(s.db, {
    tenantId: otherTenant,
    account: 'admin',
    password: 'pw-rm',
    roleIds: [adminRole],
    deptIds: [],
  });
}, 60_000);

describe(`expiry reminders on ${databaseKind}`, () => {
  test('reminds once of each contract in force and each supplier paper within 30 days, even with two runs at once', async () => {
    await contract('CGHT-RM-SIGNED', 2, on(20), '000000', users.buyer);
    await contract('CGHT-RM-EXEC', 3, on(30), '000000', users.buyer);
    await contract('CGHT-RM-FAR', 2, on(40), '000000', users.buyer);
    await contract('CGHT-RM-VOID', 0, on(10), '000000', users.buyer);
    await contract('CGHT-RM-SUSP', 4, on(10), '000000', users.buyer);
    await contract('CGHT-RM-DONE', 5, on(10), '000000', users.buyer);
    await contract('CGHT-RM-PAST', 2, on(-1), '000000', users.buyer);
    await contract('CGHT-RM-OTHER', 3, on(12), otherTenant);
    await supplier('RMS1', { licenseExpiry: on(10), qualityAgreementExpiry: on(100), salesRepAuthExpiry: on(25) });
    await supplier('RMS2', { licenseExpiry: on(200), qualityAgreementExpiry: on(0) });
    await supplier('RMS3', { licenseExpiry: on(5), status: 0 });

    const [a, b] = await Promise.all([run(today), run(today)]);
    expect(a.sent + b.sent).toBe(6);

    const got = byContent(await reminders());
    const contractReaders = sorted(users.buyer, users.auditor, users.admin);
    const supplierReaders = sorted(users.keeper, users.admin);
    expect(got).toEqual({
      '合同CGHT-RM-SIGNED(汇通医药)将于2099-03-21到期，剩余20天': contractReaders,
      '合同CGHT-RM-EXEC(汇通医药)将于2099-03-31到期，剩余30天': contractReaders,
      '合同CGHT-RM-OTHER(汇通医药)将于2099-03-13到期，剩余12天': [users.otherAdmin],
      'RMS1医药的药品经营许可证将于2099-03-11到期': supplierReaders,
      'RMS1医药的销售人员授权委托书将于2099-03-26到期': supplierReaders,
      'RMS2医药的质量保证协议将于2099-03-01到期': supplierReaders,
    });
  });

  test('lands in the receivers’ inboxes', async () => {
    const inbox = await auditor.send(messageCalls.inbox, { query: { kind: 'message' } });
    expect(inbox.body.code, inbox.text).toBe(200);
    expect(
      inbox.body.data.records.map((r: { title: string; content: string; read: boolean }) => [
        r.title,
        r.content,
        r.read,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['合同 CGHT-RM-SIGNED 即将到期', '合同CGHT-RM-SIGNED(汇通医药)将于2099-03-21到期，剩余20天', false],
        ['合同 CGHT-RM-EXEC 即将到期', '合同CGHT-RM-EXEC(汇通医药)将于2099-03-31到期，剩余30天', false],
      ]),
    );
    expect(inbox.body.data.total).toBe(2);
    const papers = await keeper.send(messageCalls.inbox, { query: { kind: 'message' } });
    expect(papers.body.data.records.map((r: { title: string }) => r.title).sort()).toEqual([
      'RMS1医药 药品经营许可证即将到期',
      'RMS1医药 销售人员授权委托书即将到期',
      'RMS2医药 质量保证协议即将到期',
    ]);
  });

  test('sends nothing new on a rerun, and the second reminder once 7 days or fewer are left', async () => {
    const before = (await reminders()).length;
    expect((await run(today)).sent).toBe(0);
    expect((await run(on(2))).sent).toBe(0);
    expect((await reminders()).length).toBe(before);
    // 19 days on: CGHT-RM-SIGNED has 1 day left, RMS1's sales-rep authorisation 6, and CGHT-RM-FAR (21) enters the
    // window; the rest is reminded already or expired.
    const second = await run(on(19));
    const found = await reminders();
    const fresh = byContent(found.slice(before));
    expect(fresh).toEqual({
      '合同CGHT-RM-SIGNED(汇通医药)将于2099-03-21到期，剩余1天': sorted(users.buyer, users.auditor, users.admin),
      '合同CGHT-RM-FAR(汇通医药)将于2099-04-10到期，剩余21天': sorted(users.buyer, users.auditor, users.admin),
      'RMS1医药的销售人员授权委托书将于2099-03-26到期': sorted(users.keeper, users.admin),
    });
    expect(second.sent).toBe(3);
    expect((await run(on(20))).sent).toBe(0);
  });

  test('reminds afresh of a renewed date', async () => {
    const before = (await reminders()).length;
    await s.db.execute(sql`update pub_supplier set license_expiry = ${on(380)} where supplier_code = 'RMS1'`);
    expect((await run(on(355))).sent).toBe(1);
    const fresh = byContent((await reminders()).slice(before));
    expect(fresh).toEqual({ 'RMS1医药的药品经营许可证将于2100-03-16到期': sorted(users.keeper, users.admin) });
  });
});
