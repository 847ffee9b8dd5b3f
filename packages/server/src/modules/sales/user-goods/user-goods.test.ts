import { goodsInfoCalls, userGoodsCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { runImport } from '../../../platform/excel/import.ts';
import { demoCtx } from '../grade/demo-ctx.ts';
import {
  dataOf,
  modulesWithGrades,
  refusal,
  type SalesFixture,
  salesFixture,
  staffDetails,
} from '../grade/grades.fixture.ts';
import { userGoodsImportTarget } from './user-goods.import.ts';
import { userGoodsRulesOf } from './user-goods.query.ts';

/**
 * 用户商品 (pubExUserGoods list, batchSave, submit, remove) and 商品信息 (goodsinformation/list) over HTTP: rules saved
 * pending, put in force, fallen back to pending when edited; the checks of a save; another tenant and a missing
 * grant refused; the picker's shipper required; the import of template 102 and userGoodsRulesOf for the app.
 */
// The suite runs on the app's modules with the sales screens' parts wired in (`modulesWithGrades`), which the kit's
// `apiTest` does not take, so it starts its own server; its people sign in through the kit.
let s: TestServer;
let admin: Session;
let manager: Session;
let reader: Session;
let stranger: Session;
let f: SalesFixture;
let other: SalesFixture;
const tenant = '300501';
const strangerTenant = '300502';
const reps: Record<string, string> = {};
const codes = ['sm_user_goods', 'sm_user_goods_add', 'sm_user_goods_delete', 'sm_user_goods_submit'];

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false }, modulesWithGrades());
  admin = await signedIn(s);
  f = await salesFixture(s, admin, tenant, {
    shippers: ['SA', 'SB'],
    goods: [
      ['G0001', '阿莫西林胶囊', 0],
      ['G0012', '连花清瘟胶囊', 1],
      ['G0007', '硝苯地平控释片', 2],
    ],
  });
  other = await salesFixture(s, admin, strangerTenant, { shippers: ['OX'], goods: [['G0001', '阿莫西林胶囊', 0]] });
  await createUser(s.db, { tenantId: tenant, account: 'ug-manager', password: 'pw-m', codes });
  manager = await signedIn(s, 'ug-manager', 'pw-m', tenant);
  await createUser(s.db, { tenantId: tenant, account: 'ug-reader', password: 'pw-r', codes: ['sm_user_goods'] });
  reader = await signedIn(s, 'ug-reader', 'pw-r', tenant);
  for (const [account, name, phone] of [
    ['ug-wang', '王强', '13800001003'],
    ['ug-liu', '刘洋', '13800001004'],
  ] as const) {
    const made = await createUser(s.db, { tenantId: tenant, account, password: 'pw', codes: [] });
    await staffDetails(s, made.userId, { code: account, realName: name, phone });
    reps[account] = made.userId;
  }
  await createUser(s.db, { tenantId: strangerTenant, account: 'ug-other', password: 'pw-o', codes });
  stranger = await signedIn(s, 'ug-other', 'pw-o', strangerTenant);
}, 180_000);
afterAll(async () => s?.close());

const save = (body: Record<string, unknown>, token = manager) => token.send(userGoodsCalls.batchSave, { body });
const submit = (body: Record<string, unknown>, token = manager) => token.send(userGoodsCalls.submit, { body });
const rows = async (query: Record<string, string>, token = manager) =>
  dataOf(await token.send(userGoodsCalls.list, { query })).records as any[];

