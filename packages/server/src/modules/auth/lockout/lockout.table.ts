import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { time } from '../../../platform/db/columns.ts';

/** Failed sign-ins per account; five in a row lock the account for thirty minutes. */
export const loginFailure = pgTable(
  'blade_login_failure',
  {
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    account: varchar('account', { length: 45 }).notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailure: time('last_failure').notNull().defaultNow(),
    lockedUntil: time('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.account] })],
);
