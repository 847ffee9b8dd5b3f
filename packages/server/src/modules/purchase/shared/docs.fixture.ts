import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { catalogueLineTable, catalogueTable } from '../catalogue/catalogue.table.ts';
import { goodsTable } from '../master/goods.table.ts';
import { shipperTable } from '../master/shipper.table.ts';
import { supplierTable } from '../master/supplier.table.ts';
import { varietyTable } from '../master/variety.table.ts';
import { warehouseTable } from '../master/warehouse.table.ts';
import { purchaseSettingTable } from '../setting/setting.table.ts';
import { goodsSalesTable, goodsStockTable } from '../stock/stock.table.ts';

/**
 * Master data for the documents' API tests, written straight into one tenant (tests only): a shipper with its
 * warehouse and settings, suppliers of each kind, goods with the properties the rules look at, and a catalogue in
 * force. `tag` keeps the codes of several fixtures in one database apart.
 */
export interface DocsFixture {
  tenantId: string;
  shipperId: string;
  warehouseId: string;
  supplier: Record<'wholesale' | 'maker' | 'cold' | 'special' | 'unapproved', string>;
  goods: Record<'plain' | 'second' | 'third' | 'cold' | 'twoInvoice' | 'special' | 'narcotic' | 'expired', string>;
  varietyId: string;
  catalogueId: string;
}

/** yyyy-MM-dd in Asia/Shanghai (the server's zone), `n` days from today. */
export const days = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(Date.now() + n * 86_400_000);

export async function seedDocsFixture(
  db: Db,
  tag: string,
  setting: Partial<typeof purchaseSettingTable.$inferInsert> = {},
  tenantId = '000000',
): Promise<DocsFixture> {
  const one = async (table: any, values: Record<string, unknown>): Promise<string> => {
    const [row] = await db
      .insert(table)
      .values({ tenantId, status: 1, ...values })
      .returning({ id: table.id });
    return String((row as { id: string }).id);
  };
  const shipperId = await one(shipperTable, {
    shipperCode: `SH-${tag}`,
    shipperName: `测试货主${tag}`,
    shipperType: 2,
  });
  const warehouseId = await one(warehouseTable, {
    warehouseCode: `WH-${tag}`,
    warehouseName: `测试仓${tag}`,
    shipperId,
    tempZone: 1,
  });
  const supplierOf = (code: string, values: Record<string, unknown>) =>
    one(supplierTable, {
      supplierCode: `${code}-${tag}`,
      supplierName: `${code}供应商${tag}`,
      supplierType: 3,
      firstBusinessStatus: 1,
      licenseExpiry: days(365),
      ...values,
    });
  const supplier = {
    wholesale: await supplierOf('WS', {}),
    maker: await supplierOf('MK', { supplierType: 1 }),
    cold: await supplierOf('CD', { coldChain: true }),
    special: await supplierOf('SP', { specialScope: true }),
    unapproved: await supplierOf('UA', { firstBusinessStatus: 0, licenseExpiry: days(-3) }),
  };
  const varietyId = await one(varietyTable, {
    varietyCode: `V-${tag}`,
    varietyName: `测试品种${tag}`,
    commonName: `测试品种${tag}`,
    dosageForm: '片剂',
  });
  const goodsOf = (code: string, values: Record<string, unknown>) =>
    one(goodsTable, {
      goodsCode: `${code}-${tag}`,
      commonName: `${code}药品`,
      spec: '10mg×10片',
      unit: '盒',
      packQty: 100,
      middlePackQty: 10,
      manufacturer: '测试药厂',
      approvalNo: `国药准字H2099${code}`,
      taxRate: '0.1300',
      firstBusinessStatus: 1,
      specialControl: 0,
      ...values,
    });
  const goods = {
    plain: await goodsOf('P1', { varietyId }),
    second: await goodsOf('P2', {}),
    third: await goodsOf('P3', {}),
    cold: await goodsOf('CC', { coldChain: true, storageCondition: 3 }),
    twoInvoice: await goodsOf('TI', { twoInvoice: true }),
    special: await goodsOf('SC', { specialControl: 1 }),
    narcotic: await goodsOf('NA', { specialControl: 3 }),
    expired: await goodsOf('EX', { approvalExpiry: days(-1) }),
  };
  await db.insert(purchaseSettingTable).values({ tenantId, shipperId, defaultWarehouseId: warehouseId, ...setting });
  const catalogueId = await one(catalogueTable, {
    catalogueNo: `CGML-${tag}`.slice(0, 20),
    catalogueName: `测试目录${tag}`,
    shipperId,
    effectiveFrom: days(-30),
    effectiveTo: days(365),
  });
  const line = (goodsId: string | null, supplierId: string, unitPrice: string, extra: Record<string, unknown> = {}) =>
    one(catalogueLineTable, {
      catalogueId,
      goodsId,
      supplierId,
      unitPrice,
      taxRate: '0.1300',
      ...extra,
    });
  await line(goods.plain, supplier.wholesale, '10.0000', { varietyId });
  await line(goods.second, supplier.wholesale, '19.9900');
  await line(goods.third, supplier.maker, '0.1000');
  await line(goods.cold, supplier.cold, '58.0000');
  return { tenantId, shipperId, warehouseId, supplier, goods, varietyId, catalogueId };
}

/** Stock and daily sales of one goods item (the WMS/ERP feed's stand-in). */
export async function seedStock(
  db: Db,
  f: DocsFixture,
  goodsId: string,
  stock: { stockQty: string; availableQty?: string; soldNotShippedQty?: string },
  sales: Array<[daysAgo: number, qty: string]>,
) {
  await db.insert(goodsStockTable).values({
    tenantId: f.tenantId,
    shipperId: f.shipperId,
    goodsId,
    stockQty: stock.stockQty,
    availableQty: stock.availableQty ?? stock.stockQty,
    soldNotShippedQty: stock.soldNotShippedQty ?? '0',
  });
  for (const [ago, qty] of sales)
    await db.insert(goodsSalesTable).values({
      tenantId: f.tenantId,
      shipperId: f.shipperId,
      goodsId,
      saleDate: sql`(now() at time zone 'Asia/Shanghai')::date - ${ago}::int` as unknown as string,
      qty,
    });
}
