import {
  apiLogCalls,
  authCalls,
  errorLogListCalls,
  errorLogProbeCall,
  ossConfigCalls,
  paramCalls,
  profileCalls,
  userCalls,
  usualLogCalls,
} from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, rowsOf, type Session, signedIn } from '../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../test/helpers/database.ts';
import { createUser } from '../../../test/helpers/fixtures.ts';
import { md5, type TestServer } from '../../../test/helpers/server.ts';
import { apiLog } from './api/api-log.table.ts';
import { apiLogPartitions, ensureApiLogPartitions } from './api/api-log-partitions.ts';
import { callTitle } from './api/api-log-titles.ts';
import { logRetentionJob } from './retention/log-retention.job.ts';
import { usualLog } from './usual/usual-log.table.ts';

/**
 * The three logs over HTTP: every call lands in 接口日志 with its secrets masked; the lists page by number and by
 * cursor with a capped count, per tenant (the platform administrator across them); retention drops old months.
 */
const test = apiTest({ captchaEnabled: false, apiLogFlushMs: 50 });
let s: TestServer;
let other: Session;
const otherTenant = '300451';

/** The API log is written off the request path: wait until a call matching `where` is there. */
async function logged(where: ReturnType<typeof sql>): Promise<number> {
  for (let i = 0; i < 60; i++) {
    const rows = await rowsOf<{ n: number }>(s.db, sql`select count(*)::int as n from blade_log_api where ${where}`);
    if (rows[0]!.n > 0) return rows[0]!.n;
    await new Promise((r) => setTimeout(r, 50));
  }
  return 0;
}

test.beforeAll(async ({ server }) => {
  s = server;
  await createUser(s.db, {
    tenantId: otherTenant,
    account: 'log-reader',
    password: 'pw-l',
    codes: ['log_usual', 'log_api', 'log_error'],
  });
  other = await signedIn(s, 'log-reader', 'pw-l', otherTenant);
});

