import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { rowId, tenantKey } from '../../../platform/db/columns.ts';
import { logAbstract } from '../log-columns.ts';

/**
 * 通用日志: the audit trail the services write through `audit(ctx, …)` (platform/audit.ts): sign-ins, lockouts,
 * password resets, grants, tenant, role, user and setting changes. Listed newest first, per tenant or across them.
 */
export const usualLog = pgTable(
  'blade_log_usual',
  {
    id: rowId(),
    ...logAbstract(),
    logLevel: varchar('log_level', { length: 16 }),
    /** The event: auth.signIn, user.resetPassword, … */
    logId: varchar('log_id', { length: 64 }),
    logData: text('log_data'),
  },
  (t) => [
    ...tenantKey('blade_log_usual', t),
    index('blade_log_usual_tenant_idx').on(t.tenantId, t.createTime, t.id),
    index('blade_log_usual_time_idx').on(t.createTime, t.id),
  ],
);
