import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, rowId, tenantId, tenantKey, time } from '../../platform/db/columns.ts';

/**
 * 任务管理: the platform's scheduled jobs (tenant 000000: a job runs for the platform, whatever tenants its handler
 * goes through). `next_fire_time` is when an enabled cron job runs next; the scheduler (job.schedule) moves it on by
 * compare-and-set, so each fire time is queued once across every server process.
 */
export const jobInfo = pgTable(
  'blade_job_info',
  {
    id: rowId(),
    tenantId: tenantId(),
    jobServerId: ref('job_server_id'),
    jobName: varchar('job_name', { length: 100 }).notNull(),
    jobDescription: varchar('job_description', { length: 500 }),
    jobParams: text('job_params'),
    timeExpressionType: integer('time_expression_type').notNull().default(2),
    timeExpression: varchar('time_expression', { length: 120 }),
    executeType: integer('execute_type').notNull().default(1),
    processorType: integer('processor_type').notNull().default(1),
    /** The queue it runs (a module's registered handler). */
    processorInfo: varchar('processor_info', { length: 100 }).notNull(),
    dispatchStrategy: integer('dispatch_strategy').notNull().default(1),
    enable: integer('enable').notNull().default(1),
    lifecycleStart: time('lifecycle_start'),
    lifecycleEnd: time('lifecycle_end'),
    designatedWorkers: varchar('designated_workers', { length: 500 }),
    notifyUserIds: varchar('notify_user_ids', { length: 500 }),
    extra: text('extra'),
    /** PowerJob's settings a Saber 4 form sends that this server keeps but does not act on. */
    settings: jsonb('settings').$type<Record<string, number>>(),
    nextFireTime: time('next_fire_time'),
    lastFireTime: time('last_fire_time'),
    ...audit(),
  },
  (t) => [
    ...tenantKey('blade_job_info', t),
    index('blade_job_info_tenant_idx').on(t.tenantId, t.id),
    index('blade_job_info_due_idx').on(t.nextFireTime).where(sql`enable = 1 and is_deleted = 0`),
  ],
);

/**
 * 任务服务: the server processes working the job queue, each registering itself at start (`process_key`: host, pid
 * and start time) and beating every 30 seconds; an administrator names them and removes the ones gone for good.
 */
export const jobServer = pgTable(
  'blade_job_server',
  {
    id: rowId(),
    tenantId: tenantId(),
    processKey: varchar('process_key', { length: 200 }).notNull(),
    jobServerName: varchar('job_server_name', { length: 100 }).notNull(),
    jobServerUrl: varchar('job_server_url', { length: 500 }),
    jobAppName: varchar('job_app_name', { length: 100 }).notNull(),
    jobRemark: varchar('job_remark', { length: 500 }),
    host: varchar('host', { length: 255 }).notNull(),
    pid: integer('pid').notNull(),
    startTime: time('start_time').notNull().defaultNow(),
    lastHeartbeat: time('last_heartbeat').notNull().defaultNow(),
    createTime: time('create_time').notNull().defaultNow(),
    isDeleted: integer('is_deleted').notNull().default(0),
  },
  (t) => [
    ...tenantKey('blade_job_server', t),
    uniqueIndex('blade_job_server_process_uidx').on(t.tenantId, t.processKey),
    index('blade_job_server_tenant_idx').on(t.tenantId, t.lastHeartbeat),
  ],
);
