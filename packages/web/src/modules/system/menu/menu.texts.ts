import type { Text } from '@pharma/contract';

/**
 * The menu screen's words beyond its field labels and messages (those are declared with menuResource in
 * @pharma/contract); generic words such as 新增 / 编辑 come from `crud.*`.
 */
export const menuTexts = {
  top: { zh: '顶级', en: 'Top' },
  // The icon picker.
  pickIcon: { zh: '选择图标', en: 'Choose an icon' },
  searchIcon: { zh: '按名称搜索图标', en: 'Search icons by name' },
  noIcon: { zh: '未选择图标', en: 'No icon chosen' },
  noMatch: { zh: '没有匹配的图标', en: 'No icon matches' },
  clearIcon: { zh: '清除', en: 'Clear' },
} satisfies Record<string, Text>;
