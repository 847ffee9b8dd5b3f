import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, tenantId, time } from '../../platform/db/columns.ts';

/** 租户: one company using the platform. `tenant_id` is its business key (000000 = the platform itself). */
export const tenant = pgTable(
  'blade_tenant',
  {
    id: id(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    tenantName: varchar('tenant_name', { length: 50 }).notNull(),
    domain: varchar('domain', { length: 255 }),
    linkman: varchar('linkman', { length: 20 }),
    contactNumber: varchar('contact_number', { length: 20 }),
    address: varchar('address', { length: 255 }),
    /** Accounts the tenant may hold; -1 = unlimited. */
    accountNumber: integer('account_number').notNull().default(-1),
    expireTime: time('expire_time'),
    packageId: ref('package_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_tenant_tenant_id_uniq').on(t.tenantId).where(sql`is_deleted = 0`)],
);

/** OAuth clients allowed to call the token endpoint (Basic header). The secret is stored as sha256. */
export const client = pgTable(
  'blade_client',
  {
    id: id(),
    clientId: varchar('client_id', { length: 48 }).notNull(),
    clientSecret: varchar('client_secret', { length: 256 }).notNull(),
    scope: varchar('scope', { length: 256 }).notNull().default('all'),
    authorizedGrantTypes: varchar('authorized_grant_types', { length: 256 }).notNull(),
    webServerRedirectUri: varchar('web_server_redirect_uri', { length: 256 }),
    accessTokenValidity: integer('access_token_validity').notNull().default(3600),
    refreshTokenValidity: integer('refresh_token_validity').notNull().default(604800),
    additionalInformation: varchar('additional_information', { length: 4096 }),
    autoapprove: varchar('autoapprove', { length: 256 }),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_client_client_id_uniq').on(t.clientId).where(sql`is_deleted = 0`)],
);

export const role = pgTable(
  'blade_role',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: ref('parent_id').notNull().default('0'),
    roleName: varchar('role_name', { length: 255 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** The authorisation key (administrator, admin, user, …). */
    roleAlias: varchar('role_alias', { length: 255 }).notNull(),
    ...audit(),
  },
  (t) => [
    index('blade_role_tenant_idx').on(t.tenantId, t.isDeleted),
    // Two concurrent adds cannot both take an alias: the service's check gives the message, this gives the guarantee.
    uniqueIndex('blade_role_alias_uniq').on(t.tenantId, t.roleAlias).where(sql`is_deleted = 0`),
  ],
);

/** Menus and buttons are platform-wide; tenants see the ones granted to their roles. */
export const menu = pgTable(
  'blade_menu',
  {
    id: id(),
    parentId: ref('parent_id').notNull().default('0'),
    code: varchar('code', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    alias: varchar('alias', { length: 255 }).notNull().default('menu'),
    path: varchar('path', { length: 255 }),
    source: varchar('source', { length: 255 }),
    sort: integer('sort').notNull().default(0),
    /** 1 menu, 2 button. */
    category: integer('category').notNull().default(1),
    /** 0 none, 1 toolbar, 2 row, 3 toolbar + row. */
    action: integer('action').notNull().default(0),
    /** 1 no, 2 yes (open in a new window). */
    isOpen: integer('is_open').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [
    index('blade_menu_parent_idx').on(t.parentId),
    uniqueIndex('blade_menu_code_uniq').on(t.code).where(sql`is_deleted = 0`),
  ],
);

export const roleMenu = pgTable(
  'blade_role_menu',
  { id: id(), menuId: ref('menu_id').notNull(), roleId: ref('role_id').notNull() },
  (t) => [uniqueIndex('blade_role_menu_uniq').on(t.roleId, t.menuId)],
);

export const dept = pgTable(
  'blade_dept',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: ref('parent_id').notNull().default('0'),
    /** Comma-joined ancestor ids, root first ("0,<parent>,…"). */
    ancestors: varchar('ancestors', { length: 2000 }).notNull().default('0'),
    deptName: varchar('dept_name', { length: 45 }).notNull(),
    fullName: varchar('full_name', { length: 45 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [index('blade_dept_tenant_idx').on(t.tenantId, t.isDeleted)],
);

/** Links a top menu (blade_top_menu, a declared resource: see resource-tables.ts) to the menus it shows. */
export const topMenuSetting = pgTable(
  'blade_top_menu_setting',
  { id: id(), topMenuId: ref('top_menu_id').notNull(), menuId: ref('menu_id').notNull() },
  (t) => [uniqueIndex('blade_top_menu_setting_uniq').on(t.topMenuId, t.menuId)],
);
