import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { customersOfSaler } from '../custom-to-saler/custom-to-saler.service.ts';
import { userGoodsRulesOf } from '../user-goods/user-goods.query.ts';
import { demoCtx, demoUsers } from './demo-ctx.ts';
import { gradeLevelOf } from './grade.query.ts';
import { gradesParts } from './grades.parts.ts';
import { dataOf, modulesWithGrades } from './grades.test-kit.ts';

/**
 * The demo rows of 控销等级, 用户商品, 客户资料 and 客户业务员 on a first start with demo data (docs/domain.md §5), what the
 * app-side functions read from them, 商品信息 over the demo's stock, and a second run of the seed adding nothing.
 */
let s: TestServer;
let admin: string;
const tenantId = '100001';
const api = '/api/sales-mobile';

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false, demoData: true }, modulesWithGrades());
  admin = (await s.login()).access_token;
}, 300_000);
afterAll(async () => s?.close());

const list = async (path: string, query: Record<string, string> = {}) =>
  dataOf(await s.call('GET', `${api}/${path}`, { token: admin, query: { tenantId, size: '100', ...query } }))
    .records as any[];

const shipper = async (code: string) =>
  (dataOf(await s.call('GET', `${api}/picker/shippers`, { token: admin, query: { tenantId } })) as any[]).find(
    (x) => x.shipperCode === code,
  );

describe('the sales-mobile demo', () => {
  it('has the five customers, the three grades and their holders', async () => {
    const customers = await list('custominfo/page');
    expect(customers.map((c) => [c.customerCode, c.customerName, c.primarySalerName])).toEqual([
      ['KH0001', '江城市第一人民医院', '王强'],
      ['KH0002', '仁和街道社区卫生服务中心', '王强'],
      ['KH0003', '康宁大药房(解放路店)', '王强'],
      ['KH0004', '李氏中医诊所', '刘洋'],
      ['KH0005', '华康医药连锁有限公司', '刘洋'],
    ]);
    expect(customers[0]).toMatchObject({ customerType: 1, licenseExpiry: '2029-06-30', creditLimit: '2000000.00' });
    const grades = await list('zxEmpControlGradeDoc/list');
    expect(grades.map((g) => [g.gradeCode, g.gradeLevel, g.status, g.employeeCount, g.shipperName])).toEqual([
      ['KX-A', 2, 1, 1, '华东康源医药有限公司'],
      ['KX-B', 1, 1, 1, '华东康源医药有限公司'],
      ['PT', 0, 1, 1, '华东康源医药有限公司'],
    ]);
    expect(grades.every((g) => /^KXDJ\d{12}$/.test(g.docNo))).toBe(true);
    const holders = await list('zxEmpControlGradeDtl/list');
    expect(holders.map((h) => h.employeeName).sort()).toEqual(['刘洋', '王强', '陈静'].sort());
    // The platform tenant has a little of the same.
    const platform = dataOf(
      await s.call('GET', `${api}/zxEmpControlGradeDoc/list`, { token: admin, query: { tenantId: '000000' } }),
    );
    expect(platform.total).toBe(1);
  });

  it('serves the app: grades, goods exceptions and customers of the demo’s reps', async () => {
    const ctx = await demoCtx(s.db, tenantId, 'chenjing');
    const reps = await demoUsers(s.db, tenantId, ['wangqiang', 'liuyang', 'chenjing']);
    const hdky = await shipper('HDKY');
    expect((await gradeLevelOf(ctx, hdky.id, reps.get('wangqiang')!))?.gradeLevel).toBe(1);
    expect((await gradeLevelOf(ctx, hdky.id, reps.get('chenjing')!))?.gradeCode).toBe('KX-A');
    const goods = await list('pubExUserGoods/list');
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
    const kh3 = (await list('custominfo/page', { keyword: 'KH0003' }))[0];
    const changes = dataOf(
      await s.call('GET', `${api}/pubCustomToSaler/history`, { token: admin, query: { customerId: kh3.id } }),
    );
    expect(changes.map((c: any) => [c.action, c.fromSalerName, c.toSalerName])).toEqual([['REASSIGN', '刘洋', '王强']]);
  });

  it('lists the goods with the shipper’s available stock', async () => {
    const hdky = await shipper('HDKY');
    const page = dataOf(
      await s.call('GET', `${api}/goodsinformation/list`, { token: admin, query: { shipperId: hdky.id, size: '50' } }),
    );
    expect(page.total).toBeGreaterThanOrEqual(17);
    const g7 = page.records.find((r: any) => r.goodsCode === 'G0007');
    expect(g7).toMatchObject({ commonName: '硝苯地平控释片', controlLevel: 2, retailPrice: '31.5000' });
    expect(Number(g7.availableQty)).toBeGreaterThan(0);
  });

  it('adds nothing when the seed runs again', async () => {
    const counts = async () =>
      Promise.all(
        [
          'custominfo/page',
          'zxEmpControlGradeDoc/list',
          'zxEmpControlGradeDtl/list',
          'pubCustomToSaler/list',
          'pubExUserGoods/list',
        ].map(async (p) => (await list(p)).length),
      );
    const before = await counts();
    await gradesParts.demo(s.db);
    expect(await counts()).toEqual(before);
  });
});
