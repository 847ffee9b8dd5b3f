import { bigint, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { ref, rowId, tenantId, tenantKey, time } from '../../../platform/db/columns.ts';

/**
 * 下载中心 (blade_oss_file): one row per background export or import, owned by the user who started it. The file
 * itself is an object in the tenant's storage (`oss_code`, blank: the server's folder; `object_key`).
 */
export const ossFileTable = pgTable(
  'blade_oss_file',
  {
    id: rowId(),
    tenantId: tenantId(),
    /** The owner: only they list, download, cancel and remove it. */
    userId: ref('user_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    source: varchar('source', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** queued, running, done, failed, cancelled, expired (contract ossFileStatusValues). */
    state: varchar('state', { length: 12 }).notNull().default('queued'),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    done: bigint('done', { mode: 'number' }).notNull().default(0),
    failed: integer('failed').notNull().default(0),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    ossCode: varchar('oss_code', { length: 64 }),
    objectKey: varchar('object_key', { length: 128 }),
    /** What the job needs to do it again after a restart: the list, its filters, the owner's visibility. */
    request: jsonb('request').notNull(),
    error: text('error'),
    createTime: time('create_time').notNull().defaultNow(),
    updateTime: time('update_time').notNull().defaultNow(),
    finishTime: time('finish_time'),
    /** When its owner first downloaded it (until then the notices popover says it is ready). */
    downloadTime: time('download_time'),
    expireTime: time('expire_time'),
    isDeleted: integer('is_deleted').notNull().default(0),
  },
  (t) => [...tenantKey('blade_oss_file', t), index('blade_oss_file_owner').on(t.tenantId, t.userId, t.id)],
);
