import { sql } from 'drizzle-orm';
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, tenantId, time } from '../../platform/db/columns.ts';

/**
 * 用户. `password` holds argon2id over the md5 hex the browser sends (or a legacy BladeX sha1(md5) until the
 * next login upgrades it); it never leaves the server. Role, dept and post ids are comma-joined, as in BladeX.
 */
export const user = pgTable(
  'blade_user',
  {
    id: id(),
    tenantId: tenantId(),
    code: varchar('code', { length: 12 }),
    userType: integer('user_type').notNull().default(1),
    account: varchar('account', { length: 45 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    name: varchar('name', { length: 20 }),
    realName: varchar('real_name', { length: 20 }),
    avatar: varchar('avatar', { length: 2000 }),
    email: varchar('email', { length: 45 }),
    phone: varchar('phone', { length: 45 }),
    birthday: time('birthday'),
    sex: integer('sex'),
    roleId: varchar('role_id', { length: 1000 }).notNull().default(''),
    deptId: varchar('dept_id', { length: 1000 }).notNull().default(''),
    postId: varchar('post_id', { length: 1000 }).notNull().default(''),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_user_account_uniq').on(t.tenantId, t.account).where(sql`is_deleted = 0`)],
);

/**
 * A user's settings per platform (BladeX blade_user_web / _app / _other as one table): userType 1 web, 2 app,
 * 3 other; userExt is a JSON object the platform's clients read (update-platform, platform-detail).
 */
export const userPlatform = pgTable(
  'blade_user_platform',
  {
    id: id(),
    tenantId: tenantId(),
    userId: ref('user_id').notNull(),
    userType: integer('user_type').notNull(),
    userExt: varchar('user_ext', { length: 4000 }),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_user_platform_uniq').on(t.userId, t.userType).where(sql`is_deleted = 0`)],
);

/**
 * 用户扩展: what the extension services keep about a user beyond the account: the employee number and the
 * unified identity (unity_code) that ties one person's accounts across tenants together. `status` 1 enabled,
 * 2 disabled (userExtend enable / disable).
 */
export const userExtend = pgTable(
  'blade_user_extend',
  {
    id: id(),
    tenantId: tenantId(),
    userId: ref('user_id').notNull(),
    employeeNo: varchar('employee_no', { length: 32 }),
    unityCode: varchar('unity_code', { length: 64 }),
    extInfo: varchar('ext_info', { length: 4000 }),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_user_extend_user_uniq').on(t.userId).where(sql`is_deleted = 0`)],
);
