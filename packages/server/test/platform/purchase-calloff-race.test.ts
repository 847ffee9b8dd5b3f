import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DocsFixture, days, seedDocsFixture } from '../../src/modules/purchase/shared/docs.fixture.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
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

async function call(p: ServerProcess, path: string, body?: unknown, query: Record<string, string> = {}) {
  const url = new URL(`/api/blade-smart/${path}`, p.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method: body === undefined && path.endsWith('detail') ? 'GET' : 'POST',
    headers: {
      'accept-language': 'zh',
      'blade-auth': `bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as any;
}

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
    const url = new URL('/api/blade-auth/oauth/token', a.url);
    const params = { tenantId: '000000', grant_type: 'password', username: 'admin', password: md5('admin') };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const res = await fetch(url, { method: 'POST', headers: { authorization: basic(), 'tenant-id': '000000' } });
    token = ((await res.json()) as { access_token: string }).access_token;
  }, 240_000);

  afterAll(async () => {
    await stopServerProcess(a);
    await stopServerProcess(b);
    await fresh?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('never orders more than the contract allows, and counts exactly what was accepted', async () => {
    const made = await call(a, 'purchaseContract/submit', {
      contractType: 2,
      shipperId: f.shipperId,
      supplierId: f.supplier.wholesale,
      validFrom: days(-30),
      validTo: days(335),
      lines: [{ goodsId: f.goods.plain, qty: '100', unitPrice: '9.5' }],
    });
    expect(made.success, made.msg).toBe(true);
    const contractId = made.data.id as string;
    expect((await call(b, 'purchaseContract/sign', { id: contractId, signDate: days(-1) })).success).toBe(true);
    const detail = await call(a, 'purchaseContract/detail', undefined, { id: contractId });
    const lineId = detail.data.lines[0].id as string;

    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? b : a, 'purchaseOrder/submit', {
          shipperId: f.shipperId,
          supplierId: f.supplier.wholesale,
          warehouseId: f.warehouseId,
          frameContractId: contractId,
          lines: [{ goodsId: f.goods.plain, qty: '7', contractDetailId: lineId }],
        }),
      ),
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
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, string>> }).rows;
      const [line] = await rows(sql`select ordered_qty::text as ordered from sc_contract_detail where id = ${lineId}`);
      const [orders] = await rows(sql`select coalesce(sum(l.qty), 0)::text as qty, count(distinct o.id)::text as n
        from sc_order_goods l join sc_purchase_order o on o.id = l.order_id
        where o.frame_contract_id = ${contractId} and o.is_deleted = 0 and l.is_deleted = 0`);
      expect(orders).toEqual({ qty: '105.000', n: '15' });
      expect(line!.ordered).toBe('105.000');
    } finally {
      await database.close();
    }

    // Voiding one accepted call-off gives its quantity back: one more fits, then the line is full again.
    await call(a, 'purchaseOrder/void', { id: accepted[0].data.id, reason: '改期' });
    const again = await Promise.all(
      [a, b].map((p) =>
        call(p, 'purchaseOrder/submit', {
          shipperId: f.shipperId,
          supplierId: f.supplier.wholesale,
          warehouseId: f.warehouseId,
          frameContractId: contractId,
          lines: [{ goodsId: f.goods.plain, qty: '7', contractDetailId: lineId }],
        }),
      ),
    );
    expect(again.filter((r) => r.success)).toHaveLength(1);
  }, 120_000);
});
