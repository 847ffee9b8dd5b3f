import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';

import { startBaseServer } from '../setting/base-server.fixture.ts';

/**
 * The parameter framework over HTTP on ${databaseKind}, with the demo rows: pages and their definitions, a
 * shipper's values merged with the defaults, saves checked against each definition (type, bounds, required,
 * dictionary; unknown keys and unpublished pages refused), one group saved alone, and extended attributes replaced
 * as a list. Another tenant reads nothing and the platform administrator sees both demo tenants' pages.
 */
let s: TestServer;
let admin: string;
let buyer: string;
let stranger: string;
let viewer: string;
const api = '/api/blade-smart';
let hdky: string;
let pages: Record<string, string> = {};

beforeAll(async () => {
  s = await startBaseServer();
  admin = (await s.login()).access_token;
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
  buyer = (await s.login('par-buyer', 'pw-buyer', '100001')).access_token;
  await createUser(s.db, { tenantId: '200001', account: 'par-stranger', password: 'pw-str', codes });
  stranger = (await s.login('par-stranger', 'pw-str', '200001')).access_token;
  await createUser(s.db, { tenantId: '100001', account: 'par-viewer', password: 'pw-view', codes: ['param_set'] });
  viewer = (await s.login('par-viewer', 'pw-view', '100001')).access_token;
  const shippers = await s.call('GET', `${api}/shipper/list`, { token: buyer, query: { shipperCode: 'HDKY' } });
  hdky = shippers.body.data.records[0].id;
  const list = await s.call('GET', `${api}/set_page/list`, { token: buyer, query: { size: 50 } });
  pages = Object.fromEntries(list.body.data.records.map((p: { pageCode: string; id: string }) => [p.pageCode, p.id]));
}, 300_000);
afterAll(async () => s?.close());

const save = (body: Record<string, unknown>, path = 'saveValues', token = buyer) =>
  s.call('POST', `${api}/paramSetPageCont/${path}`, {
    token,
    body: { pageId: pages.PURCHASE_BASE, shipperId: hdky, ...body },
  });

