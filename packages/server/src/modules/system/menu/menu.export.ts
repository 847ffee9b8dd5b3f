import { defaultTenantId, type Text } from '@pharma/contract';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { forbidden } from '../../../platform/errors.ts';
import type { ExportColumn, ExportRow, ExportSource } from '../../../platform/excel/sources.ts';
import { depthFirst, inBatches, textFilters } from '../../../platform/excel/tree.ts';
import { liveMenus, type MenuVO, menuLazyList, menuTreeList } from './menu-admin.service.ts';
import { menuName } from './menu-names.ts';

/** The screen's labels (web menus/texts.ts menuTexts). */
const labels = {
  name: { zh: '菜单名称', en: 'Name' },
  parentName: { zh: '上级菜单', en: 'Parent menu' },
  source: { zh: '菜单图标', en: 'Icon' },
  code: { zh: '菜单编号', en: 'Code' },
  alias: { zh: '菜单别名', en: 'Alias' },
  path: { zh: '路由地址', en: 'Route path' },
  sort: { zh: '菜单排序', en: 'Sort order' },
  category: { zh: '菜单类型', en: 'Type' },
  action: { zh: '按钮功能', en: 'Button position' },
  isOpen: { zh: '新窗口', en: 'New window' },
} satisfies Record<string, Text>;

/** A coded value as its dictionary label; a key the dictionary does not know is written as stored. */
const labelled = (labels: Map<string, string>) => (value: unknown) => labels.get(String(value)) ?? value;

/**
 * 导出 of 菜单管理, the platform's own screen (no tenant is ever given it; a tenant's user is refused whatever
 * codes their role holds). What the screen shows: without a search the whole tree (menu/list), flattened in tree
 * order (a menu, then what hangs below it, siblings by sort); with a search (菜单名称 / 菜单编号) the matches flat,
 * in the order menu/lazy-list gives them. Names in the caller's language; 上级菜单 names each row's parent;
 * 菜单类型, 按钮功能 and 新窗口 as their labels in menu_category, button_func and yes_no.
 */
export const menuExportSource: ExportSource = {
  name: 'menu',
  title: { zh: '菜单管理', en: 'Menus' },
  permission: 'menu',
  async open(ctx, raw) {
    if (ctx.tenantId !== defaultTenantId) throw forbidden();
    const filters = textFilters(raw, { name: labels.name, code: labels.code, alias: labels.alias });
    const [categories, actions, yesNo] = await Promise.all(
      ['menu_category', 'button_func', 'yes_no'].map((code) => dictLabels(ctx, code)),
    );
    const columns: ExportColumn[] = [
      { header: labels.name, width: 24, value: (r) => r.name },
      { header: labels.parentName, width: 24, value: (r) => r.parentName },
      { header: labels.source, width: 20, value: (r) => r.source },
      { header: labels.code, width: 24, value: (r) => r.code },
      { header: labels.alias, width: 14, value: (r) => r.alias },
      { header: labels.path, width: 28, value: (r) => r.path },
      { header: labels.sort, width: 10, value: (r) => r.sort },
      { header: labels.category, width: 10, value: (r) => labelled(categories!)(r.category) },
      { header: labels.action, width: 14, value: (r) => labelled(actions!)(r.action) },
      { header: labels.isOpen, width: 10, value: (r) => labelled(yesNo!)(r.isOpen) },
    ];
    // The same test as menu/lazy-list's: any of the three filters makes it a search.
    const searching = Boolean(filters.name || filters.code || filters.alias);
    let rows: ExportRow[];
    if (searching) {
      const names = new Map((await liveMenus(ctx.db)).map((m) => [m.id, menuName(m, ctx.lang)]));
      const matches: MenuVO[] = await menuLazyList(ctx, '0', filters, false);
      rows = matches.map((m) => ({ ...m, parentName: names.get(m.parentId) ?? '' }));
    } else {
      rows = depthFirst(await menuTreeList(ctx, {}, false)).map(({ row, parent }) => ({
        ...row,
        parentName: parent?.name ?? '',
      }));
    }
    return { columns, batches: inBatches(rows) };
  },
};
