import { sql } from 'drizzle-orm';
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, rowId, tenantId, tenantKey, time } from '../../../platform/db/columns.ts';

/**
 * 用户. `password` holds argon2id over the md5 hex the browser sends (or a legacy BladeX sha1(md5) until the
 * next login upgrades it); it never leaves the server. Role, dept and post ids are comma-joined, as in BladeX.
 */
export const user = pgTable(
  'blade_user',
  {
    id: rowId(),
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
    // 1: the password was given by someone else (a new tenant's administrator, a reset); only changing it is allowed.
    mustChangePassword: integer('must_change_password').notNull().default(0),
    // BladeX 4's 主管 (是否主管, 设置主管): a department leader, offered by leader-list as another user's 直属主管.
    isLeader: integer('is_leader').notNull().default(0),
    // 直属主管: the users this one reports to, comma-joined ids of leaders of the same tenant (BladeX 4's leader_id).
    leaderId: varchar('leader_id', { length: 1000 }).notNull().default(''),
    ...audit(),
  },
  (t) => [
    ...tenantKey('blade_user', t),
    uniqueIndex('blade_user_account_uniq').on(t.tenantId, t.account).where(sql`is_deleted = 0`),
  ],
);
