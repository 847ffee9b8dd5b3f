import { sql } from 'drizzle-orm';
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, rowId, tenantId, tenantKey } from '../../../platform/db/columns.ts';

/**
 * A user's settings per platform (BladeX blade_user_web / _app / _other as one table): userType 1 web, 2 app,
 * 3 other; userExt is a JSON object the platform's clients read (update-platform, platform-detail).
 */
export const userPlatform = pgTable(
  'blade_user_platform',
  {
    id: rowId(),
    tenantId: tenantId(),
    userId: ref('user_id').notNull(),
    userType: integer('user_type').notNull(),
    userExt: varchar('user_ext', { length: 4000 }),
    ...audit(),
  },
  (t) => [
    ...tenantKey('blade_user_platform', t),
    uniqueIndex('blade_user_platform_uniq').on(t.tenantId, t.userId, t.userType).where(sql`is_deleted = 0`),
  ],
);
