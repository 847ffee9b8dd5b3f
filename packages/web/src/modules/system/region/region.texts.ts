import type { Text } from '@pharma/contract';

/** The form's field labels. */
export const regionLabels = {
  parentCode: { zh: '上级编号', en: 'Parent code' },
  parentName: { zh: '上级名称', en: 'Parent name' },
  code: { zh: '区划编号', en: 'Code' },
  subCode: { zh: '区划子编号', en: 'Sub-code' },
  name: { zh: '区划名称', en: 'Name' },
  level: { zh: '区划层级', en: 'Level' },
  sort: { zh: '排序', en: 'Order' },
  remark: { zh: '备注', en: 'Remark' },
} satisfies Record<string, Text>;

/** The screen's other words. */
export const regionTexts = {
  title: { zh: '行政区划', en: 'Regions' },
  details: { zh: '区划信息', en: 'Region details' },
  newChild: { zh: '新增下级区划', en: 'New subregion' },
  addChild: { zh: '新增下级', en: 'Add subregion' },
  save: { zh: '保存', en: 'Save' },
  remove: { zh: '删除', en: 'Delete' },
  cancel: { zh: '取消', en: 'Cancel' },
  search: { zh: '搜索区划名称', en: 'Search by region name' },
  noMatch: { zh: '没有匹配的区划', en: 'No region matches' },
  choose: { zh: '请在左侧选择一个区划', en: 'Choose a region on the left' },
  subCodeRequired: { zh: '请输入区划子编号', en: 'Please enter the sub-code' },
  removeConfirm: { zh: '确定删除区划「{name}」?', en: 'Delete the region “{name}”?' },
  levelPlaceholder: { zh: '请选择区划层级', en: 'Please choose the level' },
  cascader: { zh: '请选择省 / 市 / 区', en: 'Choose province / city / district' },
} satisfies Record<string, Text>;
