import type { Text } from '@pharma/contract';

/**
 * The scope screens' words beyond their field labels and shared messages (those are declared with
 * dataScopeResource and apiScopeResource in @pharma/contract); generic words come from `crud.*`.
 */
export const scopeTexts = {
  /** 自定义 needs departments: a rule of the form alone (the server refuses a value that is not department ids). */
  customRequired: { zh: '请选择可见部门', en: 'Please choose the visible departments' },
} satisfies Record<string, Text>;
