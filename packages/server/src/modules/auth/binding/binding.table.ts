import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ref, rowId, tenantId, tenantKey, time } from '../../../platform/db/columns.ts';

/**
 * 第三方认证 (BladeX blade_user_oauth): a provider account seen at a sign-in, by its source and the provider's user id
 * (`uuid`), and the account it is bound to. An unbound row is what a guest registers with (`oauthId` = its id); a
 * WeCom binding is a row of source `wecom` whose uuid is the WeCom user id and `company` the corp id.
 */
export const userOauth = pgTable(
  'blade_user_oauth',
  {
    id: rowId(),
    tenantId: tenantId(),
    source: varchar('source', { length: 32 }).notNull(),
    uuid: varchar('uuid', { length: 128 }).notNull(),
    userId: ref('user_id'),
    username: varchar('username', { length: 64 }),
    nickname: varchar('nickname', { length: 64 }),
    avatar: varchar('avatar', { length: 1000 }),
    blog: varchar('blog', { length: 255 }),
    company: varchar('company', { length: 255 }),
    location: varchar('location', { length: 255 }),
    email: varchar('email', { length: 255 }),
    remark: varchar('remark', { length: 255 }),
    gender: varchar('gender', { length: 16 }),
    createTime: time('create_time').notNull().defaultNow(),
    updateTime: time('update_time'),
  },
  (t) => [
    ...tenantKey('blade_user_oauth', t),

    uniqueIndex('blade_user_oauth_identity_idx').on(t.tenantId, t.source, t.uuid),
    index('blade_user_oauth_user_idx').on(t.tenantId, t.userId),
  ],
);
