import { crudCalls, purchaseBaseCalls, shipperResource } from '@pharma/contract';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { seedBaseDemo } from '../setting/base-server.fixture.ts';

/**
 * The parameter framework over HTTP on ${databaseKind}, with the demo rows: pages and their definitions, a
 * shipper's values merged with the defaults, saves checked against each definition (type, bounds, required,
 * dictionary; unknown keys and unpublished pages refused), one group saved alone, and extended attributes replaced
 * as a list. Another tenant reads nothing and the platform administrator sees both demo tenants' pages.
 */
const test = apiTest({ captchaEnabled: false });
const shipperCrud = crudCalls(shipperResource);
let s: TestServer;
let admin: Session;
let buyer: Session;
let stranger: Session;
let viewer: Session;
let hdky: string;
let pages: Record<string, string> = {};

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  await seedBaseDemo(s);
  const codes = [
    'sc_shipper',
    'set_page',
    'set_page_add',
    'set_page_edit',
    'set_page_delete',
    'param_set',
    'param_set_edit',
    'param_attributes',
    'param_attributes_edit',
  ];
  await createUser(s.db, { tenantId: '100001', account: 'par-buyer', password: 'pw-buyer', codes });
  buyer = await signedIn(s, 'par-buyer', 'pw-buyer', '100001');
  await createUser(s.db, { tenantId: '200001', account: 'par-stranger', password: 'pw-str', codes });
  stranger = await signedIn(s, 'par-stranger', 'pw-str', '200001');
  await createUser(s.db, { tenantId: '100001', account: 'par-viewer', password: 'pw-view', codes: ['param_set'] });
  viewer = await signedIn(s, 'par-viewer', 'pw-view', '100001');
  const shippers = await buyer.send(shipperCrud.list, { query: { shipperCode: 'HDKY' } });
  hdky = String(shippers.body.data.records[0]!.id);
  const list = await buyer.send(purchaseBaseCalls.setPageList, { query: { size: 50 } });
  pages = Object.fromEntries(list.body.data.records.map((p) => [p.pageCode, p.id]));
}, 300_000);

const save = (
  body: Record<string, unknown>,
  call:
    | typeof purchaseBaseCalls.saveValues
    | typeof purchaseBaseCalls.saveValuesByCategory = purchaseBaseCalls.saveValues,
  who = buyer,
) => who.send(call, { body: { pageId: pages.PURCHASE_BASE, shipperId: hdky, ...body } });

