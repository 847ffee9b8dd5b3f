import { apiKeyCalls, apiKeyLogCalls, authLockCalls, authLogCalls } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, type Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';

/** A first start with the demo rows: API 密钥, its call log, 登录日志 and 账号锁定 show data at once. */
const test = apiTest({ captchaEnabled: false, demoData: true });
/** The file's administrator, for the helpers below. */
let admin: Session;
test.beforeAll(({ admin: platformAdmin }) => {
  admin = platformAdmin;
});

describe(`the demo keys, sign-ins and locks on ${databaseKind}`, () => {
  test("shows the distributor's ERP key with its calls, and no secret", async () => {
    const keys = await admin.send(apiKeyCalls.list, { query: { tenantId: '100001' } });
    const erp = keys.body.data.records.find((r: { name: string }) => r.name === 'ERP 订单同步');
    expect(erp).toMatchObject({ tenantId: '100001', account: 'zhaolei', status: 1 });
    expect(keys.body.data.records.some((r: { status: number }) => r.status === -1)).toBe(true);
    const calls = await admin.send(apiKeyLogCalls.list, { query: { apiKeyId: erp!.id } });
    expect(calls.body.data.total).toBeGreaterThanOrEqual(10);
  });

  test('shows sign-ins and refusals, and one account locked now', async () => {
    const log = await admin.send(authLogCalls.page, { query: { tenantId: '100001' } });
    const rows = log.body.data.records as Array<{ success: number }>;
    expect(rows.some((r) => r.success === 1)).toBe(true);
    expect(rows.some((r) => r.success === 0)).toBe(true);
    const locks = await admin.send(authLockCalls.page, { query: { lockStatus: 'LOCKED' } });
    const held = (locks.body.data.records as Array<{ lockTarget: string; expired: boolean }>).filter((r) => !r.expired);
    expect(held.map((r) => r.lockTarget)).toEqual(['qianhao']);
  });
});
