import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';

/** A first start with the demo rows: API 密钥, its call log, 登录日志 and 账号锁定 show data at once. */
let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, demoData: true });
  admin = (await s.login()).access_token;
});
afterAll(async () => s?.close());

describe(`the demo keys, sign-ins and locks on ${databaseKind}`, () => {
  it("shows the distributor's ERP key with its calls, and no secret", async () => {
    const keys = await s.call('GET', '/api/blade-system/api-key/list', { token: admin, query: { tenantId: '100001' } });
    const erp = keys.body.data.records.find((r: { name: string }) => r.name === 'ERP 订单同步');
    expect(erp).toMatchObject({ tenantId: '100001', account: 'zhaolei', status: 1 });
    expect(keys.body.data.records.some((r: { status: number }) => r.status === -1)).toBe(true);
    const calls = await s.call('GET', '/api/blade-system/api-key-log/list', {
      token: admin,
      query: { apiKeyId: erp.id },
    });
    expect(calls.body.data.total).toBeGreaterThanOrEqual(10);
  });

  it('shows sign-ins and refusals, and one account locked now', async () => {
    const log = await s.call('GET', '/api/blade-system/auth-log/page', { token: admin, query: { tenantId: '100001' } });
    const rows = log.body.data.records as Array<{ success: number }>;
    expect(rows.some((r) => r.success === 1)).toBe(true);
    expect(rows.some((r) => r.success === 0)).toBe(true);
    const locks = await s.call('GET', '/api/blade-system/auth-lock/page', {
      token: admin,
      query: { lockStatus: 'LOCKED' },
    });
    const held = (locks.body.data.records as Array<{ lockTarget: string; expired: boolean }>).filter((r) => !r.expired);
    expect(held.map((r) => r.lockTarget)).toEqual(['qianhao']);
  });
});
