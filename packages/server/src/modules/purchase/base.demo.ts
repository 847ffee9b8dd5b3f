import { defaultTenantId } from '@pharma/contract';
import { demoTenantIds } from '../../demo.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { accountOf } from '../user/public.ts';
import { catalogueLineTable, catalogueTable } from './catalogue/catalogue.table.ts';
import { goodsTable } from './master/goods.table.ts';
import { shipperTable } from './master/shipper.table.ts';
import { supplierTable } from './master/supplier.table.ts';
import { varietyTable } from './master/variety.table.ts';
import { warehouseTable } from './master/warehouse.table.ts';
import { paramAttributesTable, paramDefTable, paramValueTable, setPageTable } from './params/params.table.ts';
import { purchaseSettingTable } from './setting/setting.table.ts';
import { dayIn } from './shared/days.ts';
import { nextDocNumber } from './shared/doc-number.ts';
import { goodsSalesTable, goodsStockTable } from './stock/stock.table.ts';

const timeZone = process.env.TIME_ZONE ?? 'Asia/Shanghai';
const dayMs = 86_400_000;
/** yyyy-MM-dd, `days` from today (in the configured zone). */
const dayFrom = (days: number) => dayIn(timeZone, new Date(Date.now() + days * dayMs));
const today = () => dayFrom(0);
const year = () => today().slice(0, 4);

/** A small deterministic generator, so every first start shows the same shape of sales. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

type GoodsSeed = {
  code: string;
  common: string;
  trade?: string;
  spec: string;
  form: string;
  unit: string;
  pack: number;
  middle: number;
  maker: string;
  approval: string;
  rx: number;
  storage: number;
  price: string;
  variety?: string;
  control?: number;
  special?: number;
  /** Average daily sales and stock on hand at the first shipper (HDKY), for the suggestion. */
  avg: number;
  stock: number;
};