describe(`logs on ${databaseKind}`, () => {
  test('writes every call to the API log with who, what, the status and the time taken', async ({ admin }) => {
    const res = await admin.send(paramCalls.list, { query: { paramName: '日志' } });
    expect(res.body.code).toBe(200);
    expect(await logged(sql`request_uri = ${pathOf(paramCalls.list)} and params like '%日志%'`)).toBe(1);
    const list = await admin.send(apiLogCalls.list, { query: { requestUri: 'param/list', createBy: 'admin' } });
    const row = list.body.data.records[0]!;
    expect(row).toMatchObject({
      method: 'GET',
      requestUri: pathOf(paramCalls.list),
      status: 200,
      type: '1',
      tenantId: '000000',
      createBy: 'admin',
      methodClass: 'blade-system/param',
      methodName: 'list',
    });
    // A short name in the reader's language, not the OpenAPI summary.
    expect(row.title).toBe('参数管理·列表');
    expect(JSON.parse(String(row.params))).toEqual({ query: { paramName: '日志' } });
    expect(row.time).toBeGreaterThanOrEqual(0);
    const detail = await admin.send(apiLogCalls.detail, { query: { id: row.id } });
    expect(detail.body.data).toMatchObject({ id: row.id, userAgent: expect.any(String) });
  });

  test('names each call briefly in the reader’s language: 用户管理·新增 for a Chinese reader, Users · Add for an English one', async ({
    admin,
  }) => {
    const me = await admin.send(profileCalls.info);
    const added = await admin.send(userCalls.submit, {
      body: {
        account: 'log-title-user',
        realName: '日志标题',
        password: md5('Log-Title#2026'),
        password2: md5('Log-Title#2026'),
        roleId: me.body.data.roleId,
        deptId: me.body.data.deptId,
      },
    });
    expect(added.body.code, added.text).toBe(200);
    expect(await logged(sql`request_uri = ${pathOf(userCalls.submit)} and params like '%log-title-user%'`)).toBe(1);
    const read = async (lang: 'zh' | 'en', query: Record<string, string> = {}) =>
      (
        await admin.send(apiLogCalls.list, { lang, query: { requestUri: 'blade-user/submit', ...query } })
      ).body.data.records.find((r) => r.params?.includes('log-title-user'));
    expect((await read('zh'))?.title).toBe('用户管理·新增');
    expect((await read('en'))?.title).toBe('Users · Add');
    // Found by its name in either language.
    expect(await read('zh', { title: '用户管理·新增' })).toBeDefined();
    expect(await read('en', { title: 'Users · Add' })).toBeDefined();
    // Calls of no screen carry the name they declare: the sign-in, in both languages.
    expect(
      await logged(sql`request_uri = ${pathOf(authCalls.token)} and title = '登录' and title_en = 'Sign in'`),
    ).toBeGreaterThan(0);
  });

  test('has a short name in both languages for every call the server answers', () => {
    const unnamed = s.routes
      .filter((r) => r.call)
      .filter((r) => {
        const title = callTitle(r.call!);
        return !title || !/\p{Script=Han}/u.test(title.zh) || /\p{Script=Han}/u.test(title.en);
      })
      .map((r) => `${r.method} ${r.url}`);
    // A call of no screen declares its `title` (sign-in, the caller's own menus); the rest are derived.
    expect(unnamed).toEqual([]);
  });

  test('never keeps a secret: the password of a sign-in or a new user, an OSS secret key', async ({ admin }) => {
    const signInPassword = md5('pw-l');
    await s.login('log-reader', 'pw-l', otherTenant);
    const userPassword = md5('Log-Secret#2026');
    const me = await admin.send(profileCalls.info);
    const submitted = await admin.send(userCalls.submit, {
      body: {
        account: 'log-new-user',
        realName: '日志新用户',
        password: userPassword,
        password2: userPassword,
        roleId: me.body.data.roleId,
        deptId: me.body.data.deptId,
      },
    });
    expect(submitted.body.code, submitted.text).toBe(200);
    const secretKey = 'Oss-Secret-Key-7f3e9a';
    const accessKey = 'Oss-Access-Key-1b2c3d';
    const oss = await admin.send(ossConfigCalls.submit, {
      body: { category: 1, ossCode: 'log-oss', endpoint: 'http://127.0.0.1:9', bucketName: 'b', accessKey, secretKey },
    });
    expect(oss.body.code, oss.text).toBe(200);
    expect(await logged(sql`request_uri = ${pathOf(ossConfigCalls.submit)}`)).toBe(1);
    expect(await logged(sql`request_uri = ${pathOf(userCalls.submit)} and params like '%log-new-user%'`)).toBe(1);
    expect(await logged(sql`request_uri = ${pathOf(authCalls.token)} and create_by = 'log-reader'`)).toBeGreaterThan(0);
    for (const table of ['blade_log_api', 'blade_log_usual', 'blade_log_error']) {
      for (const value of [signInPassword, userPassword, secretKey, accessKey]) {
        const rows = await rowsOf<{ n: number }>(
          s.db,
          sql`select count(*)::int as n from ${sql.raw(table)} t where t::text like ${`%${value}%`}`,
        );
        expect(rows[0]!.n, `${value} in ${table}`).toBe(0);
      }
    }
    const [row] = await s.db
      .select({ params: apiLog.params })
      .from(apiLog)
      .where(sql`request_uri = ${pathOf(ossConfigCalls.submit)}`);
    expect(JSON.parse(row!.params!).body).toMatchObject({ ossCode: 'log-oss', secretKey: '***', accessKey: '***' });
  });

  test('pages by number within 10,000 rows and by cursor beyond, with a count that stops at 10,000', async () => {
    // 10,050 calls of another tenant, a second apart, the newest an hour ago (at addresses no call declares: rows
    // of the log, not calls to make).
    await s.db.execute(sql`
      insert into blade_log_api (tenant_id, method, request_uri, status, create_by, create_time)
      select ${otherTenant}, 'GET', '/bench/' || g, 200, 'bench-' || (g % 3), now() - interval '1 hour' - g * interval '1 second'
      from generate_series(1, 10050) g`);
    const first = await other.send(apiLogCalls.list, { query: { requestUri: '/bench/', size: 20 } });
    expect(first.body.data).toMatchObject({ total: 10_000, capped: true, size: 20, current: 1, pages: 500 });
    expect(first.body.data.records.map((r) => r.requestUri).slice(0, 2)).toEqual(['/bench/1', '/bench/2']);
    // Page numbers reach row 10,000; the cursor goes on from any row.
    const deep = await other.send(apiLogCalls.list, { query: { requestUri: '/bench/', size: 20, current: 501 } });
    expect(deep.body.code).toBe(400);
    expect(deep.body.msg).toContain('10000');
    let after = first.body.data.next as string;
    const seen = new Set<string>(first.body.data.records.map((r) => String(r.requestUri)));
    for (let page = 0; page < 3; page++) {
      const next = await other.send(apiLogCalls.list, { query: { requestUri: '/bench/', size: 20, after } });
      // Every page says the same capped total, by cursor as by number.
      expect(next.body.data).toMatchObject({ total: 10_000, capped: true });
      for (const r of next.body.data.records) {
        expect(seen.has(String(r.requestUri))).toBe(false);
        seen.add(String(r.requestUri));
      }
      after = next.body.data.next as string;
    }
    expect([...seen].slice(-1)).toEqual(['/bench/80']);
    // The last page: what is left after row 10,040 by cursor, and no next.
    const [anchor] = await s.db
      .select({ cursor: sql<string>`(extract(epoch from create_time) * 1000000)::bigint::text || '_' || id::text` })
      .from(apiLog)
      .where(sql`request_uri = '/bench/10040'`);
    const last = await other.send(apiLogCalls.list, {
      query: { requestUri: '/bench/', size: 20, after: anchor!.cursor },
    });
    expect(last.body.data.records.map((r) => r.requestUri)).toHaveLength(10);
    expect(last.body.data.next).toBe('');
    const bad = await other.send(apiLogCalls.list, { query: { after: 'abc' } });
    expect(bad.body.msg).toBe('翻页游标不正确, 请回到第一页');
  });

  test('holds a tenant to its own rows; the platform administrator sees every tenant or names one', async ({
    admin,
  }) => {
    const theirs = await other.send(apiLogCalls.list, { query: { tenantId: '000000' } });
    expect(new Set(theirs.body.data.records.map((r) => r.tenantId))).toEqual(new Set([otherTenant]));
    const named = await admin.send(apiLogCalls.list, { query: { tenantId: otherTenant, createBy: 'bench-1' } });
    expect(named.body.data.records.length).toBe(10);
    expect(named.body.data.records.every((r) => r.tenantId === otherTenant)).toBe(true);
    const [platformRow] = await s.db.select({ id: apiLog.id }).from(apiLog).where(sql`tenant_id = '000000'`).limit(1);
    const denied = await other.send(apiLogCalls.detail, { query: { id: platformRow!.id } });
    expect(denied.body.code).toBe(404);
    await createUser(s.db, { tenantId: otherTenant, account: 'log-none', password: 'pw-n', codes: ['param'] });
    const none = await signedIn(s, 'log-none', 'pw-n', otherTenant);
    const noCode = await none.send(usualLogCalls.list);
    expect([401, 403]).toContain(noCode.status);
  });

  test('filters by time range, status and event', async ({ admin }) => {
    await s.db.insert(usualLog).values([
      {
        tenantId: otherTenant,
        logLevel: 'info',
        logId: 'user.resetPassword',
        logData: '重置了 a 的密码',
        createBy: 'x',
        createTime: new Date('2026-01-02T03:00:00Z'),
      },
      {
        tenantId: otherTenant,
        logLevel: 'warn',
        logId: 'auth.signInFailed',
        logData: '登录失败',
        createBy: 'y',
        createTime: new Date('2026-01-03T03:00:00Z'),
      },
    ]);
    const day = await other.send(usualLogCalls.list, {
      query: { createTime_datege: '2026-01-02 00:00:00', createTime_datelt: '2026-01-03 00:00:00' },
    });
    expect(day.body.data.records.map((r) => r.logId)).toEqual(['user.resetPassword']);
    const event = await other.send(usualLogCalls.list, { query: { logId: 'auth.signInFailed' } });
    expect(event.body.data.records).toMatchObject([
      { logLevel: 'warn', createBy: 'y', createTime: '2026-01-03 11:00:00' },
    ]);
    // An address no call declares (a 404 is logged too): beside the param screen's own.
    const nowhere = `${pathOf(paramCalls.list).replace(/\/list$/, '')}/nowhere`;
    await s.call('GET', nowhere, { token: admin.token });
    expect(await logged(sql`request_uri = ${nowhere} and status = 404`)).toBe(1);
    const notFound = await admin.send(apiLogCalls.list, { query: { status: '404', type: '' } });
    expect(notFound.body.data.records.every((r) => r.status === 404 && r.type === '2')).toBe(true);
    const badStatus = await admin.send(apiLogCalls.list, { query: { status: '99' } });
    expect(badStatus.body.msg).toBe('状态码应为 100 到 599 的整数');
  });

  test('异常自检 fails on purpose: the 500 names an error id that the error log lists', async ({ admin }) => {
    const res = await admin.send(errorLogProbeCall);
    expect(res.status).toBe(500);
    const errorId = (res.body.data as { errorId: string }).errorId;
    expect(res.body.msg).toContain(errorId);
    let rows: Array<{ errorId?: unknown; message?: unknown; source?: unknown; createBy?: unknown }> = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = (await admin.send(errorLogListCalls.list, { query: { errorId } })).body.data.records;
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toMatchObject([{ errorId, source: 'server', createBy: 'admin' }]);
    expect(rows[0]!.message).toContain('self-check');
    expect((await other.send(errorLogProbeCall)).status).toBe(403);
  });

  test('retention drops the API log months past it and the older audit and error rows', async () => {
    const old = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 15));
    await ensureApiLogPartitions(s.db, old, 0);
    await s.db.insert(apiLog).values({ tenantId: otherTenant, requestUri: '/old', createTime: old });
    await s.db.insert(usualLog).values({ tenantId: otherTenant, logId: 'user.save', createTime: old });
    // The scheduled run of this server may get there first: what counts is that the month and the row are gone.
    await logRetentionJob.handler(
      {
        jobId: 'x',
        queue: 'log.retention',
        tenantId: '000000',
        userId: '0',
        account: 'system',
        retryCount: 0,
        db: s.db,
        registry: s.registry,
        timeZone: 'Asia/Shanghai',
      },
      {},
    );
    const [leftOver] = await s.db
      .select({ id: usualLog.id })
      .from(usualLog)
      .where(sql`log_id = 'user.save' and create_time = ${old}`);
    expect(leftOver).toBeUndefined();
    expect((await apiLogPartitions(s.db)).map((p) => p.name)).not.toContain(`blade_log_api_p${old.getUTCFullYear()}01`);
    const rows = await rowsOf<{ n: number }>(
      s.db,
      sql`select count(*)::int as n from blade_log_api where request_uri = '/old'`,
    );
    expect(rows[0]!.n).toBe(0);
    // This month's partition and the next two exist (made at start and again by the job).
    expect((await apiLogPartitions(s.db)).length).toBeGreaterThanOrEqual(3);
  });
});