describe('user goods', () => {
  test('saves a rep’s rules pending, with the goods’ snapshot and the rep’s name', async () => {
    const saved = await save({
      shipperId: f.shippers.SA,
      userId: reps['ug-wang'],
      goods: [
        { goodsId: f.goods.G0007, ruleType: 1 },
        { goodsId: f.goods.G0012, ruleType: '2', validFrom: '2026-01-01', validTo: '2026-06-30' },
      ],
    });
    expect(dataOf(saved).saved).toBe(2);
    expect(saved.body.msg).toBe('已保存2个商品，提交后生效');
    const mine = await rows({ userId: reps['ug-wang']!, shipperId: f.shippers.SA! });
    expect(mine.map((r) => [r.goodsCode, r.commonName, r.ruleType, r.status, r.userName, r.shipperName])).toEqual([
      ['G0007', '硝苯地平控释片', 1, 0, '王强', 'SA医药有限公司'],
      ['G0012', '连花清瘟胶囊', 2, 0, '王强', 'SA医药有限公司'],
    ]);
    expect(mine[1].validTo).toBe('2026-06-30');
    expect(await rows({ goodsCode: '0012' })).toHaveLength(1);
    expect(await rows({ ruleType: '1' })).toHaveLength(1);
    expect(await rows({ status: '1' })).toHaveLength(0);
  });

  test('puts pending rules in force, and only those; an edited rule falls back to pending', async () => {
    const before = await userGoodsRulesOf(await demoCtx(s.db, tenant, 'ug-manager'), f.shippers.SA!, reps['ug-wang']!);
    expect([...before.include, ...before.exclude]).toEqual([]);
    const done = await submit({ userId: reps['ug-wang'], shipperId: f.shippers.SA });
    expect(dataOf(done)).toBe(2);
    expect(done.body.msg).toBe('已提交生效2条');
    const inForce = await rows({ userId: reps['ug-wang']! });
    expect(inForce.every((r) => r.status === 1 && r.submitTime && r.submitUserName === 'ug-manager')).toBe(true);
    expect(refusal(await submit({ userId: reps['ug-wang'] })).msg).toBe('没有待提交的用户商品');

    const ctx = await demoCtx(s.db, tenant, 'ug-manager');
    const rules = await userGoodsRulesOf(ctx, f.shippers.SA!, reps['ug-wang']!, '2026-03-01');
    expect([...rules.include]).toEqual([f.goods.G0007]);
    expect([...rules.exclude]).toEqual([f.goods.G0012]);
    // Outside its validity a rule changes nothing.
    expect([...(await userGoodsRulesOf(ctx, f.shippers.SA!, reps['ug-wang']!, '2026-07-01')).exclude]).toEqual([]);

    // The same rule saved again changes nothing; another rule for the same goods is pending again.
    dataOf(
      await save({
        shipperId: f.shippers.SA,
        userId: reps['ug-wang'],
        goods: [
          { goodsId: f.goods.G0007, ruleType: 2 },
          { goodsId: f.goods.G0012, ruleType: 2, validFrom: '2026-01-01', validTo: '2026-06-30' },
        ],
      }),
    );
    const after = await rows({ userId: reps['ug-wang']! });
    expect(after.map((r) => [r.goodsCode, r.ruleType, r.status])).toEqual([
      ['G0007', 2, 0],
      ['G0012', 2, 1],
    ]);
    expect(after).toHaveLength(2);
    // Pending, the edited rule no longer counts: neither its old rule nor its new one.
    const meanwhile = await userGoodsRulesOf(ctx, f.shippers.SA!, reps['ug-wang']!, '2026-03-01');
    expect([...meanwhile.include, ...meanwhile.exclude]).toEqual([f.goods.G0012]);
    const g7 = after[0].id;
    expect(dataOf(await submit({ ids: [g7] }))).toBe(1);
    // Already in force: nothing left to submit (ids may come comma-joined too).
    expect(refusal(await submit({ ids: `${g7}` })).msg).toBe('没有待提交的用户商品');
  });

  test('refuses saves naming another tenant’s rows, repeats, reversed dates, and submits naming nothing', async () => {
    const body = (goods: unknown[], extra: Record<string, unknown> = {}) => ({
      shipperId: f.shippers.SA,
      userId: reps['ug-liu'],
      goods,
      ...extra,
    });
    expect(refusal(await save(body([{ goodsId: other.goods.G0001, ruleType: 1 }]))).msg).toBe('商品不存在');
    expect(
      refusal(await save(body([{ goodsId: f.goods.G0001, ruleType: 1 }], { shipperId: other.shippers.OX }))).msg,
    ).toBe('货主不存在');
    const foreign = await createUser(s.db, {
      tenantId: strangerTenant,
      account: 'ug-foreign',
      password: 'pw',
      codes: [],
    });
    expect(refusal(await save(body([{ goodsId: f.goods.G0001, ruleType: 1 }], { userId: foreign.userId }))).msg).toBe(
      '业务员不存在或不属于本租户',
    );
    const twice = refusal(
      await save(
        body([
          { goodsId: f.goods.G0001, ruleType: 1 },
          { goodsId: f.goods.G0001, ruleType: 2 },
        ]),
      ),
    );
    expect(twice.msg).toBe('商品“G0001”重复');
    expect(
      refusal(
        await save(body([{ goodsId: f.goods.G0001, ruleType: 1, validFrom: '2026-05-01', validTo: '2026-04-01' }])),
      ).msg,
    ).toBe('有效期止不能早于有效期起');
    expect(refusal(await save(body([{ goodsId: f.goods.G0001, ruleType: 3 }]))).status).toBe(400);
    expect(refusal(await save(body([]))).msg).toBe('请至少选择一个商品');
    expect(refusal(await submit({})).msg).toBe('请选择要提交的用户商品，或指定业务员');
    expect(await rows({ userId: reps['ug-liu']! })).toEqual([]);
  });

  test('removes rules, all or nothing', async () => {
    dataOf(
      await save({
        shipperId: f.shippers.SB,
        userId: reps['ug-liu'],
        goods: [{ goodsId: f.goods.G0001, ruleType: 2 }],
      }),
    );
    const [row] = await rows({ userId: reps['ug-liu']! });
    expect(refusal(await manager.send(userGoodsCalls.remove, { query: { ids: `${row.id},1` } })).status).toBe(404);
    expect(dataOf(await manager.send(userGoodsCalls.remove, { query: { ids: row.id } }))).toBe(1);
    expect(await rows({ userId: reps['ug-liu']! })).toEqual([]);
  });

  test('keeps another tenant out', async () => {
    const mine = await rows({});
    expect(mine.length).toBeGreaterThan(0);
    expect(await rows({ size: '100' }, stranger)).toEqual([]);
    expect(refusal(await submit({ ids: [mine[0].id] }, stranger)).status).toBe(404);
    expect(refusal(await submit({ userId: reps['ug-wang'] }, stranger)).msg).toBe('业务员不存在或不属于本租户');
    expect(refusal(await stranger.send(userGoodsCalls.remove, { query: { ids: mine[0].id } })).status).toBe(404);
    expect(
      refusal(
        await save(
          { shipperId: f.shippers.SA, userId: reps['ug-wang'], goods: [{ goodsId: f.goods.G0001, ruleType: 1 }] },
          stranger,
        ),
      ).msg,
    ).toBe('货主不存在');
    expect((await rows({ size: '100' })).length).toBe(mine.length);
    // The platform administrator sees every tenant's, named by tenant.
    const all = await rows({ tenantId: tenant }, admin);
    expect(all.length).toBe(mine.length);
    expect(all[0].tenantName).toBeTruthy();
  });

  test('refuses a caller without the grant', async () => {
    const body = { shipperId: f.shippers.SA, userId: reps['ug-liu'], goods: [{ goodsId: f.goods.G0001, ruleType: 1 }] };
    expect((await save(body, reader)).status).toBe(403);
    expect((await submit({ userId: reps['ug-wang'] }, reader)).status).toBe(403);
    expect((await reader.send(userGoodsCalls.remove, { query: { ids: '1' } })).status).toBe(403);
    expect((await reader.send(userGoodsCalls.list)).status).toBe(200);
  });
});

