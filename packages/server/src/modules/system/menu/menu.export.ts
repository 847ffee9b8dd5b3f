import { defaultTenantId, type MenuRecord, menuResource, permissionsOf } from '@pharma/contract';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { forbidden } from '../../../platform/errors.ts';
import type { ExportColumn, ExportRow, ExportSource } from '../../../platform/excel/sources.ts';
import { depthFirst, inBatches, textFilters } from '../../../platform/excel/tree.ts';
import { liveMenus, menuLazyList, menuTreeList } from './menu-admin.service.ts';
import { menuName } from './menu-names.ts';

/** The screen's labels and dictionaries: the declaration's. */
const { fields } = menuResource;

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
  name: menuResource.name,
  title: menuResource.title,
  permission: permissionsOf(menuResource).menu,
  async open(ctx, raw) {
    if (ctx.tenantId !== defaultTenantId) throw forbidden();
    const filters = textFilters(raw, { name: fields.name.label, code: fields.code.label, alias: fields.alias.label });
    const [categories, actions, yesNo] = await Promise.all(
      [fields.category.dict, fields.action.dict, fields.isOpen.dict].map((code) => dictLabels(ctx, code)),
    );
    const columns: ExportColumn[] = [
      { header: fields.name.label, width: 24, value: (r) => r.name },
      { header: fields.parentName.label, width: 24, value: (r) => r.parentName },
      { header: fields.source.label, width: 20, value: (r) => r.source },
      { header: fields.code.label, width: 24, value: (r) => r.code },
      { header: fields.alias.label, width: 14, value: (r) => r.alias },
      { header: fields.path.label, width: 28, value: (r) => r.path },
      { header: fields.sort.label, width: 10, value: (r) => r.sort },
      { header: fields.category.label, width: 10, value: (r) => labelled(categories!)(r.category) },
      { header: fields.action.label, width: 14, value: (r) => labelled(actions!)(r.action) },
      { header: fields.isOpen.label, width: 10, value: (r) => labelled(yesNo!)(r.isOpen) },
    ];
    // The same test as menu/lazy-list's: any of the three filters makes it a search.
    const searching = Boolean(filters.name || filters.code || filters.alias);
    let rows: ExportRow[];
    if (searching) {
      const names = new Map((await liveMenus(ctx)).map((m) => [m.id, menuName(m, ctx.lang)]));
      const matches: MenuRecord[] = await menuLazyList(ctx, '0', filters, false);
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
