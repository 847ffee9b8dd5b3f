import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { ref, tenantKey, time } from '../../../platform/db/columns.ts';
import { rowKey } from './row-columns.ts';

/**
 * 操作日志 of the purchasing documents (docs/domain.md §2.11 rule 5): one row per status move of a plan, an order or a
 * contract, written in the transaction that makes the move: who, when, from, to, the action and its reason/opinion.
 */
export const statusLogTable = pgTable(
  'sc_status_log',
  {
    ...rowKey(),
    entity: varchar('entity', { length: 10 }).notNull().$type<'plan' | 'order' | 'contract'>(),
    entityId: ref('entity_id').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    operatorId: ref('operator_id'),
    operatorName: varchar('operator_name', { length: 50 }),
    time: time('time').notNull().defaultNow(),
  },
  (t) => [
    ...tenantKey('sc_status_log', t),
    index('sc_status_log_entity_idx').on(t.tenantId, t.entity, t.entityId, t.time),
  ],
);
