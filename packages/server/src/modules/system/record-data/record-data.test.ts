import { paramCalls, recordDataCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser, newTenant } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';

/**
 * 数据审计: every row changed through the CRUD kit leaves a record in the write's transaction: who, which table and
 * row, the values before and after (secrets masked), when and from where. A tenant reads its own; the platform
 * administrator every tenant's. Records cannot be written by hand.
 */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
const tenant = '300562';

test.beforeAll(({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
});

const records = async (query: Record<string, string>, who = admin) => {
  const res = await who.send(recordDataCalls.list, { query });
  expect(res.status, res.text).toBe(200);
  return res.body.data.records as Array<Record<string, any>>;
};

describe(`data-change records on ${databaseKind}`, () => {
  test('records a parameter edited by a user: the old and new values, who, where; a removal too', async () => {
    const added = await admin.send(paramCalls.submit, {
      body: { paramName: '上传上限', paramKey: 'audit.upload', paramValue: '20' },
      headers: { 'user-agent': 'audit-test-agent' },
    });
    const id = added.body.data.id as string;
    const changed = await admin.send(paramCalls.submit, { body: { id, paramValue: '50' } });
    expect(changed.body.success).toBe(true);

    const [update, insert] = await records({ tableName: 'blade_param', dataId: id });
    expect(update).toMatchObject({
      operation: 'update',
      tableName: 'blade_param',
      dataId: id,
      recordUserName: 'admin',
      method: 'POST',
      requestUri: pathOf(paramCalls.submit),
      tenantId: '000000',
      remoteIp: '127.0.0.1',
    });
    expect(JSON.parse(update!.oldData).paramValue).toBe('20');
    expect(JSON.parse(update!.newData).paramValue).toBe('50');
    expect(JSON.parse(update!.recordResult)).toEqual({ paramValue: { old: '20', new: '50' } });
    expect(insert).toMatchObject({ operation: 'insert', oldData: '', userAgent: 'audit-test-agent' });

    // The detail is the same record; the remove leaves one more.
    const detail = await admin.send(recordDataCalls.detail, { query: { id: update!.id } });
    expect(detail.body.data).toEqual(update);
    await admin.send(paramCalls.remove, { query: { ids: id } });
    const [removed] = await records({ tableName: 'blade_param', dataId: id, operation: 'delete' });
    expect(removed).toMatchObject({ recordLevel: 'warn', newData: '' });
  });

  test('never keeps a secret: a parameter whose key names one, a declared secret field', async () => {
    const added = await admin.send(paramCalls.submit, {
      body: { paramName: '短信密钥', paramKey: 'sms.secret', paramValue: 'Very-Secret-42' },
    });
    await admin.send(paramCalls.submit, { body: { id: added.body.data.id, paramValue: 'Other-Secret-43' } });
    const rows = await records({ tableName: 'blade_param', dataId: added.body.data.id as string });
    expect(rows).toHaveLength(2);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Very-Secret-42');
    expect(text).not.toContain('Other-Secret-43');
    expect(JSON.parse(rows[0]!.newData).paramValue).toBe('******');
  });

  test('keeps each tenant to its own records; the platform administrator reads across them', async () => {
    await newTenant(s.db, tenant);
    await createUser(s.db, {
      tenantId: tenant,
      account: 'record-boss',
      password: 'Boss#2026',
      codes: ['param', 'param_add', 'record'],
    });
    const boss = await signedIn(s, 'record-boss', 'Boss#2026', tenant);
    const added = await boss.send(paramCalls.submit, {
      body: { paramName: '门店', paramKey: 'shop.name', paramValue: '一号店' },
    });
    expect(added.body.success).toBe(true);
    const own = await records({}, boss);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.tenantId === tenant)).toBe(true);
    // The administrator sees the tenant's record among every tenant's, and by naming it.
    const all = await records({ size: '100' });
    expect(new Set(all.map((r) => r.tenantId))).toEqual(new Set(['000000', tenant]));
    expect((await records({ tenantId: tenant })).every((r) => r.tenantId === tenant)).toBe(true);
    // A platform record is not the tenant's to open.
    const platformRecord = all.find((r) => r.tenantId === '000000')!;
    const denied = await boss.send(recordDataCalls.detail, { query: { id: platformRecord.id } });
    expect(denied.status).toBe(404);
    // Nor may it remove its own.
    const remove = await boss.send(recordDataCalls.remove, { query: { ids: own[0]!.id } });
    expect(remove.status).toBe(403);
  });

  test('pages by keyset: the page after `next` starts after the last row shown', async () => {
    const first = (await admin.send(recordDataCalls.list, { query: { size: '2' } })).body.data;
    expect(first.records).toHaveLength(2);
    expect(first.next).not.toBe('');
    const after = (await admin.send(recordDataCalls.list, { query: { size: '2', after: first.next } })).body.data;
    const page2 = (await admin.send(recordDataCalls.list, { query: { size: '2', current: '2' } })).body.data;
    expect(after.records.map((r: { id: string }) => r.id)).toEqual(page2.records.map((r: { id: string }) => r.id));
    const bad = await admin.send(recordDataCalls.list, { query: { after: 'x' } });
    expect(bad.status).toBe(400);
  });

  test('refuses records written by hand, in zh and en', async () => {
    for (const call of [recordDataCalls.save, recordDataCalls.update, recordDataCalls.submit]) {
      const zh = await admin.send(call, { body: { tableName: 'blade_user' } });
      expect(zh.status).toBe(400);
      expect(zh.body).toMatchObject({ success: false, msg: '数据审计记录由系统在数据变更时写入，不能新增或修改' });
    }
    const en = await admin.send(recordDataCalls.save, { body: {}, lang: 'en' });
    expect(en.body.msg).toContain('cannot be added or edited');
  });
});
