import {
  type CallDef,
  customerCalls,
  customToSalerCalls,
  goodsInfoCalls,
  gradeDocCalls,
  gradeDtlCalls,
  salesPickerCalls,
  userGoodsCalls,
} from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { customersOfSaler } from '../custom-to-saler/custom-to-saler.service.ts';
import { userGoodsRulesOf } from '../user-goods/user-goods.query.ts';
import { demoCtx, demoUsers } from './demo-ctx.ts';
import { gradeLevelOf } from './grade.query.ts';
import { dataOf, modulesWithGrades } from './grades.fixture.ts';
import { gradesParts } from './grades.parts.ts';

/**
 * The demo rows of 控销等级, 用户商品, 客户资料 and 客户业务员 on a first start with demo data (docs/domain.md §5), what the
 * app-side functions read from them, 商品信息 over the demo's stock, and a second run of the seed adding nothing.
 */
// The demo on the app's modules with these screens' parts wired in (`modulesWithGrades`), which the kit's `apiTest`
// does not take: the suite starts its own server.
let s: TestServer;
let admin: Session;
const tenantId = '100001';

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, demoData: true }, modulesWithGrades());
  admin = await signedIn(s);
}, 300_000);
afterAll(async () => s?.close());

const list = async (call: CallDef, query: Record<string, string> = {}) =>
  dataOf(await admin.send(call, { query: { tenantId, size: '100', ...query } })).records as any[];

const shipper = async (code: string) =>
  (dataOf(await admin.send(salesPickerCalls.shippers, { query: { tenantId } })) as any[]).find(
    (x) => x.shipperCode === code,
  );

describe('the sales-mobile demo', () => {
  test('has the five customers, the three grades and their holders', async () => {
    const customers = await list(customerCalls.list);
    expect(customers.map((c) => [c.customerCode, c.customerName, c.primarySalerName])).toEqual([
      ['KH0001', '江城市第一人民医院', '王强'],
      ['KH0002', '仁和街道社区卫生服务中心', '王强'],
      ['KH0003', '康宁大药房(解放路店)', '王强'],
      ['KH0004', '李氏中医诊所', '刘洋'],
      ['KH0005', '华康医药连锁有限公司', '刘洋'],
    ]);
    expect(customers[0]).toMatchObject({ customerType: 1, licenseExpiry: '2029-06-30', creditLimit: '2000000.00' });
    const grades = await list(gradeDocCalls.list);
    expect(grades.map((g) => [g.gradeCode, g.gradeLevel, g.status, g.employeeCount, g.shipperName])).toEqual([
      ['KX-A', 2, 1, 1, '华东康源医药有限公司'],
      ['KX-B', 1, 1, 1, '华东康源医药有限公司'],
      ['PT', 0, 1, 1, '华东康源医药有限公司'],
    ]);
    expect(grades.every((g) => /^KXDJ\d{12}$/.test(g.docNo))).toBe(true);
    const holders = await list(gradeDtlCalls.list);
    expect(holders.map((h) => h.employeeName).sort()).toEqual(['刘洋', '王强', '陈静'].sort());
    // The platform tenant has a little of the same.
    const platform = dataOf(await admin.send(gradeDocCalls.list, { query: { tenantId: '000000' } }));
    expect(platform.total).toBe(1);
  });

  test('serves the app: grades, goods exceptions and customers of the demo’s reps', async () => {
    const ctx = await demoCtx(s.db, tenantId, 'chenjing');
    const reps = await demoUsers(s.db, tenantId, ['wangqiang', 'liuyang', 'chenjing']);
    const hdky = await shipper('HDKY');
    expect((await gradeLevelOf(ctx, hdky.id, reps.get('wangqiang')!))?.gradeLevel).toBe(1);
    expect((await gradeLevelOf(ctx, hdky.id, reps.get('chenjing')!))?.gradeCode).toBe('KX-A');
    const goods = await list(userGoodsCalls.list);
    expect(goods.map((g) => [g.userName, g.goodsCode, g.ruleType, g.status])).toEqual([
      ['王强', 'G0007', 1, 1],
      ['刘洋', 'G0017', 2, 0],
    ]);
    const wang = await userGoodsRulesOf(ctx, hdky.id, reps.get('wangqiang')!);
    expect([...wang.include]).toEqual([goods[0].goodsId]);
    // 刘洋's exclusion is pending: it changes nothing yet.
    expect((await userGoodsRulesOf(ctx, hdky.id, reps.get('liuyang')!)).exclude.size).toBe(0);
    const served = await customersOfSaler(ctx, hdky.id, reps.get('liuyang')!);
    expect(served.map((c) => [c.customerName, c.isPrimary])).toEqual([
      ['华康医药连锁有限公司', true],
      ['李氏中医诊所', true],
      ['康宁大药房(解放路店)', false],
    ]);
    const kh3 = (await list(customerCalls.list, { keyword: 'KH0003' }))[0];
    const changes = dataOf(await admin.send(customToSalerCalls.history, { query: { customerId: kh3.id } }));
    expect(changes.map((c: any) => [c.action, c.fromSalerName, c.toSalerName])).toEqual([['REASSIGN', '刘洋', '王强']]);
  });

  test('lists the goods with the shipper’s available stock', async () => {
    const hdky = await shipper('HDKY');
    const page = dataOf(await admin.send(goodsInfoCalls.list, { query: { shipperId: hdky.id, size: '50' } }));
    expect(page.total).toBeGreaterThanOrEqual(17);
    const g7 = page.records.find((r: any) => r.goodsCode === 'G0007');
    expect(g7).toMatchObject({ commonName: '硝苯地平控释片', controlLevel: 2, retailPrice: '31.5000' });
    expect(Number(g7.availableQty)).toBeGreaterThan(0);
  });

  test('adds nothing when the seed runs again', async () => {
    const counts = async () =>
      Promise.all(
        [customerCalls.list, gradeDocCalls.list, gradeDtlCalls.list, customToSalerCalls.list, userGoodsCalls.list].map(
          async (p) => (await list(p)).length,
        ),
      );
    const before = await counts();
    await gradesParts.demo(s.db);
    expect(await counts()).toEqual(before);
  });
});