/** docs/domain.md §5's goods (plus a second maker's amoxicillin pack), with HDKY's sales and stock shaped for AUTO. */
const goodsSeeds: GoodsSeed[] = [
  {
    code: 'G0001',
    common: '阿莫西林胶囊',
    spec: '0.25g×24粒',
    form: '胶囊剂',
    unit: '盒',
    pack: 600,
    middle: 10,
    maker: '石药集团中诺药业(石家庄)有限公司',
    approval: '国药准字H20990001',
    rx: 1,
    storage: 1,
    price: '5.80',
    variety: 'V-AMOX',
    avg: 40,
    stock: 300,
  },
  {
    code: 'G0002',
    common: '头孢克肟分散片',
    spec: '0.1g×6片',
    form: '片剂',
    unit: '盒',
    pack: 400,
    middle: 10,
    maker: '广州白云山制药股份有限公司',
    approval: '国药准字H20990002',
    rx: 1,
    storage: 1,
    price: '12.50',
    avg: 12,
    stock: 500,
  },
  {
    code: 'G0003',
    common: '布洛芬缓释胶囊',
    trade: '芬必得',
    spec: '0.3g×20粒',
    form: '胶囊剂',
    unit: '盒',
    pack: 300,
    middle: 10,
    maker: '中美天津史克制药有限公司',
    approval: '国药准字H20990003',
    rx: 2,
    storage: 1,
    price: '17.90',
    avg: 25,
    stock: 200,
  },
  {
    code: 'G0004',
    common: '苯磺酸氨氯地平片',
    trade: '络活喜',
    spec: '5mg×7片',
    form: '片剂',
    unit: '盒',
    pack: 500,
    middle: 10,
    maker: '辉瑞制药有限公司',
    approval: '国药准字H20990004',
    rx: 1,
    storage: 1,
    price: '26.30',
    variety: 'V-AMLO',
    avg: 30,
    stock: 1500,
  },
  {
    code: 'G0005',
    common: '阿托伐他汀钙片',
    trade: '立普妥',
    spec: '20mg×7片',
    form: '片剂',
    unit: '盒',
    pack: 500,
    middle: 10,
    maker: '辉瑞制药有限公司',
    approval: '国药准字H20990005',
    rx: 1,
    storage: 1,
    price: '38.60',
    avg: 20,
    stock: 150,
  },
  {
    code: 'G0006',
    common: '盐酸二甲双胍片',
    trade: '格华止',
    spec: '0.5g×20片',
    form: '片剂',
    unit: '盒',
    pack: 400,
    middle: 10,
    maker: '中美上海施贵宝制药有限公司',
    approval: '国药准字H20990006',
    rx: 1,
    storage: 1,
    price: '16.20',
    avg: 18,
    stock: 900,
  },
  {
    code: 'G0007',
    common: '硝苯地平控释片',
    trade: '拜新同',
    spec: '30mg×7片',
    form: '片剂',
    unit: '盒',
    pack: 400,
    middle: 10,
    maker: '拜耳医药保健有限公司',
    approval: '国药准字J20990007',
    rx: 1,
    storage: 2,
    price: '31.50',
    control: 2,
    avg: 10,
    stock: 80,
  },
  {
    code: 'G0008',
    common: '奥美拉唑肠溶胶囊',
    spec: '20mg×14粒',
    form: '胶囊剂',
    unit: '盒',
    pack: 600,
    middle: 10,
    maker: '湘江众泰药业有限公司',
    approval: '国药准字H20990008',
    rx: 1,
    storage: 2,
    price: '9.80',
    avg: 35,
    stock: 2000,
  },
  {
    code: 'G0009',
    common: '蒙脱石散',
    trade: '思密达',
    spec: '3g×10袋',
    form: '散剂',
    unit: '盒',
    pack: 200,
    middle: 10,
    maker: '博福-益普生(天津)制药有限公司',
    approval: '国药准字H20990009',
    rx: 2,
    storage: 1,
    price: '15.40',
    avg: 15,
    stock: 100,
  },
  {
    code: 'G0010',
    common: '感冒灵颗粒',
    trade: '999',
    spec: '10g×9袋',
    form: '颗粒剂',
    unit: '盒',
    pack: 120,
    middle: 6,
    maker: '华润三九医药股份有限公司',
    approval: '国药准字Z20990010',
    rx: 2,
    storage: 1,
    price: '11.20',
    avg: 60,
    stock: 400,
  },
  {
    code: 'G0011',
    common: '藿香正气水',
    spec: '10ml×10支',
    form: '酊剂',
    unit: '盒',
    pack: 100,
    middle: 10,
    maker: '太极集团重庆涪陵制药厂有限公司',
    approval: '国药准字Z20990011',
    rx: 2,
    storage: 2,
    price: '8.60',
    avg: 8,
    stock: 500,
  },
  {
    code: 'G0012',
    common: '连花清瘟胶囊',
    spec: '0.35g×24粒',
    form: '胶囊剂',
    unit: '盒',
    pack: 240,
    middle: 12,
    maker: '石家庄以岭药业股份有限公司',
    approval: '国药准字Z20990012',
    rx: 1,
    storage: 1,
    price: '13.90',
    control: 1,
    avg: 45,
    stock: 300,
  },
  {
    code: 'G0013',
    common: '复方丹参滴丸',
    spec: '27mg×180丸',
    form: '滴丸剂',
    unit: '瓶',
    pack: 240,
    middle: 12,
    maker: '天士力医药集团股份有限公司',
    approval: '国药准字Z20990013',
    rx: 1,
    storage: 1,
    price: '24.70',
    control: 1,
    avg: 12,
    stock: 600,
  },
  {
    code: 'G0014',
    common: '板蓝根颗粒',
    spec: '10g×20袋',
    form: '颗粒剂',
    unit: '袋',
    pack: 60,
    middle: 6,
    maker: '广州白云山和记黄埔中药有限公司',
    approval: '国药准字Z20990014',
    rx: 2,
    storage: 1,
    price: '9.50',
    avg: 20,
    stock: 0,
  },
  {
    code: 'G0015',
    common: '精蛋白生物合成人胰岛素注射液(预混30R)',
    trade: '诺和灵30R',
    spec: '3ml:300IU',
    form: '注射剂',
    unit: '支',
    pack: 200,
    middle: 10,
    maker: '诺和诺德(中国)制药有限公司',
    approval: '国药准字S20990015',
    rx: 1,
    storage: 3,
    price: '58.00',
    variety: 'V-INSU-30R',
    avg: 6,
    stock: 30,
  },
  {
    code: 'G0016',
    common: '0.9%氯化钠注射液',
    spec: '250ml:2.25g 软袋',
    form: '注射剂',
    unit: '袋',
    pack: 40,
    middle: 1,
    maker: '四川科伦药业股份有限公司',
    approval: '国药准字H20990016',
    rx: 1,
    storage: 1,
    price: '2.10',
    avg: 0,
    stock: 800,
  },
  {
    code: 'G0017',
    common: '复方甘草片',
    spec: '100片',
    form: '片剂',
    unit: '瓶',
    pack: 200,
    middle: 10,
    maker: '瑞宁制药有限公司',
    approval: '国药准字H20990017',
    rx: 1,
    storage: 1,
    price: '4.30',
    special: 1,
    avg: 5,
    stock: 400,
  },
  {
    code: 'G0018',
    common: '阿莫西林胶囊',
    spec: '0.25g×36粒',
    form: '胶囊剂',
    unit: '盒',
    pack: 400,
    middle: 10,
    maker: '珠海联邦制药股份有限公司',
    approval: '国药准字H20990018',
    rx: 1,
    storage: 1,
    price: '7.90',
    variety: 'V-AMOX',
    avg: 8,
    stock: 40,
  },
];

const drugTypeOf = (approval: string) => ({ H: 1, J: 1, Z: 2, S: 3 })[approval.charAt(4)] ?? 1;

