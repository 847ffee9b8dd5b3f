import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ref, rowId, tenantId, tenantKey, time } from '../../../platform/db/columns.ts';

/**
 * A process instance: the engine's whole state between steps (bpmn-engine's getState), the process variables, and
 * when its next timer is due. A step locks the row (SELECT … FOR UPDATE), recovers the engine from `engineState`,
 * moves it and writes it back in the same transaction, so any server process can take any step and a restart loses
 * nothing.
 */
export const instanceTable = pgTable(
  'flow_instance',
  {
    id: rowId(),
    tenantId: tenantId(),
    definitionId: varchar('definition_id', { length: 200 }).notNull(),
    definitionKey: varchar('definition_key', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    category: varchar('category', { length: 64 }).notNull(),
    /** `<businessTable>:<businessId>`, e.g. blade_process_leave:1234. */
    businessKey: varchar('business_key', { length: 255 }).notNull().default(''),
    startUserId: ref('start_user_id').notNull(),
    startTime: time('start_time').notNull().defaultNow(),
    endTime: time('end_time'),
    /** running, completed, deleted. */
    state: varchar('state', { length: 12 }).notNull().default('running'),
    deleteReason: varchar('delete_reason', { length: 500 }),
    variables: jsonb('variables').notNull().default({}),
    engineState: jsonb('engine_state'),
    nextTimerAt: time('next_timer_at'),
  },
  (t) => [
    ...tenantKey('flow_instance', t),
    index('flow_instance_tenant_idx').on(t.tenantId, t.state, t.startTime),
    index('flow_instance_starter_idx').on(t.startUserId, t.startTime),
    index('flow_instance_timer_idx').on(t.nextTimerAt).where(sql`next_timer_at is not null`),
    index('flow_instance_definition_idx').on(t.definitionId),
  ],
);

/**
 * A user task, open while `end_time` is null: assigned to one user, or offered to candidate users, roles (aliases)
 * and departments until one of them claims it. `executionId` is the engine's, so a step finds the task it signals.
 */
export const taskTable = pgTable(
  'flow_task',
  {
    id: rowId(),
    tenantId: tenantId(),
    instanceId: ref('instance_id').notNull(),
    executionId: varchar('execution_id', { length: 100 }).notNull(),
    taskDefKey: varchar('task_def_key', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    formKey: varchar('form_key', { length: 255 }).notNull().default(''),
    assigneeId: ref('assignee_id'),
    candidateUsers: text('candidate_users').array().notNull().default(sql`'{}'::text[]`),
    candidateRoles: text('candidate_roles').array().notNull().default(sql`'{}'::text[]`),
    candidateDepts: text('candidate_depts').array().notNull().default(sql`'{}'::text[]`),
    createTime: time('create_time').notNull().defaultNow(),
    claimTime: time('claim_time'),
    endTime: time('end_time'),
    /** completed, cancelled (a timer or a deleted instance ended it). */
    outcome: varchar('outcome', { length: 12 }),
    comment: varchar('comment', { length: 1000 }),
    pass: boolean('pass'),
  },
  (t) => [
    ...tenantKey('flow_task', t),
    uniqueIndex('flow_task_execution_uniq').on(t.tenantId, t.instanceId, t.executionId),
    index('flow_task_todo_idx').on(t.assigneeId, t.createTime).where(sql`end_time is null`),
    index('flow_task_claim_idx').on(t.tenantId, t.createTime).where(sql`end_time is null and assignee_id is null`),
    index('flow_task_done_idx').on(t.assigneeId, t.endTime).where(sql`end_time is not null`),
  ],
);

/**
 * What ran: one row per activity the engine started (events, tasks, gateways) and per sequence flow taken, in order.
 * The history list and the chart's highlights read it.
 */
export const activityTable = pgTable(
  'flow_activity',
  {
    id: rowId(),
    tenantId: tenantId(),
    instanceId: ref('instance_id').notNull(),
    executionId: varchar('execution_id', { length: 100 }).notNull(),
    activityId: varchar('activity_id', { length: 64 }).notNull(),
    activityName: varchar('activity_name', { length: 255 }).notNull().default(''),
    /** userTask, startEvent, endEvent, exclusiveGateway, parallelGateway, sequenceFlow, boundaryEvent, serviceTask. */
    activityType: varchar('activity_type', { length: 40 }).notNull(),
    taskId: ref('task_id'),
    assigneeId: ref('assignee_id'),
    startTime: time('start_time').notNull().defaultNow(),
    endTime: time('end_time'),
    seq: integer('seq').notNull(),
  },
  (t) => [
    ...tenantKey('flow_activity', t),
    uniqueIndex('flow_activity_execution_uniq').on(t.tenantId, t.instanceId, t.executionId),
    index('flow_activity_instance_idx').on(t.instanceId, t.seq),
  ],
);
