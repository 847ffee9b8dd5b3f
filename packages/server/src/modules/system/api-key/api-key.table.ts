import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, rowId, tenantId, tenantKey, time } from '../../../platform/db/columns.ts';

/**
 * API 密钥: keys other systems call with, each bound to a user of its tenant. `key_hash` is the SHA-256 of the key
 * (the key is 32 random bytes: a slow hash would add nothing but cost on every call); `key_prefix` its first
 * characters, to tell keys apart on the screen. The secret itself is never stored.
 */
export const apiKey = pgTable(
  'blade_api_key',
  {
    id: rowId(),
    tenantId: tenantId(),
    name: varchar('name', { length: 64 }).notNull(),
    userId: ref('user_id').notNull(),
    /** The bound user's account and name when the key was made (the user cannot be changed on a key). */
    account: varchar('account', { length: 64 }).notNull().default(''),
    userName: varchar('user_name', { length: 64 }).notNull().default(''),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    /** Comma-joined Ant patterns ('' = every path its user may call). */
    apiPath: text('api_path').notNull().default(''),
    extParams: text('ext_params').notNull().default(''),
    /** Null: never expires. */
    expireTime: time('expire_time'),
    lastUsedTime: time('last_used_time'),
    ...audit(),
  },
  (t) => [
    ...tenantKey('blade_api_key', t),
    index('blade_api_key_tenant_idx').on(t.tenantId, t.createTime),
    // The lookup of every key-authenticated call: by the hash alone (the key does not say its tenant).
    index('blade_api_key_hash_idx').on(t.keyHash),
  ],
);

/** One call made with a key, written after it answered. Newest first within a tenant, or within a key. */
export const apiKeyLog = pgTable(
  'blade_api_key_log',
  {
    id: ref('id').notNull().default(sql`blade_next_id()`),
    tenantId: tenantId(),
    apiKeyId: ref('api_key_id').notNull(),
    userId: ref('user_id'),
    account: varchar('account', { length: 64 }).notNull().default(''),
    serviceId: varchar('service_id', { length: 32 }).notNull().default(''),
    serverHost: varchar('server_host', { length: 255 }).notNull().default(''),
    serverIp: varchar('server_ip', { length: 255 }).notNull().default(''),
    env: varchar('env', { length: 32 }).notNull().default(''),
    method: varchar('method', { length: 10 }).notNull().default(''),
    requestUri: varchar('request_uri', { length: 500 }).notNull().default(''),
    params: text('params').notNull().default(''),
    status: integer('status').notNull().default(0),
    time: integer('time').notNull().default(0),
    remoteIp: varchar('remote_ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 500 }).notNull().default(''),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'blade_api_key_log_pkey', columns: [t.tenantId, t.id] }),
    index('blade_api_key_log_tenant_idx').on(t.tenantId, t.createTime, t.id),
    index('blade_api_key_log_key_idx').on(t.tenantId, t.apiKeyId, t.createTime, t.id),
    index('blade_api_key_log_time_idx').on(t.createTime, t.id),
  ],
);