/** The fixed settings, parameter pages and catalogue rows need someone to have made them. */
async function demoCtx(db: Db, tenantId: string, account: string): Promise<Ctx & { buyerId: string | null }> {
  const found = await accountOf(db, tenantId, account);
  return {
    db,
    tenantId,
    timeZone,
    userId: found?.id ?? '',
    buyerId: found?.id ?? null,
    deptIds: (found?.deptId ?? '').split(',').filter(Boolean),
  } as unknown as Ctx & { buyerId: string | null };
}

interface Made {
  shippers: Map<string, string>;
  suppliers: Map<string, string>;
  goods: Map<string, string>;
  varieties: Map<string, string>;
}

async function masterData(
  db: Db,
  tenantId: string,
  plan: {
    shippers: Array<[code: string, name: string, short: string, type: number]>;
    suppliers: Array<[code: string, name: string, type: number, first: number, licenceDays: number, cold: boolean]>;
    goods: GoodsSeed[];
  },
): Promise<Made> {
  const shippers = await db
    .insert(shipperTable)
    .values(
      plan.shippers.map(([code, name, short, type], i) => ({
        tenantId,
        shipperCode: code,
        shipperName: name,
        shortName: short,
        shipperType: type,
        creditCode: `91430100MA4L${String(1000 + i)}X${i}`.slice(0, 18),
        drugLicenseNo: `湘AA${7310000 + i}`,
        licenseExpiry: dayFrom(900 + i * 30),
        contactName: ['周敏', '蒋涛', '杨帆'][i % 3],
        contactPhone: `1380000100${7 + i}`,
        address: ['长沙市岳麓区麓谷大道 88 号', '株洲市天元区黄河北路 16 号', '昆明市呈贡区春融街 9 号'][i % 3],
        status: 1,
      })),
    )
    .returning({ id: shipperTable.id, code: shipperTable.shipperCode });
  const suppliers = await db
    .insert(supplierTable)
    .values(
      plan.suppliers.map(([code, name, type, first, licenceDays, cold], i) => ({
        tenantId,
        supplierCode: code,
        supplierName: name,
        supplierType: type,
        creditCode: `91110000MA0${String(20000 + i)}Y${i}`.slice(0, 18),
        licenseNo: `京AA${2010000 + i}`,
        licenseExpiry: dayFrom(licenceDays),
        firstBusinessStatus: first,
        qualityAgreementExpiry: dayFrom(Math.max(licenceDays, 200)),
        salesRepName: ['何俊', '邓丽', '曹宁', '罗斌', '宋佳'][i % 5],
        salesRepAuthExpiry: dayFrom(300),
        coldChain: cold,
        specialScope: type === 1 || i === 0,
        defaultSettleType: 2,
        defaultPaymentTermDays: 60,
        contactName: ['何俊', '邓丽', '曹宁', '罗斌', '宋佳'][i % 5],
        contactPhone: `1390000200${i}`,
        status: 1,
      })),
    )
    .returning({ id: supplierTable.id, code: supplierTable.supplierCode });
  const varietyRows = [
    ['V-AMOX', '阿莫西林胶囊 0.25g', '阿莫西林胶囊', '胶囊剂', '0.25g', 1, '抗感染药/青霉素类', true],
    ['V-AMLO', '氨氯地平片 5mg', '苯磺酸氨氯地平片', '片剂', '5mg', 1, '心血管系统药/钙通道阻滞剂', true],
    [
      'V-INSU-30R',
      '预混人胰岛素30R',
      '精蛋白生物合成人胰岛素注射液(预混30R)',
      '注射剂',
      '3ml:300IU',
      3,
      '内分泌系统药/胰岛素',
      false,
    ],
  ] as const;
  const wantedVarieties = new Set(plan.goods.map((g) => g.variety).filter(Boolean));
  const varieties = await db
    .insert(varietyTable)
    .values(
      varietyRows
        .filter(([code]) => wantedVarieties.has(code))
        .map(([code, name, common, form, strength, drugType, category, central]) => ({
          tenantId,
          varietyCode: code,
          varietyName: name,
          commonName: common,
          dosageForm: form,
          strength,
          drugType,
          categoryPath: category,
          centralProcurement: central,
          status: 1,
        })),
    )
    .returning({ id: varietyTable.id, code: varietyTable.varietyCode });
  const varietyIds = new Map(varieties.map((v) => [String(v.code), v.id]));
  const goods = await db
    .insert(goodsTable)
    .values(
      plan.goods.map((g, i) => ({
        tenantId,
        goodsCode: g.code,
        commonName: g.common,
        tradeName: g.trade ?? null,
        spec: g.spec,
        dosageForm: g.form,
        unit: g.unit,
        packQty: g.pack,
        middlePackQty: g.middle,
        manufacturer: g.maker,
        mahName: g.maker,
        approvalNo: g.approval,
        approvalExpiry: dayFrom(700 + i * 20),
        varietyId: g.variety ? (varietyIds.get(g.variety) ?? null) : null,
        drugType: drugTypeOf(g.approval),
        rxType: g.rx,
        storageCondition: g.storage,
        coldChain: g.storage === 3,
        specialControl: g.special ?? 0,
        shelfLifeMonths: g.storage === 3 ? 30 : 24,
        taxRate: '0.1300',
        referencePrice: g.price,
        controlLevel: g.control ?? 0,
        twoInvoice: g.storage === 3,
        centralProcurement: g.variety === 'V-AMOX' || g.variety === 'V-AMLO',
        firstBusinessStatus: 1,
        status: 1,
      })),
    )
    .returning({ id: goodsTable.id, code: goodsTable.goodsCode });
  return {
    shippers: new Map(shippers.map((r) => [String(r.code), r.id])),
    suppliers: new Map(suppliers.map((r) => [String(r.code), r.id])),
    goods: new Map(goods.map((r) => [String(r.code), r.id])),
    varieties: varietyIds,
  };
}

