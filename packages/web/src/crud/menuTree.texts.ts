/** The words of the checkable menu tree (租户产品包's menus, 顶部菜单's 菜单配置). */
export const menuTreeTexts = {
  selectAll: { zh: '全选', en: 'Select all' },
  clearAll: { zh: '清空', en: 'Clear' },
  noMenus: { zh: '暂无可选的菜单', en: 'There are no menus to choose from' },
  loadFailed: { zh: '菜单加载失败,请关闭后重试', en: 'The menus could not be loaded; close the dialog and try again' },
};
