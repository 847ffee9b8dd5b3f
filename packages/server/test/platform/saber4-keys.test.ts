import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../helpers/database.ts';
import { createUser } from '../helpers/fixtures.ts';
import { type Saber4Session, saber4Send, saber4SignIn } from '../helpers/saber4.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The commercial Saber 4 console's API 密钥, 登录日志 and 账号锁定 screens: every function of src/api/system/apikey.js,
 * apikeylog.js, authlog.js and authlock.js sent as the console sends it (views/authority/apikey.vue,
 * views/system/authlog.vue and authlock.vue fill the params), each reply checked for the fields those views read.
 */
let s: TestServer;
let console4: Saber4Session;
let staffId: string;

const present = (row: Record<string, unknown>, fields: string[]) => {
  for (const f of fields) expect(row, f).toHaveProperty(f);
};

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  console4 = await saber4SignIn(s);
  staffId = (await createUser(s.db, { tenantId: '000000', account: 'api-erp', password: 'pw-erp', codes: [] })).userId;
});
afterAll(async () => s?.close());

describe(`the Saber 4 API key, sign-in log and lock screens on ${databaseKind}`, () => {
  let keyId = '';
  let key = '';

  it('apikey.js add (rowSave): the reply is the key its dialog shows and copies', async () => {
    const row = { name: 'ERP 对接', userId: staffId, expireTime: '2099-12-31 23:59:59', status: 1, $status: '启用' };
    const res = await console4.send('POST', '/blade-system/api-key/save', {
      data: { ...row, apiPath: '/blade-user/**,/blade-system/gray/*', extParams: '{"deptId":"1"}' },
    });
    expect(res.status, res.text).toBe(200);
    key = res.body.data;
    expect(typeof key).toBe('string');
    // Its cURL example: the key alone in Blade-Auth, with Blade-Requested-With.
    const info = await saber4Send(s, '', 'GET', '/blade-user/info', {
      headers: { 'Blade-Auth': key, Authorization: '' },
    });
    expect(info.status, info.text).toBe(200);
    expect(info.body.data.account).toBe('api-erp');
  });

  it('apikey.js getList (onLoad): data.total and records with the columns and slots it shows', async () => {
    const res = await console4.send('GET', '/blade-system/api-key/list', { params: { current: 1, size: 10 } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    const row = res.body.data.records.find((r: { name: string }) => r.name === 'ERP 对接');
    present(row, ['id', 'apiKey', 'name', 'userId', 'account', 'expireTime', 'expireTimeInfo', 'status']);
    expect(row).toMatchObject({
      status: 1,
      userId: staffId,
      account: 'api-erp',
      expireTimeInfo: '2099-12-31 23:59:59',
    });
    expect(row.apiKey).not.toBe(key);
    keyId = row.id;
    // Its search: 密钥名称 and 状态 (0 for 禁用).
    const searched = await console4.send('GET', '/blade-system/api-key/list', {
      params: { name: 'ERP', status: 1, current: 1, size: 10 },
    });
    expect(searched.body.data.records.map((r: { id: string }) => r.id)).toContain(keyId);
  });

  it('apikey.js getDetail (beforeOpen): apiPath comma-joined and extParams JSON, as its form splits them', async () => {
    const res = await console4.send('GET', '/blade-system/api-key/detail', { params: { id: keyId } });
    expect(res.body.data.apiPath.split(',')).toEqual(['/blade-user/**', '/blade-system/gray/*']);
    expect(JSON.parse(res.body.data.extParams)).toEqual({ deptId: '1' });
    expect(res.text).not.toContain(key);
  });

  it('apikey.js update and submit (rowUpdate): the whole row back, with its paths rebuilt', async () => {
    const row = (await console4.send('GET', '/blade-system/api-key/detail', { params: { id: keyId } })).body.data;
    const updated = await console4.send('POST', '/blade-system/api-key/update', {
      data: { ...row, apiPath: '/blade-user/**', extParams: '' },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.success).toBe(true);
    const submitted = await console4.send('POST', '/blade-system/api-key/submit', {
      data: { ...row, apiPath: '/blade-user/**,/blade-system/api-key-log/**', extParams: '' },
    });
    expect(submitted.status).toBe(200);
    const after = (await console4.send('GET', '/blade-system/api-key/detail', { params: { id: keyId } })).body.data;
    expect(after.apiPath).toBe('/blade-user/**,/blade-system/api-key-log/**');
  });

  it('apikey.js disable and enable (row buttons, status 1 / -1)', async () => {
    expect((await console4.send('POST', '/blade-system/api-key/disable', { params: { ids: keyId } })).status).toBe(200);
    const row = (await console4.send('GET', '/blade-system/api-key/detail', { params: { id: keyId } })).body.data;
    expect(row.status).toBe(-1);
    const refused = await saber4Send(s, '', 'GET', '/blade-user/info', { headers: { 'Blade-Auth': key } });
    expect(refused.status).toBe(401);
    expect((await console4.send('POST', '/blade-system/api-key/enable', { params: { ids: keyId } })).status).toBe(200);
    const back = (await console4.send('GET', '/blade-system/api-key/detail', { params: { id: keyId } })).body.data;
    expect(back.status).toBe(1);
  });

  it('apikeylog.js getList and getDetail (the 日志 drawer): its columns', async () => {
    await saber4Send(s, '', 'GET', '/blade-user/info', { headers: { 'Blade-Auth': key } });
    let records: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 100 && records.length < 2; i++) {
      const res = await console4.send('GET', '/blade-system/api-key-log/list', {
        params: { apiKeyId: keyId, current: 1, size: 10 },
      });
      records = res.body.data.records;
      expect(res.body.data).toHaveProperty('total');
      if (records.length < 2) await new Promise((r) => setTimeout(r, 10));
    }
    const row = records[0]!;
    present(row, [
      'id',
      'serviceId',
      'serverHost',
      'serverIp',
      'env',
      'requestUri',
      'method',
      'remoteIp',
      'time',
      'createTime',
      'userAgent',
      'params',
    ]);
    expect(row.requestUri).toBe('/api/blade-user/info');
    const detail = await console4.send('GET', '/blade-system/api-key-log/detail', { params: { id: row.id } });
    expect(detail.body.data.id).toBe(row.id);
  });

  it('apikey.js remove (row delete and the toolbar 删 除)', async () => {
    const res = await console4.send('POST', '/blade-system/api-key/remove', { params: { ids: keyId } });
    expect(res.status).toBe(200);
    expect((await saber4Send(s, '', 'GET', '/blade-user/info', { headers: { 'Blade-Auth': key } })).status).toBe(401);
  });

  it('authlog.js getAuthLogPage and getAuthLogDetail (the drawer opened from 用户管理, by userId)', async () => {
    await saber4SignIn(s, 'api-erp', 'pw-erp');
    const res = await console4.send('GET', '/blade-system/auth-log/page', {
      params: { userId: staffId, current: 1, size: 10 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    const row = res.body.data.records[0];
    present(row, [
      'id',
      'account',
      'realName',
      'grantType',
      'remoteIp',
      'serviceId',
      'serverIp',
      'env',
      'serverHost',
      'loginTime',
      'userAgent',
    ]);
    expect(row).toMatchObject({ account: 'api-erp', grantType: 'password' });
    const searched = await console4.send('GET', '/blade-system/auth-log/page', {
      params: { account: 'api-erp', grantType: 'password', current: 1, size: 10 },
    });
    expect(searched.body.data.records.length).toBeGreaterThan(0);
    const detail = await console4.send('GET', '/blade-system/auth-log/detail', { params: { id: row.id } });
    expect(detail.body.data).toMatchObject({ id: row.id, account: 'api-erp' });
  });

  it('authlock.js lockUser, getAuthLockPage, getAuthLockDetail and authLockUnlock', async () => {
    // 锁定用户: lockBeginTime left empty (立即生效), an end chosen.
    const locked = await console4.send('POST', '/blade-system/auth-lock/lock', {
      params: { userId: staffId, lockReason: '账号异常', lockBeginTime: undefined, lockEndTime: '2099-01-01 00:00:00' },
    });
    expect(locked.status, locked.text).toBe(200);
    const page = await console4.send('GET', '/blade-system/auth-lock/page', {
      params: { lockTarget: 'api-erp', lockStatus: 'LOCKED', current: 1, size: 10 },
    });
    expect(page.body.data.total).toBe(1);
    const row = page.body.data.records[0];
    present(row, [
      'id',
      'lockTarget',
      'userName',
      'remoteIp',
      'failCount',
      'userAgent',
      'lockType',
      'lockTypeName',
      'lockStatus',
      'lockStatusName',
      'expired',
      'lockBeginTime',
      'lockEndTime',
      'lockReason',
      'unlockReason',
    ]);
    expect(row).toMatchObject({
      lockTarget: 'api-erp',
      lockType: 'MANUAL',
      lockStatus: 'LOCKED',
      expired: false,
      lockEndTime: '2099-01-01 00:00:00',
    });
    const detail = await console4.send('GET', '/blade-system/auth-lock/detail', { params: { id: row.id } });
    expect(detail.body.data.lockReason).toBe('账号异常');
    // 解锁 (shown while LOCKED or PRE_LOCKED and not expired), with its optional reason.
    const unlocked = await console4.send('POST', '/blade-system/auth-lock/unlock', {
      params: { id: row.id, unlockReason: '' },
    });
    expect(unlocked.status).toBe(200);
    const after = await console4.send('GET', '/blade-system/auth-lock/detail', { params: { id: row.id } });
    expect(after.body.data.lockStatus).toBe('UN_LOCKED');
  });
});
