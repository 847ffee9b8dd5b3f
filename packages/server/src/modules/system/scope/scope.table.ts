import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref } from '../../../platform/db/columns.ts';

/**
 * 数据权限: a row filter on one resource, hung under a menu. Platform-wide like menus; roles hold them through
 * blade_role_scope (category 1). Types (dict data_scope_type): 1 all, 2 own rows, 3 own department,
 * 4 own department and below, 5 a custom set of departments (scope_value: comma-joined dept ids, never SQL).
 */
export const scopeData = pgTable(
  'blade_scope_data',
  {
    id: id(),
    menuId: ref('menu_id').notNull(),
    /** The resource the filter applies to (a data-scoped resource's name: user, dept, param, post, …). */
    resourceCode: varchar('resource_code', { length: 255 }).notNull(),
    scopeName: varchar('scope_name', { length: 255 }).notNull(),
    scopeField: varchar('scope_field', { length: 255 }).notNull().default('*'),
    scopeClass: varchar('scope_class', { length: 500 }),
    /** The column compared with the caller's departments; one the resource declares as data-scopable. */
    scopeColumn: varchar('scope_column', { length: 255 }).notNull().default('create_dept'),
    scopeType: integer('scope_type').notNull(),
    scopeValue: varchar('scope_value', { length: 2000 }),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [index('blade_scope_data_menu_idx').on(t.menuId), index('blade_scope_data_resource_idx').on(t.resourceCode)],
);

/**
 * 接口权限: a call a role must hold once the scope exists. It covers a route when `scope_path` is part of the
 * route's path or `resource_code` is the route's permission code (a button code hides that button too).
 * Types (dict api_scope_type): 1 system API, 2 business API.
 */
export const scopeApi = pgTable(
  'blade_scope_api',
  {
    id: id(),
    menuId: ref('menu_id').notNull(),
    resourceCode: varchar('resource_code', { length: 255 }),
    scopeName: varchar('scope_name', { length: 255 }).notNull(),
    scopePath: varchar('scope_path', { length: 255 }),
    scopeType: integer('scope_type').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [index('blade_scope_api_menu_idx').on(t.menuId)],
);
