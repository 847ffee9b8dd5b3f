import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, ref } from '../../../platform/db/columns.ts';

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
