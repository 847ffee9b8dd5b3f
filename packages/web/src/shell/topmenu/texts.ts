/** The words of the top menu in the top bar. */
export const topMenuTexts = {
  all: { zh: '全部', en: 'All' },
  label: { zh: '顶部菜单', en: 'Top menu' },
};
