import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { time } from '../../../platform/db/columns.ts';

/** Captchas live in the database so that any server process can check one; each is used once. */
export const captcha = pgTable(
  'blade_captcha',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    code: varchar('code', { length: 16 }).notNull(),
    expiresAt: time('expires_at').notNull(),
  },
  (t) => [index('blade_captcha_expires_idx').on(t.expiresAt)],
);