async function warehouses(
  db: Db,
  tenantId: string,
  rows: Array<[code: string, name: string, shipperId: string, zone: number]>,
) {
  const made = await db
    .insert(warehouseTable)
    .values(
      rows.map(([code, name, shipperId, zone]) => ({
        tenantId,
        warehouseCode: code,
        warehouseName: name,
        shipperId,
        tempZone: zone,
        address: '长沙市望城区金星北路 1288 号华东医药物流园',
        status: 1,
      })),
    )
    .returning({ id: warehouseTable.id, code: warehouseTable.warehouseCode });
  return new Map(made.map((w) => [String(w.code), w.id]));
}

/** A catalogue with its lines (goods-level), numbered as the service numbers them. */
async function catalogue(
  ctx: Ctx,
  head: {
    name: string;
    shipperId: string;
    from: string;
    to: string;
    status: number;
    auditUserId?: string | null;
    remark?: string;
  },
  lines: Array<{
    goodsId: string;
    varietyId?: string | null;
    supplierId: string;
    price: string;
    only?: boolean;
    priority?: number;
    minQty?: string;
    bid?: string;
  }>,
) {
  const [made] = await ctx.db
    .insert(catalogueTable)
    .values({
      tenantId: ctx.tenantId,
      catalogueNo: await nextDocNumber(ctx, 'CGML', head.from),
      catalogueName: head.name,
      shipperId: head.shipperId,
      effectiveFrom: head.from,
      effectiveTo: head.to,
      lineCount: lines.length,
      status: head.status,
      auditUserId: head.status === 0 ? null : head.auditUserId || null,
      auditTime: head.status === 0 ? null : new Date(Date.now() - 30 * dayMs),
      remark: head.remark ?? null,
      createUser: ctx.userId || null,
    })
    .returning({ id: catalogueTable.id });
  await ctx.db.insert(catalogueLineTable).values(
    lines.map((l, i) => ({
      tenantId: ctx.tenantId,
      catalogueId: made!.id,
      lineNo: i + 1,
      varietyId: l.varietyId ?? null,
      goodsId: l.goodsId,
      supplierId: l.supplierId,
      unitPrice: l.price,
      taxRate: '0.1300',
      settleType: 2,
      paymentTermDays: 60,
      onlySupplier: l.only ?? false,
      priority: l.priority ?? 0,
      minOrderQty: l.minQty ?? null,
      bidSerialNo: l.bid ?? null,
      status: 1,
      createUser: ctx.userId || null,
    })),
  );
  return made!.id;
}

/** Stock now and daily sales over the last 90 days, around each goods item's average (none where it is 0). */
async function stockAndSales(
  db: Db,
  tenantId: string,
  shipperId: string,
  items: Array<{ goodsId: string; avg: number; stock: number; soldNotShipped?: number }>,
  seed: number,
) {
  const next = random(seed);
  await db.insert(goodsStockTable).values(
    items.map((i) => ({
      tenantId,
      shipperId,
      goodsId: i.goodsId,
      stockQty: String(i.stock),
      availableQty: String(Math.max(0, i.stock - (i.soldNotShipped ?? 0))),
      soldNotShippedQty: String(i.soldNotShipped ?? 0),
    })),
  );
  const sales: Array<typeof goodsSalesTable.$inferInsert> = [];
  for (const i of items) {
    if (i.avg <= 0) continue;
    for (let d = 1; d <= 90; d++) {
      // Weekends sell less; a day varies ±40 % around the average.
      const weekday = new Date(Date.now() - d * dayMs).getDay();
      const factor = (weekday === 0 || weekday === 6 ? 0.6 : 1.15) * (0.6 + 0.8 * next());
      sales.push({
        tenantId,
        shipperId,
        goodsId: i.goodsId,
        saleDate: dayFrom(-d),
        qty: String(Math.round(i.avg * factor)),
      });
    }
  }
  for (let k = 0; k < sales.length; k += 500) await db.insert(goodsSalesTable).values(sales.slice(k, k + 500));
}

