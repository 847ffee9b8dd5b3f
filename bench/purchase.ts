/**
 * The purchase order grid at volume (issue 19): 1,000,000 orders with 5,000,000 goods lines in one tenant on
 * PostgreSQL (a throwaway server, or BENCH_DATABASE_URL), read by a buyer of that tenant through the real calls:
 * - the grid (`purchaseOrder/queryByPage`): one status of one supplier, newest first, page 1 and page 1,000 (10 rows,
 *   with the exact total the pager shows);
 * - the tabs (`purchaseOrder/statusNum`): one count per status for that supplier.
 * Each against a floor: a hand-written Fastify + pg route answering the same result (the same rows, names joined
 * in, the same total and counts) with no auth, validation or shaping, on the same database. Both are warmed up
 * (2 s, not counted), then measured in turn with the same load; the ratio is ours / floor (target: at least 70%).
 * A measurement, not a test: nothing here fails.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp, prepareDatabase } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/platform/config.ts';
import { createUser, newTenant } from '../packages/server/test/helpers/fixtures.ts';
import { testAdmin } from '../packages/server/test/helpers/test-admin.ts';
import { type LoadResult, load } from './api-list.ts';
import { benchPostgres } from './postgres.ts';
import { tokenOf } from './sign-in.ts';

const orders = Number(process.env.BENCH_PURCHASE_ORDERS ?? 1_000_000);
const linesPerOrder = 5;
const suppliers = 20;
const tenant = '100001';

export interface PurchaseCase {
  name: string;
  ours: LoadResult;
  floor: LoadResult;
  ratio: number;
  /** Rows the filter matches (the pager's total) or, for the tabs, the sum of the counts. */
  total: number;
}
export interface PurchaseBench {
  orders: number;
  lines: number;
  seedSeconds: number;
  cases: PurchaseCase[];
}

/**
 * Status codes weighted as a year of a real book looks (most orders done, many open, few void), drawn by a hash of
 * the order's number (`bucket`) so every supplier has orders in every status.
 */
const statusOf = `case
  when bucket < 4 then 0 when bucket < 8 then 1 when bucket < 10 then 2 when bucket < 45 then 3
  when bucket < 55 then 4 when bucket < 90 then 5 when bucket < 95 then 6 else 7 end`;

async function seed(pool: pg.Pool): Promise<void> {
  await pool.query(
    `insert into pub_shipper (tenant_id, shipper_code, shipper_name, shipper_type)
     values ($1, 'HDKY', '华东康源医药有限公司', 2)`,
    [tenant],
  );
  await pool.query(
    `insert into pub_supplier (tenant_id, supplier_code, supplier_name, supplier_type)
     select $1::varchar, 'S' || lpad(g::text, 3, '0'), '供应商' || g || '医药有限公司', 3 from generate_series(1, $2) g`,
    [tenant, suppliers],
  );
  await pool.query(
    `insert into pub_warehouse (tenant_id, warehouse_code, warehouse_name, shipper_id, temp_zone)
     select $1::varchar, 'WH01', '武汉一号常温库', id, 1 from pub_shipper where tenant_id = $1`,
    [tenant],
  );
  // One statement per 100,000 orders, so a slow disk shows progress and no statement holds everything.
  for (let from = 1; from <= orders; from += 100_000) {
    const to = Math.min(orders, from + 99_999);
    await pool.query(
      `with s as (select array_agg(id order by supplier_code) ids, array_agg(supplier_name order by supplier_code) names
                  from pub_supplier where tenant_id = $1),
            sh as (select id from pub_shipper where tenant_id = $1 limit 1),
            w as (select id from pub_warehouse where tenant_id = $1 limit 1)
       insert into sc_purchase_order (tenant_id, order_no, shipper_id, supplier_id, supplier_name, buyer_name,
         warehouse_id, order_date, expected_arrival_date, settle_type, payment_term_days, line_count, total_qty,
         total_amount, total_tax_amount, status, create_time, update_time)
       select $1::varchar, 'CGDD' || lpad(g::text, 12, '0'), sh.id, s.ids[1 + g % $4], s.names[1 + g % $4], '张伟', w.id,
         current_date - (g % 730), current_date - (g % 730) + 7, 2, 60, $5, 500 * $5, 2900.00 * $5, 333.63 * $5,
         ${statusOf}, now() - make_interval(days => g % 730), now() - make_interval(days => g % 730)
       from generate_series($2::int, $3::int) g, s, sh, w,
         lateral (select ((hashint4(g)::bigint % 100) + 100) % 100 as bucket) hashed`,
      [tenant, from, to, suppliers, linesPerOrder],
    );
    await pool.query(
      `insert into sc_order_goods (tenant_id, order_id, line_no, goods_id, goods_code, common_name, spec, unit,
         pack_qty, manufacturer, approval_no, qty, pack_count, unit_price, tax_rate, no_tax_price, amount, tax_amount)
       select $1::varchar, o.id, n, 1000 + n, 'G000' || n, '阿莫西林胶囊', '0.25g×24粒', '盒', 600,
         '石药集团中诺药业(石家庄)有限公司', '国药准字H2099000' || n, 500, 0.833, 5.8000, 0.1300, 5.1327, 2900.00, 333.63
       from sc_purchase_order o, generate_series(1, $4::int) n
       where o.tenant_id = $1 and o.order_no between 'CGDD' || lpad($2::text, 12, '0') and 'CGDD' || lpad($3::text, 12, '0')`,
      [tenant, from, to, linesPerOrder],
    );
    process.stdout.write(`  seeded ${to.toLocaleString('en')} orders\r`);
  }
  // Vacuum sets the visibility map, so the counts can read the indexes alone as on a settled table.
  await pool.query('vacuum analyze sc_purchase_order');
  await pool.query('vacuum analyze sc_order_goods');
}

