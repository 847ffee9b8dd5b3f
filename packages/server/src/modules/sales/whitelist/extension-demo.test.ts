import { fieldAuthCalls, loginRecordCalls, whitelistCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { loadDemoExtension } from './extension.demo.ts';
import { type ExtensionServer, startExtensionServer } from './extension-server.fixture.ts';

/**
 * The extension service's demo rows on a first start (${databaseKind}, every module's demo): tenant 100001's
 * whitelist of docs/domain.md §5, the field permissions of its sales reps, a month of login records; loading them again
 * adds nothing.
 */
let s: ExtensionServer;
const of100001 = { tenantId: '100001', size: 100 };

beforeAll(async () => {
  s = await startExtensionServer({ demoData: true });
}, 300_000);
afterAll(async () => s?.close());

const counts = async () => ({
  whitelist: (await s.admin.send(whitelistCalls.list, { query: of100001 })).body.data.total,
  fieldAuth: (await s.admin.send(fieldAuthCalls.list, { query: of100001 })).body.data.total,
  logins: (await s.admin.send(loginRecordCalls.list, { query: of100001 })).body.data.total,
});

describe(`the extension demo on ${databaseKind}`, () => {
  test('lists the six demo staff, a disabled row and an expired one, bound to their users and shippers', async () => {
    const page = await s.admin.send(whitelistCalls.list, { query: of100001 });
    const rows = page.body.data.records as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.phone).sort()).toEqual(
      ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008'].map((n) => `1380000${n}`),
    );
    const by = Object.fromEntries(rows.map((r) => [r.phone, r]));
    expect(by['13800001003']).toMatchObject({ realName: '王强', post: 1, deptName: '华东一区', status: 1 });
    expect(by['13800001003']!.userId).toBeTruthy();
    expect(String(by['13800001005']!.shipperIds).split(',')).toHaveLength(3);
    expect(by['13800001007']).toMatchObject({ status: 0 });
    expect(by['13800001008']).toMatchObject({ validTo: '2024-12-31' });
  });

  test('hides the cost side of the goods from the sales reps’ role and masks customers’ phones', async () => {
    const page = await s.admin.send(fieldAuthCalls.list, { query: of100001 });
    const rows = page.body.data.records as Array<Record<string, unknown>>;
    const hidden = rows
      .filter((r) => r.subjectType === 1 && r.authType === 0)
      .map((r) => `${r.moduleCode}.${r.fieldCode}`);
    expect(hidden.sort()).toEqual(
      ['GOODS_DETAIL', 'GOODS_LIST'].flatMap((m) =>
        ['costPrice', 'grossMargin', 'purchasePrice'].map((f) => `${m}.${f}`),
      ),
    );
    expect(rows.find((r) => r.fieldCode === 'customerPhone')).toMatchObject({ authType: 2, maskRule: 'PHONE_MIDDLE4' });
  });

  test('has a month of sign-ins with refusals of each kind', async () => {
    const failed = await s.admin.send(loginRecordCalls.list, { query: { ...of100001, result: '0' } });
    const reasons = new Set((failed.body.data.records as Array<{ failReason: string }>).map((r) => r.failReason));
    expect([...reasons].sort()).toEqual(
      ['不在有效期内', '不在白名单', '白名单已停用', '设备不一致', '账号锁定', '验证码错误'].sort(),
    );
  });

  test('adds nothing when loaded again', async () => {
    const before = await counts();
    expect(before.logins).toBeGreaterThanOrEqual(20);
    await loadDemoExtension(s.db);
    expect(await counts()).toEqual(before);
  });
});