type Def = [
  typename: string,
  key: string,
  name: string,
  valueType: string,
  component: string,
  options: {
    dict?: string;
    def?: string;
    required?: boolean;
    min?: string;
    max?: string;
    unit?: string;
    help?: string;
  },
];

async function paramPage(
  ctx: Ctx,
  page: { code: string; name: string; sort: number; status: number; remark: string },
  defs: Def[],
) {
  const [made] = await ctx.db
    .insert(setPageTable)
    .values({
      tenantId: ctx.tenantId,
      pageCode: page.code,
      pageName: page.name,
      category: 'purchase',
      sort: page.sort,
      status: page.status,
      remark: page.remark,
      createUser: ctx.userId || null,
    })
    .returning({ id: setPageTable.id });
  await ctx.db.insert(paramDefTable).values(
    defs.map(([typename, key, name, valueType, component, o], i) => ({
      tenantId: ctx.tenantId,
      pageId: made!.id,
      typename,
      paramKey: key,
      paramName: name,
      valueType,
      componentType: component,
      dictType: o.dict ?? null,
      defaultValue: o.def ?? null,
      required: o.required ?? false,
      minValue: o.min ?? null,
      maxValue: o.max ?? null,
      unit: o.unit ?? null,
      helpText: o.help ?? null,
      sort: (i + 1) * 10,
    })),
  );
  return made!.id;
}

const purchaseBasePage: Def[] = [
  [
    '基础规则',
    'defaultPurchaseMode',
    '默认采购方式',
    'ENUM',
    'select',
    { dict: 'sc_plan_type', def: '1', required: true },
  ],
  ['基础规则', 'mergeSameGoods', '同品规合并下单', 'BOOL', 'switch', { def: 'true', required: true }],
  [
    '基础规则',
    'buyerRemark',
    '采购单备注模板',
    'STRING',
    'input',
    { def: '请按GSP要求随货附检验报告', help: '下单时默认带出' },
  ],
  [
    '价格控制',
    'maxPriceRisePct',
    '最高涨价比例',
    'DECIMAL',
    'number',
    { def: '5.00', min: '0', max: '50', unit: '%', required: true },
  ],
  ['价格控制', 'priceCompareMonths', '比价取数月数', 'INT', 'number', { def: '3', min: '1', max: '24', unit: '月' }],
  [
    '价格控制',
    'allowedSettleTypes',
    '允许的结算方式',
    'MULTI_ENUM',
    'checkbox',
    { dict: 'sc_settle_type', def: '1,2' },
  ],
];
const replenishPage: Def[] = [
  ['计算口径', 'excludePromotionSales', '剔除促销销量', 'BOOL', 'switch', { def: 'true' }],
  [
    '计算口径',
    'minAvgDailySales',
    '最低日均销量',
    'DECIMAL',
    'number',
    { def: '0.5', min: '0', max: '1000', unit: '盒' },
  ],
  [
    '计算口径',
    'seasonalFactor',
    '季节系数',
    'DECIMAL',
    'number',
    { def: '1.00', min: '0.5', max: '3', help: '流感季可调高' },
  ],
  ['执行安排', 'runWeekdays', '执行日(周)', 'STRING', 'input', { def: '1,3,5', help: '逗号分隔, 1 为周一' }],
  ['执行安排', 'runTime', '执行时间', 'TIME', 'time', { def: '06:30', required: true }],
  ['执行安排', 'pauseUntil', '暂停补货至', 'DATE', 'date', {}],
];
const contractPage: Def[] = [
  [
    '合同条款',
    'defaultContractType',
    '默认合同类型',
    'ENUM',
    'select',
    { dict: 'sc_contract_type', def: '1', required: true },
  ],
  ['合同条款', 'defaultDelivery', '默认配送方式', 'ENUM', 'select', { dict: 'sc_delivery_method', def: '1' }],
  [
    '合同条款',
    'qualityTerms',
    '质量条款',
    'STRING',
    'input',
    { def: '供方应随货提供同批号检验报告, 冷链药品全程温度记录' },
  ],
  [
    '有效期',
    'frameValidMonths',
    '框架协议有效月数',
    'INT',
    'number',
    { def: '12', min: '1', max: '36', unit: '月', required: true },
  ],
  ['有效期', 'autoRenew', '到期自动续签', 'BOOL', 'checkbox', { def: 'false' }],
  ['有效期', 'yearEnd', '年度协议截止日', 'DATE', 'date', { def: `${new Date().getFullYear()}-12-31` }],
];
const remindPage: Def[] = [
  [
    '到期提醒',
    'contractExpireDays',
    '合同到期提前天数',
    'INT',
    'number',
    { def: '30', min: '1', max: '180', unit: '天', required: true },
  ],
  [
    '到期提醒',
    'licenceExpireDays',
    '证照到期提前天数',
    'INT',
    'number',
    { def: '30', min: '1', max: '180', unit: '天', required: true },
  ],
  ['到期提醒', 'remindChannels', '提醒渠道', 'MULTI_ENUM', 'checkbox', { dict: 'sc_delivery_method', def: '1' }],
  ['免打扰', 'quietEnabled', '夜间免打扰', 'BOOL', 'switch', { def: 'true' }],
  ['免打扰', 'quietFrom', '免打扰开始', 'TIME', 'time', { def: '22:00' }],
  ['免打扰', 'quietTo', '免打扰结束', 'TIME', 'time', { def: '08:00' }],
];