describe(`parameter pages on ${databaseKind}`, () => {
  it('lists the four demo pages with their parameter counts, the contract page a draft', async () => {
    const list = await s.call('GET', `${api}/set_page/list`, { token: buyer });
    expect(list.body.data.records.map((p: { pageCode: string }) => p.pageCode)).toEqual([
      'PURCHASE_BASE',
      'REPLENISH',
      'CONTRACT',
      'REMIND',
    ]);
    expect(list.body.data.records[2]).toMatchObject({ pageName: '合同参数', status: 0, paramCount: 6 });
    const published = await s.call('GET', `${api}/set_page/published`, { token: viewer });
    expect(published.body.data.map((p: { pageCode: string }) => p.pageCode)).toEqual([
      'PURCHASE_BASE',
      'REPLENISH',
      'REMIND',
    ]);
  });

  it('adds, updates and removes a page; its code is unique per tenant', async () => {
    const made = await s.call('POST', `${api}/set_page/submit`, {
      token: buyer,
      body: { pageCode: 'QUALITY', pageName: '质量参数', category: 'purchase', status: 0 },
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.data).toMatchObject({ pageCode: 'QUALITY', status: 0, paramCount: 0, tenantId: '100001' });
    const dup = await s.call('POST', `${api}/set_page/submit`, {
      token: buyer,
      body: { pageCode: 'QUALITY', pageName: '重复' },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('页面编码已存在');
    const bad = await s.call('POST', `${api}/set_page/submit`, {
      token: buyer,
      body: { pageCode: 'bad code', pageName: 'x' },
    });
    expect(bad.body.msg).toBe('页面编码只能包含大写字母、数字和下划线，且以字母开头');
    // Another tenant may use the same code.
    const other = await s.call('POST', `${api}/set_page/submit`, {
      token: stranger,
      body: { pageCode: 'QUALITY', pageName: '质量' },
    });
    expect(other.status).toBe(200);
    const updated = await s.call('POST', `${api}/set_page/submit`, {
      token: buyer,
      body: { id: made.body.data.id, pageCode: 'QUALITY', pageName: '质量控制参数', status: 1 },
    });
    expect(updated.body.data).toMatchObject({ pageName: '质量控制参数', status: 1 });
    const detail = await s.call('GET', `${api}/set_page/detail`, { token: buyer, query: { id: made.body.data.id } });
    expect(detail.body.data.pageName).toBe('质量控制参数');
    const removed = await s.call('POST', `${api}/set_page/remove`, { token: buyer, query: { ids: made.body.data.id } });
    expect(removed.body.data).toBe(1);
    // A page with values saved on it stays.
    const kept = await s.call('POST', `${api}/set_page/remove`, { token: buyer, query: { ids: pages.PURCHASE_BASE! } });
    expect(kept.status).toBe(400);
    expect(kept.body.msg).toBe('参数页面“采购基础参数”已有货主保存了参数值，不能删除');
  });

  it('maintains definitions: component must suit the type, enumerations need a dictionary, keys unique per page', async () => {
    const page = (
      await s.call('POST', `${api}/set_page/submit`, { token: buyer, body: { pageCode: 'DEFS', pageName: '定义测试' } })
    ).body.data.id;
    const def = (body: Record<string, unknown>) =>
      s.call('POST', `${api}/paramSetPageCont/submit`, {
        token: buyer,
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
    const list = await s.call('GET', `${api}/paramSetPageCont/list`, { token: buyer, query: { pageId: page } });
    expect(list.body.data.records.map((d: { paramKey: string }) => d.paramKey)).toEqual(['days', 'when']);
    const typenames = await s.call('GET', `${api}/paramSetPageCont/getTypename`, {
      token: viewer,
      query: { pageId: page },
    });
    expect(typenames.body.data).toEqual(['分组一', '分组二']);
    const removed = await s.call('POST', `${api}/paramSetPageCont/remove`, {
      token: buyer,
      query: { ids: ok.body.data.id },
    });
    expect(removed.body.data).toBe(1);
  });

  it("returns a page's definitions merged with the shipper's values or defaults, in sort order", async () => {
    const typenames = await s.call('GET', `${api}/paramSetPageCont/getTypename`, {
      token: viewer,
      query: { pageId: pages.PURCHASE_BASE! },
    });
    expect(typenames.body.data).toEqual(['基础规则', '价格控制']);
    const res = await s.call('GET', `${api}/paramSetPageCont/queryValues`, {
      token: viewer,
      query: { pageId: pages.PURCHASE_BASE!, shipperId: hdky },
    });
    const byKey = Object.fromEntries(res.body.data.map((r: { paramKey: string }) => [r.paramKey, r]));
    expect(byKey.maxPriceRisePct).toMatchObject({ paramValue: '3.50', saved: true, valueType: 'DECIMAL', unit: '%' });
    expect(byKey.priceCompareMonths).toMatchObject({ paramValue: '3', saved: false });
    expect(res.body.data.map((r: { componentType: string }) => r.componentType)).toEqual([
      'select',
      'switch',
      'input',
      'number',
      'number',
      'checkbox',
    ]);
  });

  it('saves every value of a page after checking each against its definition', async () => {
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
    const byKey = Object.fromEntries(
      good.body.data.map((r: { paramKey: string; paramValue: string }) => [r.paramKey, r.paramValue]),
    );
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
    const en = await s.call('POST', `${api}/paramSetPageCont/saveValues`, {
      token: buyer,
      lang: 'en',
      body: { pageId: pages.PURCHASE_BASE, shipperId: hdky, values: { nope: 1 } },
    });
    expect(en.body.msg).toBe('The page has no parameter "nope"');
    // Nothing of a refused save was kept.
    const after = await s.call('GET', `${api}/paramSetPageCont/queryValues`, {
      token: viewer,
      query: { pageId: pages.PURCHASE_BASE!, shipperId: hdky },
    });
    expect(after.body.data.find((r: { paramKey: string }) => r.paramKey === 'maxPriceRisePct').paramValue).toBe('4.25');
  });

  it('saves one group alone and refuses keys of another group', async () => {
    const res = await save(
      { typename: '价格控制', values: { maxPriceRisePct: '2', priceCompareMonths: 12 } },
      'saveValuesByCategory',
    );
    expect(res.status, res.text).toBe(200);
    const other = await save({ typename: '价格控制', values: { mergeSameGoods: true } }, 'saveValuesByCategory');
    expect(other.body.msg).toBe('参数“mergeSameGoods”不属于分组“价格控制”');
    const none = await save({ typename: '不存在', values: {} }, 'saveValuesByCategory');
    expect(none.body.msg).toBe('页面中没有分组“不存在”');
  });

  it('refuses values on an unpublished page and for another tenant, and needs the edit code', async () => {
    const draft = await save({ pageId: pages.CONTRACT, values: { frameValidMonths: 12 } });
    expect(draft.status).toBe(400);
    expect(draft.body.msg).toBe('参数页面尚未发布，不能保存参数值');
    const foreign = await save({ values: { maxPriceRisePct: '1' } }, 'saveValues', stranger);
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('货主不存在');
    const read = await s.call('GET', `${api}/paramSetPageCont/queryValues`, {
      token: stranger,
      query: { pageId: pages.PURCHASE_BASE!, shipperId: hdky },
    });
    expect(read.status).toBe(400);
    const pageRead = await s.call('GET', `${api}/set_page/detail`, {
      token: stranger,
      query: { id: pages.PURCHASE_BASE! },
    });
    expect(pageRead.status).toBe(404);
    const strangerPages = await s.call('GET', `${api}/set_page/list`, { token: stranger });
    expect(strangerPages.body.data.records.every((p: { tenantId: string }) => p.tenantId === '200001')).toBe(true);
    const noCode = await save({ values: { maxPriceRisePct: '1' } }, 'saveValues', viewer);
    expect(noCode.status).toBe(403);
  });

  it('replaces the extended attributes of a shipper as one list', async () => {
    const before = await s.call('GET', `${api}/paramAttributes/list`, { token: buyer, query: { shipperId: hdky } });
    expect(before.body.data.map((a: { attrName: string }) => a.attrName)).toEqual([
      '是否集采',
      '医保类别',
      '中标流水号',
      '商品归属地',
      '配送方式偏好',
    ]);
    const kept = before.body.data.find((a: { attrCode: string }) => a.attrCode === 'insuranceClass');
    const saved = await s.call('POST', `${api}/paramAttributes/saveList`, {
      token: buyer,
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
    expect(saved.body.data.map((a: { attrCode: string }) => a.attrCode)).toEqual([
      'insuranceClass',
      'coldChainLevel',
      'hidden',
    ]);
    expect(saved.body.data[0]).toMatchObject({ id: kept.id, attrName: '医保类别(甲乙)' });
    const owner = await s.call('GET', `${api}/ownerParamAttributes/query`, {
      token: viewer,
      query: { shipperId: hdky },
    });
    expect(owner.body.data.map((a: { attrCode: string }) => a.attrCode)).toEqual(['insuranceClass', 'coldChainLevel']);
    const goodsOnly = await s.call('GET', `${api}/ownerParamAttributes/query`, {
      token: viewer,
      query: { shipperId: hdky, targetEntity: 'PLAN_LINE' },
    });
    expect(goodsOnly.body.data).toEqual([]);
    const dup = await s.call('POST', `${api}/paramAttributes/saveList`, {
      token: buyer,
      body: {
        shipperId: hdky,
        list: [
          { attrCode: 'a', attrName: 'A', valueType: 'STRING' },
          { attrCode: 'a', attrName: 'B', valueType: 'STRING' },
        ],
      },
    });
    expect(dup.body.msg).toBe('属性编码“a”重复');
    const foreign = await s.call('GET', `${api}/ownerParamAttributes/query`, {
      token: stranger,
      query: { shipperId: hdky },
    });
    expect(foreign.status).toBe(400);
  });

  it('lets the platform administrator see both demo tenants’ pages', async () => {
    const list = await s.call('GET', `${api}/set_page/list`, { token: admin, query: { size: 100 } });
    const tenants = new Set(list.body.data.records.map((r: { tenantId: string }) => r.tenantId));
    expect(tenants.has('000000') && tenants.has('100001')).toBe(true);
    const values = await s.call('GET', `${api}/paramSetPageCont/queryValues`, {
      token: admin,
      query: {
        pageId: pages.REMIND!,
        shipperId: (await s.call('GET', `${api}/shipper/list`, { token: admin, query: { shipperCode: 'XJZT' } })).body
          .data.records[0].id,
      },
    });
    expect(values.body.data.find((r: { paramKey: string }) => r.paramKey === 'contractExpireDays').paramValue).toBe(
      '45',
    );
  });

  it('gives 参数设置 the published pages of the tenant the platform administrator names, and only theirs to anyone else', async () => {
    const own = await s.call('GET', `${api}/set_page/published`, { token: admin });
    expect(own.body.data.map((p: { tenantId: string; pageCode: string }) => [p.tenantId, p.pageCode])).toEqual([
      ['000000', 'PURCHASE_BASE'],
    ]);
    const tenant = await s.call('GET', `${api}/set_page/published`, { token: admin, query: { tenantId: '100001' } });
    expect(tenant.body.data.map((p: { pageCode: string }) => p.pageCode)).toEqual([
      'PURCHASE_BASE',
      'REPLENISH',
      'REMIND',
    ]);
    expect(new Set(tenant.body.data.map((p: { tenantId: string }) => p.tenantId))).toEqual(new Set(['100001']));
    // Anyone else names a tenant in vain: the server holds them to their own.
    const held = await s.call('GET', `${api}/set_page/published`, { token: stranger, query: { tenantId: '100001' } });
    expect(held.body.data.every((p: { tenantId: string }) => p.tenantId === '200001')).toBe(true);
  });

  it('tells the platform administrator plainly when the page and the shipper are of two tenants', async () => {
    const platformPage = (await s.call('GET', `${api}/set_page/published`, { token: admin })).body.data[0].id;
    const read = await s.call('GET', `${api}/paramSetPageCont/queryValues`, {
      token: admin,
      query: { pageId: platformPage, shipperId: hdky },
    });
    expect(read.status).toBe(400);
    expect(read.body.msg).toBe(
      '参数页面“采购基础参数”属于租户 000000，货主属于租户 100001：请选择同一租户的货主和页面',
    );
    // The platform's own shipper on the platform's own page: its rows.
    const ptys = (await s.call('GET', `${api}/shipper/list`, { token: admin, query: { shipperCode: 'PTYS' } })).body
      .data.records[0].id;
    const values = await s.call('GET', `${api}/paramSetPageCont/queryValues`, {
      token: admin,
      query: { pageId: platformPage, shipperId: ptys },
    });
    expect(values.status).toBe(200);
    expect(values.body.data.find((r: { paramKey: string }) => r.paramKey === 'maxPriceRisePct').paramValue).toBe(
      '4.00',
    );
  });
});
