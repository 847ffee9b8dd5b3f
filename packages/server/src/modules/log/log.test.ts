import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../test/helpers/database.ts';
import { createUser } from '../../../test/helpers/fixtures.ts';
import { md5, startServer, type TestServer } from '../../../test/helpers/server.ts';
import { apiLog } from './api/api-log.table.ts';
import { apiLogPartitions, ensureApiLogPartitions } from './api/api-log-partitions.ts';
import { callTitle } from './api/api-log-titles.ts';
import { logRetentionJob } from './retention/log-retention.job.ts';
import { usualLog } from './usual/usual-log.table.ts';

/**
 * The three logs over HTTP: every call lands in 接口日志 with its secrets masked; the lists page by number and by
 * cursor with a capped count, per tenant (the platform administrator across them); retention drops old months.
 */
let s: TestServer;
let admin: string;
let other: string;
const otherTenant = '300451';

/** The API log is written off the request path: wait until a call matching `where` is there. */
async function logged(where: ReturnType<typeof sql>): Promise<number> {
  for (let i = 0; i < 60; i++) {
    const { rows } = (await s.db.execute(
      sql`select count(*)::int as n from blade_log_api where ${where}`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    if (rows[0]!.n > 0) return rows[0]!.n;
    await new Promise((r) => setTimeout(r, 50));
  }
  return 0;
}

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, apiLogFlushMs: 50 });
  admin = (await s.login()).access_token;
  await createUser(s.db, {
    tenantId: otherTenant,
    account: 'log-reader',
    password: 'pw-l',
    codes: ['log_usual', 'log_api', 'log_error'],
  });
  other = (await s.login('log-reader', 'pw-l', otherTenant)).access_token;
});
afterAll(async () => s?.close());

