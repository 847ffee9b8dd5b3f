import { apiKeyCalls, apiKeyLogCalls, apiKeyPattern, type CallDef, grayCalls } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, rowsOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { Reply, TestServer } from '../../../../test/helpers/server.ts';

const test = apiTest({ captchaEnabled: false, apiLogFlushMs: 20, logLevel: 'info' });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
let anonymous: Session;
/** 200001's key manager, holding the gray screen and every key code. */
let manager: Session;
let managerId: string;
/** 200001's integration account: what a key is bound to (the gray list and nothing else). */
let integratorId: string;
/** 200002's key manager. */
let other: Session;

const keyCodes = [
  'api_key',
  'api_key_add',
  'api_key_edit',
  'api_key_delete',
  'api_key_view',
  'api_key_enable',
  'api_key_disable',
  'api_key_log',
];

/** A call made as another system does: the key alone in Blade-Auth, as BladeX's screen tells it to. */
const withKey = (
  key: string,
  call: CallDef = grayCalls.list,
  query: Record<string, string> = {},
  lang: 'zh' | 'en' = 'zh',
) => anonymous.send(call, { query, lang, headers: { 'blade-auth': key } }) as Promise<Reply>;

async function save(body: Record<string, unknown>, who = manager): Promise<string> {
  const made = await who.send(apiKeyCalls.save, { body });
  expect(made.status, made.text).toBe(200);
  return made.body.data as string;
}

async function idOf(name: string, who = manager): Promise<string> {
  const listed = await who.send(apiKeyCalls.list, { query: { name } });
  const row = listed.body.data.records.find((r: { name: string }) => r.name === name);
  expect(row, name).toBeDefined();
  return row!.id as string;
}

/** Rows of the key's call log, once written (it is written after the call answered). */
async function logRows(keyId: string, want: number, who = manager) {
  for (let i = 0; i < 100; i++) {
    const listed = await who.send(apiKeyLogCalls.list, { query: { apiKeyId: keyId, size: 50 } });
    if (listed.body.data.records.length >= want) return listed.body.data.records;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error(`fewer than ${want} log rows`);
}

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  const m = await createUser(s.db, {
    tenantId: '200001',
    account: 'keyman',
    password: 'pw-keyman',
    codes: [...keyCodes, 'gray'],
  });
  managerId = m.userId;
  manager = await signedIn(s, 'keyman', 'pw-keyman', '200001');
  // The integrator holds the manager's role (a key cannot do more than its maker) but its own codes are the gray
  // list alone: its user is given the manager's role id plus nothing else.
  integratorId = (await createUser(s.db, { tenantId: '200001', account: 'erp', password: 'pw-erp', codes: ['gray'] }))
    .userId;
  await createUser(s.db, { tenantId: '200002', account: 'keyman2', password: 'pw-keyman2', codes: keyCodes });
  other = await signedIn(s, 'keyman2', 'pw-keyman2', '200002');
  // One gray release in each tenant, to see whose rows a key reaches.
  await s.db.execute(sql`insert into blade_gray (tenant_id, gray, versions, shop_list, status)
    values ('200001', 'erp.sync', '1.0.0', 'S1', 2), ('200002', 'other.app', '9.9.9', 'S9', 2)`);
});

