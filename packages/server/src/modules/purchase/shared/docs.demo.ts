import { and, eq, sql } from 'drizzle-orm';
import { demoTenantIds } from '../../../demo.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { Registry } from '../../../platform/registry.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { accountOf } from '../../user/public.ts';
import { auditContract, endContract, saveContract, signContract } from '../contract/contract.service.ts';
import { contractDetailTable } from '../contract/contract.table.ts';
import { goodsTable } from '../master/goods.table.ts';
import { shipperTable } from '../master/shipper.table.ts';
import { supplierTable } from '../master/supplier.table.ts';
import { warehouseTable } from '../master/warehouse.table.ts';
import { auditOrder, closeOrder, commitOrder, receiveOrder, saveOrder, voidOrder } from '../order/order.service.ts';
import { purchaseOrderTable } from '../order/order.table.ts';
import { linesOfOrder } from '../order/order-save.service.ts';
import { auditPlan, autoPlan, commitPlan, savePlan } from '../plan/plan.service.ts';
import { purchasePlanLineTable } from '../plan/plan.table.ts';
import { addDays, dayIn } from './days.ts';

const timeZone = process.env.TIME_ZONE ?? 'Asia/Shanghai';

/** A demo user acting through the services, as their requests would. */
export async function actingAs(db: Db, tenantId: string, account: string): Promise<Ctx> {
  const found = await accountOf(db, tenantId, account);
  return {
    db,
    tenantId,
    userId: found?.id ?? '',
    account,
    realName: found?.realName ?? account,
    sessionId: '',
    roleIds: [],
    roleAliases: [],
    deptIds: (found?.deptId ?? '').split(',').filter(Boolean),
    postIds: [],
    mustChangePassword: false,
    isAdministrator: false,
    permissions: new Set(),
    dataScopes: [],
    lang: 'zh',
    timeZone,
    // Nothing is sent from a seed; data scopes do not narrow what the demo writes.
    registry: new Registry(),
  };
}

/** Ids by code of one tenant's master rows (the base slice's demo made them). */
async function codes(db: Db, tenantId: string) {
  const map = async (table: any, code: any) =>
    new Map(
      (
        (await db.select({ id: table.id, code }).from(table).where(ofTenant(table, tenantId))) as Array<{
          id: string;
          code: string;
        }>
      ).map((r) => [r.code, String(r.id)]),
    );
  return {
    shippers: await map(shipperTable, shipperTable.shipperCode),
    suppliers: await map(supplierTable, supplierTable.supplierCode),
    goods: await map(goodsTable, goodsTable.goodsCode),
    warehouses: await map(warehouseTable, warehouseTable.warehouseCode),
  };
}

/**
 * Tenant 100001's documents (docs/domain.md §5), made through the services as 赵磊 (buyer) and 马军 (manager) would:
 * plans (an AUTO one approved, a manual draft, a rejected one), one order in every status 0–7 (a call-off of the
 * frame agreement partly received: G0001 600 of 1200), contracts (the 汇通 frame agreement 执行中 ¥1,280,000, a
 * SPOT one signed, one suspended 厂家停产).
 */