/** The hand-written floor: the same page (the four names joined in), the same total, the same counts. */
function floorServer(pool: pg.Pool) {
  const raw = Fastify({ logger: false });
  const page = `select o.*, h.shipper_name, w.warehouse_name, f.contract_no frame_contract_no, c.contract_no
    from sc_purchase_order o
    left join pub_shipper h on h.id = o.shipper_id
    left join pub_warehouse w on w.id = o.warehouse_id
    left join sc_purchase_contract f on f.id = o.frame_contract_id
    left join sc_purchase_contract c on c.id = o.contract_id
    where o.tenant_id = $1 and o.is_deleted = 0 and o.supplier_id = $2 and o.status = $3
    order by o.order_date desc, o.id desc limit $4 offset $5`;
  const count = `select count(*)::int as total from sc_purchase_order
    where tenant_id = $1 and is_deleted = 0 and supplier_id = $2 and status = $3`;
  raw.post('/page', async (req) => {
    const b = req.body as { supplierId: string; status: number; pageNum: number; pageSize: number };
    const [rows, total] = await Promise.all([
      pool.query(page, [tenant, b.supplierId, b.status, b.pageSize, (b.pageNum - 1) * b.pageSize]),
      pool.query(count, [tenant, b.supplierId, b.status]),
    ]);
    return {
      code: 200,
      success: true,
      data: { records: rows.rows, total: total.rows[0].total, size: b.pageSize, current: b.pageNum },
      msg: 'ok',
    };
  });
  raw.post('/status-num', async (req) => {
    const b = req.body as { supplierId: string };
    const counts = await pool.query(
      `select status, count(*)::int num from sc_purchase_order
       where tenant_id = $1 and is_deleted = 0 and supplier_id = $2 group by status order by status`,
      [tenant, b.supplierId],
    );
    return { code: 200, success: true, data: counts.rows, msg: 'ok' };
  });
  return raw;
}

export async function benchPurchase(): Promise<PurchaseBench> {
  const pgServer = benchPostgres();
  const pool = new pg.Pool({ connectionString: pgServer.url, max: 10 });
  const config = loadConfig(
    { ...process.env, DATABASE_URL: pgServer.url },
    {
      dataDir: 'memory://',
      captchaEnabled: false,
      logLevel: 'silent',
      ...testAdmin,
      signInRateLimit: 0,
    },
  );
  const database = await prepareDatabase(config);
  const { app } = await buildApp(config, database);
  const raw = floorServer(pool);
  try {
    // A BENCH_DATABASE_URL seeded by an earlier run is measured again as it is (profiling, tuning an index).
    const seeded = await pool.query('select count(*)::int n from sc_purchase_order where tenant_id = $1', [tenant]);
    const t0 = Date.now();
    if (seeded.rows[0].n === 0) {
      await newTenant(database.db, tenant, '楚康医药物流');
      await createUser(database.db, {
        tenantId: tenant,
        account: 'buyer',
        password: 'buyer',
        codes: ['purchase', 'purchase_order'],
      });
      await seed(pool);
    }
    const seedSeconds = (Date.now() - t0) / 1000;
    const supplier = await pool.query(
      'select id from pub_supplier where tenant_id = $1 order by supplier_code limit 1',
      [tenant],
    );
    const supplierId = supplier.rows[0].id as string;
    const lines = (await pool.query('select count(*)::int n from sc_order_goods')).rows[0].n as number;
    await app.listen({ port: 0, host: '127.0.0.1' });
    await raw.listen({ port: 0, host: '127.0.0.1' });
    const ours = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const floor = `http://127.0.0.1:${(raw.server.address() as { port: number }).port}`;
    const auth = { 'blade-auth': `bearer ${await tokenOf(ours, tenant, 'buyer', 'buyer')}` };
    const json = { 'content-type': 'application/json' };

    const cases: PurchaseCase[] = [];
    const measure = async (
      name: string,
      oursPath: string,
      floorPath: string,
      body: object,
      totalOf: (d: any) => number,
    ) => {
      const reply = await fetch(`${ours}/api/${oursPath}`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: JSON.stringify(body),
      });
      const data = ((await reply.json()) as { data: unknown }).data;
      const request = { method: 'POST' as const, body: JSON.stringify(body) };
      const o = [`${ours}/api/${oursPath}`, { ...auth, ...json }] as const;
      const f = [`${floor}${floorPath}`, json] as const;
      await load(...o, pgServer.postmaster, 2, request);
      await load(...f, pgServer.postmaster, 2, request);
      const oursLoad = await load(...o, pgServer.postmaster, undefined, request);
      const floorLoad = await load(...f, pgServer.postmaster, undefined, request);
      cases.push({ name, ours: oursLoad, floor: floorLoad, ratio: oursLoad.rps / floorLoad.rps, total: totalOf(data) });
    };
    const grid = (pageNum: number) => ({ pageNum, pageSize: 10, supplierId, status: 3 });
    await measure('grid, page 1', 'blade-smart/purchaseOrder/queryByPage', '/page', grid(1), (d) => d.total);
    await measure('grid, page 1,000', 'blade-smart/purchaseOrder/queryByPage', '/page', grid(1000), (d) => d.total);
    await measure(
      'statusNum (tabs)',
      'blade-smart/purchaseOrder/statusNum',
      '/status-num',
      { supplierId },
      (d: Array<{ status: number | null; num: number }>) => d.find((x) => x.status === null)?.num ?? 0,
    );
    return { orders, lines, seedSeconds, cases };
  } finally {
    await raw.close();
    await app.close();
    await database.close();
    await pool.end();
    pgServer.stop();
  }
}