describe(`API keys on ${databaseKind}`, () => {
  test('shows the key once: save answers it, nothing after does, and only its hash is stored', async () => {
    const key = await save({ name: 'ERP 同步', userId: managerId, expireTime: '', apiPath: '', extParams: '' });
    expect(key).toMatch(apiKeyPattern);
    const listed = await manager.send(apiKeyCalls.list);
    expect(listed.text).not.toContain(key);
    const row = listed.body.data.records.find((r: { name: string }) => r.name === 'ERP 同步');
    expect(row).toMatchObject({ account: 'keyman', status: 1, statusName: '启用', expireTimeInfo: '永久有效' });
    // The screen tells keys apart by their first characters only.
    expect(row!.apiKey).toBe(`${key.slice(0, 11)}…`);
    const detail = await manager.send(apiKeyCalls.detail, { query: { id: row!.id } });
    expect(detail.text).not.toContain(key);
    const stored = await rowsOf<{ t: string }>(
      s.db,
      sql`select row_to_json(k)::text as t from blade_api_key k where id = ${row!.id}`,
    );
    const text = stored[0]!.t;
    expect(text).not.toContain(key.slice(11));
  });

  test('a key acts as its user, in its tenant, by Blade-Auth with or without bearer', async () => {
    // Bound to the integrator by the platform administrator (who may bind anyone).
    const key = await save({ name: 'erp-gray', userId: integratorId }, admin);
    const plain = await withKey(key);
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.data.records.map((r: { gray: string }) => r.gray)).toEqual(['erp.sync']);
    // Another tenant's rows stay out of reach whatever the call names.
    const named = await withKey(key, grayCalls.list, { tenantId: '200002' });
    expect(named.body.data.records.map((r: { gray: string }) => r.gray)).toEqual(['erp.sync']);
    const bearer = await anonymous.send(grayCalls.list, { headers: { 'blade-auth': `bearer ${key}` } });
    expect(bearer.status).toBe(200);
    // Not more than its user: the user holds no key codes, so neither does the key.
    const beyond = await withKey(key, apiKeyCalls.list);
    expect(beyond.status).toBe(403);
  });

  test('holds a key to its paths (Ant patterns), saying so', async () => {
    const key = await save({ name: 'only-gray', userId: managerId, apiPath: '/blade-system/gray/**' });
    expect((await withKey(key)).status).toBe(200);
    const outside = await withKey(key, apiKeyCalls.list);
    expect(outside.status).toBe(403);
    expect(outside.body).toMatchObject({ success: false, msg: '该 API 密钥无权访问此接口' });
    expect((await withKey(key, apiKeyCalls.list, {}, 'en')).body.msg).toBe('This API key may not call this path');
    const bad = await manager.send(apiKeyCalls.save, {
      body: { name: 'bad', userId: managerId, apiPath: 'blade-system/*' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('访问路径应以 / 开头, 只含字母、数字和 /-_.*{}: blade-system/*');
  });

  test('refuses a disabled, removed or expired key on the very next call', async () => {
    const key = await save({ name: 'revocable', userId: managerId });
    const id = await idOf('revocable');
    expect((await withKey(key)).status).toBe(200);
    expect((await manager.send(apiKeyCalls.disable, { query: { ids: id } })).status).toBe(200);
    const disabled = await withKey(key);
    expect(disabled.status).toBe(401);
    expect(disabled.body).toMatchObject({ code: 401, success: false, msg: 'API 密钥无效、已禁用或已过期' });
    expect((await manager.send(apiKeyCalls.detail, { query: { id } })).body.data).toMatchObject({
      status: -1,
      statusName: '禁用',
    });
    await manager.send(apiKeyCalls.enable, { query: { ids: id } });
    expect((await withKey(key)).status).toBe(200);
    await s.db.execute(sql`update blade_api_key set expire_time = now() - interval '1 second' where id = ${id}`);
    expect((await withKey(key)).status).toBe(401);
    await s.db.execute(sql`update blade_api_key set expire_time = null where id = ${id}`);
    expect((await withKey(key)).status).toBe(200);
    await manager.send(apiKeyCalls.remove, { query: { ids: id } });
    expect((await withKey(key)).status).toBe(401);
    // A key of the right form that was never made is refused too.
    expect((await withKey(`bk_${'A'.repeat(43)}`)).status).toBe(401);
  });

  test('takes an expiry in the future only, and stops at it', async () => {
    const past = await manager.send(apiKeyCalls.save, {
      body: { name: 'late', userId: managerId, expireTime: '2020-01-01 00:00:00' },
    });
    expect(past.body.msg).toBe('过期时间必须晚于当前时间');
    const key = await save({ name: 'dated', userId: managerId, expireTime: '2099-12-31 23:59:59' });
    const row = (await manager.send(apiKeyCalls.detail, { query: { id: await idOf('dated') } })).body.data;
    expect(row).toMatchObject({ expireTime: '2099-12-31 23:59:59', expireTimeInfo: '2099-12-31 23:59:59' });
    expect((await withKey(key)).status).toBe(200);
  });

  test('logs every call made with a key (path, status, address, time), never the key', async () => {
    const key = await save({ name: 'logged', userId: managerId, apiPath: '/blade-system/gray/*' });
    const id = await idOf('logged');
    await withKey(key, grayCalls.list, { current: '1' });
    await withKey(key, apiKeyCalls.list);
    // A download link's key in the query is masked in the log.
    await anonymous.send(grayCalls.list, { query: { 'blade-auth': key } });
    const rows = await logRows(id, 3);
    expect(rows.map((r: { status: number }) => r.status).sort()).toEqual([200, 200, 403]);
    expect(rows[0]).toMatchObject({ apiKeyId: id, apiKeyName: 'logged', account: 'keyman', method: 'GET' });
    expect(rows.map((r: { requestUri: string }) => r.requestUri)).toContain(pathOf(grayCalls.list));
    expect(rows[0]!.remoteIp).toBe('127.0.0.1');
    const page = await manager.send(apiKeyLogCalls.list, { query: { apiKeyId: id } });
    expect(page.text).not.toContain(key);
    const one = await manager.send(apiKeyLogCalls.detail, { query: { id: rows[0]!.id } });
    expect(one.body.data.id).toBe(rows[0]!.id);
    // Nor is it in the API log, the audit trail or the server's own log lines.
    for (let i = 0; i < 100; i++) {
      const n = await rowsOf<{ n: number }>(
        s.db,
        sql`select count(*)::int as n from blade_log_api where request_uri like '%gray/list%' and tenant_id = '200001'`,
      );
      if ((n[0]?.n ?? 0) >= 3) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const logged = await rowsOf<{ t: string }>(
      s.db,
      sql`select (select coalesce(string_agg(row_to_json(a)::text, ''), '')
      from blade_log_api a) || (select coalesce(string_agg(row_to_json(u)::text, ''), '') from blade_log_usual u)
      || (select coalesce(string_agg(row_to_json(l)::text, ''), '') from blade_api_key_log l) as t`,
    );
    expect(logged[0]!.t).not.toContain(key.slice(11));
    expect(s.logs.join('\n')).not.toContain(key.slice(11));
  });

  test("keeps each tenant to its own keys and their log; the platform administrator sees every tenant's", async () => {
    const id = await idOf('logged');
    expect((await other.send(apiKeyCalls.list)).body.data.records).toEqual([]);
    expect((await other.send(apiKeyCalls.detail, { query: { id } })).status).toBe(404);
    await other.send(apiKeyCalls.disable, { query: { ids: id } });
    expect((await manager.send(apiKeyCalls.detail, { query: { id } })).body.data.status).toBe(1);
    const theirLog = await other.send(apiKeyLogCalls.list, { query: { apiKeyId: id } });
    expect(theirLog.body.data.records).toEqual([]);
    const all = await admin.send(apiKeyCalls.list, { query: { size: 100 } });
    expect(all.body.data.records.map((r: { tenantId: string }) => r.tenantId)).toContain('200001');
  });

  test('lets a maker bind a key only to a user of their tenant who holds no role they lack', async () => {
    const foreign = await other.send(apiKeyCalls.save, { body: { name: 'x', userId: managerId } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('绑定用户不存在或已停用');
    const stronger = await manager.send(apiKeyCalls.save, { body: { name: 'y', userId: integratorId } });
    expect(stronger.status).toBe(400);
    const missing = await manager.send(apiKeyCalls.save, { body: { name: 'z' }, lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Please choose the user');
  });

  test('updates the expiry and paths through update and submit, never the secret', async () => {
    const key = await save({ name: 'editable', userId: managerId });
    const id = await idOf('editable');
    const updated = await manager.send(apiKeyCalls.update, {
      body: { id, apiPath: '/blade-user/**', extParams: '{"deptId":"1"}' },
    });
    expect(updated.status, updated.text).toBe(200);
    expect((await withKey(key)).status).toBe(403);
    await manager.send(apiKeyCalls.submit, { body: { id, apiPath: '' } });
    expect((await withKey(key)).status).toBe(200);
    const made = await manager.send(apiKeyCalls.submit, { body: { name: 'via submit', userId: managerId } });
    expect(made.body.data).toMatch(apiKeyPattern);
    const bad = await manager.send(apiKeyCalls.update, { body: { id, extParams: '[1]' } });
    expect(bad.body.msg).toBe('扩展参数应为 JSON 对象');
  });
});