describe('goods information', () => {
  test('needs the shipper, and lists the goods with the price and the shipper’s stock', async () => {
    const none = refusal(await reader.send(goodsInfoCalls.list));
    expect(none).toEqual({ status: 400, msg: '请先选择货主再查询商品信息' });
    expect(refusal(await reader.send(goodsInfoCalls.list, { lang: 'en' })).msg).toBe(
      'Please choose the shipper before looking up goods information',
    );
    expect(refusal(await reader.send(goodsInfoCalls.list, { query: { shipperId: other.shippers.OX! } })).msg).toBe(
      '货主不存在',
    );
    const page = dataOf(await reader.send(goodsInfoCalls.list, { query: { shipperId: f.shippers.SA! } }));
    expect(page.total).toBe(3);
    expect(page.records.map((r: any) => [r.goodsCode, r.controlLevel])).toEqual([
      ['G0001', 0],
      ['G0007', 2],
      ['G0012', 1],
    ]);
    expect(page.records[0]).toMatchObject({
      retailPrice: '12.5000',
      availableQty: null,
      nearestExpiry: null,
      unit: '盒',
    });
    const found = dataOf(
      await reader.send(goodsInfoCalls.list, { query: { shipperId: f.shippers.SA!, keyword: '连花' } }),
    );
    expect(found.records.map((r: any) => r.goodsCode)).toEqual(['G0012']);
    const byApproval = dataOf(
      await reader.send(goodsInfoCalls.list, { query: { shipperId: f.shippers.SA!, keyword: 'H20990007' } }),
    );
    expect(byApproval.records.map((r: any) => r.goodsCode)).toEqual(['G0007']);
    const open = dataOf(
      await reader.send(goodsInfoCalls.list, { query: { shipperId: f.shippers.SA!, controlLevel: '0' } }),
    );
    expect(open.records.map((r: any) => r.goodsCode)).toEqual(['G0001']);
    expect(refusal(await stranger.send(goodsInfoCalls.list, { query: { shipperId: f.shippers.SA! } })).msg).toBe(
      '货主不存在',
    );
    const nobody = await createUser(s.db, { tenantId: tenant, account: 'ug-nobody', password: 'pw-n', codes: [] });
    expect(nobody.userId).toBeTruthy();
    const token = await signedIn(s, 'ug-nobody', 'pw-n', tenant);
    expect((await token.send(goodsInfoCalls.list, { query: { shipperId: f.shippers.SA! } })).status).toBe(403);
  });
});

