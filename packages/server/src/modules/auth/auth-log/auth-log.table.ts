import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ref, tenantId, time } from '../../../platform/db/columns.ts';

/**
 * 登录日志: one row per sign-in attempt, succeeded or refused, whichever way (password, social, SSO, WeCom). Newest
 * first within a tenant, a tenant's user, or across tenants (the platform administrator): one index each.
 */
export const authLog = pgTable(
  'blade_auth_log',
  {
    id: ref('id').notNull().default(sql`blade_next_id()`),
    tenantId: tenantId(),
    userId: ref('user_id'),
    account: varchar('account', { length: 64 }).notNull().default(''),
    realName: varchar('real_name', { length: 64 }).notNull().default(''),
    grantType: varchar('grant_type', { length: 32 }).notNull().default(''),
    /** 1 signed in, 0 refused. */
    success: integer('success').notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    clientId: varchar('client_id', { length: 64 }).notNull().default(''),
    remoteIp: varchar('remote_ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 500 }).notNull().default(''),
    serviceId: varchar('service_id', { length: 32 }).notNull().default(''),
    serverHost: varchar('server_host', { length: 255 }).notNull().default(''),
    serverIp: varchar('server_ip', { length: 255 }).notNull().default(''),
    env: varchar('env', { length: 32 }).notNull().default(''),
    loginTime: time('login_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'blade_auth_log_pkey', columns: [t.tenantId, t.id] }),
    index('blade_auth_log_tenant_idx').on(t.tenantId, t.loginTime, t.id),
    index('blade_auth_log_account_idx').on(t.tenantId, t.account, t.loginTime, t.id),
    index('blade_auth_log_time_idx').on(t.loginTime, t.id),
  ],
);
