import { paramCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, type Session, sendRawBody, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';

const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
let anonymous: Session;
test.beforeAll(({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
});

const submit = (body: Record<string, unknown>, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(paramCalls.submit, { body, lang });
const list = (query: Record<string, string | number> = {}, who = admin) => who.send(paramCalls.list, { query });

describe(`system parameters on ${databaseKind}`, () => {
  test('adds, reads, updates and removes a parameter', async () => {
    const added = await submit({
      paramName: '发票抬头',
      paramKey: 'invoice.title',
      paramValue: '某医药有限公司',
      remark: '开票',
    });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('新增成功');
    const id = added.body.data.id as string;
    expect(id).toMatch(/^\d{15,19}$/);
    expect(added.body.data).toMatchObject({ paramKey: 'invoice.title', tenantId: '000000', status: 1, isDeleted: 0 });
    expect(added.body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const detail = await admin.send(paramCalls.detail, { query: { id } });
    expect(detail.body.data.paramValue).toBe('某医药有限公司');

    const updated = await submit({ id, paramValue: '另一家公司' });
    expect(updated.body.msg).toBe('更新成功');
    expect(updated.body.data).toMatchObject({ id, paramName: '发票抬头', paramValue: '另一家公司' });
    expect(updated.body.data.updateUser).toMatch(/^\d+$/);

    const removed = await admin.send(paramCalls.remove, { query: { ids: id } });
    expect(removed.body).toMatchObject({ success: true, msg: '删除成功' });
    expect((await admin.send(paramCalls.detail, { query: { id } })).status).toBe(404);
    expect((await list({ paramKey: 'invoice.title' })).body.data.total).toBe(0);
    // A removed key may be used again.
    expect((await submit({ paramName: 'again', paramKey: 'invoice.title', paramValue: '1' })).status).toBe(200);
  });

  test('names the missing field with the spec message, in the caller language', async () => {
    expect((await submit({ paramKey: 'k1', paramValue: 'v' })).body.msg).toBe('请输入参数名称');
    expect((await submit({ paramName: 'n', paramValue: 'v' })).body.msg).toBe('请输入参数键名');
    expect((await submit({ paramName: 'n', paramKey: 'k1' })).body.msg).toBe('请输入参数键值');
    expect((await submit({ paramName: '   ', paramKey: 'k1', paramValue: 'v' })).body.msg).toBe('请输入参数名称');
    const en = await submit({ paramName: 'n', paramValue: 'v' }, admin, 'en');
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 400, success: false, msg: 'Please enter the parameter key' });
    const long = await submit({ paramName: 'x'.repeat(256), paramKey: 'k1', paramValue: 'v' });
    expect(long.body.msg).toBe('参数名称不能超过255个字符');
    const typed = await submit({ paramName: 12, paramKey: 'k1', paramValue: 'v' });
    expect(typed.body.msg).toBe('参数名称格式不正确');
  });

  test('refuses blanking a required field on update but keeps fields left out', async () => {
    const { body } = await submit({ paramName: 'keep', paramKey: 'keep.key', paramValue: 'v1' });
    expect((await submit({ id: body.data.id, paramName: '' })).body.msg).toBe('请输入参数名称');
    const after = await admin.send(paramCalls.detail, { query: { id: body.data.id } });
    expect(after.body.data).toMatchObject({ paramName: 'keep', paramValue: 'v1' });
  });

  test('refuses a key already used in the tenant, on add and on update', async () => {
    await submit({ paramName: 'a', paramKey: 'dup.key', paramValue: '1' });
    const again = await submit({ paramName: 'b', paramKey: 'dup.key', paramValue: '2' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('参数键名已存在,请换一个');
    const other = await submit({ paramName: 'c', paramKey: 'other.key', paramValue: '3' });
    expect((await submit({ id: other.body.data.id, paramKey: 'dup.key' })).body.msg).toBe('参数键名已存在,请换一个');
  });

  test('ignores tenantId, audit columns and unknown keys in the body', async () => {
    const res = await submit({
      paramName: 'n',
      paramKey: 'sneaky',
      paramValue: 'v',
      tenantId: '999999',
      isDeleted: 1,
      createUser: '1',
      foo: 'bar',
    });
    expect(res.body.data).toMatchObject({ tenantId: '000000', isDeleted: 0 });
    expect(res.body.data.createUser).not.toBe('1');
    expect(res.body.data.foo).toBeUndefined();
  });

  test('pages, filters by the BladeX suffixes and sorts', async () => {
    for (let i = 1; i <= 12; i++)
      await submit({ paramName: `分页参数${i}`, paramKey: `page.p${String(i).padStart(2, '0')}`, paramValue: `${i}` });
    const page = await list({ paramKey: 'page.', current: 2, size: 5 });
    expect(page.body.data).toMatchObject({ total: 12, size: 5, current: 2, pages: 3 });
    expect(page.body.data.records).toHaveLength(5);
    expect((await list({ paramKey_equal: 'page.p03' })).body.data.records.map((r: any) => r.paramValue)).toEqual(['3']);
    expect((await list({ paramKey_likeright: 'page.p1' })).body.data.total).toBe(3);
    expect((await list({ paramKey: 'PAGE.P1' })).body.data.total).toBe(3);
    // A LIKE wildcard in the value is a literal character.
    expect((await list({ paramKey: 'page%' })).body.data.total).toBe(0);
    const sorted = await list({ paramKey: 'page.', ascs: 'param_key', size: 3 });
    expect(sorted.body.data.records.map((r: any) => r.paramKey)).toEqual(['page.p01', 'page.p02', 'page.p03']);
    const desc = await list({ paramKey: 'page.', descs: 'paramKey', size: 1 });
    expect(desc.body.data.records[0]!.paramKey).toBe('page.p12');
    // Unknown keys are ignored; a size beyond the cap is clamped.
    expect((await list({ paramKey: 'page.', nosuch: 'x', size: 100000 })).body.data).toMatchObject({
      total: 12,
      size: 1000,
    });
  });

  test('filters by creation time with createTime_dategt / createTime_datelt', async () => {
    const now = new Date();
    const fmt = (d: Date) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' }).format(
        d,
      );
    await submit({ paramName: 'timed', paramKey: 'timed.key', paramValue: '1' });
    const hourAgo = fmt(new Date(now.getTime() - 3600_000));
    const inAnHour = fmt(new Date(now.getTime() + 3600_000));
    expect(
      (await list({ paramKey: 'timed.key', createTime_dategt: hourAgo, createTime_datelt: inAnHour })).body.data.total,
    ).toBe(1);
    expect((await list({ paramKey: 'timed.key', createTime_dategt: inAnHour })).body.data.total).toBe(0);
    expect((await list({ paramKey: 'timed.key', createTime_datelt: hourAgo })).body.data.total).toBe(0);
    const bad = await list({ createTime_dategt: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('创建时间的时间格式应为 yyyy-MM-dd HH:mm:ss');
  });

  test('refuses remove without ids or with malformed ids, and removes nothing when one id is not removable', async () => {
    expect((await admin.send(paramCalls.remove)).body.msg).toBe('请选择至少一条数据');
    expect((await admin.send(paramCalls.remove, { query: { ids: '1;drop' } })).status).toBe(400);
    const a = await submit({ paramName: 'r', paramKey: 'rm.a', paramValue: '1' });
    const res = await admin.send(paramCalls.remove, { query: { ids: `${a.body.data.id},123` } });
    expect(res.status).toBe(404);
    expect((await admin.send(paramCalls.detail, { query: { id: a.body.data.id } })).status).toBe(200);
  });

  test('answers a malformed body with 400 and no stack trace', async () => {
    const res = await sendRawBody(s, admin, paramCalls.submit, '{"paramName": "x",');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: '请求体不是有效的 JSON' });
    expect(res.text).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    const notObject = await sendRawBody(s, admin, paramCalls.submit, '[1,2]');
    expect(notObject.status).toBe(400);
    expect(notObject.text).not.toMatch(/node_modules|\.ts:\d+/);
  });

  test('answers unknown API paths with a 404 envelope', async () => {
    // The subject is the address itself: a path under a module's prefix that no call declares.
    const res = await s.call('GET', '/api/blade-system/param/nothing', { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, success: false });
  });
});

describe(`parameter permissions on ${databaseKind}`, () => {
  let other: Session;
  let reader: Session;
  let adminParam: string;
  test.beforeAll(async () => {
    adminParam = (await submit({ paramName: '平台参数', paramKey: 'platform.only', paramValue: 'secret-value' })).body
      .data.id as string;
    await createUser(s.db, {
      tenantId: '200001',
      account: 'boss',
      password: 'pw-boss',
      codes: ['param', 'param_add', 'param_edit', 'param_delete', 'param_view'],
    });
    other = await signedIn(s, 'boss', 'pw-boss', '200001');
    await createUser(s.db, {
      tenantId: '000000',
      account: 'reader',
      password: 'pw-reader',
      codes: ['param', 'param_view'],
    });
    reader = await signedIn(s, 'reader', 'pw-reader');
  });

  test('keeps another tenant out of tenant 000000 parameters', async () => {
    const mine = await list({}, other);
    expect(mine.status).toBe(200);
    expect(mine.body.data.total).toBe(0);
    expect(mine.text).not.toContain('secret-value');
    expect((await other.send(paramCalls.detail, { query: { id: adminParam } })).status).toBe(404);
    const change = await submit({ id: adminParam, paramValue: 'hacked' }, other);
    expect(change.status).toBe(404);
    const remove = await other.send(paramCalls.remove, { query: { ids: adminParam } });
    expect(remove.status).toBe(404);
    const still = await admin.send(paramCalls.detail, { query: { id: adminParam } });
    expect(still.body.data).toMatchObject({ paramValue: 'secret-value', isDeleted: 0 });
  });

  test('lets another tenant use the same key in its own space', async () => {
    const res = await submit({ paramName: '自有', paramKey: 'platform.only', paramValue: 'mine' }, other);
    expect(res.status).toBe(200);
    expect(res.body.data.tenantId).toBe('200001');
    expect((await list({}, other)).body.data.total).toBe(1);
  });

  test('refuses calls the caller was not granted with 403', async () => {
    expect((await list({}, reader)).status).toBe(200);
    const add = await submit({ paramName: 'n', paramKey: 'reader.key', paramValue: 'v' }, reader);
    expect(add.status).toBe(403);
    expect(add.body).toMatchObject({ code: 403, success: false, msg: '没有权限执行此操作' });
    expect((await submit({ id: adminParam, paramValue: 'x' }, reader)).status).toBe(403);
    expect((await reader.send(paramCalls.remove, { query: { ids: adminParam } })).status).toBe(403);
    // 403 comes before validation: a bad body from an ungranted caller learns nothing about the rules.
    expect((await reader.send(paramCalls.submit, { body: {} })).status).toBe(403);
  });

  test('refuses every parameter call without a token with 401', async () => {
    for (const [call, sent] of [
      [paramCalls.list, {}],
      [paramCalls.detail, { query: { id: '1' } }],
      [paramCalls.submit, { body: {} }],
      [paramCalls.remove, { query: { ids: '1' }, body: {} }],
    ] as const) {
      const res = await anonymous.send(call, sent);
      expect(res.status, `${call.method} ${call.path}`).toBe(401);
    }
  });
});