async function saveParamValues(ctx: Ctx, shipperId: string, pageId: string, values: Record<string, string>) {
  await ctx.db.insert(paramValueTable).values(
    Object.entries(values).map(([paramKey, paramValue]) => ({
      tenantId: ctx.tenantId,
      shipperId,
      pageId,
      paramKey,
      paramValue,
      createUser: ctx.userId || null,
    })),
  );
}

async function attributes(ctx: Ctx, shipperId: string) {
  const rows: Array<[string, string, string, string | null, string, boolean]> = [
    ['centralProcurement', '是否集采', 'BOOL', null, 'GOODS', true],
    ['insuranceClass', '医保类别', 'STRING', null, 'GOODS', true],
    ['bidSerialNo', '中标流水号', 'STRING', null, 'PLAN_LINE', false],
    ['goodsOrigin', '商品归属地', 'STRING', null, 'GOODS', false],
    ['deliveryPreference', '配送方式偏好', 'ENUM', 'sc_delivery_method', 'CONTRACT', false],
  ];
  await ctx.db.insert(paramAttributesTable).values(
    rows.map(([code, name, valueType, dictType, target, visible], i) => ({
      tenantId: ctx.tenantId,
      shipperId,
      attrCode: code,
      attrName: name,
      valueType,
      dictType,
      targetEntity: target,
      required: i === 0,
      visibleInList: visible,
      sort: (i + 1) * 10,
      enabled: code !== 'deliveryPreference',
      createUser: ctx.userId || null,
    })),
  );
}

