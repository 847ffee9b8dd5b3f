import type { FieldDef, ResourceDef } from '@pharma/contract';
import { menuTexts } from './texts.ts';

/**
 * The menu screen described the way the generic crud pieces read it: `SearchForm` takes the search fields (both
 * "contains"), `ViewDialog` loads `blade-system/menu/detail` and shows the fields below. Not a declared resource:
 * the menu screen is hand-built, so nothing else is generated from these.
 */
const text = (label: FieldDef['label']): FieldDef => ({ type: 'string', label });

export const menuSearchDef: ResourceDef = {
  module: 'system',
  name: 'menu',
  title: { zh: '菜单管理', en: 'Menus' },
  api: 'blade-system/menu',
  table: 'blade_menu',
  fields: {
    name: { ...text(menuTexts.name), search: 'like' },
    code: { ...text(menuTexts.code), search: 'like' },
  },
};

/** 查看 shows the names `detail` adds (parentName, categoryName, …) rather than the stored numbers. */
export const menuViewDef: ResourceDef = {
  ...menuSearchDef,
  fields: {
    name: text(menuTexts.name),
    parentName: text(menuTexts.parent),
    path: text(menuTexts.path),
    code: text(menuTexts.code),
    alias: text(menuTexts.alias),
    source: text(menuTexts.source),
    sort: { type: 'integer', label: menuTexts.sort },
    categoryName: text(menuTexts.category),
    actionName: text(menuTexts.action),
    isOpenName: text(menuTexts.isOpen),
    remark: text(menuTexts.remark),
  },
};
