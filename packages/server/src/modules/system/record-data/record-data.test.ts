import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser, newTenant } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';

/**
 * 数据审计: every row changed through the CRUD kit leaves a record in the write's transaction: who, which table and
 * row, the values before and after (secrets masked), when and from where. A tenant reads its own; the platform
 * administrator every tenant's. Records cannot be written by hand.
 */
let s: TestServer;
let admin: string;
const api = '/api/blade-system/record-data';
const tenant = '300562';

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
});
afterAll(async () => s?.close());

const records = async (query: Record<string, string>, token = admin) => {
  const res = await s.call('GET', `${api}/list`, { token, query });
  expect(res.status, res.text).toBe(200);
  return res.body.data.records as Array<Record<string, any>>;
};

describe(`data-change records on ${databaseKind}`, () => {
  it('records a parameter edited by a user: the old and new values, who, where; a removal too', async () => {
    const added = await s.call('POST', '/api/blade-system/param/submit', {
      token: admin,
      body: { paramName: '上传上限', paramKey: 'audit.upload', paramValue: '20' },
      headers: { 'user-agent': 'audit-test-agent' },
    });
    const id = added.body.data.id as string;
    const changed = await s.call('POST', '/api/blade-system/param/submit', {
      token: admin,
      body: { id, paramValue: '50' },
    });
    expect(changed.body.success).toBe(true);

    const [update, insert] = await records({ tableName: 'blade_param', dataId: id });
    expect(update).toMatchObject({
      operation: 'update',
      tableName: 'blade_param',
      dataId: id,
      recordUserName: 'admin',
      method: 'POST',
      requestUri: '/api/blade-system/param/submit',
      tenantId: '000000',
      remoteIp: '127.0.0.1',
    });
    expect(JSON.parse(update!.oldData).paramValue).toBe('20');
    expect(JSON.parse(update!.newData).paramValue).toBe('50');
    expect(JSON.parse(update!.recordResult)).toEqual({ paramValue: { old: '20', new: '50' } });
    expect(insert).toMatchObject({ operation: 'insert', oldData: '', userAgent: 'audit-test-agent' });

    // The detail is the same record; the remove leaves one more.
    const detail = await s.call('GET', `${api}/detail`, { token: admin, query: { id: update!.id } });
    expect(detail.body.data).toEqual(update);
    await s.call('POST', '/api/blade-system/param/remove', { token: admin, query: { ids: id } });
    const [removed] = await records({ tableName: 'blade_param', dataId: id, operation: 'delete' });
    expect(removed).toMatchObject({ recordLevel: 'warn', newData: '' });
  });

  it('never keeps a secret: a parameter whose key names one, a declared secret field', async () => {
    const added = await s.call('POST', '/api/blade-system/param/submit', {
      token: admin,
      body: { paramName: '短信密钥', paramKey: 'sms.secret', paramValue: 'Very-Secret-42' },
    });
    await s.call('POST', '/api/blade-system/param/submit', {
      token: admin,
      body: { id: added.body.data.id, paramValue: 'Other-Secret-43' },
    });
    const rows = await records({ tableName: 'blade_param', dataId: added.body.data.id });
    expect(rows).toHaveLength(2);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Very-Secret-42');
    expect(text).not.toContain('Other-Secret-43');
    expect(JSON.parse(rows[0]!.newData).paramValue).toBe('******');
  });

  it('keeps each tenant to its own records; the platform administrator reads across them', async () => {
    await newTenant(s.db, tenant);
    await createUser(s.db, {
      tenantId: tenant,
      account: 'record-boss',
      password: 'Boss#2026',
      codes: ['param', 'param_add', 'record'],
    });
    const boss = (await s.login('record-boss', 'Boss#2026', tenant)).access_token;
    const added = await s.call('POST', '/api/blade-system/param/submit', {
      token: boss,
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
    const denied = await s.call('GET', `${api}/detail`, { token: boss, query: { id: platformRecord.id } });
    expect(denied.status).toBe(404);
    // Nor may it remove its own.
    const remove = await s.call('POST', `${api}/remove`, { token: boss, query: { ids: own[0]!.id } });
    expect(remove.status).toBe(403);
  });

  it('pages by keyset: the page after `next` starts after the last row shown', async () => {
    const first = (await s.call('GET', `${api}/list`, { token: admin, query: { size: '2' } })).body.data;
    expect(first.records).toHaveLength(2);
    expect(first.next).not.toBe('');
    const after = (await s.call('GET', `${api}/list`, { token: admin, query: { size: '2', after: first.next } })).body
      .data;
    const page2 = (await s.call('GET', `${api}/list`, { token: admin, query: { size: '2', current: '2' } })).body.data;
    expect(after.records.map((r: { id: string }) => r.id)).toEqual(page2.records.map((r: { id: string }) => r.id));
    const bad = await s.call('GET', `${api}/list`, { token: admin, query: { after: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('refuses records written by hand, in zh and en', async () => {
    for (const verb of ['save', 'update', 'submit']) {
      const zh = await s.call('POST', `${api}/${verb}`, { token: admin, body: { tableName: 'blade_user' } });
      expect(zh.status).toBe(400);
      expect(zh.body).toMatchObject({ success: false, msg: '数据审计记录由系统在数据变更时写入，不能新增或修改' });
    }
    const en = await s.call('POST', `${api}/save`, { token: admin, body: {}, lang: 'en' });
    expect(en.body.msg).toContain('cannot be added or edited');
  });
});
