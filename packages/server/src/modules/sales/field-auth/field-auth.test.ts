import { fieldAuthCalls, whitelistCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { newRole, newUser } from '../../../../test/helpers/fixtures.ts';
import type { Ctx } from '../../../platform/context.ts';
import { runImport, type SheetRow } from '../../../platform/excel/import.ts';
import { type ExtensionServer, startExtensionServer } from '../whitelist/extension-server.fixture.ts';
import { fieldAuthImportTarget } from './field-auth.import.ts';
import { applyFieldRules, fieldRulesFor } from './field-auth.rules.ts';

/**
 * 字段权限 (blade-extension/fieldAuth) over HTTP on ${databaseKind}: listPage, detail, save (adds only), update and
 * remove (GET) with their rules (the subject a role or user of the row's tenant, named; a mask rule for a masked
 * field; one rule per subject, screen and field); the rules resolved for a caller; template 105.
 */
let s: ExtensionServer;
let manager: Session;
let viewer: Session;
let stranger: Session;
let repRole: string;
let otherRole: string;
let repUser: string;
let foreignRole: string;
let foreignUser: string;
const all = ['sm_field_auth', 'sm_field_auth_add', 'sm_field_auth_edit', 'sm_field_auth_delete', 'sm_field_auth_view'];

beforeAll(async () => {
  s = await startExtensionServer();
  manager = await s.userWith('100001', 'fa-manager', all);
  viewer = await s.userWith('100001', 'fa-viewer', ['sm_field_auth', 'sm_field_auth_view']);
  stranger = await s.userWith('200001', 'fa-stranger', all);
  repRole = await newRole(s.db, { tenantId: '100001', name: '业务员', alias: 'sales_rep' });
  otherRole = await newRole(s.db, { tenantId: '100001', name: '区域经理', alias: 'area_manager' });
  repUser = await newUser(s.db, {
    tenantId: '100001',
    account: 'wangqiang',
    password: 'pw',
    roleIds: [repRole],
    deptIds: [],
  });
  foreignRole = await newRole(s.db, { tenantId: '200001', name: '外租户角色', alias: 'foreign' });
  foreignUser = await newUser(s.db, {
    tenantId: '200001',
    account: 'foreigner',
    password: 'pw',
    roleIds: [],
    deptIds: [],
  });
  await s.db.execute(
    // The test kit's users have no phone: 王强's is the one template 105 names him by.
    (await import('drizzle-orm'))
      .sql`update blade_user set phone = '13800001003', real_name = '王强' where id = ${repUser}`,
  );
}, 300_000);
afterAll(async () => s?.close());

const rule = (extra: Record<string, unknown> = {}) => ({
  subjectType: 1,
  subjectId: repRole,
  moduleCode: 'GOODS_LIST',
  fieldCode: 'purchasePrice',
  fieldName: '进价',
  authType: 0,
  ...extra,
});
const save = (token: Session, body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  token.send(fieldAuthCalls.submit, { body, lang });

describe(`field permissions on ${databaseKind}`, () => {
  test('adds a rule for a role or a user, naming the subject', async () => {
    const made = await save(manager, rule());
    expect(made.status, made.text).toBe(200);
    expect(made.body.data).toMatchObject({ subjectName: '业务员', authType: 0, maskRule: null, status: 1 });
    const mine = await save(
      manager,
      rule({ subjectType: 2, subjectId: repUser, fieldCode: 'stockQty', fieldName: '库存', authType: 3 }),
    );
    expect(mine.body.data).toMatchObject({ subjectName: '王强', subjectType: 2 });
    const detail = await viewer.send(fieldAuthCalls.detail, { query: { id: made.body.data.id } });
    expect(detail.body.data).toMatchObject({ fieldCode: 'purchasePrice', subjectName: '业务员' });
    const page = await viewer.send(fieldAuthCalls.list, { query: { subjectType: '1', moduleCode: 'GOODS_LIST' } });
    expect(page.body.data.records.map((r) => r.fieldCode)).toEqual(['purchasePrice']);
  });

  test('refuses a subject of another tenant or of the wrong kind, a masked field without its rule, a repeat', async () => {
    expect((await save(manager, rule({ subjectId: foreignRole }))).body.msg).toBe(
      '授权对象不存在:请选择本租户的角色或用户',
    );
    expect((await save(manager, rule({ subjectType: 2, subjectId: foreignUser }))).status).toBe(400);
    // A user's id is no role's.
    expect((await save(manager, rule({ subjectId: repUser, fieldCode: 'costPrice' }))).status).toBe(400);
    const masked = await save(manager, rule({ fieldCode: 'customerPhone', fieldName: '客户电话', authType: 2 }), 'en');
    expect(masked.status).toBe(400);
    expect(masked.body.msg).toBe('Please choose a mask rule for a masked field');
    const again = await save(manager, rule({ authType: 1 }));
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('该对象在此页面的此字段已有权限设置');
    expect((await save(manager, rule({ fieldCode: 'purchase price' }))).body.msg).toBe(
      '字段编码只能包含字母、数字和下划线,且以字母开头',
    );
    expect((await save(manager, rule({ moduleCode: 'NO_SUCH_SCREEN', fieldCode: 'x1' }))).body.msg).toBe(
      '移动端页面的取值不在字典中',
    );
    expect((await save(manager, rule({ subjectType: 5, fieldCode: 'x2' }))).body.msg).toBe(
      '授权对象类型的取值不在字典中',
    );
    expect((await save(manager, {})).body.msg).toBe('请选择授权对象类型');
  });

  test('save only adds (an id is refused there); update changes a rule under the same rules', async () => {
    const made = await save(
      manager,
      rule({ fieldCode: 'customerPhone', fieldName: '客户电话', authType: 2, maskRule: 'PHONE_MIDDLE4' }),
    );
    const id = made.body.data.id as string;
    const withId = await save(manager, { ...rule(), id });
    expect(withId.status).toBe(400);
    expect(withId.body.msg).toBe('新增的数据不能带主键,修改请用更新');
    // Masked without a rule is refused on update too; switching to hidden drops the mask rule.
    expect((await manager.send(fieldAuthCalls.update!, { body: { id, maskRule: null } })).status).toBe(400);
    const hidden = await manager.send(fieldAuthCalls.update!, { body: { id, authType: 0 } });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.data).toMatchObject({ authType: 0, maskRule: null });
    // Moving a rule onto a field its subject already has one for is refused.
    const taken = await manager.send(fieldAuthCalls.update!, { body: { id, fieldCode: 'purchasePrice' } });
    expect(taken.body.msg).toBe('该对象在此页面的此字段已有权限设置');
    const viewerUpdate = await viewer.send(fieldAuthCalls.update!, { body: { id, authType: 1 } });
    expect(viewerUpdate.status).toBe(403);
  });

  test('removes by GET ids; the same rule may then be added again', async () => {
    const made = await save(
      manager,
      rule({ moduleCode: 'ORDER_DETAIL', fieldCode: 'grossMargin', fieldName: '毛利率' }),
    );
    const removed = await manager.send(fieldAuthCalls.remove, { query: { ids: made.body.data.id } });
    expect(removed.body.data).toBe(1);
    expect(
      (await save(manager, rule({ moduleCode: 'ORDER_DETAIL', fieldCode: 'grossMargin', fieldName: '毛利率' }))).status,
    ).toBe(200);
  });

  test("keeps another tenant's rules out of reach and refuses a caller without the codes", async () => {
    const ours = await save(
      manager,
      rule({ moduleCode: 'CUSTOMER_LIST', fieldCode: 'creditLimit', fieldName: '信用额度' }),
    );
    const id = ours.body.data.id as string;
    const listed = await stranger.send(fieldAuthCalls.list, { query: { size: 100 } });
    expect(listed.body.data.records).toEqual([]);
    expect((await stranger.send(fieldAuthCalls.detail, { query: { id } })).status).toBe(404);
    expect((await stranger.send(fieldAuthCalls.update!, { body: { id, authType: 3 } })).status).toBe(404);
    expect((await stranger.send(fieldAuthCalls.remove, { query: { ids: id } })).status).toBe(404);
    // Nor may they name our role as their subject.
    expect((await save(stranger, rule({ fieldCode: 'x3' }))).status).toBe(400);
    const nobody = await s.userWith('100001', 'fa-nobody', []);
    expect((await nobody.send(fieldAuthCalls.list)).status).toBe(403);
    expect((await save(viewer, rule({ fieldCode: 'x4' }))).status).toBe(403);
    expect((await viewer.send(fieldAuthCalls.remove, { query: { ids: id } })).status).toBe(403);
  });

  test('resolves a caller’s rules: their own over their roles’, the most permissive role, the rep’s defaults', async () => {
    // 业务员 hides purchasePrice on GOODS_LIST (above); 区域经理 shows it read-only; 王强 may edit his stockQty.
    await save(manager, rule({ subjectId: otherRole, authType: 1 }));
    const subject = { tenantId: '100001', userId: repUser, roleIds: [repRole] };
    const rep = await fieldRulesFor(s.db, subject, 'GOODS_LIST');
    expect(rep).toMatchObject({
      purchasePrice: { access: 'HIDDEN', source: 'role' },
      stockQty: { access: 'EDITABLE', source: 'user' },
      // No whitelist row: treated as a rep, the cost side hidden.
      costPrice: { access: 'HIDDEN', source: 'default' },
      grossMargin: { access: 'HIDDEN', source: 'default' },
    });
    const both = await fieldRulesFor(s.db, { ...subject, roleIds: [repRole, otherRole] }, 'GOODS_LIST');
    expect(both.purchasePrice).toEqual({ access: 'VISIBLE', source: 'role' });
    // An area manager on the whitelist sees the cost side unless a rule hides it.
    const listed = await s.admin.send(whitelistCalls.batchSave, {
      query: { tenantId: '100001' },
      body: [{ phone: '13800001005', realName: '陈静', post: 2 }],
    });
    expect(listed.body.data.succeeded).toBe(1);
    const manager2 = await fieldRulesFor(
      s.db,
      { tenantId: '100001', userId: '', roleIds: [otherRole], phone: '13800001005' },
      'GOODS_LIST',
    );
    expect(manager2).toEqual({ purchasePrice: { access: 'VISIBLE', source: 'role' } });
    // Another tenant's caller holding the same ids gets none of this tenant's rules.
    expect(
      await fieldRulesFor(s.db, { tenantId: '200001', userId: repUser, roleIds: [repRole] }, 'GOODS_LIST'),
    ).toEqual({
      purchasePrice: { access: 'HIDDEN', source: 'default' },
      costPrice: { access: 'HIDDEN', source: 'default' },
      grossMargin: { access: 'HIDDEN', source: 'default' },
    });
    // And applied to a goods row of the app:
    expect(
      applyFieldRules({ goodsCode: 'G0001', purchasePrice: '5.20', stockQty: '600', costPrice: '5.3' }, rep),
    ).toEqual({
      goodsCode: 'G0001',
      stockQty: '600',
    });
  });
});

describe(`the field permission import (105) on ${databaseKind}`, () => {
  const ctxOf = (lang: 'zh' | 'en' = 'zh') =>
    ({
      db: s.db,
      registry: s.registry,
      tenantId: '100001',
      userId: '',
      deptIds: [],
      roleIds: [],
      permissions: new Set(),
      dataScopes: [],
      isAdministrator: false,
      lang,
      timeZone: 'Asia/Shanghai',
    }) as unknown as Ctx;
  const sheet = (rows: Array<[string, string, string, string]>): SheetRow[] =>
    rows.map(([subject, moduleCode, fieldCode, authType], i) => ({
      row: i + 2,
      cells: { subject, moduleCode, fieldCode, authType },
    }));

  test('names subjects by role alias or user mobile, screens and permissions by code or label; repeats refused', async () => {
    const rows = sheet([
      ['sales_rep', 'CUSTOMER_DETAIL', 'customerPhone', '脱敏'],
      ['13800001003', '商品详情', 'purchasePrice', '隐藏'],
      ['area_manager', 'ORDER_DETAIL', 'arrearsAmount', 'Masked'],
      ['sales_rep', '客户详情', 'customerPhone', '只读'],
      ['no_such_role', 'NOPE', 'bad code', '看看'],
      ['13900000000', 'GOODS_LIST', 'stockQty', '可编辑'],
    ]);
    const outcome = await runImport(ctxOf(), fieldAuthImportTarget, rows, {});
    expect(outcome.rows.map((r) => [r.row, r.success, r.msg])).toEqual([
      [2, true, '新增'],
      [3, true, '新增'],
      [4, true, '新增'],
      [5, false, '与第2行重复'],
      [
        6,
        false,
        '未找到角色或用户: no_such_role;页面编码不在字典中: NOPE;字段编码只能包含字母、数字和下划线,且以字母开头;权限应为 隐藏/只读/脱敏/可编辑',
      ],
      [7, false, '未找到角色或用户: 13900000000'],
    ]);
    const page = await manager.send(fieldAuthCalls.list, { query: { moduleCode: 'CUSTOMER_DETAIL', size: 50 } });
    expect(page.body.data.records.find((r) => r.fieldCode === 'customerPhone')).toMatchObject({
      subjectName: '业务员',
      fieldName: '客户电话',
      authType: 2,
      maskRule: 'PHONE_MIDDLE4',
    });
    const arrears = await manager.send(fieldAuthCalls.list, { query: { fieldCode: 'arrearsAmount' } });
    expect(arrears.body.data.records[0]).toMatchObject({ subjectName: '区域经理', maskRule: 'AMOUNT_RANGE' });

    // Again, with one permission changed: updated in place, nothing added.
    const again = await runImport(
      ctxOf('en'),
      fieldAuthImportTarget,
      sheet([
        ['sales_rep', 'CUSTOMER_DETAIL', 'customerPhone', 'Hidden'],
        ['13800001003', 'GOODS_DETAIL', 'purchasePrice', '隐藏'],
      ]),
      {},
    );
    expect(again.rows.map((r) => r.msg)).toEqual(['Updated', 'Updated']);
    const after = await manager.send(fieldAuthCalls.list, {
      query: { fieldCode: 'customerPhone', moduleCode: 'CUSTOMER_DETAIL', size: 50 },
    });
    expect(after.body.data.records).toHaveLength(1);
    expect(after.body.data.records[0]).toMatchObject({ authType: 0, maskRule: null });
  });
});
