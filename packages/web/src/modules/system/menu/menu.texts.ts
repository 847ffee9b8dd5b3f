import type { Text } from '@pharma/contract';

/** Every string the menu screen shows, in both languages (generic words such as 新增 / 编辑 come from `crud.*`). */
export const menuTexts = {
  name: { zh: '菜单名称', en: 'Name' },
  parent: { zh: '上级菜单', en: 'Parent menu' },
  top: { zh: '顶级', en: 'Top' },
  path: { zh: '路由地址', en: 'Route path' },
  code: { zh: '菜单编号', en: 'Code' },
  alias: { zh: '菜单别名', en: 'Alias' },
  source: { zh: '菜单图标', en: 'Icon' },
  sort: { zh: '菜单排序', en: 'Sort order' },
  category: { zh: '菜单类型', en: 'Type' },
  action: { zh: '按钮功能', en: 'Button position' },
  isOpen: { zh: '新窗口', en: 'New window' },
  remark: { zh: '菜单备注', en: 'Remark' },
  addChild: { zh: '新增下级', en: 'Add child' },
  // The icon picker.
  pickIcon: { zh: '选择图标', en: 'Choose an icon' },
  searchIcon: { zh: '按名称搜索图标', en: 'Search icons by name' },
  noIcon: { zh: '未选择图标', en: 'No icon chosen' },
  noMatch: { zh: '没有匹配的图标', en: 'No icon matches' },
  clearIcon: { zh: '清除', en: 'Clear' },
} satisfies Record<string, Text>;

/** The validation messages of the menu contract (menu/submit answers with the same words). */
export const menuMessages = {
  nameRequired: { zh: '请输入菜单名称', en: 'Please enter the menu name' },
  pathRequired: { zh: '请输入路由地址', en: 'Please enter the route path' },
  codeRequired: { zh: '请输入菜单编号', en: 'Please enter the menu code' },
  aliasRequired: { zh: '请输入菜单别名', en: 'Please enter the menu alias' },
  sortRequired: { zh: '请输入菜单排序', en: 'Please enter the sort order' },
  categoryRequired: { zh: '请选择菜单类型', en: 'Please choose the menu type' },
} satisfies Record<string, Text>;

/**
 * The dictionaries of the coded fields (labels come from the server, in the UI's language): 菜单类型 1 菜单 / 2 按钮,
 * 按钮功能 0–3, 新窗口 1 否 / 2 是.
 */
export const menuDicts = { category: 'menu_category', action: 'button_func', isOpen: 'yes_no' } as const;

/** The stored category of a button: buttons are leaves, have a position and need no path. */
export const buttonCategory = 2;
