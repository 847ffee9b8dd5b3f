import { defaultTenantId, menuCategory } from '@pharma/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { live } from '../../../platform/scope.ts';
import { menu } from '../menu/menu.table.ts';
import { topmenuTable as topMenu, topMenuSetting } from './topmenu.table.ts';

/**
 * 顶部菜单 of tenant 000000 on a first look: one per module menu, showing that module's screens. Each is coded like
 * its module menu, so in English the top bar names it as the side menu does (route.<code>); the Chinese names are
 * short, so both fit beside 全部 in the header of a 1280-pixel screen.
 */
const demoTopMenus = [
  { code: 'system', name: '系统', source: 'SettingOutlined', sort: 1 },
  { code: 'authority', name: '权限', source: 'SafetyOutlined', sort: 2 },
];

/** Adds the demo top menus with their menus (first start only). */
export async function loadDemoTopMenus(db: Db): Promise<void> {
  for (const t of demoTopMenus) {
    const [module] = await db
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.code, t.code), live(menu)));
    if (!module) continue;
    const screens = await db
      .select({ id: menu.id })
      .from(menu)
      .where(
        and(or(eq(menu.id, module.id), eq(menu.parentId, module.id)), eq(menu.category, menuCategory.menu), live(menu)),
      );
    const [row] = await db
      .insert(topMenu)
      .values({ tenantId: defaultTenantId, ...t })
      .returning({ id: topMenu.id });
    const topMenuId = String(row!.id);
    if (screens.length) await db.insert(topMenuSetting).values(screens.map((s) => ({ topMenuId, menuId: s.id })));
  }
}