describe(`logs on ${databaseKind}`, () => {
  it('writes every call to the API log with who, what, the status and the time taken', async () => {
    const res = await s.call('GET', '/api/blade-system/param/list', { token: admin, query: { paramName: '日志' } });
    expect(res.body.code).toBe(200);
    expect(await logged(sql`request_uri = '/api/blade-system/param/list' and params like '%日志%'`)).toBe(1);
    const list = await s.call('GET', '/api/blade-log/api/list', {
      token: admin,
      query: { requestUri: 'param/list', createBy: 'admin' },
    });
    const row = list.body.data.records[0];
    expect(row).toMatchObject({
      method: 'GET',
      requestUri: '/api/blade-system/param/list',
      status: 200,
      type: '1',
      tenantId: '000000',
      createBy: 'admin',
      methodClass: 'blade-system/param',
      methodName: 'list',
    });
    // A short name in the reader's language, not the OpenAPI summary.
    expect(row.title).toBe('参数管理·列表');
    expect(JSON.parse(row.params)).toEqual({ query: { paramName: '日志' } });
    expect(row.time).toBeGreaterThanOrEqual(0);
    const detail = await s.call('GET', '/api/blade-log/api/detail', { token: admin, query: { id: row.id } });
    expect(detail.body.data).toMatchObject({ id: row.id, userAgent: expect.any(String) });
  });

  it('names each call briefly in the reader’s language: 用户管理·新增 for a Chinese reader, Users · Add for an English one', async () => {
    const me = await s.call('GET', '/api/blade-user/info', { token: admin });
    const added = await s.call('POST', '/api/blade-user/submit', {
      token: admin,
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
    expect(await logged(sql`request_uri = '/api/blade-user/submit' and params like '%log-title-user%'`)).toBe(1);
    const read = async (lang: 'zh' | 'en', query: Record<string, string> = {}) =>
      (
        await s.call('GET', '/api/blade-log/api/list', {
          token: admin,
          lang,
          query: { requestUri: 'blade-user/submit', ...query },
        })
      ).body.data.records.find((r: { params: string }) => r.params.includes('log-title-user'));
    expect((await read('zh')).title).toBe('用户管理·新增');
    expect((await read('en')).title).toBe('Users · Add');
    // Found by its name in either language.
    expect(await read('zh', { title: '用户管理·新增' })).toBeDefined();
    expect(await read('en', { title: 'Users · Add' })).toBeDefined();
    // Calls of no screen carry the name they declare: the sign-in, in both languages.
    expect(
      await logged(sql`request_uri = '/api/blade-auth/oauth/token' and title = '登录' and title_en = 'Sign in'`),
    ).toBeGreaterThan(0);
  });

  it('has a short name in both languages for every call the server answers', () => {
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

  it('never keeps a secret: the password of a sign-in or a new user, an OSS secret key', async () => {
    const signInPassword = md5('pw-l');
    await s.login('log-reader', 'pw-l', otherTenant);
    const userPassword = md5('Log-Secret#2026');
    const me = await s.call('GET', '/api/blade-user/info', { token: admin });
    const submitted = await s.call('POST', '/api/blade-user/submit', {
      token: admin,
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
    const oss = await s.call('POST', '/api/blade-resource/oss/submit', {
      token: admin,
      body: { category: 1, ossCode: 'log-oss', endpoint: 'http://127.0.0.1:9', bucketName: 'b', accessKey, secretKey },
    });
    expect(oss.body.code, oss.text).toBe(200);
    expect(await logged(sql`request_uri = '/api/blade-resource/oss/submit'`)).toBe(1);
    expect(await logged(sql`request_uri = '/api/blade-user/submit' and params like '%log-new-user%'`)).toBe(1);
    expect(await logged(sql`request_uri = '/api/blade-auth/oauth/token' and create_by = 'log-reader'`)).toBeGreaterThan(
      0,
    );
    for (const table of ['blade_log_api', 'blade_log_usual', 'blade_log_error']) {
      for (const value of [signInPassword, userPassword, secretKey, accessKey]) {
        const { rows } = (await s.db.execute(
          sql`select count(*)::int as n from ${sql.raw(table)} t where t::text like ${`%${value}%`}`,
        )) as unknown as { rows: Array<{ n: number }> };
        expect(rows[0]!.n, `${value} in ${table}`).toBe(0);
      }
    }
    const [row] = await s.db
      .select({ params: apiLog.params })
      .from(apiLog)
      .where(sql`request_uri = '/api/blade-resource/oss/submit'`);
    expect(JSON.parse(row!.params!).body).toMatchObject({ ossCode: 'log-oss', secretKey: '***', accessKey: '***' });
  });

  it('pages by number within 10,000 rows and by cursor beyond, with a count that stops at 10,000', async () => {
    // 10,050 calls of another tenant, a second apart, the newest an hour ago.
    await s.db.execute(sql`
      insert into blade_log_api (tenant_id, method, request_uri, status, create_by, create_time)
      select ${otherTenant}, 'GET', '/api/bench/' || g, 200, 'bench-' || (g % 3), now() - interval '1 hour' - g * interval '1 second'
      from generate_series(1, 10050) g`);
    const first = await s.call('GET', '/api/blade-log/api/list', {
      token: other,
      query: { requestUri: '/api/bench/', size: 20 },
    });
    expect(first.body.data).toMatchObject({ total: 10_000, capped: true, size: 20, current: 1, pages: 500 });
    expect(first.body.data.records.map((r: { requestUri: string }) => r.requestUri).slice(0, 2)).toEqual([
      '/api/bench/1',
      '/api/bench/2',
    ]);
    // Page numbers reach row 10,000; the cursor goes on from any row.
    const deep = await s.call('GET', '/api/blade-log/api/list', {
      token: other,
      query: { requestUri: '/api/bench/', size: 20, current: 501 },
    });
    expect(deep.body.code).toBe(400);
    expect(deep.body.msg).toContain('10000');
    let after = first.body.data.next as string;
    const seen = new Set<string>(first.body.data.records.map((r: { requestUri: string }) => r.requestUri));
    for (let page = 0; page < 3; page++) {
      const next = await s.call('GET', '/api/blade-log/api/list', {
        token: other,
        query: { requestUri: '/api/bench/', size: 20, after },
      });
      // Every page says the same capped total, by cursor as by number.
      expect(next.body.data).toMatchObject({ total: 10_000, capped: true });
      for (const r of next.body.data.records) {
        expect(seen.has(r.requestUri)).toBe(false);
        seen.add(r.requestUri);
      }
      after = next.body.data.next;
    }
    expect([...seen].slice(-1)).toEqual(['/api/bench/80']);
    // The last page: what is left after row 10,040 by cursor, and no next.
    const [anchor] = await s.db
      .select({ cursor: sql<string>`(extract(epoch from create_time) * 1000000)::bigint::text || '_' || id::text` })
      .from(apiLog)
      .where(sql`request_uri = '/api/bench/10040'`);
    const last = await s.call('GET', '/api/blade-log/api/list', {
      token: other,
      query: { requestUri: '/api/bench/', size: 20, after: anchor!.cursor },
    });
    expect(last.body.data.records.map((r: { requestUri: string }) => r.requestUri)).toHaveLength(10);
    expect(last.body.data.next).toBe('');
    const bad = await s.call('GET', '/api/blade-log/api/list', { token: other, query: { after: 'abc' } });
    expect(bad.body.msg).toBe('翻页游标不正确, 请回到第一页');
  });

  it('holds a tenant to its own rows; the platform administrator sees every tenant or names one', async () => {
    const theirs = await s.call('GET', '/api/blade-log/api/list', { token: other, query: { tenantId: '000000' } });
    expect(new Set(theirs.body.data.records.map((r: { tenantId: string }) => r.tenantId))).toEqual(
      new Set([otherTenant]),
    );
    const named = await s.call('GET', '/api/blade-log/api/list', {
      token: admin,
      query: { tenantId: otherTenant, createBy: 'bench-1' },
    });
    expect(named.body.data.records.length).toBe(10);
    expect(named.body.data.records.every((r: { tenantId: string }) => r.tenantId === otherTenant)).toBe(true);
    const [platformRow] = await s.db.select({ id: apiLog.id }).from(apiLog).where(sql`tenant_id = '000000'`).limit(1);
    const denied = await s.call('GET', '/api/blade-log/api/detail', { token: other, query: { id: platformRow!.id } });
    expect(denied.body.code).toBe(404);
    await createUser(s.db, { tenantId: otherTenant, account: 'log-none', password: 'pw-n', codes: ['param'] });
    const none = (await s.login('log-none', 'pw-n', otherTenant)).access_token;
    const noCode = await s.call('GET', '/api/blade-log/usual/list', { token: none });
    expect([401, 403]).toContain(noCode.status);
  });

  it('filters by time range, status and event', async () => {
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
    const day = await s.call('GET', '/api/blade-log/usual/list', {
      token: other,
      query: { createTime_datege: '2026-01-02 00:00:00', createTime_datelt: '2026-01-03 00:00:00' },
    });
    expect(day.body.data.records.map((r: { logId: string }) => r.logId)).toEqual(['user.resetPassword']);
    const event = await s.call('GET', '/api/blade-log/usual/list', {
      token: other,
      query: { logId: 'auth.signInFailed' },
    });
    expect(event.body.data.records).toMatchObject([
      { logLevel: 'warn', createBy: 'y', createTime: '2026-01-03 11:00:00' },
    ]);
    await s.call('GET', '/api/blade-system/param/nowhere', { token: admin });
    expect(await logged(sql`request_uri = '/api/blade-system/param/nowhere' and status = 404`)).toBe(1);
    const notFound = await s.call('GET', '/api/blade-log/api/list', {
      token: admin,
      query: { status: '404', type: '' },
    });
    expect(
      notFound.body.data.records.every((r: { status: number; type: string }) => r.status === 404 && r.type === '2'),
    ).toBe(true);
    const badStatus = await s.call('GET', '/api/blade-log/api/list', { token: admin, query: { status: '99' } });
    expect(badStatus.body.msg).toBe('状态码应为 100 到 599 的整数');
  });

  it('异常自检 fails on purpose: the 500 names an error id that the error log lists', async () => {
    const res = await s.call('POST', '/api/blade-log/error/probe', { token: admin });
    expect(res.status).toBe(500);
    const errorId = res.body.data.errorId as string;
    expect(res.body.msg).toContain(errorId);
    let rows: Array<{ errorId: string; message: string; source: string; createBy: string }> = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = (await s.call('GET', '/api/blade-log/error/list', { token: admin, query: { errorId } })).body.data.records;
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toMatchObject([{ errorId, source: 'server', createBy: 'admin' }]);
    expect(rows[0]!.message).toContain('self-check');
    expect((await s.call('POST', '/api/blade-log/error/probe', { token: other })).status).toBe(403);
  });

  it('retention drops the API log months past it and the older audit and error rows', async () => {
    const old = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 15));
    await ensureApiLogPartitions(s.db, old, 0);
    await s.db.insert(apiLog).values({ tenantId: otherTenant, requestUri: '/api/old', createTime: old });
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
    const { rows } = (await s.db.execute(
      sql`select count(*)::int as n from blade_log_api where request_uri = '/api/old'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(0);
    // This month's partition and the next two exist (made at start and again by the job).
    expect((await apiLogPartitions(s.db)).length).toBeGreaterThanOrEqual(3);
  });
});
