import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { time } from '../db/columns.ts';

/**
 * Hits per bucket and time window (sign-in calls per client address, failed sign-ins, messages sent per channel),
 * counted in the database so that every server process behind a load balancer shares one count. Old windows are
 * swept now and then.
 */
export const rateCounter = pgTable(
  'blade_rate_counter',
  {
    bucket: varchar('bucket', { length: 200 }).notNull(),
    windowStart: time('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('blade_rate_counter_window_idx').on(t.windowStart)],
);
