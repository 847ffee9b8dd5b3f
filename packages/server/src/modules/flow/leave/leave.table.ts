import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, rowId, tenantId, tenantKey, time } from '../../../platform/db/columns.ts';

/** A leave request (BladeX's blade_process_leave): the form, and the instance that approves it. */
export const leaveTable = pgTable(
  'blade_process_leave',
  {
    id: rowId(),
    tenantId: tenantId(),
    processDefinitionId: varchar('process_definition_id', { length: 200 }).notNull(),
    processInstanceId: ref('process_instance_id'),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** The first approver (人事审批), a user id. */
    taskUser: ref('task_user').notNull(),
    applyTime: time('apply_time').notNull().defaultNow(),
    ...audit(),
  },
  (t) => [...tenantKey('blade_process_leave', t), index('blade_process_leave_user_idx').on(t.tenantId, t.createUser)],
);
