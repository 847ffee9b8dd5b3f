import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authCalls, purchaseDocsCalls as calls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DocsFixture, days, seedDocsFixture } from '../../src/modules/purchase/shared/docs.fixture.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { pathOf, rowsOf, type Session, sessionAt } from '../helpers/api-kit.ts';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../helpers/processes.ts';
import { basic, md5 } from '../helpers/server.ts';

/**
 * Call-offs racing on PostgreSQL: one frame contract line of 100 boxes with 5 % over-delivery allowed (105), twenty
 * simultaneous call-off orders of 7 through two server processes. The line is locked (SELECT … FOR UPDATE) and
 * raised by a conditional UPDATE in each save's transaction, so exactly 15 are accepted (15 × 7 = 105), the other
 * five are told what is left, and the line's ordered quantity is the sum of the accepted orders. (The embedded
 * database belongs to one process, so this runs in the PostgreSQL pass only.)
 */
const secret = 'purchase-calloff-race-shares-this-token-secret-0123456789';
const work = mkdtempSync(join(tmpdir(), 'pharma-calloff-'));
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let a: ServerProcess;
let b: ServerProcess;
let token: string;
let f: DocsFixture;
/** The administrator on each process. */
let onA: Session;
let onB: Session;

describe.skipIf(databaseKind !== 'postgres')('frame contract call-offs racing on PostgreSQL', () => {
  beforeAll(async () => {
    // From the run's template: its admin signs in as admin / admin (a first start without demo rows would not).
    fresh = await freshDatabaseUrl(inject('pgTemplate') || undefined);
    const env = (name: string) => ({
      DATABASE_URL: fresh.url!,
      DATA_DIR: join(work, name),
      TOKEN_SECRET: secret,
      CAPTCHA_ENABLED: 'false',
      DEMO_DATA: 'false',
      SIGN_IN_RATE_LIMIT: '0',
    });
    a = await startServerProcess('a', env('a'));
    b = await startServerProcess('b', env('b'));
    const database = await openDatabase({ databaseUrl: fresh.url!, dataDir: work });
    try {
      f = await seedDocsFixture(database.db, 'RC', { contractNeedAudit: false, overReceiptPct: '5.00' });
    } finally {
      await database.close();
    }
    const url = new URL(pathOf(authCalls.token), a.url);
    const params = { tenantId: '000000', grant_type: 'password', username: 'admin', password: md5('admin') };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const res = await fetch(url, { method: 'POST', headers: { authorization: basic(), 'tenant-id': '000000' } });
    token = ((await res.json()) as { access_token: string }).access_token;
    onA = sessionAt(a.url, token);
    onB = sessionAt(b.url, token);
  }, 240_000);

  afterAll(async () => {
    await stopServerProcess(a);
    await stopServerProcess(b);
    await fresh?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('never orders more than the contract allows, and counts exactly what was accepted', async () => {
    const made = (
      await onA.send(calls.contractSubmit, {
        body: {
          contractType: 2,
          shipperId: f.shipperId,
          supplierId: f.supplier.wholesale,
          validFrom: days(-30),
          validTo: days(335),
          lines: [{ goodsId: f.goods.plain, qty: '100', unitPrice: '9.5' }],
        },
      })
    ).body;
    expect(made.success, made.msg).toBe(true);
    const contractId = made.data.id;
    expect((await onB.send(calls.contractSign, { body: { id: contractId, signDate: days(-1) } })).body.success).toBe(
      true,
    );
    const detail = (await onA.send(calls.contractDetail, { query: { id: contractId } })).body;
    const lineId = detail.data.lines[0]!.id;
    const callOff = (on: Session) =>
      on.send(calls.orderSubmit, {
        body: {
          shipperId: f.shipperId,
          supplierId: f.supplier.wholesale,
          warehouseId: f.warehouseId,
          frameContractId: contractId,
          lines: [{ goodsId: f.goods.plain, qty: '7', contractDetailId: lineId }],
        },
      });

    const replies = (await Promise.all(Array.from({ length: 20 }, (_, i) => callOff(i % 2 ? onB : onA)))).map(
      (r) => r.body,
    );
    const accepted = replies.filter((r) => r.success);
    const refused = replies.filter((r) => !r.success);
    expect(accepted).toHaveLength(15);
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect(r.msg).toMatch(
        /^P1-RC P1药品 调用数量超出框架合同剩余可订量（合同 100\.000，已订 \d+\.000，本次 7\.000）$/,
      );

    const database = await openDatabase({ databaseUrl: fresh.url!, dataDir: work });
    try {
      const [line] = await rowsOf<{ ordered: string }>(
        database.db,
        sql`select ordered_qty::text as ordered from sc_contract_detail where id = ${lineId}`,
      );
      const [orders] = await rowsOf(
        database.db,
        sql`select coalesce(sum(l.qty), 0)::text as qty, count(distinct o.id)::text as n
        from sc_order_goods l join sc_purchase_order o on o.id = l.order_id
        where o.frame_contract_id = ${contractId} and o.is_deleted = 0 and l.is_deleted = 0`,
      );
      expect(orders).toEqual({ qty: '105.000', n: '15' });
      expect(line!.ordered).toBe('105.000');
    } finally {
      await database.close();
    }

    // Voiding one accepted call-off gives its quantity back: one more fits, then the line is full again.
    await onA.send(calls.orderVoid, { body: { id: accepted[0]!.data.id, reason: '改期' } });
    const again = await Promise.all([onA, onB].map(callOff));
    expect(again.filter((r) => r.body.success)).toHaveLength(1);
  }, 120_000);
});
