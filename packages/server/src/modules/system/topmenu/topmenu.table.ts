import { topMenuResource } from '@pharma/contract';
import { pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';
import { id, ref } from '../../../platform/db/columns.ts';

/** Links a top menu (blade_top_menu, a declared resource: see resource-tables.ts) to the menus it shows. */
export const topMenuSetting = pgTable(
  'blade_top_menu_setting',
  { id: id(), topMenuId: ref('top_menu_id').notNull(), menuId: ref('menu_id').notNull() },
  (t) => [uniqueIndex('blade_top_menu_setting_uniq').on(t.topMenuId, t.menuId)],
);

/** The declared resource's table (fields from @pharma/contract, tenant column, audit block, indexes). */
export const topmenuTable = tableOf(topMenuResource);
