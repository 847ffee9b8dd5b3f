import { exportCall, loginRecordCalls } from '@pharma/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pathOf, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { type ExtensionServer, startExtensionServer } from '../whitelist/extension-server.fixture.ts';
import { clientTypeOf, recentFailures, recordAppLogin } from './login-record.service.ts';

/**
 * 登录记录 (blade-extension/loginRecord/list) on ${databaseKind}: the token call's records written by recordAppLogin,
 * listed newest first with the phone, result and time filters, paged by number and by cursor, kept to the caller's
 * tenant; 导出 writes what the list shows; recentFailures counts a phone's failures since its last success.
 */
let s: ExtensionServer;
let auditor: Session;
let stranger: Session;
const minute = 60_000;
const base = Date.parse('2026-03-10T00:00:00Z');
const at = (minutes: number) => new Date(base + minutes * minute);
const longModel = 'HUAWEI Mate 60 Pro+ (a model name much longer than its column takes, cut to fifty)';

beforeAll(async () => {
  s = await startExtensionServer();
  auditor = await s.userWith('100001', 'lr-auditor', ['sm_login_record', 'sm_login_record_view']);
  stranger = await s.userWith('200001', 'lr-stranger', ['sm_login_record', 'sm_login_record_view']);
  // 王强 signs in every hour for a day (the 5th and 6th attempts refused), 刘洋 once; one record of another tenant.
  for (let i = 0; i < 24; i++) {
    await recordAppLogin(s.db, {
      tenantId: '100001',
      phone: '13800001003',
      account: 'wangqiang',
      realName: '王强',
      clientType: 'android',
      deviceId: 'HUAWEI-Mate60',
      deviceModel: longModel,
      appVersion: '2.3.1',
      ip: '10.0.0.8',
      result: i === 5 || i === 6 ? 0 : 1,
      failReason:
        i === 5
          ? { zh: '设备不一致', en: 'This is not the device bound to the account' }
          : i === 6
            ? '验证码错误'
            : null,
      loginType: i === 6 ? 2 : 1,
      loginTime: at(i * 60),
    });
  }
  await recordAppLogin(s.db, {
    tenantId: '100001',
    phone: '13800001004',
    realName: '刘洋',
    clientType: 2,
    result: 1,
    loginTime: at(30),
  });
  await recordAppLogin(s.db, {
    tenantId: '200001',
    phone: '13800009999',
    result: 0,
    failReason: '不在白名单',
    loginTime: at(10),
  });
}, 300_000);
afterAll(async () => s?.close());