/** Tenant 100001 (华东医药流通, a 3PL): docs/domain.md §5's shippers, suppliers, goods, catalogue and settings. */
async function distributorDemo(db: Db) {
  const tenantId = demoTenantIds.distributor;
  const buyer = await demoCtx(db, tenantId, 'zhaolei');
  const manager = await demoCtx(db, tenantId, 'majun');
  const made = await masterData(db, tenantId, {
    shippers: [
      ['HDKY', '华东康源医药有限公司', '华东康源', 2],
      ['XJZT', '湘江众泰药业有限公司', '湘江众泰', 1],
      ['YLBC', '云岭本草医药有限公司', '云岭本草', 2],
    ],
    suppliers: [
      ['HTYY', '汇通医药集团股份有限公司', 3, 1, 800, false],
      ['KTSY', '康泰医药商业有限公司', 3, 0, 500, false],
      ['RNZY', '瑞宁制药有限公司', 1, 1, 650, false],
      ['ALSW', '安澜生物制药有限公司', 2, 1, 25, true],
      ['QYMY', '清源医药贸易有限公司', 3, 1, -20, false],
    ],
    goods: goodsSeeds,
  });
  const id = (map: Map<string, string>, code: string) => map.get(code)!;
  const [hdky, xjzt, ylbc] = ['HDKY', 'XJZT', 'YLBC'].map((c) => id(made.shippers, c)) as [string, string, string];
  const wh = await warehouses(db, tenantId, [
    ['WH-HD-01', '华东康源常温库', hdky, 1],
    ['WH-HD-02', '华东康源阴凉库', hdky, 2],
    ['WH-HD-03', '华东康源冷库', hdky, 3],
    ['WH-XJ-01', '湘江众泰常温库', xjzt, 1],
    ['WH-YL-01', '云岭本草常温库', ylbc, 1],
  ]);

  // 采购设置: HDKY reads its own rules; XJZT a 60-day window and blocking licence checks; YLBC the defaults.
  await db.insert(purchaseSettingTable).values([
    {
      tenantId,
      shipperId: hdky,
      autoPlanEnabled: true,
      autoPlanTime: '06:30',
      salesWindowDays: 90,
      safetyStockDays: 7,
      purchaseCycleDays: 15,
      leadTimeDays: 7,
      upperLimitDays: 45,
      inTransitWindowDays: 15,
      roundToPackage: 0,
      minRemainingShelfLifeMonths: 6,
      priceTolerancePct: '5.00',
      overReceiptPct: '2.00',
      licenseCheckMode: 1,
      enforceTwoInvoice: true,
      autoGenerateContract: true,
      defaultWarehouseId: wh.get('WH-HD-01') ?? null,
      defaultBuyerId: buyer.buyerId,
      defaultSettleType: 2,
      defaultPaymentTermDays: 60,
      notifyStrategyCode: 'NOTICE_ALL',
      remark: '华东康源: 按90天销量补货, 两票制严格校验',
      createUser: manager.userId || null,
    },
    {
      tenantId,
      shipperId: xjzt,
      salesWindowDays: 60,
      safetyStockDays: 10,
      leadTimeDays: 5,
      upperLimitDays: 40,
      roundToPackage: 2,
      licenseCheckMode: 2,
      priceTolerancePct: '3.00',
      overReceiptPct: '0.00',
      minRemainingShelfLifeMonths: 12,
      defaultWarehouseId: wh.get('WH-XJ-01') ?? null,
      defaultBuyerId: buyer.buyerId,
      defaultSettleType: 3,
      defaultPaymentTermDays: 0,
      remark: '湘江众泰: 上市许可持有人, 证照不全一律拦截',
      createUser: manager.userId || null,
    },
    {
      tenantId,
      shipperId: ylbc,
      priceTolerancePct: '5.00',
      overReceiptPct: '0.00',
      minRemainingShelfLifeMonths: 6,
      defaultSettleType: 2,
      defaultPaymentTermDays: 60,
      createUser: manager.userId || null,
    },
  ]);

  // 采购目录: HDKY's year catalogue in force (17 lines, 诺和灵30R only from 安澜), a draft for XJZT, a disabled one.
  const y = year();
  const supplierFor: Record<string, string> = {
    G0001: 'HTYY',
    G0002: 'HTYY',
    G0003: 'KTSY',
    G0004: 'HTYY',
    G0005: 'HTYY',
    G0006: 'KTSY',
    G0007: 'HTYY',
    G0008: 'HTYY',
    G0009: 'KTSY',
    G0010: 'HTYY',
    G0011: 'KTSY',
    G0012: 'HTYY',
    G0013: 'HTYY',
    G0014: 'KTSY',
    G0015: 'ALSW',
    G0016: 'HTYY',
    G0017: 'RNZY',
  };
  const lineOf = (
    g: GoodsSeed,
    supplier: string,
    price = g.price,
    extra: { only?: boolean; priority?: number } = {},
  ) => ({
    goodsId: id(made.goods, g.code),
    varietyId: g.variety ? (made.varieties.get(g.variety) ?? null) : null,
    supplierId: id(made.suppliers, supplier),
    price,
    minQty: String(Math.max(1, Math.round(g.pack / 10))),
    bid: g.variety === 'V-AMOX' || g.variety === 'V-AMLO' ? `HN-JC-${y}-${g.code}` : undefined,
    ...extra,
  });
  const first17 = goodsSeeds.filter((g) => g.code <= 'G0017');
  await catalogue(
    manager,
    {
      name: `${y}年度采购目录-华东康源`,
      shipperId: hdky,
      from: `${y}-01-01`,
      to: `${y}-12-31`,
      status: 1,
      auditUserId: manager.userId,
      remark: '年度招标结果, 集采品种按中选价',
    },
    first17.map((g) => lineOf(g, supplierFor[g.code]!, g.price, { only: g.code === 'G0015' })),
  );
  // A second, dearer source for two goods (priority 2): the suggestion keeps the preferred one.
  await catalogue(
    manager,
    {
      name: `${y}年度补充目录-华东康源(备选供应商)`,
      shipperId: hdky,
      from: `${y}-01-01`,
      to: `${y}-12-31`,
      status: 1,
      auditUserId: manager.userId,
    },
    [
      lineOf(goodsSeeds[0]!, 'KTSY', '6.10', { priority: 2 }),
      lineOf(goodsSeeds[17]!, 'HTYY', '7.90', { priority: 1 }),
      lineOf(goodsSeeds[9]!, 'KTSY', '11.60', { priority: 2 }),
    ],
  );
  await catalogue(
    buyer,
    { name: `${y}年度采购目录-湘江众泰(草稿)`, shipperId: xjzt, from: dayFrom(0), to: `${y}-12-31`, status: 0 },
    goodsSeeds.slice(7, 12).map((g) => lineOf(g, g.code === 'G0008' ? 'RNZY' : 'HTYY')),
  );
  await catalogue(
    manager,
    {
      name: `${Number(y) - 1}年度采购目录-云岭本草(已停用)`,
      shipperId: ylbc,
      from: `${Number(y) - 1}-01-01`,
      to: `${Number(y) - 1}-12-31`,
      status: 2,
      auditUserId: manager.userId,
      remark: '上年度目录, 已被新目录取代',
    },
    goodsSeeds.slice(0, 4).map((g) => lineOf(g, 'HTYY', (Number(g.price) * 1.05).toFixed(2))),
  );

  // Stock and 90 days of sales: HDKY's shaped so that AUTO suggests about half the goods; smaller sets elsewhere.
  await stockAndSales(
    db,
    tenantId,
    hdky,
    goodsSeeds.map((g, i) => ({
      goodsId: id(made.goods, g.code),
      avg: g.avg,
      stock: g.stock,
      soldNotShipped: i % 4 === 0 ? Math.round(g.avg / 2) : 0,
    })),
    19,
  );
  await stockAndSales(
    db,
    tenantId,
    xjzt,
    goodsSeeds
      .slice(7, 12)
      .map((g, i) => ({ goodsId: id(made.goods, g.code), avg: Math.round(g.avg / 2), stock: i % 2 ? g.stock : 20 })),
    23,
  );
  await stockAndSales(
    db,
    tenantId,
    ylbc,
    goodsSeeds
      .slice(0, 4)
      .map((g, i) => ({ goodsId: id(made.goods, g.code), avg: Math.round(g.avg / 3), stock: i === 0 ? 10 : 400 })),
    29,
  );

  // The four parameter pages (the contract one still a draft), with HDKY's values saved.
  const base = await paramPage(
    manager,
    { code: 'PURCHASE_BASE', name: '采购基础参数', sort: 1, status: 1, remark: '采购方式、价格控制' },
    purchaseBasePage,
  );
  const replenish = await paramPage(
    manager,
    { code: 'REPLENISH', name: '补货参数', sort: 2, status: 1, remark: '智能补货的计算口径与执行安排' },
    replenishPage,
  );
  await paramPage(
    manager,
    { code: 'CONTRACT', name: '合同参数', sort: 3, status: 0, remark: '草稿: 待法务确认条款' },
    contractPage,
  );
  const remind = await paramPage(
    manager,
    { code: 'REMIND', name: '提醒参数', sort: 4, status: 1, remark: '到期提醒与免打扰' },
    remindPage,
  );
  await saveParamValues(manager, hdky, base, {
    defaultPurchaseMode: '1',
    mergeSameGoods: 'true',
    maxPriceRisePct: '3.50',
    allowedSettleTypes: '1,2,5',
  });
  await saveParamValues(manager, hdky, replenish, {
    seasonalFactor: '1.30',
    runTime: '06:00',
    runWeekdays: '1,2,3,4,5',
  });
  await saveParamValues(manager, xjzt, remind, { contractExpireDays: '45', quietEnabled: 'false' });
  await attributes(manager, hdky);
  await attributes(manager, xjzt);
}

