import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, rowId, tenantId, tenantKey } from '../../../platform/db/columns.ts';

/** OAuth clients allowed to call the token endpoint (Basic header). The secret is stored as sha256. */
export const role = pgTable(
  'blade_role',
  {
    id: rowId(),
    tenantId: tenantId(),
    parentId: ref('parent_id').notNull().default('0'),
    roleName: varchar('role_name', { length: 255 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** The authorisation key (administrator, admin, user, …). */
    roleAlias: varchar('role_alias', { length: 255 }).notNull(),
    ...audit(),
  },
  (t) => [
    ...tenantKey('blade_role', t),
    index('blade_role_tenant_idx').on(t.tenantId, t.isDeleted),
    // Two concurrent adds cannot both take an alias: the service's check gives the message, this gives the guarantee.
    uniqueIndex('blade_role_alias_uniq').on(t.tenantId, t.roleAlias).where(sql`is_deleted = 0`),
  ],
);

export const roleMenu = pgTable(
  'blade_role_menu',
  { id: id(), menuId: ref('menu_id').notNull(), roleId: ref('role_id').notNull() },
  (t) => [uniqueIndex('blade_role_menu_uniq').on(t.roleId, t.menuId)],
);

/** A role's data scopes (category 1) and API scopes (category 2). */
export const roleScope = pgTable(
  'blade_role_scope',
  {
    id: id(),
    scopeCategory: integer('scope_category').notNull(),
    scopeId: ref('scope_id').notNull(),
    roleId: ref('role_id').notNull(),
  },
  (t) => [uniqueIndex('blade_role_scope_uniq').on(t.roleId, t.scopeCategory, t.scopeId)],
);
