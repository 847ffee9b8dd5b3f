import type { Text } from '@pharma/contract';

/** The screen's words beyond its declaration (the form's labels and messages are in the contract's region.ts). */
export const regionTexts = {
  details: { zh: '区划信息', en: 'Region details' },
  newChild: { zh: '新增下级区划', en: 'New subregion' },
  addChild: { zh: '新增下级', en: 'Add subregion' },
  save: { zh: '保存', en: 'Save' },
  remove: { zh: '删除', en: 'Delete' },
  cancel: { zh: '取消', en: 'Cancel' },
  search: { zh: '搜索区划名称', en: 'Search by region name' },
  noMatch: { zh: '没有匹配的区划', en: 'No region matches' },
  choose: { zh: '请在左侧选择一个区划', en: 'Choose a region on the left' },
  removeConfirm: { zh: '确定删除区划「{name}」?', en: 'Delete the region “{name}”?' },
  cascader: { zh: '请选择省 / 市 / 区', en: 'Choose province / city / district' },
} satisfies Record<string, Text>;
