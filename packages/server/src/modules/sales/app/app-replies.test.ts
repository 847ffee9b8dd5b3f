import {
  authCalls,
  fieldAuthCalls,
  grayCalls,
  salesAppCalls,
  salesPickerCalls,
  userGoodsCalls,
  whitelistCalls,
} from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, rowsOf, type Session, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { basic, md5, type TestServer } from '../../../../test/helpers/server.ts';
import { demoPassword } from '../../../demo.ts';

/**
 * The sales app's replies on the demo (docs/domain.md §3), as the app sees them over HTTP: a rep signs in through the
 * token call (sourceSystem 3, their bound phone), asks for goods and customers, and gets what their grade, user goods,
 * assignments and field permissions allow; an administrator's change to a field permission shows in the next reply;
 * and gray/version tells the app which version its shop runs.
 */
const test = apiTest({ captchaEnabled: false, demoData: true });
let s: TestServer;
let admin: Session;
const tenantId = '100001';

/** A rep signed in through the app, as the app's session. */
async function appSignIn(account: string, deviceId: string): Promise<Session> {
  const res = await sessionOf(s, '').send(authCalls.token, {
    headers: { authorization: basic(), 'tenant-id': tenantId },
    query: {
      tenantId,
      username: account,
      password: md5(demoPassword),
      grant_type: 'password',
      scope: 'all',
      sourceSystem: '3',
      deviceId,
      deviceModel: 'HUAWEI Mate 60',
      appVersion: '2.3.0',
      clientType: '1',
    },
  });
  expect(res.status, res.text).toBe(200);
  return sessionOf(s, res.body.access_token);
}

const shipperId = async (code: string) => {
  const res = await admin.send(salesPickerCalls.shippers, { query: { tenantId } });
  return String((res.body.data as Array<{ id: string; shipperCode: string }>).find((x) => x.shipperCode === code)!.id);
};

const ask = (who: Session, what: 'goods' | 'customers', query: Record<string, string>, lang?: 'zh' | 'en') =>
  who.send(salesAppCalls[what], { query: { size: '100', ...query }, ...(lang ? { lang } : {}) });

let wang: Session;
let liu: Session;
let hdky: string;

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  wang = await appSignIn('wangqiang', 'HUAWEI-Mate60-7F3A21');
  liu = await appSignIn('liuyang', 'iPhone15-C2D9E4');
  hdky = await shipperId('HDKY');
}, 300_000);