describe(`parameter pages on ${databaseKind}`, () => {
  test('lists the four demo pages with their parameter counts, the contract page a draft', async () => {
    const list = await buyer.send(purchaseBaseCalls.setPageList);
    expect(list.body.data.records.map((p) => p.pageCode)).toEqual(['PURCHASE_BASE', 'REPLENISH', 'CONTRACT', 'REMIND']);
    expect(list.body.data.records[2]).toMatchObject({ pageName: '合同参数', status: 0, paramCount: 6 });
    const published = await viewer.send(purchaseBaseCalls.setPagePublished);
    expect(published.body.data.map((p) => p.pageCode)).toEqual(['PURCHASE_BASE', 'REPLENISH', 'REMIND']);
  });

  test('adds, updates and removes a page; its code is unique per tenant', async () => {
    const made = await buyer.send(purchaseBaseCalls.setPageSubmit, {
      body: { pageCode: 'QUALITY', pageName: '质量参数', category: 'purchase', status: 0 },
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.data).toMatchObject({ pageCode: 'QUALITY', status: 0, paramCount: 0, tenantId: '100001' });
    const dup = await buyer.send(purchaseBaseCalls.setPageSubmit, { body: { pageCode: 'QUALITY', pageName: '重复' } });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('页面编码已存在');
    const bad = await buyer.send(purchaseBaseCalls.setPageSubmit, { body: { pageCode: 'bad code', pageName: 'x' } });
    expect(bad.body.msg).toBe('页面编码只能包含大写字母、数字和下划线，且以字母开头');
    // Another tenant may use the same code.
    const other = await stranger.send(purchaseBaseCalls.setPageSubmit, {
      body: { pageCode: 'QUALITY', pageName: '质量' },
    });
    expect(other.status).toBe(200);
    const updated = await buyer.send(purchaseBaseCalls.setPageSubmit, {
      body: { id: made.body.data.id, pageCode: 'QUALITY', pageName: '质量控制参数', status: 1 },
    });
    expect(updated.body.data).toMatchObject({ pageName: '质量控制参数', status: 1 });
    const detail = await buyer.send(purchaseBaseCalls.setPageDetail, { query: { id: made.body.data.id } });
    expect(detail.body.data.pageName).toBe('质量控制参数');
    const removed = await buyer.send(purchaseBaseCalls.setPageRemove, { query: { ids: made.body.data.id } });
    expect(removed.body.data).toBe(1);
    // A page with values saved on it stays.
    const kept = await buyer.send(purchaseBaseCalls.setPageRemove, { query: { ids: pages.PURCHASE_BASE! } });
    expect(kept.status).toBe(400);
    expect(kept.body.msg).toBe('参数页面“采购基础参数”已有货主保存了参数值，不能删除');
  });

  test('maintains definitions: component must suit the type, enumerations need a dictionary, keys unique per page', async () => {
    const page = (
      await buyer.send(purchaseBaseCalls.setPageSubmit, { body: { pageCode: 'DEFS', pageName: '定义测试' } })
    ).body.data.id;
    const def = (body: Record<string, unknown>) =>
      buyer.send(purchaseBaseCalls.paramDefSubmit, {
        body: { pageId: page, typename: '分组一', paramName: '参数', ...body },
      });
    const ok = await def({
      paramKey: 'days',
      valueType: 'INT',
      componentType: 'number',
      minValue: '1',
      maxValue: '30',
      defaultValue: '7',
    });
    expect(ok.status, ok.text).toBe(200);
    expect((await def({ paramKey: 'days', valueType: 'INT', componentType: 'number' })).body.msg).toBe(
      '本页面已有参数键“days”',
    );
    expect((await def({ paramKey: 'flag', valueType: 'BOOL', componentType: 'date' })).body.msg).toBe(
      '控件类型“date”不适用于值类型“BOOL”',
    );
    expect((await def({ paramKey: 'kind', valueType: 'ENUM', componentType: 'select' })).body.msg).toBe(
      '枚举类型的参数必须指定字典编码',
    );
    expect(
      (await def({ paramKey: 'kind', valueType: 'ENUM', componentType: 'select', dictType: 'no_such_dict' })).body.msg,
    ).toBe('字典“no_such_dict”不存在');
    expect(
      (await def({ paramKey: 'n', valueType: 'INT', componentType: 'number', minValue: '9', maxValue: '1' })).body.msg,
    ).toBe('最小值不能大于最大值');
    expect(
      (await def({ paramKey: 'n', valueType: 'INT', componentType: 'number', maxValue: '5', defaultValue: '9' })).body
        .msg,
    ).toContain('默认值无效');
    await def({ paramKey: 'when', typename: '分组二', valueType: 'DATE', componentType: 'date', sort: 5 });
    const list = await buyer.send(purchaseBaseCalls.paramDefList, { query: { pageId: page } });
    expect(list.body.data.records.map((d) => d.paramKey)).toEqual(['days', 'when']);
    const typenames = await viewer.send(purchaseBaseCalls.getTypename, { query: { pageId: page } });
    expect(typenames.body.data).toEqual(['分组一', '分组二']);
    const removed = await buyer.send(purchaseBaseCalls.paramDefRemove, { query: { ids: ok.body.data.id } });
    expect(removed.body.data).toBe(1);
  });

  test("returns a page's definitions merged with the shipper's values or defaults, in sort order", async () => {
    const typenames = await viewer.send(purchaseBaseCalls.getTypename, { query: { pageId: pages.PURCHASE_BASE! } });
    expect(typenames.body.data).toEqual(['基础规则', '价格控制']);
    const res = await viewer.send(purchaseBaseCalls.queryValues, {
      query: { pageId: pages.PURCHASE_BASE!, shipperId: hdky },
    });
    const byKey = Object.fromEntries(res.body.data.map((r) => [r.paramKey, r]));
    expect(byKey.maxPriceRisePct).toMatchObject({ paramValue: '3.50', saved: true, valueType: 'DECIMAL', unit: '%' });
    expect(byKey.priceCompareMonths).toMatchObject({ paramValue: '3', saved: false });
    expect(res.body.data.map((r) => r.componentType)).toEqual([
      'select',
      'switch',
      'input',
      'number',
      'number',
      'checkbox',
    ]);
  });

  test('saves every value of a page after checking each against its definition', async () => {
    const good = await save({
      values: {
        defaultPurchaseMode: 2,
        mergeSameGoods: false,
        buyerRemark: '随货同行单',
        maxPriceRisePct: '4.25',
        priceCompareMonths: '6',
        allowedSettleTypes: ['1', '3'],
      },
    });
    expect(good.status, good.text).toBe(200);
    const byKey = Object.fromEntries(good.body.data.map((r) => [r.paramKey, r.paramValue]));
    expect(byKey).toMatchObject({
      defaultPurchaseMode: '2',
      mergeSameGoods: 'false',
      maxPriceRisePct: '4.25',
      priceCompareMonths: '6',
      allowedSettleTypes: '1,3',
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ maxPriceRisePct: '1.2.3' }, '最高涨价比例必须是数字'],
      [{ maxPriceRisePct: '60' }, '最高涨价比例不能大于50'],
      [{ priceCompareMonths: '2.5' }, '比价取数月数必须是整数'],
      [{ priceCompareMonths: '0' }, '比价取数月数不能小于1'],
      [{ mergeSameGoods: 'maybe' }, '同品规合并下单只能是是或否'],
      [{ defaultPurchaseMode: '9' }, '默认采购方式的值“9”不在可选项中'],
      [{ allowedSettleTypes: '1,8' }, '允许的结算方式的值“8”不在可选项中'],
      [{ maxPriceRisePct: '' }, '最高涨价比例不能为空'],
      [{ noSuchKey: '1' }, '页面中没有参数“noSuchKey”'],
    ];
    for (const [values, message] of cases) {
      const res = await save({ values });
      expect(res.status, JSON.stringify(values)).toBe(400);
      expect(res.body.msg).toBe(message);
    }
    const en = await buyer.send(purchaseBaseCalls.saveValues, {
      lang: 'en',
      body: { pageId: pages.PURCHASE_BASE, shipperId: hdky, values: { nope: 1 } },
    });
    expect(en.body.msg).toBe('The page has no parameter "nope"');
    // Nothing of a refused save was kept.
    const after = await viewer.send(purchaseBaseCalls.queryValues, {
      query: { pageId: pages.PURCHASE_BASE!, shipperId: hdky },
    });
    expect(after.body.data.find((r) => r.paramKey === 'maxPriceRisePct')!.paramValue).toBe('4.25');
  });

  test('saves one group alone and refuses keys of another group', async () => {
    const res = await save(
      { typename: '价格控制', values: { maxPriceRisePct: '2', priceCompareMonths: 12 } },
      purchaseBaseCalls.saveValuesByCategory,
    );
    expect(res.status, res.text).toBe(200);
    const other = await save(
      { typename: '价格控制', values: { mergeSameGoods: true } },
      purchaseBaseCalls.saveValuesByCategory,
    );
    expect(other.body.msg).toBe('参数“mergeSameGoods”不属于分组“价格控制”');
    const none = await save({ typename: '不存在', values: {} }, purchaseBaseCalls.saveValuesByCategory);
    expect(none.body.msg).toBe('页面中没有分组“不存在”');
  });

  test('refuses values on an unpublished page and for another tenant, and needs the edit code', async () => {
    const draft = await save({ pageId: pages.CONTRACT, values: { frameValidMonths: 12 } });
    expect(draft.status).toBe(400);
    expect(draft.body.msg).toBe('参数页面尚未发布，不能保存参数值');
    const foreign = await save({ values: { maxPriceRisePct: '1' } }, purchaseBaseCalls.saveValues, stranger);
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('货主不存在');
    const read = await stranger.send(purchaseBaseCalls.queryValues, {
      query: { pageId: pages.PURCHASE_BASE!, shipperId: hdky },
    });
    expect(read.status).toBe(400);
    const pageRead = await stranger.send(purchaseBaseCalls.setPageDetail, { query: { id: pages.PURCHASE_BASE! } });
    expect(pageRead.status).toBe(404);
    const strangerPages = await stranger.send(purchaseBaseCalls.setPageList);
    expect(strangerPages.body.data.records.every((p) => p.tenantId === '200001')).toBe(true);
    const noCode = await save({ values: { maxPriceRisePct: '1' } }, purchaseBaseCalls.saveValues, viewer);
    expect(noCode.status).toBe(403);
  });

  test('replaces the extended attributes of a shipper as one list', async () => {
    const before = await buyer.send(purchaseBaseCalls.attributesList, { query: { shipperId: hdky } });
    expect(before.body.data.map((a) => a.attrName)).toEqual([
      '是否集采',
      '医保类别',
      '中标流水号',
      '商品归属地',
      '配送方式偏好',
    ]);
    const kept = before.body.data.find((a) => a.attrCode === 'insuranceClass');
    const saved = await buyer.send(purchaseBaseCalls.attributesSaveList, {
      body: {
        shipperId: hdky,
        list: [
          { attrCode: 'insuranceClass', attrName: '医保类别(甲乙)', valueType: 'STRING', targetEntity: 'GOODS' },
          { attrCode: 'coldChainLevel', attrName: '冷链等级', valueType: 'ENUM', dictType: 'sc_storage_condition' },
          { attrCode: 'hidden', attrName: '停用属性', valueType: 'STRING', enabled: false },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.map((a) => a.attrCode)).toEqual(['insuranceClass', 'coldChainLevel', 'hidden']);
    expect(saved.body.data[0]).toMatchObject({ id: kept!.id, attrName: '医保类别(甲乙)' });
    const owner = await viewer.send(purchaseBaseCalls.ownerAttributes, { query: { shipperId: hdky } });
    expect(owner.body.data.map((a) => a.attrCode)).toEqual(['insuranceClass', 'coldChainLevel']);
    const goodsOnly = await viewer.send(purchaseBaseCalls.ownerAttributes, {
      query: { shipperId: hdky, targetEntity: 'PLAN_LINE' },
    });
    expect(goodsOnly.body.data).toEqual([]);
    const dup = await buyer.send(purchaseBaseCalls.attributesSaveList, {
      body: {
        shipperId: hdky,
        list: [
          { attrCode: 'a', attrName: 'A', valueType: 'STRING' },
          { attrCode: 'a', attrName: 'B', valueType: 'STRING' },
        ],
      },
    });
    expect(dup.body.msg).toBe('属性编码“a”重复');
    const foreign = await stranger.send(purchaseBaseCalls.ownerAttributes, { query: { shipperId: hdky } });
    expect(foreign.status).toBe(400);
  });

  test('lets the platform administrator see both demo tenants’ pages', async () => {
    const list = await admin.send(purchaseBaseCalls.setPageList, { query: { size: 100 } });
    const tenants = new Set(list.body.data.records.map((r) => r.tenantId));
    expect(tenants.has('000000') && tenants.has('100001')).toBe(true);
    const values = await admin.send(purchaseBaseCalls.queryValues, {
      query: {
        pageId: pages.REMIND!,
        shipperId: (await admin.send(shipperCrud.list, { query: { shipperCode: 'XJZT' } })).body.data.records[0]!.id,
      },
    });
    expect(values.body.data.find((r) => r.paramKey === 'contractExpireDays')!.paramValue).toBe('45');
  });

  test('gives 参数设置 the published pages of the tenant the platform administrator names, and only theirs to anyone else', async () => {
    const own = await admin.send(purchaseBaseCalls.setPagePublished);
    expect(own.body.data.map((p) => [p.tenantId, p.pageCode])).toEqual([['000000', 'PURCHASE_BASE']]);
    const tenant = await admin.send(purchaseBaseCalls.setPagePublished, { query: { tenantId: '100001' } });
    expect(tenant.body.data.map((p) => p.pageCode)).toEqual(['PURCHASE_BASE', 'REPLENISH', 'REMIND']);
    expect(new Set(tenant.body.data.map((p) => p.tenantId))).toEqual(new Set(['100001']));
    // Anyone else names a tenant in vain: the server holds them to their own.
    const held = await stranger.send(purchaseBaseCalls.setPagePublished, { query: { tenantId: '100001' } });
    expect(held.body.data.every((p) => p.tenantId === '200001')).toBe(true);
  });

  test('tells the platform administrator plainly when the page and the shipper are of two tenants', async () => {
    const platformPage = (await admin.send(purchaseBaseCalls.setPagePublished)).body.data[0]!.id;
    const read = await admin.send(purchaseBaseCalls.queryValues, { query: { pageId: platformPage, shipperId: hdky } });
    expect(read.status).toBe(400);
    expect(read.body.msg).toBe(
      '参数页面“采购基础参数”属于租户 000000，货主属于租户 100001：请选择同一租户的货主和页面',
    );
    // The platform's own shipper on the platform's own page: its rows.
    const ptys = (await admin.send(shipperCrud.list, { query: { shipperCode: 'PTYS' } })).body.data.records[0]!.id;
    const values = await admin.send(purchaseBaseCalls.queryValues, {
      query: { pageId: platformPage, shipperId: ptys },
    });
    expect(values.status).toBe(200);
    expect(values.body.data.find((r) => r.paramKey === 'maxPriceRisePct')!.paramValue).toBe('4.00');
  });
});
