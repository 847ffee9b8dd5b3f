import { messageRecordLogResource, messageRecordResource } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';
import { ref, time } from '../../../platform/db/columns.ts';

/**
 * 消息记录, with what only the pipeline reads: the strategy step being tried and the attempts on it, the version a
 * worker's claim moves (one record is sent once, however many processes work), and until when a claim holds (a
 * record still SENDING past it was in flight when its process died).
 */
export const recordTable = tableOf(messageRecordResource, {
  columns: {
    currentStep: integer('current_step').notNull().default(0),
    stepAttempt: integer('step_attempt').notNull().default(0),
    version: integer('version').notNull().default(0),
    lockUntil: time('lock_until'),
  },
  indexes: (t) => [
    uniqueIndex('msg_record_msg_id_uniq').on(t.tenantId, t.msgId),
    index('msg_record_batch_idx').on(t.tenantId, t.batchId),
    uniqueIndex('msg_record_biz_uniq')
      .on(t.tenantId, t.appChannelId, t.bizId, t.receiver)
      .where(sql`biz_id is not null and is_deleted = 0`),
    // The sweeper's look for due and stuck records.
    index('msg_record_due_idx').on(t.status, t.nextRetryTime),
    index('msg_record_inbox_idx').on(t.receiverUserId, t.createTime),
    // Dedup and the daily limit per receiver and template.
    index('msg_record_receiver_idx').on(t.tenantId, t.templateCode, t.receiver, t.createTime),
  ],
});

/** 发送日志: one row per attempt, by record. */
export const recordLogTable = tableOf(messageRecordLogResource, {
  indexes: (t) => [index('msg_record_log_record_idx').on(t.recordId)],
});

/** The nonces an app's signed calls used in the last minutes: a repeat is a replay. */
export const appNonceTable = pgTable(
  'msg_app_nonce',
  {
    appChannelId: ref('app_channel_id').notNull(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    createTime: time('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appChannelId, t.nonce] }), index('msg_app_nonce_time_idx').on(t.createTime)],
);
