import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ref, tenantId, time } from '../../../platform/db/columns.ts';

/**
 * 账号锁定: each lock of an account, by the system (the fifth failed sign-in in a row: blade_login_failure keeps the
 * count) or by an administrator. A lock holds from `lock_begin_time` until `lock_end_time` (null: for good) unless
 * unlocked; sign-in refuses a held lock and every request of the account's sessions and API keys stops at once
 * (auth/session/identity.ts reads it per request).
 */
export const authLock = pgTable(
  'blade_auth_lock',
  {
    id: ref('id').notNull().default(sql`blade_next_id()`),
    tenantId: tenantId(),
    userId: ref('user_id'),
    lockTarget: varchar('lock_target', { length: 64 }).notNull(),
    userName: varchar('user_name', { length: 64 }).notNull().default(''),
    remoteIp: varchar('remote_ip', { length: 64 }).notNull().default(''),
    failCount: integer('fail_count').notNull().default(0),
    userAgent: varchar('user_agent', { length: 500 }).notNull().default(''),
    /** SYSTEM or MANUAL. */
    lockType: varchar('lock_type', { length: 16 }).notNull(),
    /** 1 while it holds (or will), 0 once unlocked. */
    locked: integer('locked').notNull().default(1),
    lockBeginTime: time('lock_begin_time').notNull().defaultNow(),
    lockEndTime: time('lock_end_time'),
    lockReason: varchar('lock_reason', { length: 255 }).notNull().default(''),
    unlockReason: varchar('unlock_reason', { length: 255 }).notNull().default(''),
    lockUser: ref('lock_user'),
    unlockUser: ref('unlock_user'),
    unlockTime: time('unlock_time'),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'blade_auth_lock_pkey', columns: [t.tenantId, t.id] }),
    index('blade_auth_lock_tenant_idx').on(t.tenantId, t.createTime, t.id),
    // The per-request check: the account's locks that still hold.
    index('blade_auth_lock_target_idx').on(t.tenantId, t.lockTarget, t.locked),
    index('blade_auth_lock_time_idx').on(t.createTime, t.id),
  ],
);
