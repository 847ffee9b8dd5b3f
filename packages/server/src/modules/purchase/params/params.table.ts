import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, tenantKey } from '../../../platform/db/columns.ts';
import { rowKey, shipperRow } from '../shared/row-columns.ts';

/** 参数页面 (docs/domain.md §2.3): a page of parameters. `status` 0 草稿 · 1 发布 (values are saved only on published pages). */
export const setPageTable = pgTable(
  'sc_set_page',
  {
    ...rowKey(),
    pageCode: varchar('page_code', { length: 50 }).notNull(),
    pageName: varchar('page_name', { length: 50 }).notNull(),
    category: varchar('category', { length: 30 }).notNull().default('purchase'),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [
    ...tenantKey('sc_set_page', t),
    uniqueIndex('sc_set_page_code_uq').on(t.tenantId, t.pageCode).where(sql`is_deleted = 0`),
  ],
);

/** 参数定义: one parameter of a page, with its type, component, bounds and default, grouped by `typename`. */
export const paramDefTable = pgTable(
  'sc_param_set_page_cont',
  {
    ...rowKey(),
    pageId: ref('page_id').notNull(),
    typename: varchar('typename', { length: 50 }).notNull(),
    paramKey: varchar('param_key', { length: 60 }).notNull(),
    paramName: varchar('param_name', { length: 60 }).notNull(),
    valueType: varchar('value_type', { length: 10 }).notNull(),
    componentType: varchar('component_type', { length: 15 }).notNull(),
    dictType: varchar('dict_type', { length: 50 }),
    defaultValue: varchar('default_value', { length: 200 }),
    required: boolean('required').notNull().default(false),
    minValue: numeric('min_value', { precision: 18, scale: 4 }),
    maxValue: numeric('max_value', { precision: 18, scale: 4 }),
    unit: varchar('unit', { length: 10 }),
    helpText: varchar('help_text', { length: 200 }),
    sort: integer('sort').notNull().default(0),
    ...audit(),
  },
  (t) => [
    ...tenantKey('sc_param_set_page_cont', t),
    uniqueIndex('sc_param_def_key_uq').on(t.tenantId, t.pageId, t.paramKey).where(sql`is_deleted = 0`),
  ],
);

/** 参数值: a shipper's value of one parameter of a page, as text (checked against the definition on save). */
export const paramValueTable = pgTable(
  'sc_param_value',
  {
    ...shipperRow(),
    pageId: ref('page_id').notNull(),
    paramKey: varchar('param_key', { length: 60 }).notNull(),
    paramValue: varchar('param_value', { length: 500 }),
    ...audit(),
  },
  (t) => [
    ...tenantKey('sc_param_value', t),
    uniqueIndex('sc_param_value_uq').on(t.tenantId, t.shipperId, t.pageId, t.paramKey),
  ],
);

/** 扩展属性: custom fields a shipper wants on goods, plan lines or contracts (是否集采, 医保类别, …). */
export const paramAttributesTable = pgTable(
  'sc_param_attributes',
  {
    ...shipperRow(),
    attrCode: varchar('attr_code', { length: 50 }).notNull(),
    attrName: varchar('attr_name', { length: 50 }).notNull(),
    valueType: varchar('value_type', { length: 10 }).notNull(),
    dictType: varchar('dict_type', { length: 50 }),
    targetEntity: varchar('target_entity', { length: 20 }).notNull().default('GOODS'),
    required: boolean('required').notNull().default(false),
    visibleInList: boolean('visible_in_list').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...audit(),
  },
  (t) => [
    ...tenantKey('sc_param_attributes', t),
    uniqueIndex('sc_param_attributes_code_uq').on(t.tenantId, t.shipperId, t.attrCode).where(sql`is_deleted = 0`),
    index('sc_param_attributes_shipper_idx').on(t.tenantId, t.shipperId, t.sort),
  ],
);
