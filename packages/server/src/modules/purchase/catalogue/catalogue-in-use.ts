import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { orderGoodsTable, purchaseOrderTable } from '../order/order.table.ts';
import { purchasePlanLineTable, purchasePlanTable } from '../plan/plan.table.ts';

/** Plan statuses still open (草稿, 待审核, 已审核, 已驳回, 部分下单) and order statuses (待提交 … 部分收货). */
const openPlan = [0, 1, 2, 3, 4];
const openOrder = [0, 1, 2, 3, 4];

/**
 * Whether any of these catalogue lines is used by an open purchase document (docs/domain.md §2.11 rule 14): a line of an
 * open plan priced from it, or an open order's line made from such a plan line.
 */
export async function catalogueLinesInUse(ctx: Ctx, lineIds: string[]): Promise<boolean> {
  if (lineIds.length === 0) return false;
  const pl = purchasePlanLineTable;
  const plan = purchasePlanTable;
  const og = orderGoodsTable;
  const order = purchaseOrderTable;
  const [hit] = await ctx.db
    .select({ id: pl.id })
    .from(pl)
    .innerJoin(plan, eq(plan.id, pl.planId))
    .where(
      and(
        inArray(pl.catalogueLineId, lineIds),
        scoped(ctx, pl, { dataScope: false }),
        scoped(ctx, plan, { dataScope: false }),
        sql`(${inArray(plan.status, openPlan)} or exists (select 1 from ${og} join ${order} on ${order.id} = ${og.orderId} where ${og.planLineId} = ${pl.id} and ${og.isDeleted} = 0 and ${order.isDeleted} = 0 and ${inArray(order.status, openOrder)}))`,
      ),
    )
    .limit(1);
  return Boolean(hit);
}
