import { whitelistCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { type ExtensionServer, startExtensionServer } from './extension-server.fixture.ts';
import { appAccessOf } from './whitelist-access.ts';

/**
 * appAccessOf on ${databaseKind}: whether the sales app may sign in as a phone, each refusal with its reason in both
 * languages (不在白名单, 白名单已停用, 不在有效期内, 设备不一致), and the first sign-in binding its device and user.
 */
let s: ExtensionServer;
let manager: Session;

beforeAll(async () => {
  s = await startExtensionServer();
  manager = await s.userWith('100001', 'acc-manager', ['sm_whitelist', 'sm_whitelist_add', 'sm_whitelist_edit']);
  const rows = [
    { phone: '13800001003', realName: '王强', validFrom: '2025-01-01', validTo: '2025-12-31' },
    { phone: '13800001004', realName: '刘洋' },
    { phone: '13800001005', realName: '陈静', deviceBindRequired: false },
    { phone: '13800001007', realName: '周敏', status: 0 },
  ];
  const made = await manager.send(whitelistCalls.batchSave, { body: rows });
  expect(made.body.data.succeeded).toBe(4);
}, 300_000);
afterAll(async () => s?.close());

const refusal = async (...args: Parameters<typeof appAccessOf>) => {
  const access = await appAccessOf(...args);
  return access.ok ? 'ok' : [access.code, access.reason.zh, access.reason.en];
};

describe(`the sales app's whitelist check on ${databaseKind}`, () => {
  test('refuses a phone not on the tenant’s whitelist', async () => {
    expect(await refusal(s.db, '100001', '13900000000', 'dev-1', '2025-06-01')).toEqual([
      'NOT_LISTED',
      '不在白名单',
      'Not on the whitelist',
    ]);
    // Another tenant's whitelist is not this one's.
    expect((await refusal(s.db, '200001', '13800001003', 'dev-1', '2025-06-01'))[0]).toBe('NOT_LISTED');
    expect((await refusal(s.db, '100001', '', 'dev-1', '2025-06-01'))[0]).toBe('NOT_LISTED');
  });

  test('refuses a disabled row', async () => {
    expect(await refusal(s.db, '100001', '13800001007', 'dev-1', '2025-06-01')).toEqual([
      'DISABLED',
      '白名单已停用',
      'The whitelist entry is disabled',
    ]);
  });

  test('refuses a day outside the validity period, its first and last days included in it', async () => {
    expect(await refusal(s.db, '100001', '13800001003', 'dev-wq', '2024-12-31')).toEqual([
      'OUT_OF_VALIDITY',
      '不在有效期内',
      'Outside the whitelist validity period',
    ]);
    expect((await refusal(s.db, '100001', '13800001003', 'dev-wq', '2026-01-01'))[0]).toBe('OUT_OF_VALIDITY');
    expect(await refusal(s.db, '100001', '13800001003', 'dev-wq', '2025-01-01')).toBe('ok');
    expect(await refusal(s.db, '100001', '13800001003', 'dev-wq', '2025-12-31')).toBe('ok');
  });

  test('binds the first device and the user signing in, then refuses any other device', async () => {
    const first = await appAccessOf(s.db, '100001', '13800001004', 'iphone-15', '2026-03-01', { userId: '42' });
    expect(first).toMatchObject({ ok: true, row: { phone: '13800001004', boundDeviceId: 'iphone-15', userId: '42' } });
    expect((await appAccessOf(s.db, '100001', '13800001004', 'iphone-15', '2026-03-02')).ok).toBe(true);
    expect(await refusal(s.db, '100001', '13800001004', 'xiaomi-14', '2026-03-02')).toEqual([
      'DEVICE_MISMATCH',
      '设备不一致',
      'This is not the device bound to the account',
    ]);
    // A binding row needs the device to be named.
    expect((await refusal(s.db, '100001', '13800001004', undefined, '2026-03-02'))[0]).toBe('DEVICE_MISMATCH');
    // A user bound once stays bound.
    const again = await appAccessOf(s.db, '100001', '13800001004', 'iphone-15', '2026-03-02', { userId: '43' });
    expect(again.ok && again.row.userId).toBe('42');
    const detail = await manager.send(whitelistCalls.list, { query: { phone: '13800001004' } });
    expect(detail.body.data.records[0]).toMatchObject({ boundDeviceId: 'iphone-15', userId: '42' });
  });

  test('lets a row that binds no device sign in from any device, binding none', async () => {
    const a = await appAccessOf(s.db, '100001', '13800001005', 'dev-a', '2026-03-01');
    const b = await appAccessOf(s.db, '100001', '13800001005', undefined, '2026-03-01');
    expect(a).toMatchObject({ ok: true, row: { boundDeviceId: null, deviceBindRequired: false } });
    expect(b.ok).toBe(true);
  });

  test('takes a caller’s context as well as the database', async () => {
    const ctx = { db: s.db, registry: s.registry, tenantId: '000000' } as never;
    expect((await appAccessOf(ctx, '100001', '13800001005', 'dev-a', '2026-03-01')).ok).toBe(true);
  });
});
