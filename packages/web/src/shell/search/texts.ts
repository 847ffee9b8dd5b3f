/** The words of the menu search (top search box and its overlay). */
export const searchTexts = {
  placeholder: { zh: '搜索菜单', en: 'Search menus' },
  label: { zh: '搜索菜单 (Ctrl+K)', en: 'Search menus (Ctrl+K)' },
  results: { zh: '菜单搜索结果', en: 'Menu search results' },
  noMatch: { zh: '无匹配菜单', en: 'No matching menu' },
  hint: { zh: '↑↓ 选择 · Enter 打开 · Esc 关闭', en: '↑↓ to move · Enter to open · Esc to close' },
};
