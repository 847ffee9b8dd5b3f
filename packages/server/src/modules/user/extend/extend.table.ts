import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, rowId, tenantId, tenantKey } from '../../../platform/db/columns.ts';

/**
 * 用户扩展: what the extension services keep about a user beyond the account: the employee number and the
 * unified identity (unity_code) that ties one person's accounts across tenants together. `status` 1 enabled,
 * 2 disabled (userExtend enable / disable).
 */
export const userExtend = pgTable(
  'blade_user_extend',
  {
    id: rowId(),
    tenantId: tenantId(),
    userId: ref('user_id').notNull(),
    employeeNo: varchar('employee_no', { length: 32 }),
    unityCode: varchar('unity_code', { length: 64 }),
    extInfo: varchar('ext_info', { length: 4000 }),
    ...audit(),
  },
  (t) => [
    ...tenantKey('blade_user_extend', t),
    uniqueIndex('blade_user_extend_user_uniq').on(t.tenantId, t.userId).where(sql`is_deleted = 0`),
  ],
);
