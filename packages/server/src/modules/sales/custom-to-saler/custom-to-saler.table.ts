import { customToSalerResource } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';

/**
 * The declared resource's table (docs/domain.md §3.7): one live assignment per (tenant, shipper, customer, salesman), and
 * at most one live primary per (tenant, shipper, customer), so that no path (a save, an import, two at once) leaves a
 * customer with two owners.
 */
export const customToSalerTable = tableOf(customToSalerResource, {
  indexes: (t) => [
    uniqueIndex('pub_custom_to_saler_pair_uniq')
      .on(t.tenantId, t.shipperId, t.customerId, t.salerId)
      .where(sql`is_deleted = 0`),
    uniqueIndex('pub_custom_to_saler_primary_uniq')
      .on(t.tenantId, t.shipperId, t.customerId)
      .where(sql`is_deleted = 0 and is_primary`),
    index('pub_custom_to_saler_saler_idx').on(t.tenantId, t.salerId),
  ],
});
