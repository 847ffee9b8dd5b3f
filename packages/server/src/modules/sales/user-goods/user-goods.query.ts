import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { todayIn, within } from '../grade/days.ts';
import { inForce } from './user-goods.service.ts';
import { userGoodsTable } from './user-goods.table.ts';

/** A sales rep's goods exceptions for a shipper, as the app's visibility rule reads them (docs/domain.md §3.6). */
export interface UserGoodsRules {
  /** Goods granted individually (授权可见): visible whatever their control level. */
  include: Set<string>;
  /** Goods barred (屏蔽): never visible. */
  exclude: Set<string>;
}

/**
 * The rules in force (submitted, and valid on `today`) of a rep for a shipper, by goods id. Pending rows change
 * nothing. Visibility of goods G for the rep: (G.controlLevel = 0 or gradeLevel ≥ G.controlLevel or G ∈ include)
 * and G ∉ exclude.
 */
export async function userGoodsRulesOf(
  ctx: Ctx,
  shipperId: string,
  userId: string,
  today: string = todayIn(ctx.timeZone),
): Promise<UserGoodsRules> {
  const rows = await ctx.db
    .select({
      goodsId: userGoodsTable.goodsId,
      ruleType: userGoodsTable.ruleType,
      from: userGoodsTable.validFrom,
      to: userGoodsTable.validTo,
    })
    .from(userGoodsTable)
    .where(
      and(
        scoped(ctx, userGoodsTable, { dataScope: false }),
        eq(userGoodsTable.shipperId, shipperId),
        eq(userGoodsTable.userId, userId),
        eq(userGoodsTable.status, inForce),
      ),
    );
  const rules: UserGoodsRules = { include: new Set(), exclude: new Set() };
  for (const r of rows) {
    if (!within(today, { from: (r.from as string | null) ?? null, to: (r.to as string | null) ?? null })) continue;
    (Number(r.ruleType) === 2 ? rules.exclude : rules.include).add(String(r.goodsId));
  }
  return rules;
}
