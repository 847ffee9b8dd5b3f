import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, ref, time } from '../../../platform/db/columns.ts';

/**
 * A deployment: one upload or one model deployed, for one tenant or for all (tenant_id ''). Removing it removes its
 * definitions and their instances (delete-deployment cascades, as Flowable's does).
 */
export const deploymentTable = pgTable('flow_deployment', {
  id: id(),
  /** '' when common to every tenant. */
  tenantId: varchar('tenant_id', { length: 12 }).notNull().default(''),
  name: varchar('name', { length: 255 }).notNull(),
  category: varchar('category', { length: 64 }).notNull(),
  deployTime: time('deploy_time').notNull().defaultNow(),
  deployUser: ref('deploy_user'),
});

/**
 * A process definition: one executable process of a deployment, versioned per key and tenant. Its id is Flowable's
 * `key:version:deploymentId`; the XML is kept whole (the chart and resource-view read it, the engine runs it).
 */
export const definitionTable = pgTable(
  'flow_definition',
  {
    id: varchar('id', { length: 200 }).primaryKey(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull().default(''),
    deploymentId: ref('deployment_id').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    category: varchar('category', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    resourceName: varchar('resource_name', { length: 255 }).notNull(),
    xml: text('xml').notNull(),
    /** 1 active, 2 suspended. */
    suspensionState: integer('suspension_state').notNull().default(1),
    /** Who may start it (flowable:candidateStarterUsers / Groups), comma-joined; both empty: anyone of its tenants. */
    starterUsers: varchar('starter_users', { length: 1000 }).notNull().default(''),
    starterGroups: varchar('starter_groups', { length: 1000 }).notNull().default(''),
    /**
     * The start event's flowable:formKey, read at deployment: the form the process starts with (`leave`). The
     * category only groups definitions; it never decides the form (a 质检复核 deployed as 请假流程 is no leave).
     */
    formKey: varchar('form_key', { length: 64 }).notNull().default(''),
    deployTime: time('deploy_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flow_definition_version_uniq').on(t.tenantId, t.key, t.version),
    index('flow_definition_deployment_idx').on(t.deploymentId),
  ],
);
