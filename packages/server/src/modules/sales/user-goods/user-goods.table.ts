import { userGoodsResource } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';

/**
 * The declared resource's table, with one live row per (tenant, shipper, sales rep, goods) (docs/domain.md §3.4): a save
 * of the same goods for the same rep updates that row.
 */
export const userGoodsTable = tableOf(userGoodsResource, {
  indexes: (t) => [
    uniqueIndex('pub_ex_user_goods_rule_uniq')
      .on(t.tenantId, t.shipperId, t.userId, t.goodsId)
      .where(sql`is_deleted = 0`),
    index('pub_ex_user_goods_user_idx').on(t.tenantId, t.userId),
  ],
});