describe(`the sales app's replies on ${databaseKind}`, () => {
  test('shows a rep the goods their grade and user goods allow, without the cost side', async () => {
    const goods = await ask(wang, 'goods', { shipperId: hdky });
    expect(goods.status, goods.text).toBe(200);
    const codes = (goods.body.data.records as Array<{ goodsCode: string }>).map((g) => g.goodsCode);
    // 王强 holds KX-B (level 1): G0012 and G0013 (level 1) are his, and G0007 (level 2) is granted to him alone.
    expect(codes).toEqual(expect.arrayContaining(['G0001', 'G0007', 'G0012', 'G0013']));
    const g7 = goods.body.data.records.find((g) => g.goodsCode === 'G0007');
    expect(g7).toMatchObject({ commonName: '硝苯地平控释片', controlLevel: 2 });
    expect(g7).not.toHaveProperty('purchasePrice');
    expect(Number(g7!.stockQty)).toBeGreaterThan(0);

    // 刘洋 holds PT (level 0): no controlled goods.
    const his = await ask(liu, 'goods', { shipperId: hdky });
    const liuCodes = (his.body.data.records as Array<{ goodsCode: string; controlLevel: number }>).map(
      (g) => g.goodsCode,
    );
    expect(liuCodes).toContain('G0017');
    expect(liuCodes).not.toEqual(expect.arrayContaining(['G0007']));
    expect(liuCodes.filter((c) => ['G0007', 'G0012', 'G0013'].includes(c))).toEqual([]);
    expect(his.body.data.total).toBe(codes.length - 3);
  });

  test('bars a goods item once its exclusion is submitted, not before', async () => {
    const pending = await admin.send(userGoodsCalls.list, { query: { tenantId, size: '100' } });
    const g17 = pending.body.data.records.find((r) => r.goodsCode === 'G0017');
    expect(g17).toMatchObject({ ruleType: 2, status: 0 });
    const submitted = await admin.send(userGoodsCalls.submit, { body: { ids: [g17!.id] } });
    expect(submitted.body.success, submitted.text).toBe(true);
    const his = await ask(liu, 'goods', { shipperId: hdky });
    expect((his.body.data.records as Array<{ goodsCode: string }>).map((g) => g.goodsCode)).not.toContain('G0017');
  });

  test('lists a rep’s own customers with their phone masked and amounts banded', async () => {
    const mine = await ask(wang, 'customers', { shipperId: hdky });
    expect(mine.status, mine.text).toBe(200);
    const rows = mine.body.data.records as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.customerCode).sort()).toEqual(['KH0001', 'KH0002', 'KH0003']);
    for (const r of rows) {
      expect(String(r.customerPhone)).toMatch(/^\d{3}\*+\d{4}$|^\*+\d{0,4}$/);
      expect(String(r.creditLimit)).not.toMatch(/^\d+\.\d{2}$/);
    }
    const first = rows.find((r) => r.customerCode === 'KH0001')!;
    expect(first.creditLimit).toBe('100万以上');
    const en = await ask(wang, 'customers', { shipperId: hdky }, 'en');
    expect(en.body.data.records.find((r) => r.customerCode === 'KH0001')!.creditLimit).toBe('1M and over');
    const his = await ask(liu, 'customers', { shipperId: hdky, keyword: '诊所' });
    expect(his.body.data.records.map((r) => r.customerName)).toEqual(['李氏中医诊所']);
  });

  test('hides a field from a role as soon as the administrator says so', async () => {
    const roles = await rowsOf<{ id: string; role_name: string }>(
      s.db,
      sql`select id, role_name from blade_role where tenant_id = ${tenantId} and role_alias = 'sales' and is_deleted = 0`,
    );
    const role = roles[0]!;
    const saved = await admin.send(fieldAuthCalls.submit, {
      body: {
        tenantId,
        subjectType: 1,
        subjectId: String(role.id),
        moduleCode: 'GOODS_LIST',
        fieldCode: 'stockQty',
        fieldName: '库存',
        authType: 0,
        status: 1,
      },
    });
    expect(saved.body.success, saved.text).toBe(true);
    const goods = await ask(wang, 'goods', { shipperId: hdky });
    expect(goods.body.data.records.length).toBeGreaterThan(0);
    for (const g of goods.body.data.records) expect(g).not.toHaveProperty('stockQty');
    // A rule of 王强's own beats his role's: he may see the stock again.
    const users = await rowsOf<{ id: string }>(
      s.db,
      sql`select id from blade_user where tenant_id = ${tenantId} and account = 'wangqiang' and is_deleted = 0`,
    );
    const userId = String(users[0]!.id);
    const own = await admin.send(fieldAuthCalls.submit, {
      body: {
        tenantId,
        subjectType: 2,
        subjectId: userId,
        moduleCode: 'GOODS_LIST',
        fieldCode: 'stockQty',
        fieldName: '库存',
        authType: 1,
        status: 1,
      },
    });
    expect(own.body.success, own.text).toBe(true);
    expect((await ask(wang, 'goods', { shipperId: hdky })).body.data.records[0]).toHaveProperty('stockQty');
    expect((await ask(liu, 'goods', { shipperId: hdky })).body.data.records[0]).not.toHaveProperty('stockQty');
  });

  test('refuses a shipper the rep’s row does not grant, a console user, and a rep whose row is disabled', async () => {
    const xjzt = await shipperId('XJZT');
    const refused = await ask(wang, 'goods', { shipperId: xjzt });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('白名单未授权该货主');
    // 刘洋's row grants XJZT: he is answered.
    expect((await ask(liu, 'customers', { shipperId: xjzt })).status).toBe(200);
    // A console session is not the app's: refused before the whitelist is even asked.
    expect((await ask(admin, 'goods', { shipperId: hdky })).body.msg).toBe('请在应用中登录后再使用此功能');
    const missing = await ask(wang, 'goods', {});
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请选择货主');
    // A row disabled after sign-in stops the replies at once (its sessions end too: app-sign-in.test.ts).
    const rows = await admin.send(whitelistCalls.list, { query: { tenantId, phone: '13800001004' } });
    const row = rows.body.data.records.find((r) => r.phone === '13800001004');
    expect(row, rows.text).toBeTruthy();
    await s.db.execute(sql`update sm_whitelist set status = 0 where id = ${row!.id}`);
    const off = await ask(liu, 'goods', { shipperId: hdky });
    expect(off.status).toBe(403);
    expect(off.body.msg).toBe('白名单已停用');
  });

  test('tells the app which version its shop runs, from the gray releases', async () => {
    const version = (shop: string) =>
      wang.send(grayCalls.version, { query: { gray: 'sales-mobile', shop, version: '2.3.0' } });
    const east = await version('HD-EAST1');
    expect(east.status, east.text).toBe(200);
    expect(east.body.data).toMatchObject({ version: '2.4.0' });
    const west = await version('HD-WEST1');
    expect(west.body.data).toMatchObject({ version: '2.3.0' });
  });
});
