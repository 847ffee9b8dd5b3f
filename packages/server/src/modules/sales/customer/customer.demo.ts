import { and, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { customerTable } from './customer.table.ts';

type CustomerSeed = typeof customerTable.$inferInsert;

/** The five customers of docs/domain.md §5 in tenant 100001 (华东医药流通's region, 江城市), with licences and credit. */
export const distributorCustomers: CustomerSeed[] = [
  {
    customerCode: 'KH0001',
    customerName: '江城市第一人民医院',
    shortName: '江城一院',
    pinyin: 'JCSDYRMYY',
    customerType: 1,
    creditCode: '12420100441000011X',
    licenseNo: 'PDY00011142010011A1001',
    licenseExpiry: '2029-06-30',
    businessScope: '预防保健科;内科;外科;妇产科;儿科;急诊医学科;药剂科',
    province: '湖北省',
    city: '江城市',
    district: '江岸区',
    address: '江城市江岸区胜利街 155 号',
    contactName: '黄建国',
    contactPhone: '027-82211001',
    gspStatus: 1,
    saleStatus: 1,
    settleType: 2,
    creditDays: 90,
    creditLimit: '2000000.00',
    arrearsAmount: '386420.50',
  },
  {
    customerCode: 'KH0002',
    customerName: '仁和街道社区卫生服务中心',
    shortName: '仁和社区',
    pinyin: 'RHJDSQWSFWZX',
    customerType: 3,
    creditCode: '12420102MB1802233K',
    licenseNo: 'PDY00021342010211D2101',
    licenseExpiry: '2028-03-31',
    businessScope: '全科医疗科;预防保健科;中医科;化学药制剂;中成药',
    province: '湖北省',
    city: '江城市',
    district: '江汉区',
    address: '江城市江汉区仁和路 38 号',
    contactName: '邓小红',
    contactPhone: '027-85770212',
    gspStatus: 1,
    saleStatus: 1,
    settleType: 2,
    creditDays: 60,
    creditLimit: '300000.00',
    arrearsAmount: '42180.00',
  },
  {
    customerCode: 'KH0003',
    customerName: '康宁大药房(解放路店)',
    shortName: '康宁解放路店',
    pinyin: 'KNDYFJFLD',
    customerType: 6,
    creditCode: '91420106MA4K7QX23B',
    licenseNo: '鄂CB0270386',
    licenseExpiry: '2027-11-15',
    businessScope: '处方药;甲类非处方药;乙类非处方药;中成药;化学药制剂;生物制品(除疫苗)',
    province: '湖北省',
    city: '江城市',
    district: '武昌区',
    address: '江城市武昌区解放路 402 号',
    contactName: '周倩',
    contactPhone: '13986000321',
    gspStatus: 1,
    saleStatus: 1,
    settleType: 1,
    creditDays: 0,
    creditLimit: '50000.00',
    arrearsAmount: '0.00',
  },
  {
    customerCode: 'KH0004',
    customerName: '李氏中医诊所',
    shortName: '李氏中医',
    pinyin: 'LSZYZS',
    customerType: 4,
    creditCode: '92420111MA4F3L2P7X',
    licenseNo: 'PDY60517342011117D2212',
    licenseExpiry: '2026-08-31',
    businessScope: '中医科;中成药;中药饮片',
    province: '湖北省',
    city: '江城市',
    district: '洪山区',
    address: '江城市洪山区珞狮路 27 号',
    contactName: '李明德',
    contactPhone: '13707110427',
    // 首营 still under review: not yet orderable.
    gspStatus: 0,
    saleStatus: 1,
    settleType: 1,
    creditDays: 0,
    creditLimit: '10000.00',
    arrearsAmount: '0.00',
  },
  {
    customerCode: 'KH0005',
    customerName: '华康医药连锁有限公司',
    shortName: '华康连锁',
    pinyin: 'HKYYLSYXGS',
    customerType: 7,
    creditCode: '91430100MA4PW8TK1C',
    licenseNo: '湘AA7310592',
    licenseExpiry: '2030-01-20',
    businessScope: '化学药制剂;化学原料药;抗生素制剂;生化药品;生物制品(含冷藏冷冻);中成药;中药饮片',
    province: '湖南省',
    city: '长沙市',
    district: '岳麓区',
    address: '长沙市岳麓区桐梓坡路 229 号',
    contactName: '彭磊',
    contactPhone: '0731-88610555',
    gspStatus: 1,
    saleStatus: 2,
    settleType: 2,
    creditDays: 45,
    creditLimit: '1500000.00',
    arrearsAmount: '1612300.00',
  },
];

/** Tenant 000000's one customer, so the platform administrator's lists show rows of two tenants. */
export const platformCustomers: CustomerSeed[] = [
  {
    customerCode: 'PT-KH0001',
    customerName: '平台演示大药房',
    shortName: '平台演示药房',
    pinyin: 'PTYSDYF',
    customerType: 5,
    creditCode: '91110105MA01PT0001',
    licenseNo: '京AA0100001',
    licenseExpiry: '2028-12-31',
    businessScope: '化学药制剂;中成药',
    province: '北京市',
    city: '北京市',
    district: '朝阳区',
    address: '北京市朝阳区酒仙桥路 10 号',
    contactName: '赵敏',
    contactPhone: '010-64300001',
    gspStatus: 1,
    saleStatus: 1,
    settleType: 1,
    creditDays: 0,
    creditLimit: '20000.00',
    arrearsAmount: '0.00',
  },
];

/** Adds the customers a tenant lacks (by code) and returns every one of them by code: idempotent. */
export async function seedCustomers(
  ctx: Ctx,
  seeds: CustomerSeed[],
): Promise<Map<string, { id: string; name: string }>> {
  const codes = seeds.map((s) => s.customerCode);
  const have = async () =>
    new Map(
      (
        await ctx.db
          .select({ id: customerTable.id, code: customerTable.customerCode, name: customerTable.customerName })
          .from(customerTable)
          .where(and(inArray(customerTable.customerCode, codes), scoped(ctx, customerTable, { dataScope: false })))
      ).map((r) => [String(r.code), { id: String(r.id), name: String(r.name) }]),
    );
  const existing = await have();
  const missing = seeds.filter((s) => !existing.has(s.customerCode));
  if (missing.length)
    await ctx.db.insert(customerTable).values(
      missing.map((s) => ({
        ...s,
        tenantId: ctx.tenantId,
        status: 1,
        createUser: ctx.userId || null,
        createDept: ctx.deptIds[0] ?? null,
        updateUser: ctx.userId || null,
      })),
    );
  return have();
}
