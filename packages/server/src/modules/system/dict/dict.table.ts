import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref, rowId, tenantId, tenantKey } from '../../../platform/db/columns.ts';

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

export const dictBiz = pgTable('blade_dict_biz', { ...dictColumns(), id: rowId(), tenantId: tenantId() }, (t) => [
  ...tenantKey('blade_dict_biz', t),
  index('blade_dict_biz_code_idx').on(t.tenantId, t.code, t.isDeleted),
  index('blade_dict_biz_parent_idx').on(t.parentId),
  uniqueIndex('blade_dict_biz_key_uniq').on(t.tenantId, t.code, t.dictKey).where(sql`is_deleted = 0`),
]);
