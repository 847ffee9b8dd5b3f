import { defineResource, permissionsOf, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';
import type { Text } from '../../kit/text.ts';

/** The menu form's messages that both sides speak: the server refuses with them, the screen's rules show them. */
export const menuMessages = {
  nameRequired: { zh: '请输入菜单名称', en: 'Please enter the menu name' },
  codeRequired: { zh: '请输入菜单编号', en: 'Please enter the menu code' },
  aliasRequired: { zh: '请输入菜单别名', en: 'Please enter the menu alias' },
  sortRequired: { zh: '请输入菜单排序', en: 'Please enter the menu order' },
  categoryRequired: { zh: '请选择菜单类型', en: 'Please choose the menu type' },
  /** A menu (not a button) needs a path: a rule across two fields, so not a field's `required`. */
  pathRequired: { zh: '请输入路由地址', en: 'Please enter the route path' },
} satisfies Record<string, Text>;

/** The stored categories (dict menu_category): buttons are leaves, have a position and need no path. */
export const menuCategory = { menu: 1, button: 2 } as const;

/** 新增下级: a row's button that adds a menu or button under it (not on a button: buttons are leaves). */
export const menuAddChildButton = {
  key: 'add_child',
  name: { zh: '新增下级', en: 'Add child' },
  action: 2,
  icon: 'plus',
} as const satisfies ExtraButton;

/**
 * 菜单管理: the platform's menus and buttons (no tenant: tenants see those granted to their roles). Its screen is a
 * lazily loaded tree table with its own dialog and its calls are its own (menu.calls.ts), but its fields are declared
 * here once: the server validates a submit with them and the screen's form, search and view are built from them.
 */
export const menuResource = defineResource({
  module: 'system',
  name: 'menu',
  title: { zh: '菜单管理', en: 'Menus' },
  api: 'blade-system/menu',
  table: 'blade_menu',
  tenant: false,
  menu: {
    path: '/system/menu',
    icon: 'MenuOutlined',
    sort: 4,
    buttons: [...standardButtonKeys, menuAddChildButton],
  },
  fields: {
    parentId: { type: 'id', label: { zh: '上级菜单', en: 'Parent menu' }, list: false, view: false },
    name: {
      type: 'string',
      search: 'like',
      label: { zh: '菜单名称', en: 'Name' },
      required: menuMessages.nameRequired,
    },
    /** menu/detail names the parent (顶级 at the top). */
    parentName: { type: 'string', label: { zh: '上级菜单', en: 'Parent menu' }, readOnly: true, list: false },
    path: { type: 'string', label: { zh: '路由地址', en: 'Route path' } },
    code: {
      type: 'string',
      search: 'like',
      label: { zh: '菜单编号', en: 'Code' },
      required: menuMessages.codeRequired,
    },
    alias: { type: 'string', label: { zh: '菜单别名', en: 'Alias' }, required: menuMessages.aliasRequired },
    source: { type: 'string', label: { zh: '菜单图标', en: 'Icon' } },
    sort: { type: 'integer', label: { zh: '菜单排序', en: 'Sort order' }, required: menuMessages.sortRequired },
    category: {
      type: 'integer',
      dict: 'menu_category',
      label: { zh: '菜单类型', en: 'Type' },
      required: menuMessages.categoryRequired,
    },
    action: { type: 'integer', dict: 'button_func', label: { zh: '按钮功能', en: 'Button position' } },
    isOpen: { type: 'integer', dict: 'yes_no', label: { zh: '新窗口', en: 'New window' } },
    remark: { type: 'string', label: { zh: '菜单备注', en: 'Remark' } },
  },
});

/** The codes the screen's buttons follow: the menu, the standard four and menu_add_child. */
export const menuCodes = {
  ...permissionsOf(menuResource),
  addChild: `${menuResource.name}_${menuAddChildButton.key}`,
} as const;
