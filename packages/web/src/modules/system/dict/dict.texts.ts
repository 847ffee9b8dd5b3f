import type { Text } from '@pharma/contract';

/**
 * The dictionary screens' own words, in both languages. Generic words (新增, 编辑, …) come from `crud.*`; the fields'
 * labels and messages from the contract's `dictResource` (the server checks the same declaration).
 */
export const dictTexts = {
  addChild: { zh: '新增下级', en: 'Add entry' },
  sealed: { zh: '已封存', en: 'Sealed' },
  system: { zh: '系统字典', en: 'System dictionary' },
  business: { zh: '业务字典', en: 'Business dictionary' },
  parents: { zh: '字典列表', en: 'Dictionaries' },
  entries: { zh: '字典值', en: 'Entries' },
  entriesOf: { zh: '{name} 的字典值', en: 'Entries of {name}' },
  pickParent: { zh: '请先选择一个字典', en: 'Choose a dictionary to see its entries' },
  noKinds: { zh: '你没有管理字典的权限', en: 'You may not manage dictionaries' },
  /** The layout routes' tabs. */
  horizontal: { zh: '字典管理(横向)', en: 'Dictionaries (side by side)' },
  vertical: { zh: '字典管理(纵向)', en: 'Dictionaries (stacked)' },
} satisfies Record<string, Text>;
