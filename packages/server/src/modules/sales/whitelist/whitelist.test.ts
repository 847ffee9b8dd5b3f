import { type CallDef, whitelistCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { newDept } from '../../../../test/helpers/fixtures.ts';
import { type ExtensionServer, startExtensionServer } from './extension-server.fixture.ts';

/**
 * 白名单 (blade-extension/whitelist) over HTTP on ${databaseKind}: the kit's page, save (adds, or updates with an id),
 * detail and remove (GET) with the whitelist's rules, batchSave's answer per row, 重置设备 and 启用 / 停用; another
 * tenant's rows and a caller without the codes refused.
 */
let s: ExtensionServer;
let manager: Session;
let viewer: Session;
let adder: Session;
let stranger: Session;
let hdky: string;
let xjzt: string;
let foreignShipper: string;
let deptId: string;
let foreignDept: string;
const all = ['sm_whitelist', 'sm_whitelist_add', 'sm_whitelist_edit', 'sm_whitelist_delete', 'sm_whitelist_view'];

beforeAll(async () => {
  s = await startExtensionServer();
  manager = await s.userWith('100001', 'wl-manager', [...all, 'sm_whitelist_reset']);
  viewer = await s.userWith('100001', 'wl-viewer', ['sm_whitelist', 'sm_whitelist_view']);
  adder = await s.userWith('100001', 'wl-adder', ['sm_whitelist', 'sm_whitelist_add']);
  stranger = await s.userWith('200001', 'wl-stranger', [...all, 'sm_whitelist_reset']);
  hdky = await s.shipper('100001', 'HDKY');
  xjzt = await s.shipper('100001', 'XJZT');
  foreignShipper = await s.shipper('200001', 'FRGN');
  deptId = await newDept(s.db, { tenantId: '100001', name: '华东一区' });
  foreignDept = await newDept(s.db, { tenantId: '200001', name: '外租户部门' });
}, 300_000);
afterAll(async () => {
  await s?.close();
});

const save = (token: Session, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  token.send(whitelistCalls.submit, { body, lang });

describe(`whitelist on ${databaseKind}`, () => {
  test('adds a row: the device bound by default, the department named, the shippers tidied', async () => {
    const made = await save(manager, {
      phone: '13800001003',
      realName: '王强',
      employeeNo: 'HD0103',
      deptId,
      post: 1,
      shipperIds: ` ${xjzt}, ${hdky},${xjzt}`,
      validFrom: '2025-01-01',
      validTo: '2099-12-31',
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.data).toMatchObject({
      phone: '13800001003',
      deptName: '华东一区',
      deviceBindRequired: true,
      shipperIds: `${xjzt},${hdky}`,
      validFrom: '2025-01-01',
      validTo: '2099-12-31',
      status: 1,
      boundDeviceId: null,
    });
    const detail = await viewer.send(whitelistCalls.detail, { query: { id: made.body.data.id } });
    expect(detail.body.data).toMatchObject({ realName: '王强', post: 1, validTo: '2099-12-31' });
    const page = await viewer.send(whitelistCalls.list, { query: { phone: '1380000100' } });
    expect(page.body.data.records.map((r) => r.phone)).toContain('13800001003');
  });

  test('refuses a malformed phone, a repeated phone, a period backwards, foreign shippers and departments', async () => {
    const bad = await save(manager, { phone: '12800001003', realName: '坏号码' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('手机号格式不正确,应为以1开头的11位数字');
    expect((await save(manager, { phone: '1380000100', realName: 'x' }, 'en')).body.msg).toBe(
      'The mobile number must be 11 digits starting with 1 (e.g. 13800001001)',
    );
    const twice = await save(manager, { phone: '13800001003', realName: '又一个王强' });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('手机号已在白名单中');
    const backwards = await save(manager, {
      phone: '13800001010',
      realName: '倒序',
      validFrom: '2026-02-01',
      validTo: '2026-01-01',
    });
    expect(backwards.body.msg).toBe('有效期起不能晚于有效期止');
    const shipper = await save(manager, {
      phone: '13800001010',
      realName: '外货主',
      shipperIds: `${hdky},${foreignShipper}`,
    });
    expect(shipper.status).toBe(400);
    expect(shipper.body.msg).toBe(`货主不存在或不属于本租户: ${foreignShipper}`);
    const dept = await save(manager, { phone: '13800001010', realName: '外部门', deptId: foreignDept });
    expect(dept.status).toBe(400);
    expect(dept.body.msg).toBe('所选部门不存在或已被删除');
    const required = await save(manager, { phone: '13800001010' }, 'en');
    expect(required.body.msg).toBe('Please enter the name');
  });

  test('updates by id through save; the bound device is never saved, and the period is checked against the row', async () => {
    const made = await save(manager, { phone: '13800001011', realName: '李四', validTo: '2099-01-01' });
    const id = made.body.data.id as string;
    const changed = await save(manager, {
      id,
      realName: '李四改',
      boundDeviceId: 'forged-device',
      deviceBindRequired: false,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data).toMatchObject({ realName: '李四改', boundDeviceId: null, deviceBindRequired: false });
    const late = await save(manager, { id, validFrom: '2099-06-01' });
    expect(late.body.msg).toBe('有效期起不能晚于有效期止');
    // Saving with an id needs the edit code.
    const denied = await save(adder, { id, realName: '无权修改' });
    expect(denied.status).toBe(403);
  });

  test('removes by GET ids, freeing the phone', async () => {
    const made = await save(manager, { phone: '13800001012', realName: '待删除' });
    const removed = await manager.send(whitelistCalls.remove, { query: { ids: made.body.data.id } });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data).toBe(1);
    // The phone is free again.
    expect((await save(manager, { phone: '13800001012', realName: '重新加入' })).status).toBe(200);
  });

  test('batchSave answers each row: added, updated, or refused with its reasons; the good rows are written', async () => {
    const reply = await manager.send(whitelistCalls.batchSave, {
      body: [
        { phone: '13800002001', realName: '批量一', post: '业务员', shipperIds: hdky },
        { phone: '13800002002', realName: '批量二', post: 2, validFrom: '2025/3/1', validTo: '2099-12-31' },
        { phone: 'abc', realName: '坏号' },
        { phone: '13800002001', realName: '重复' },
        { phone: '13800001003', realName: '王强(更新)', shipperIds: hdky },
        { phone: '13800002003', realName: '', post: 9, shipperIds: foreignShipper },
        { phone: '13800002004', realName: '日期坏', validFrom: '2025-02-30' },
      ],
    });
    expect(reply.status, reply.text).toBe(200);
    const rows = reply.body.data.rows as Array<{ row: number; success: boolean; msg: string; id?: string }>;
    expect(reply.body.data).toMatchObject({ total: 7, succeeded: 3, failed: 4 });
    expect(rows.map((r) => [r.row, r.success, r.msg])).toEqual([
      [1, true, '新增'],
      [2, true, '新增'],
      [3, false, '手机号格式不正确,应为以1开头的11位数字'],
      [4, false, '与第1行重复'],
      [5, true, '更新'],
      [6, false, `请输入姓名;岗位不在字典中: 9;货主不存在或不属于本租户: ${foreignShipper}`],
      [7, false, '有效期起格式应为 yyyy-MM-dd'],
    ]);
    const updated = await manager.send(whitelistCalls.detail, { query: { id: rows[4]!.id! } });
    // Blank values keep what the row held (its department, its period); the others change.
    expect(updated.body.data).toMatchObject({
      realName: '王强(更新)',
      shipperIds: hdky,
      deptName: '华东一区',
      validTo: '2099-12-31',
    });
    const second = await manager.send(whitelistCalls.detail, { query: { id: rows[1]!.id! } });
    expect(second.body.data).toMatchObject({ post: 2, validFrom: '2025-03-01', deviceBindRequired: true });

    // Again: nothing added twice.
    const again = await manager.send(whitelistCalls.batchSave, {
      body: [{ phone: '13800002001', realName: '批量一' }],
      lang: 'en',
    });
    expect(again.body.data.rows).toEqual([
      { row: 1, phone: '13800002001', success: true, msg: 'Updated', id: rows[0]!.id },
    ]);
    const page = await manager.send(whitelistCalls.list, { query: { phone: '13800002001' } });
    expect(page.body.data.total).toBe(1);
  });

  test('batchSave needs the add code, and the edit code for a phone already listed', async () => {
    const denied = await viewer.send(whitelistCalls.batchSave, { body: [{ phone: '13800002009', realName: 'x' }] });
    expect(denied.status).toBe(403);
    const mixed = await adder.send(whitelistCalls.batchSave, {
      body: [
        { phone: '13800002010', realName: '新人' },
        { phone: '13800002001', realName: '改不了' },
      ],
    });
    expect(mixed.body.data.rows.map((r) => [r.success, r.msg])).toEqual([
      [true, '新增'],
      [false, '手机号已在白名单中,无修改权限'],
    ]);
    const empty = await manager.send(whitelistCalls.batchSave, { body: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请至少提交一行');
  });

  test('batchSave of the platform administrator goes to the tenant it names', async () => {
    const reply = await s.admin.send(whitelistCalls.batchSave, {
      query: { tenantId: '200001' },
      body: [{ phone: '13800003001', realName: '外租户', shipperIds: foreignShipper }],
    });
    expect(reply.body.data.rows[0]).toMatchObject({ success: true, msg: '新增' });
    const theirs = await stranger.send(whitelistCalls.list, { query: { phone: '13800003001' } });
    expect(theirs.body.data.records).toHaveLength(1);
    const ours = await manager.send(whitelistCalls.list, { query: { phone: '13800003001' } });
    expect(ours.body.data.records).toHaveLength(0);
  });

  test('resetDevice forgets the bound device; enable and disable switch the row; each needs its code', async () => {
    const made = await save(manager, { phone: '13800001013', realName: '换手机' });
    const id = made.body.data.id as string;
    const { appAccessOf } = await import('./whitelist-access.ts');
    expect((await appAccessOf(s.db, '100001', '13800001013', 'old-phone', '2026-01-01')).ok).toBe(true);
    expect((await manager.send(whitelistCalls.detail, { query: { id } })).body.data.boundDeviceId).toBe('old-phone');
    expect((await adder.send(whitelistCalls.resetDevice, { query: { ids: id } })).status).toBe(403);
    const reset = await manager.send(whitelistCalls.resetDevice, { query: { ids: id } });
    expect(reset.body.data).toBe(1);
    expect((await manager.send(whitelistCalls.detail, { query: { id } })).body.data.boundDeviceId).toBe(null);
    expect((await appAccessOf(s.db, '100001', '13800001013', 'new-phone', '2026-01-01')).ok).toBe(true);

    const off = await manager.send(whitelistCalls.disable, { query: { ids: id } });
    expect(off.body.data).toBe(1);
    expect((await manager.send(whitelistCalls.detail, { query: { id } })).body.data.status).toBe(0);
    expect((await viewer.send(whitelistCalls.enable, { query: { ids: id } })).status).toBe(403);
    expect((await manager.send(whitelistCalls.enable, { query: { ids: id } })).body.data).toBe(1);
  });

  test("keeps another tenant's rows out of reach, whatever codes the caller holds", async () => {
    const ours = await save(manager, { phone: '13800001014', realName: '本租户' });
    const id = ours.body.data.id as string;
    const page = await stranger.send(whitelistCalls.list, { query: { size: 100 } });
    expect(page.body.data.records.some((r) => r.id === id)).toBe(false);
    expect((await stranger.send(whitelistCalls.detail, { query: { id } })).status).toBe(404);
    expect((await save(stranger, { id, realName: '越权' })).status).toBe(404);
    expect((await stranger.send(whitelistCalls.remove, { query: { ids: id } })).status).toBe(404);
    expect((await stranger.send(whitelistCalls.resetDevice, { query: { ids: id } })).status).toBe(404);
    expect((await stranger.send(whitelistCalls.disable, { query: { ids: id } })).status).toBe(404);
    expect((await manager.send(whitelistCalls.detail, { query: { id } })).body.data.status).toBe(1);
  });

  test('refuses a caller without the codes', async () => {
    const nobody = await s.userWith('100001', 'wl-nobody', []);
    for (const call of [
      whitelistCalls.list,
      whitelistCalls.detail,
      whitelistCalls.submit,
      whitelistCalls.remove,
      whitelistCalls.batchSave,
      whitelistCalls.resetDevice,
      whitelistCalls.enable,
    ] as const) {
      const { method, path } = call;
      const res = await nobody.send(call as CallDef, {
        query: { id: '1', ids: '1' },
        body: method === 'POST' ? (call === whitelistCalls.batchSave ? [{ phone: '13800009999' }] : {}) : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await viewer.send(whitelistCalls.remove, { query: { ids: '1' } })).status).toBe(403);
  });
});
