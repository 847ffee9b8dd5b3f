import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authCalls, ossCalls, paramCalls, profileCalls, roleCalls, userCalls } from '@pharma/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, sessionAt } from '../helpers/api-kit.ts';
import { databaseKind, freshDatabaseUrl } from '../helpers/database.ts';
import { type ServerProcess, startServerProcess } from '../helpers/processes.ts';
import { basic, md5 } from '../helpers/server.ts';

/**
 * Two real server processes (`node packages/server/src/main.ts`, as `npm start` runs it) started at the same moment
 * on one empty PostgreSQL database, as behind a load balancer: they share the token secret and the uploads folder
 * and nothing else. Whatever one process learns (a captcha, a session, a failed sign-in, a row) the other must know.
 * The embedded database belongs to a single process, so this runs in the PostgreSQL pass only.
 */
type Proc = ServerProcess;

const secret = 'two-processes-share-this-token-secret-0123456789';
const work = mkdtempSync(join(tmpdir(), 'pharma-two-'));
const ossDir = join(work, 'oss');
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let sql: pg.Client;
let a: Proc;
let b: Proc;

/** A server process (test/helpers/processes.ts) sharing the token secret and the uploads folder. */
const startProcess = (name: string, databaseUrl: string): Promise<Proc> =>
  startServerProcess(name, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(work, name),
    TOKEN_SECRET: secret,
    OSS_LOCAL_DIR: ossDir,
    CAPTCHA_ENABLED: 'true',
    DEMO_DATA: 'true',
    SIGN_IN_RATE_LIMIT: '120',
  });

/** Someone at one of the two processes (nobody without a token), sending declared calls there. */
const at = (p: Proc, token = '') => sessionAt(p.url, token);

/** A captcha from one process's endpoint, with the code read where every process keeps it. */
async function captchaFrom(p: Proc) {
  const { body } = await at(p).send(authCalls.captcha);
  const { rows } = await sql.query('select code from blade_captcha where key = $1', [body.key]);
  return { key: body.key, code: rows[0].code as string };
}

/** The token call at one process; a refusal answers OAuth's fields instead of a token, hence the loose body. */
async function tokenCall(p: Proc, params: Record<string, string>, c?: { key: string; code: string }) {
  const headers: Record<string, string> = { authorization: basic(), 'tenant-id': '000000' };
  if (c) Object.assign(headers, { 'captcha-key': c.key, 'captcha-code': c.code });
  const reply = await at(p).send(authCalls.token, {
    query: { tenantId: '000000', scope: 'all', type: 'account', ...params },
    headers,
  });
  return { status: reply.status, body: reply.body as any };
}

const signIn = async (at: Proc, account = 'admin', password = 'admin', captchaAt = at) =>
  tokenCall(at, { username: account, password: md5(password), grant_type: 'captcha' }, await captchaFrom(captchaAt));

