import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { goodsByCodes } from '../../purchase/public.ts';
import { inForce, repOf, upsertRules } from './user-goods.service.ts';
import { userGoodsTable } from './user-goods.table.ts';

/** A demo rule: the rep (by id, when present), the goods by code, include (1) or exclude (2), in force or pending. */
export interface UserGoodsSeed {
  userId?: string | undefined;
  goodsCode: string;
  ruleType: 1 | 2;
  inForce: boolean;
  remark: string;
}

/** A shipper's demo rules, upserted (so a second run changes nothing) and, where asked, put in force. */
export async function seedUserGoods(ctx: Ctx, shipperId: string, seeds: UserGoodsSeed[]): Promise<void> {
  const goods = await goodsByCodes(
    ctx,
    seeds.map((s) => s.goodsCode),
  );
  for (const s of seeds) {
    const item = goods.get(s.goodsCode);
    if (!s.userId || !item) continue;
    const rep = await repOf(ctx, s.userId);
    const [done] = await upsertRules(ctx, shipperId, rep, [
      { goodsId: item.id, ruleType: s.ruleType, validFrom: null, validTo: null, remark: s.remark },
    ]);
    if (!s.inForce || !done) continue;
    await ctx.db
      .update(userGoodsTable)
      .set({ status: inForce, submitTime: new Date(), submitUser: ctx.userId || null })
      .where(
        and(
          inArray(userGoodsTable.id, [done.id]),
          eq(userGoodsTable.status, 0),
          scoped(ctx, userGoodsTable, { dataScope: false }),
        ),
      );
  }
}
