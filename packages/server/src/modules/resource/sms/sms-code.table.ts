import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { time } from '../../../platform/db/columns.ts';

/**
 * Verification codes sent by send-validate. They live in the database, not in a process, so that any server process
 * can check a code another one sent. One row per phone and tenant: a new code replaces the last one, and the
 * replacing upsert is also the 60-second throttle (it only overwrites a row sent long enough ago), atomically on both
 * databases. The code itself is never stored: `codeHash` is an HMAC under the server's secret, so a copy of the
 * table cannot be brute-forced offline over the million possible codes. Expired rows are deleted on the next send.
 */
export const smsCode = pgTable(
  'blade_sms_code',
  {
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    /** The challenge's id handed to the caller (128 random bits, hex): what validate-message names. */
    id: varchar('id', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Checks made against this code, right or wrong; the fifth wrong one burns it. */
    attempts: integer('attempts').notNull().default(0),
    sentAt: time('sent_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    /** Set by the one check that accepted it: a code is good once. */
    usedAt: time('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.phone] }),
    uniqueIndex('blade_sms_code_id_idx').on(t.tenantId, t.id),
    index('blade_sms_code_expires_idx').on(t.expiresAt),
  ],
);
