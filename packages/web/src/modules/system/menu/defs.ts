import type { FieldDef, ResourceDef } from '@pharma/contract';
import { menuDicts, menuTexts } from './menu.texts.ts';

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

/** 查看 shows the parent's name `detail` adds, and the coded fields by their dictionary labels. */
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
    category: { type: 'integer', label: menuTexts.category, dict: menuDicts.category },
    action: { type: 'integer', label: menuTexts.action, dict: menuDicts.action },
    isOpen: { type: 'integer', label: menuTexts.isOpen, dict: menuDicts.isOpen },
    remark: text(menuTexts.remark),
  },
};
