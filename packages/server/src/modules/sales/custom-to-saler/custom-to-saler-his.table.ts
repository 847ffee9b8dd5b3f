import type { OwnerChange } from '@pharma/contract';
import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ref, rowId, tenantId, tenantKey, time } from '../../../platform/db/columns.ts';

/**
 * 客户归属变更记录 (pub_custom_to_saler_his): "a customer has one owner at a time; reassignment keeps history". One
 * row per change of a customer's primary salesman for a shipper, written in the transaction that makes it: from whom,
 * to whom (none when the last assignment went), how (the action), why (转移's reason), by whom and when.
 */
export const customToSalerHisTable = pgTable(
  'pub_custom_to_saler_his',
  {
    id: rowId(),
    tenantId: tenantId(),
    shipperId: ref('shipper_id').notNull(),
    customerId: ref('customer_id').notNull(),
    action: varchar('action', { length: 20 }).notNull().$type<OwnerChange>(),
    fromSalerId: ref('from_saler_id'),
    fromSalerName: varchar('from_saler_name', { length: 30 }),
    toSalerId: ref('to_saler_id'),
    toSalerName: varchar('to_saler_name', { length: 30 }),
    reason: varchar('reason', { length: 200 }),
    operatorId: ref('operator_id'),
    operatorName: varchar('operator_name', { length: 50 }),
    time: time('time').notNull().defaultNow(),
  },
  (t) => [
    ...tenantKey('pub_custom_to_saler_his', t),
    index('pub_custom_to_saler_his_customer_idx').on(t.tenantId, t.customerId, t.time),
  ],
);