describe('import of template 102', () => {
  const sheet = (lines: string[][]) =>
    lines.map((cells, i) => ({
      row: i + 2,
      cells: Object.fromEntries(
        ['shipperCode', 'phone', 'goodsCode', 'rule', 'validFrom', 'validTo']
          .map((k, j) => [k, cells[j] ?? ''])
          .filter(([, v]) => v),
      ),
    }));

  test('saves rules pending by shipper, phone and goods code, reports bad rows, and adds nothing on a second run', async () => {
    const ctx = await demoCtx(s.db, tenant, 'ug-manager');
    const lines = sheet([
      ['SB', '13800001004', 'G0007', '授权', '2026-01-01', '2026/12/31'],
      ['SB', '13800001004', 'G0012', '屏蔽'],
      ['SB', '13800001004', 'G0007', '屏蔽'],
      ['SX', '13800001004', 'G0001', '授权'],
      ['SB', '13900000000', 'G0001', '授权'],
      ['SB', '13800001004', 'G9999', '授权'],
      ['SB', '13800001004', 'G0001', '可见'],
      ['SB', '13800001004', 'G0001', '授权', '2026-05-01', '2026-04-01'],
      ['SB', '', 'G0001', '授权'],
    ]);
    const first = await runImport(ctx, userGoodsImportTarget, lines, undefined);
    expect(first.rows.map((r) => [r.row, r.success, r.msg])).toEqual([
      [2, true, '已保存，待提交'],
      [3, true, '已保存，待提交'],
      [4, false, '与第2行重复'],
      [5, false, '货主编码不存在'],
      [6, false, '业务员手机号不存在'],
      [7, false, '商品编码不存在'],
      [8, false, '规则应为“授权”或“屏蔽”'],
      [9, false, '有效期止不能早于有效期起'],
      [10, false, '请填写业务员手机号'],
    ]);
    const saved = await rows({ userId: reps['ug-liu']!, shipperId: f.shippers.SB! });
    expect(saved.map((r) => [r.goodsCode, r.ruleType, r.status, r.validTo])).toEqual([
      ['G0007', 1, 0, '2026-12-31'],
      ['G0012', 2, 0, null],
    ]);
    const again = await runImport(ctx, userGoodsImportTarget, lines.slice(0, 2), undefined);
    expect(again.rows.map((r) => r.msg)).toEqual(['已存在，未变更', '已存在，未变更']);
    expect(await rows({ userId: reps['ug-liu']!, shipperId: f.shippers.SB! })).toHaveLength(2);
  });
});
