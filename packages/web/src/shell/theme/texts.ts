/** Texts of the colour picker and the theme chooser, read with useText(). */
export const texts = {
  color: { zh: '主题色', en: 'Theme colour' },
  colorPresets: { zh: '推荐颜色', en: 'Suggested colours' },
  colorReset: { zh: '恢复默认', en: 'Reset to default' },
  theme: { zh: '主题', en: 'Theme' },
  themeTitle: { zh: '选择主题', en: 'Choose a theme' },
  themeCurrent: { zh: '当前主题', en: 'Current theme' },
};
