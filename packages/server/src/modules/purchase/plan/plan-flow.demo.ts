import { and, eq } from 'drizzle-orm';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { claimTask, openTaskIds } from '../../flow/public.ts';
import { goodsTable } from '../master/goods.table.ts';
import { shipperTable } from '../master/shipper.table.ts';
import { supplierTable } from '../master/supplier.table.ts';
import { purchaseSettingTable } from '../setting/setting.table.ts';
import { actingAs } from '../shared/docs.demo.ts';
import { commitPlan, savePlan } from './plan.service.ts';
import { purchasePlanTable } from './plan.table.ts';

/** One master row's id by its code in a tenant. */
async function idOf(db: Db, table: typeof shipperTable | typeof goodsTable | typeof supplierTable, code: string) {
  const column =
    table === shipperTable
      ? shipperTable.shipperCode
      : table === goodsTable
        ? goodsTable.goodsCode
        : supplierTable.supplierCode;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(ofTenant(table, demoTenantIds.distributor), eq(column, code)));
  return row?.id;
}

/**
 * 计划审核走流程 on a first look: 云岭本草 (YLBC) audits its plans through 采购计划审批 (HDKY's plans, which the
 * journeys use, keep the direct audit). 赵磊 commits a plan of it, and 马军, who may audit plans, has signed for its
 * task: it waits in his 待办事务, opening the plan with 同意 / 驳回.
 */
export async function loadDemoPlanFlow(db: Db): Promise<void> {
  const tenantId = demoTenantIds.distributor;
  const ylbc = await idOf(db, shipperTable, 'YLBC');
  const supplierId = await idOf(db, supplierTable, 'HTYY');
  const amoxicillin = await idOf(db, goodsTable, 'G0001');
  const coldRemedy = await idOf(db, goodsTable, 'G0010');
  if (!ylbc || !supplierId || !amoxicillin || !coldRemedy) return;
  const [saved] = await db
    .select({ id: purchaseSettingTable.id })
    .from(purchaseSettingTable)
    .where(and(ofTenant(purchaseSettingTable, tenantId), eq(purchaseSettingTable.shipperId, ylbc)));
  if (saved)
    await db
      .update(purchaseSettingTable)
      .set({ planNeedAudit: true, planAuditByFlow: true })
      .where(eq(purchaseSettingTable.id, saved.id));
  else await db.insert(purchaseSettingTable).values({ tenantId, shipperId: ylbc, planAuditByFlow: true });

  const buyer = await actingAs(db, tenantId, 'zhaolei');
  const manager = await actingAs(db, tenantId, 'majun');
  const plan = await savePlan(buyer, {
    shipperId: ylbc,
    planType: 2,
    remark: '云岭本草春季备货',
    lines: [
      { goodsId: amoxicillin, supplierId, planQty: '600', unitPrice: '5.80' },
      { goodsId: coldRemedy, supplierId, planQty: '240', unitPrice: '11.20' },
    ],
  });
  await commitPlan(buyer, plan.id);
  const [committed] = await db
    .select({ instanceId: purchasePlanTable.processInstanceId })
    .from(purchasePlanTable)
    .where(eq(purchasePlanTable.id, plan.id));
  for (const taskId of await openTaskIds(manager, committed?.instanceId ?? '')) await claimTask(manager, taskId);
}