/** Tenant 000000: a little of the same, so the platform administrator's lists show rows of two tenants. */
async function platformDemo(db: Db) {
  const tenantId = defaultTenantId;
  const admin = await demoCtx(db, tenantId, 'admin');
  const few = goodsSeeds.filter((g) => ['G0001', 'G0004', 'G0010'].includes(g.code));
  const made = await masterData(db, tenantId, {
    shippers: [['PTYS', '平台演示货主有限公司', '平台演示', 2]],
    suppliers: [['PTGY', '平台演示供应商有限公司', 3, 1, 600, false]],
    goods: few,
  });
  const shipperId = made.shippers.get('PTYS')!;
  await warehouses(db, tenantId, [['WH-PT-01', '平台演示常温库', shipperId, 1]]);
  await db.insert(purchaseSettingTable).values({
    tenantId,
    shipperId,
    salesWindowDays: 30,
    priceTolerancePct: '5.00',
    overReceiptPct: '0.00',
    minRemainingShelfLifeMonths: 6,
    defaultSettleType: 2,
    defaultPaymentTermDays: 30,
    createUser: admin.userId || null,
  });
  const y = year();
  await catalogue(
    admin,
    {
      name: `${y}年度采购目录-平台演示`,
      shipperId,
      from: `${y}-01-01`,
      to: `${y}-12-31`,
      status: 1,
      auditUserId: admin.userId,
    },
    few.map((g) => ({
      goodsId: made.goods.get(g.code)!,
      varietyId: g.variety ? (made.varieties.get(g.variety) ?? null) : null,
      supplierId: made.suppliers.get('PTGY')!,
      price: g.price,
    })),
  );
  await stockAndSales(
    db,
    tenantId,
    shipperId,
    few.map((g) => ({ goodsId: made.goods.get(g.code)!, avg: Math.round(g.avg / 4), stock: g.stock / 2 })),
    31,
  );
  const page = await paramPage(
    admin,
    { code: 'PURCHASE_BASE', name: '采购基础参数', sort: 1, status: 1, remark: '平台演示' },
    purchaseBasePage,
  );
  await saveParamValues(admin, shipperId, page, { maxPriceRisePct: '4.00' });
  await attributes(admin, shipperId);
}

/** The base slice's demo rows, on a first start: tenant 100001 in full, tenant 000000 a little. */
export async function loadDemoBase(db: Db): Promise<void> {
  await distributorDemo(db);
  await platformDemo(db);
}