async function distributorDocs(db: Db) {
  const tenantId = demoTenantIds.distributor;
  const m = await codes(db, tenantId);
  const hdky = m.shippers.get('HDKY');
  if (!hdky) return;
  const buyer = await actingAs(db, tenantId, 'zhaolei');
  const manager = await actingAs(db, tenantId, 'majun');
  const g = (code: string) => m.goods.get(code)!;
  const sup = (code: string) => m.suppliers.get(code)!;
  const warehouseId = m.warehouses.get('WH-HD-01')!;
  const today = dayIn(timeZone);
  const y = today.slice(0, 4);

  // 合同: the year's frame agreement with 汇通医药, ¥1,280,000.00, audited and signed on the first of January.
  const frame = await saveContract(buyer, {
    contractType: 2,
    shipperId: hdky,
    supplierId: sup('HTYY'),
    paperNo: `HT-${y}-FA-001`,
    validFrom: `${y}-01-01`,
    validTo: `${y}-12-31`,
    signAddress: '长沙市岳麓区',
    supplierSignerName: '周海涛',
    settleType: 2,
    paymentTermDays: 60,
    deliveryMethod: 1,
    qualityTerms: '供方须随货提供检验报告及加盖公章的首营资料；近效期(不足6个月)药品拒收。',
    remark: `${y} 年度协议`,
    lines: [
      { goodsId: g('G0001'), qty: '50000', unitPrice: '5.80' },
      { goodsId: g('G0002'), qty: '20000', unitPrice: '12.50' },
      { goodsId: g('G0004'), qty: '10000', unitPrice: '26.30' },
      { goodsId: g('G0005'), qty: '10000', unitPrice: '38.60' },
      { goodsId: g('G0010'), qty: '8125', unitPrice: '11.20' },
    ],
  });
  await auditContract(manager, { id: frame.id, pass: true, opinion: '同意，按年度招标结果执行' });
  await signContract(manager, { id: frame.id, signDate: `${y}-01-01` });

  // 订单, one per status.
  const order = (supplier: string, lines: Array<{ goods: string; qty: string; price?: string }>, extra = {}) =>
    saveOrder(buyer, {
      shipperId: hdky,
      supplierId: sup(supplier),
      warehouseId,
      lines: lines.map((x) => ({ goodsId: g(x.goods), qty: x.qty, ...(x.price ? { unitPrice: x.price } : {}) })),
      ...extra,
    });
  const approve = async (id: string) => {
    await commitOrder(buyer, id);
    await auditOrder(manager, { id, pass: true, opinion: '同意' });
  };
  // 0 待提交
  await order('KTSY', [
    { goods: 'G0003', qty: '300' },
    { goods: 'G0006', qty: '200' },
  ]);
  // 1 待审核
  const submitted = await order('HTYY', [{ goods: 'G0012', qty: '480' }]);
  await commitOrder(buyer, submitted.id);
  // 2 已驳回
  const rejected = await order('KTSY', [{ goods: 'G0009', qty: '400', price: '16.80' }]);
  await commitOrder(buyer, rejected.id);
  await auditOrder(manager, { id: rejected.id, pass: false, opinion: '单价高于目录价，请按目录价重新下单' });
  // 3 待收货 (its SPOT contract made at approval, then audited and signed: 已签)
  const awaiting = await order('HTYY', [
    { goods: 'G0013', qty: '240' },
    { goods: 'G0016', qty: '800' },
  ]);
  await approve(awaiting.id);
  const [spot] = await db
    .select({ contractId: purchaseOrderTable.contractId })
    .from(purchaseOrderTable)
    .where(eq(purchaseOrderTable.id, awaiting.id));
  if (spot?.contractId) {
    await auditContract(manager, { id: spot.contractId, pass: true, opinion: '同意' });
    await signContract(manager, { id: spot.contractId, signDate: today, supplierSignerName: '周海涛' });
  }
  // 4 部分收货: a call-off of the frame agreement, G0001 600 of 1200 received (the agreement becomes 执行中).
  const [frameLine] = await db
    .select({ id: contractDetailTable.id })
    .from(contractDetailTable)
    .where(and(eq(contractDetailTable.contractId, frame.id), eq(contractDetailTable.goodsId, g('G0001'))));
  const callOff = await saveOrder(buyer, {
    shipperId: hdky,
    supplierId: sup('HTYY'),
    warehouseId,
    frameContractId: frame.id,
    remark: '年度协议调用',
    lines: [{ goodsId: g('G0001'), qty: '1200', contractDetailId: frameLine!.id }],
  });
  await approve(callOff.id);
  const [callOffLine] = await linesOfOrder(buyer, callOff.id);
  await receiveOrder(buyer, { id: callOff.id, lines: [{ id: callOffLine!.id, qty: '600' }] });
  // 5 已完成
  const done = await order('HTYY', [{ goods: 'G0007', qty: '400' }]);
  await approve(done.id);
  const doneLines = await linesOfOrder(buyer, done.id);
  await receiveOrder(buyer, { id: done.id, lines: doneLines.map((x) => ({ id: x.id, qty: x.qty })) });
  // 6 已关闭: 200 of 600 received, the rest cancelled.
  const closed = await order('HTYY', [{ goods: 'G0008', qty: '600' }]);
  await approve(closed.id);
  const [closedLine] = await linesOfOrder(buyer, closed.id);
  await receiveOrder(buyer, { id: closed.id, lines: [{ id: closedLine!.id, qty: '200' }] });
  await closeOrder(buyer, closed.id, '供应商缺货，余量取消');
  // 7 已作废
  const voided = await order('KTSY', [{ goods: 'G0014', qty: '120' }]);
  await voidOrder(buyer, voided.id, '重复下单');

  // 中止: a spot contract with 康泰 the maker stopped producing for.
  const stopped = await saveContract(buyer, {
    contractType: 1,
    shipperId: hdky,
    supplierId: sup('KTSY'),
    validFrom: today,
    validTo: `${y}-12-31` >= today ? `${y}-12-31` : today,
    settleType: 2,
    paymentTermDays: 30,
    lines: [{ goodsId: g('G0011'), qty: '500', unitPrice: '8.60' }],
  });
  await auditContract(manager, { id: stopped.id, pass: true });
  await signContract(manager, { id: stopped.id, signDate: today });
  await endContract(manager, stopped.id, 'suspend', '厂家停产');
  // 即将到期: a quarter's spot contract with 汇通 ending in 20 days, so a first start's 消息 has rule 13's reminder.
  const ending = await saveContract(buyer, {
    contractType: 1,
    shipperId: hdky,
    supplierId: sup('HTYY'),
    validFrom: addDays(today, -70),
    validTo: addDays(today, 20),
    settleType: 2,
    paymentTermDays: 30,
    remark: '季度供货协议',
    lines: [{ goodsId: g('G0005'), qty: '300', unitPrice: '38.60' }],
  });
  await auditContract(manager, { id: ending.id, pass: true });
  await signContract(manager, { id: ending.id, signDate: addDays(today, -70), supplierSignerName: '周海涛' });

  // 计划: the AUTO suggestion of HDKY (12 lines at most), audited; a manual draft; a rejected one.
  const auto = await autoPlan(buyer, { shipperId: hdky });
  // Lines its commit would refuse (two-invoice goods from a wholesaler, controlled goods without the supplier's
  // scope, no supplier or price) stay out of the demo's approved plan; it keeps 12 lines at most.
  const refused = new Set(
    (
      (await db.execute(sql`select l.id::text as id from sc_purchase_plan_line l
        join pub_goods g on g.id = l.goods_id left join pub_supplier s on s.id = l.supplier_id
        where l.plan_id = ${auto.id} and (l.supplier_id is null or l.unit_price is null
          or (g.two_invoice and coalesce(s.supplier_type, 3) = 3)
          or (g.special_control in (1, 2) and not coalesce(s.special_scope, false)))`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows.map((r) => r.id),
  );
  const autoLines = await db
    .select()
    .from(purchasePlanLineTable)
    .where(and(eq(purchasePlanLineTable.planId, auto.id), ofTenant(purchasePlanLineTable, tenantId)))
    .orderBy(purchasePlanLineTable.lineNo);
  const kept = autoLines.filter((x) => !refused.has(x.id)).slice(0, 12);
  if (kept.length < autoLines.length)
    await savePlan(buyer, {
      id: auto.id,
      shipperId: hdky,
      lines: kept.map((x) => ({
        id: x.id,
        goodsId: x.goodsId,
        supplierId: x.supplierId,
        planQty: x.planQty,
        unitPrice: x.unitPrice,
      })),
    });
  await commitPlan(buyer, auto.id);
  await auditPlan(manager, { id: auto.id, pass: true, opinion: '同意按建议量采购' });
  await savePlan(buyer, {
    shipperId: hdky,
    planType: 2,
    remark: '门诊季节性备货',
    lines: [
      { goodsId: g('G0003'), planQty: '300' },
      { goodsId: g('G0009'), planQty: '200' },
      { goodsId: g('G0014'), planQty: '120' },
    ],
  });
  const rejectedPlan = await savePlan(buyer, {
    shipperId: hdky,
    planType: 2,
    lines: [
      { goodsId: g('G0007'), planQty: '4000' },
      { goodsId: g('G0004'), planQty: '500' },
    ],
  });
  await commitPlan(buyer, rejectedPlan.id);
  await auditPlan(manager, { id: rejectedPlan.id, pass: false, opinion: 'G0007 计划量超出上限天数' });
}

/** Tenant 000000: a draft plan and an order awaiting audit for the platform's demo shipper. */
async function platformDocs(db: Db) {
  const tenantId = '000000';
  const m = await codes(db, tenantId);
  const shipperId = m.shippers.get('PTYS');
  const supplierId = m.suppliers.get('PTGY');
  const warehouseId = m.warehouses.get('WH-PT-01');
  if (!shipperId || !supplierId || !warehouseId) return;
  const admin = await actingAs(db, tenantId, 'admin');
  await savePlan(admin, {
    shipperId,
    planType: 2,
    lines: [
      { goodsId: m.goods.get('G0001')!, planQty: '600' },
      { goodsId: m.goods.get('G0004')!, planQty: '100' },
    ],
  });
  const order = await saveOrder(admin, {
    shipperId,
    supplierId,
    warehouseId,
    lines: [{ goodsId: m.goods.get('G0010')!, qty: '240' }],
  });
  await commitOrder(admin, order.id);
}

/** The docs slice's demo rows, after the base slice's (the manifest runs base first). */
export async function purchaseDocsDemo(db: Db): Promise<void> {
  await distributorDocs(db);
  await platformDocs(db);
}
