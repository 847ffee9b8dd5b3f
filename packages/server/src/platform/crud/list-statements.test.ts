import { paramCalls, paramResource, postCalls, postResource, type ResourceDef } from '@pharma/contract';
import { and, type Column, count, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session } from '../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../test/helpers/database.ts';
import type { TestServer } from '../../../test/helpers/server.ts';
import { filtersOf, orderOf, pagingOf } from './filters.ts';
import { toRecord } from './records.ts';
import { tableOf } from './table.ts';

/**
 * The lists' prepared statements (one per filter shape, values bound as placeholders, the count and the page in one
 * statement) answer exactly what the same list built inline answers: the filters, the order and the paging of
 * filters.ts over the same rows, for every operator and kind of field, and again with other values of a shape
 * already prepared.
 */
const test = apiTest({ captchaEnabled: false });
let s: TestServer;
let admin: Session;
test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  const param = tableOf(paramResource);
  // Names with LIKE's wildcards, empty and missing remarks, three statuses, creation times a day apart.
  await s.db.execute(sql`insert into ${param} (tenant_id, param_name, param_key, param_value, remark, status,
      create_user, create_time)
    select '000000', case when g % 7 = 0 then 'p%_' || g else 'p' || g end, 'ls.' || lpad(g::text, 3, '0'),
      'v' || (g % 5), case when g % 3 = 0 then null when g % 3 = 1 then '' else 'r' || g end, 1 + g % 3,
      case when g % 2 = 0 then 1123598821738675201 end, timestamptz '2026-03-01 08:00:00+08' + (g || ' days')::interval
    from generate_series(1, 40) g`);
  // Another tenant's and removed rows the lists must never show.
  await s.db.execute(sql`insert into ${param} (tenant_id, param_name, param_key, param_value, is_deleted)
    values ('100001', 'p1', 'ls.other', 'v1', 0), ('000000', 'p2', 'ls.removed', 'v2', 1)`);
});

/** The list as it was built before its statements were prepared: inline values, page and count apart. */
async function reference(def: ResourceDef, query: Record<string, string>) {
  const table = tableOf(def);
  const where = and(
    eq(table.isDeleted as Column, 0),
    eq(table.tenantId as Column, '000000'),
    ...filtersOf(def, table, query, s.config.timeZone),
  );
  const { current, size } = pagingOf(query);
  const rows = await s.db
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderOf(def, table, query))
    .limit(size)
    .offset((current - 1) * size);
  const [total] = await s.db.select({ total: count() }).from(table).where(where);
  return { records: rows.map((r) => toRecord(r, s.config.timeZone)), total: Number(total?.total ?? 0) };
}

const queries: Array<Record<string, string>> = [
  {},
  { paramKey: 'ls.' },
  { paramKey: 'ls.0', size: '5', current: '2' },
  { paramName: '%_' },
  { paramName_like: 'p1' },
  { paramName_likeleft: '5' },
  { paramName_likeright: 'p%' },
  { paramName_notlike: '%' },
  { paramName_equal: 'p12' },
  { paramName_notequal: 'p12', paramKey: 'ls.01' },
  { remark_null: '1' },
  { remark_notnull: '1' },
  { remark: 'r' },
  { remark_equal: '' },
  { status: '2' },
  { status_ge: '2' },
  { status_gt: '2' },
  { status_le: '2' },
  { status_lt: '2' },
  { status_notequal: '3' },
  { createTime_datege: '2026-03-20' },
  { createTime_datelt: '2026-03-20 08:00:00' },
  { createTime_dategt: '2026-03-20 08:00:00', createTime_datele: '2026-03-30' },
  { createTime_dateequal: '2026-03-11 08:00:00' },
  { createUser: '1123598821738675201' },
  { createUser_null: '1' },
  { id_notnull: '1', ascs: 'param_value', descs: 'paramKey' },
  { ascs: 'create_time', size: '7', current: '3' },
  { descs: 'status,paramName', size: '4' },
  { paramKey: 'ls.', current: '99' },
  { paramKey: 'nothing-matches' },
  { paramValue: 'v3', status_ge: '1', createTime_datele: '2026-04-05', descs: 'create_time' },
  { unknownField: 'x', paramKey_ignore: 'y', paramKey: 'ls.02' },
];

describe(`lists from prepared statements on ${databaseKind}`, () => {
  test('answer what the inline list answers, for every operator, order and page, and again from the same statements', async () => {
    const totals = new Map<string, number>();
    for (const round of [1, 2]) {
      for (const query of queries) {
        const reply = await admin.send(paramCalls.list, { query });
        expect(reply.status, JSON.stringify(query)).toBe(200);
        const expected = await reference(paramResource, query);
        totals.set(JSON.stringify(query), expected.total);
        expect(
          { records: reply.body.data.records, total: reply.body.data.total },
          `${round} ${JSON.stringify(query)}`,
        ).toEqual(expected);
      }
    }
    // The rows are there to be told apart: the comparisons above are not between empty lists.
    expect(totals.get('{}')).toBeGreaterThanOrEqual(40);
    for (const query of [{ remark_null: '1' }, { remark_notnull: '1' }, { status_ge: '2' }, { createUser_null: '1' }])
      expect(totals.get(JSON.stringify(query))).toBeGreaterThan(0);
    expect(totals.get(JSON.stringify({ createTime_datege: '2026-03-20' }))).toBeGreaterThan(0);
  });

  test('binds other values into a shape already prepared', async () => {
    for (const key of ['ls.00', 'ls.01', 'ls.03', 'ls.1', 'ls.x']) {
      for (const status of ['1', '2', '3']) {
        const query = { paramKey: key, status_ge: status, size: '3' };
        const reply = await admin.send(paramCalls.list, { query });
        expect({ records: reply.body.data.records, total: reply.body.data.total }).toEqual(
          await reference(paramResource, query),
        );
      }
    }
  });

  test('keeps a resource with a declared order and integer filters as it was', async () => {
    const postQueries: Array<Record<string, string>> = [
      {},
      { category: '1' },
      { category_notequal: '1' },
      { postName: '经理', descs: 'sort' },
    ];
    for (const query of postQueries) {
      const reply = await admin.send(postCalls.list, { query });
      expect(reply.status).toBe(200);
      expect({ records: reply.body.data.records, total: reply.body.data.total }).toEqual(
        await reference(postResource, query),
      );
    }
  });

  test('refuses a bad value before any statement is built, naming the field', async () => {
    const reply = await admin.send(paramCalls.list, { query: { createTime_datege: 'yesterday' } });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('创建时间');
  });
});
