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
    /** The sign-in page's picture for this tenant's domain. */
    backgroundUrl: varchar('background_url', { length: 1000 }),
    linkman: varchar('linkman', { length: 20 }),
    contactNumber: varchar('contact_number', { length: 20 }),
    address: varchar('address', { length: 255 }),
    /** Accounts the tenant may hold; -1 = unlimited. */
    accountNumber: integer('account_number').notNull().default(-1),
    expireTime: time('expire_time'),
    packageId: ref('package_id'),
    /** The tenant's own database (blade_datasource), when it does not share the platform's. */
    datasourceId: ref('datasource_id'),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_tenant_tenant_id_uniq').on(t.tenantId).where(sql`is_deleted = 0`)],
);

/** OAuth clients allowed to call the token endpoint (Basic header). The secret is stored as sha256. */
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
    /** 1 company, 2 department, 3 group (BladeX dict `org_category`). */
    deptCategory: integer('dept_category').notNull().default(2),
    remark: varchar('remark', { length: 255 }),
    /** Extension fields of a deployment (saveExtendDept / updateExtendDept), as a JSON object. */
    extInfo: varchar('ext_info', { length: 4000 }),
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

/** 数据源: a database a tenant may be given instead of the platform's. The password never leaves the server. */
export const datasource = pgTable('blade_datasource', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  driverClass: varchar('driver_class', { length: 100 }).notNull().default('org.postgresql.Driver'),
  url: varchar('url', { length: 500 }).notNull(),
  username: varchar('username', { length: 50 }),
  password: varchar('password', { length: 255 }),
  remark: varchar('remark', { length: 255 }),
  ...audit(),
});

/**
 * Dictionaries (see @pharma/contract dict.ts): a parent row per code (dict_key '-1') and a child row per value.
 * blade_dict is the platform's, shared by every tenant; blade_dict_biz is each tenant's own. dict_key is text
 * (BladeX's int keys read the same) so codes like `refresh_token` fit.
 */
const dictColumns = () => ({
  id: id(),
  parentId: ref('parent_id').notNull().default('0'),
  code: varchar('code', { length: 255 }).notNull(),
  dictKey: varchar('dict_key', { length: 255 }).notNull(),
  dictValue: varchar('dict_value', { length: 255 }).notNull(),
  sort: integer('sort').notNull().default(0),
  remark: varchar('remark', { length: 255 }),
  /** 0 no, 1 yes: only the platform administrator may change or remove a sealed row. */
  isSealed: integer('is_sealed').notNull().default(0),
  ...audit(),
});

export const dict = pgTable('blade_dict', dictColumns(), (t) => [
  index('blade_dict_code_idx').on(t.code, t.isDeleted),
  index('blade_dict_parent_idx').on(t.parentId),
  // One parent per code, one entry per key in a code; the service says which, the index guarantees it.
  uniqueIndex('blade_dict_key_uniq').on(t.code, t.dictKey).where(sql`is_deleted = 0`),
]);

export const dictBiz = pgTable('blade_dict_biz', { ...dictColumns(), tenantId: tenantId() }, (t) => [
  index('blade_dict_biz_code_idx').on(t.tenantId, t.code, t.isDeleted),
  index('blade_dict_biz_parent_idx').on(t.parentId),
  uniqueIndex('blade_dict_biz_key_uniq').on(t.tenantId, t.code, t.dictKey).where(sql`is_deleted = 0`),
]);

/** 行政区划, platform-wide; the code is the key (BladeX blade_region) and removes are physical. */
export const region = pgTable(
  'blade_region',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 12 }).notNull(),
    ancestors: varchar('ancestors', { length: 255 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    provinceCode: varchar('province_code', { length: 12 }).notNull().default(''),
    provinceName: varchar('province_name', { length: 64 }).notNull().default(''),
    cityCode: varchar('city_code', { length: 12 }).notNull().default(''),
    cityName: varchar('city_name', { length: 64 }).notNull().default(''),
    districtCode: varchar('district_code', { length: 12 }).notNull().default(''),
    districtName: varchar('district_name', { length: 64 }).notNull().default(''),
    townCode: varchar('town_code', { length: 12 }).notNull().default(''),
    townName: varchar('town_name', { length: 64 }).notNull().default(''),
    villageCode: varchar('village_code', { length: 12 }).notNull().default(''),
    villageName: varchar('village_name', { length: 64 }).notNull().default(''),
    level: integer('level').notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
  },
  (t) => [index('blade_region_parent_idx').on(t.parentCode, t.sort), index('blade_region_name_idx').on(t.name)],
);
