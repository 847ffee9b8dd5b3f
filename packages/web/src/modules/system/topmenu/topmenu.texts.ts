/** The words of 顶部菜单's 菜单配置 dialog (the button's own name is declared with topMenuResource). */
export const topMenuTexts = {
  title: { zh: '顶部菜单配置', en: 'Top menu setup' },
  for: { zh: '顶部菜单:{names}(保存后替换原有菜单)', en: 'Top menus: {names} (saving replaces their menus)' },
};