describe.skipIf(databaseKind === 'pglite')('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    fresh = await freshDatabaseUrl();
    // Both start at once on the empty database: migrations and the seed must run once, not twice.
    [a, b] = await Promise.all([startProcess('a', fresh.url!), startProcess('b', fresh.url!)]);
    sql = new pg.Client({ connectionString: fresh.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    for (const p of [a, b]) p?.child.kill('SIGTERM');
    await sql?.end();
    await fresh?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('started together on an empty database, they migrate and seed it once', async () => {
    const token = (await signIn(a)).body.access_token as string;
    expect(token).toBeTruthy();
    // The demo parameters, once: not twice because two processes found the database empty.
    const list = await at(b, token).send(paramCalls.list, { query: { current: '1', size: '50' } });
    expect(list.body.data.total).toBe(5);
    const admins = await sql.query(
      `select count(*)::int as n from blade_user where account = 'admin' and tenant_id = '000000'`,
    );
    expect(admins.rows[0].n).toBe(1);
    const tenants = await sql.query(`select count(*)::int as n from blade_tenant where tenant_id = '000000'`);
    expect(tenants.rows[0].n).toBe(1);
    const migrations = await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const hashes = await sql.query('select count(distinct hash)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.rows[0].n).toBe(hashes.rows[0].n);
  });

  it('a captcha given by one process signs in at the other, once', async () => {
    const c = await captchaFrom(a);
    const good = await tokenCall(b, { username: 'admin', password: md5('admin'), grant_type: 'captcha' }, c);
    expect(good.status).toBe(200);
    expect(good.body.access_token).toBeTruthy();
    const reused = await tokenCall(a, { username: 'admin', password: md5('admin'), grant_type: 'captcha' }, c);
    expect(reused.body.access_token).toBeUndefined();
    expect(reused.body.error_description).toBeTruthy();
  });

  it('a session opened at one is honoured, refreshed and ended at the other', async () => {
    const t = (await signIn(a)).body;
    expect((await at(b, t.access_token).send(authCalls.userInfo)).status).toBe(200);

    const renewed = await tokenCall(b, { grant_type: 'refresh_token', refresh_token: t.refresh_token });
    expect(renewed.status).toBe(200);
    // The rotated-away refresh token is refused by the process that did not rotate it too.
    const replay = await tokenCall(a, { grant_type: 'refresh_token', refresh_token: t.refresh_token });
    expect(replay.body.access_token).toBeUndefined();

    const other = (await signIn(b)).body;
    expect((await at(a, other.access_token).send(authCalls.logout)).status).toBe(200);
    const after = await at(b, other.access_token).send(paramCalls.list);
    expect(after.status).toBe(401);
    const refreshAfter = await tokenCall(b, { grant_type: 'refresh_token', refresh_token: other.refresh_token });
    expect(refreshAfter.body.access_token).toBeUndefined();
  });

  it('failed sign-ins made at both processes add up to one lockout', async () => {
    const admin = (await signIn(a)).body;
    const added = await at(a, admin.access_token).send(userCalls.submit, {
      body: {
        account: 'twoproc',
        password: 'right-pass',
        realName: '两进程',
        deptId: admin.dept_id,
        roleId: admin.role_id,
      },
    });
    expect(added.body.msg).toBe('新增成功');
    for (const at of [a, b, a, b, a]) {
      const wrong = await signIn(at, 'twoproc', 'wrong-pass');
      expect(wrong.body.access_token).toBeUndefined();
    }
    const locked = await signIn(b, 'twoproc', 'right-pass');
    expect(locked.body.access_token).toBeUndefined();
    expect(locked.body.error_description).toMatch(/登录失败次数过多.*30分钟/);
  });

  it('a password changed through one process ends the account’s other sessions at the other, at once', async () => {
    const admin = (await signIn(a)).body;
    const added = await at(a, admin.access_token).send(userCalls.submit, {
      body: {
        account: 'twopw',
        password: 'twopw-first',
        realName: '改密',
        deptId: admin.dept_id,
        roleId: admin.role_id,
      },
    });
    expect(added.body.msg).toBe('新增成功');
    const here = (await signIn(a, 'twopw', 'twopw-first')).body;
    const there = (await signIn(b, 'twopw', 'twopw-first')).body;
    expect((await at(b, there.access_token).send(profileCalls.info)).status).toBe(200);
    const changed = await at(a, here.access_token).send(profileCalls.updatePassword, {
      query: { oldPassword: md5('twopw-first'), newPassword: md5('twopw-second'), newPassword1: md5('twopw-second') },
    });
    expect(changed.body.success).toBe(true);
    // Process b holds nothing of its own about the session: its very next request and its refresh are refused.
    expect((await at(b, there.access_token).send(profileCalls.info)).status).toBe(401);
    const refreshed = await tokenCall(b, { grant_type: 'refresh_token', refresh_token: there.refresh_token });
    expect(refreshed.status).toBe(401);
    expect((await at(b, here.access_token).send(profileCalls.info)).status).toBe(200);
  });

  it('a grant taken away through one process is enforced by the other on the next request', async () => {
    const admin = (await signIn(a)).body;
    const token = admin.access_token as string;
    const role = await at(a, token).send(roleCalls.submit, {
      body: { roleName: '两进程角色', roleAlias: 'two_proc_role' },
    });
    const roleId = role.body.data.id;
    const { rows } = await sql.query(`select id::text as id from blade_menu where code = 'param' and is_deleted = 0`);
    const grant = (menuIds: string[]) => at(a, token).send(roleCalls.grant, { body: { roleIds: [roleId], menuIds } });
    expect((await grant([rows[0].id])).body.success).toBe(true);
    const added = await at(a, token).send(userCalls.submit, {
      body: { account: 'grantee', password: 'grantee-pass', realName: '授权', deptId: admin.dept_id, roleId },
    });
    expect(added.body.success).toBe(true);

    const clerk = (await signIn(b, 'grantee', 'grantee-pass')).body.access_token as string;
    expect((await at(b, clerk).send(paramCalls.list)).status).toBe(200);
    expect((await grant([])).body.success).toBe(true);
    expect((await at(b, clerk).send(paramCalls.list)).status).toBe(403);
  });

  it('rows written by both at once get distinct ids, and a key taken at both is kept once', async () => {
    const token = (await signIn(a)).body.access_token as string;
    const submit = (p: Proc, i: number, key = `two.proc.${i}`) =>
      at(p, token).send(paramCalls.submit, {
        body: { paramName: `并发 ${i}`, paramKey: key, paramValue: String(i) },
      });
    const writes = await Promise.all(Array.from({ length: 40 }, (_, i) => submit(i % 2 ? a : b, i)));
    expect(writes.every((w) => w.status === 200)).toBe(true);
    const ids = await sql.query(`select id from blade_param where param_key like 'two.proc.%'`);
    expect(new Set(ids.rows.map((r) => r.id)).size).toBe(40);

    const race = await Promise.all([submit(a, 100, 'two.proc.same'), submit(b, 101, 'two.proc.same')]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(race.find((r) => r.status === 400)!.body.msg).toBe('参数键名已存在,请换一个');
    const kept = await at(b, token).send(paramCalls.list, { query: { paramKey: 'two.proc.same' } });
    expect(kept.body.data.total).toBe(1);
  });

  it('a file uploaded through one is served by the other from the shared uploads folder', async () => {
    const token = (await signIn(a)).body.access_token as string;
    const bytes = Buffer.from('report for both processes');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'two.txt');
    // A multipart upload, as the console's upload sends it (the kit's sessions send JSON).
    const res = await fetch(new URL(pathOf(ossCalls.putFile), a.url), {
      method: 'POST',
      body: form,
      headers: { 'blade-auth': `bearer ${token}` },
    });
    const link = ((await res.json()) as any).data.link as string;
    const served = await fetch(new URL(link, b.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  // Last: it spends this minute's sign-in calls of the test's address.
  it('count sign-in calls together: one limit per address, whichever process answers', async () => {
    // Calls must fall in one minute: start with time to spare before it turns.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await new Promise((r) => setTimeout(r, left + 200));
    let allowed = 0;
    let firstRefusal = -1;
    for (let i = 0; i < 260 && firstRefusal < 0; i++) {
      const res = await at(i % 2 ? a : b).send(authCalls.captcha);
      if (res.status === 200) allowed++;
      else if (res.status === 429) firstRefusal = i;
    }
    // SIGN_IN_RATE_LIMIT is 120: counted separately, the two would have let about 240 through.
    expect(firstRefusal).toBeGreaterThan(0);
    expect(allowed).toBeLessThanOrEqual(120);
    for (const p of [a, b]) {
      expect((await at(p).send(authCalls.captcha)).status).toBe(429);
    }
  });
});
