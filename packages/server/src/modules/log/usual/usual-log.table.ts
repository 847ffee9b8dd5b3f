import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, time } from '../../../platform/db/columns.ts';

/**
 * 通用日志: the audit trail the services write through `audit(ctx, …)` (platform/audit.ts): sign-ins, lockouts,
 * password resets, grants, tenant, role, user and setting changes. Listed newest first, per tenant or across them.
 */
export const usualLog = pgTable(
  'blade_log_usual',
  {
    id: id(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull().default('000000'),
    serviceId: varchar('service_id', { length: 32 }),
    serverHost: varchar('server_host', { length: 255 }),
    serverIp: varchar('server_ip', { length: 255 }),
    env: varchar('env', { length: 255 }),
    logLevel: varchar('log_level', { length: 16 }),
    /** The event: auth.signIn, user.resetPassword, … */
    logId: varchar('log_id', { length: 64 }),
    logData: text('log_data'),
    method: varchar('method', { length: 10 }),
    requestUri: varchar('request_uri', { length: 2000 }),
    userAgent: varchar('user_agent', { length: 1000 }),
    remoteIp: varchar('remote_ip', { length: 255 }),
    methodClass: varchar('method_class', { length: 255 }),
    methodName: varchar('method_name', { length: 255 }),
    params: text('params'),
    createBy: varchar('create_by', { length: 64 }),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('blade_log_usual_tenant_idx').on(t.tenantId, t.createTime, t.id),
    index('blade_log_usual_time_idx').on(t.createTime, t.id),
  ],
);