type Row = { id: string; phone: string; loginTime: string; result: number; failReason: string | null };
const list = (token: Session, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  token.send(loginRecordCalls.list, { query, lang });

describe(`login records on ${databaseKind}`, () => {
  test('lists the tenant’s records newest first, as written', async () => {
    const page = await list(auditor, { size: 5 });
    expect(page.status, page.text).toBe(200);
    expect(page.body.data).toMatchObject({ total: 25, size: 5, current: 1, pages: 5, capped: false });
    const rows = page.body.data.records as Row[];
    expect(rows.map((r) => r.loginTime)).toEqual([
      '2026-03-11 07:00:00',
      '2026-03-11 06:00:00',
      '2026-03-11 05:00:00',
      '2026-03-11 04:00:00',
      '2026-03-11 03:00:00',
    ]);
    expect(rows[0]).toMatchObject({
      phone: '13800001003',
      realName: '王强',
      clientType: 1,
      loginType: 1,
      result: 1,
      deviceModel: longModel.slice(0, 50),
    });
    expect(page.body.data.next).not.toBe('');
  });

  test('filters by phone, result, method and a time range', async () => {
    const failed = await list(auditor, { result: '0' });
    expect((failed.body.data.records as Row[]).map((r) => r.failReason)).toEqual(['验证码错误', '设备不一致']);
    const liu = await list(auditor, { phone: '1004' });
    expect(liu.body.data.records.map((r) => r.phone)).toEqual(['13800001004']);
    const sms = await list(auditor, { loginType: '2' });
    expect(sms.body.data.total).toBe(1);
    const morning = await list(auditor, {
      loginTime_datege: '2026-03-10 08:00:00',
      loginTime_datelt: '2026-03-10 10:00:00',
      size: 50,
    });
    expect((morning.body.data.records as Row[]).map((r) => r.loginTime)).toEqual([
      '2026-03-10 09:00:00',
      '2026-03-10 08:30:00',
      '2026-03-10 08:00:00',
    ]);
  });

  test('pages by number and by cursor alike, no row twice', async () => {
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const page = await list(auditor, after ? { size: 7, after } : { size: 7 });
      seen.push(...(page.body.data.records as Row[]).map((r) => r.id));
      after = page.body.data.next;
      if (!after) break;
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const third = await list(auditor, { size: 7, current: 3 });
    expect((third.body.data.records as Row[]).map((r) => r.id)).toEqual(seen.slice(14, 21));
  });

  test('refuses bad filters with a message', async () => {
    const result = await list(auditor, { result: '2' }, 'en');
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe('The result must be 0 or 1');
    const time = await list(auditor, { loginTime_datege: 'yesterday' });
    expect(time.status).toBe(400);
    expect(time.body.msg).toBe('登录时间格式应为 yyyy-MM-dd HH:mm:ss');
    expect((await list(auditor, { after: 'x' })).status).toBe(400);
  });

  test('keeps each tenant to its own records; the platform administrator sees every tenant’s, named', async () => {
    const theirs = await list(stranger, { tenantId: '100001', size: 100 });
    expect((theirs.body.data.records as Row[]).map((r) => r.phone)).toEqual(['13800009999']);
    const admin = await list(s.admin, { phone: '1380000', size: 100 });
    expect(admin.body.data.total).toBe(26);
    const one = await list(s.admin, { tenantId: '200001' });
    expect(one.body.data.records).toHaveLength(1);
    expect(one.body.data.records[0]?.tenantId).toBe('200001');
    expect(typeof one.body.data.records[0]?.tenantName).toBe('string');
    const nobody = await s.userWith('100001', 'lr-nobody', []);
    expect((await list(nobody)).status).toBe(403);
  });

  test('serves only the list: no kit call writes or removes a record', async () => {
    for (const path of ['submit', 'remove', 'detail', 'page']) {
      // Addresses no call declares, beside the list's own: the kit's other calls are not served.
      const res = await s.call('POST', pathOf(loginRecordCalls.list).replace(/list$/, path), {
        token: s.admin.token,
        body: {},
      });
      expect(res.status, path).toBe(404);
    }
  });

  test('exports what the list shows, labels for the dictionary values', async () => {
    const res = await fetch(new URL(pathOf(exportCall), s.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'blade-auth': `bearer ${auditor.token}`, 'accept-language': 'zh' },
      body: JSON.stringify({ source: 'sm_login_record', filters: { result: '0' } }),
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows[0]).toContain('登录时间');
    expect(rows[0]).toContain('失败原因');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('验证码错误');
    expect(rows[1]).toContain('失败');
    expect(rows[1]).toContain('短信验证码');
    const refused = await fetch(new URL(pathOf(exportCall), s.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'blade-auth': `bearer ${auditor.token}` },
      body: JSON.stringify({ source: 'sm_login_record', filters: { result: '7' } }),
    });
    expect(refused.status).toBe(400);
  });

  test('counts the failures of a phone since its last success within the window', async () => {
    const phone = '13800001099';
    const t0 = Date.now() - 20 * minute;
    const attempt = (minutesAfter: number, result: 0 | 1) =>
      recordAppLogin(s.db, {
        tenantId: '100001',
        phone,
        result,
        failReason: result ? null : '密码错误',
        loginTime: new Date(t0 + minutesAfter * minute),
      });
    await attempt(0, 0);
    await attempt(1, 0);
    await attempt(12, 1);
    for (const m of [13, 14, 15]) await attempt(m, 0);
    const tenMinutesAgo = new Date(Date.now() - 10 * minute);
    expect(await recentFailures(s.db, '100001', phone, tenMinutesAgo)).toBe(3);
    expect(await recentFailures(s.db, '100001', phone, new Date(t0 - minute))).toBe(3);
    await attempt(16, 0);
    await attempt(17, 0);
    expect(await recentFailures(s.db, '100001', phone, tenMinutesAgo)).toBe(5);
    expect(await recentFailures(s.db, '200001', phone, tenMinutesAgo)).toBe(0);
  });

  test('reads the client type as the app names it', () => {
    expect([clientTypeOf('Android'), clientTypeOf('iOS'), clientTypeOf('3'), clientTypeOf(4)]).toEqual([1, 2, 3, 4]);
    expect([clientTypeOf('symbian'), clientTypeOf(9), clientTypeOf(''), clientTypeOf(null)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
