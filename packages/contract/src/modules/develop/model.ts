import { defineResource } from '../../kit/resource.ts';

/**
 * 数据模型设计 (blade-develop/model, BladeX 4's `blade_model`): a table of a datasource the code generator works
 * from, with the names its code takes. Platform-wide, the platform administrator's (研发工具).
 */
export const modelResource = defineResource({
  module: 'tool',
  name: 'model',
  title: { zh: '数据模型设计', en: 'Data models' },
  api: 'blade-develop/model',
  table: 'blade_model',
  tenant: false,
  administratorOnly: true,
  page: '/tool/model',
  menu: { icon: 'BlockOutlined', sort: 3 },
  sort: [['createTime', 'desc']],
  fields: {
    datasourceId: {
      type: 'id',
      ref: { resource: 'tenantdatasource', label: 'name' },
      search: true,
      label: { zh: '数据源', en: 'Datasource' },
      required: { zh: '请选择数据源', en: 'Please choose the datasource' },
    },
    modelTable: {
      type: 'string',
      max: 100,
      label: { zh: '物理表名', en: 'Table' },
      required: { zh: '请选择物理表名', en: 'Please choose the table' },
    },
    modelName: {
      type: 'string',
      max: 50,
      search: 'like',
      label: { zh: '模型名称', en: 'Model name' },
      required: { zh: '请输入模型名称', en: 'Please enter the model name' },
    },
    modelCode: {
      type: 'string',
      max: 50,
      search: 'like',
      label: { zh: '模型编号', en: 'Model code' },
      required: { zh: '请输入模型编号', en: 'Please enter the model code' },
    },
    modelClass: {
      type: 'string',
      max: 100,
      label: { zh: '模型类名', en: 'Class name' },
      required: { zh: '请输入模型类名', en: 'Please enter the class name' },
    },
    modelRemark: { type: 'text', max: 500, list: false, label: { zh: '模型备注', en: 'Remark' } },
  },
});

/** What 数据模型设计's checks say. */
export const modelMessages = {
  noTable: { zh: '数据源上没有表 {table}', en: 'The datasource has no table {table}' },
  // BladeX's own words when the catalogue gives nothing (model-prototype).
  noTableInfo: { zh: '未获得相关表信息', en: 'No information about the table could be read' },
  notOneOf: { zh: '{what}只能是 {options} 之一', en: '{what} must be one of {options}' },
  oneModel: {
    zh: '一次提交的字段必须属于同一个数据模型',
    en: 'The columns submitted together must all belong to one model',
  },
  duplicateColumn: { zh: '物理列名 {name} 出现了两次', en: 'The column {name} appears twice' },
  notIdentifier: {
    zh: '{what} “{value}” 不是合法的标识符:只能用字母、数字和下划线,且不能以数字开头',
    en: '{what} “{value}” is not an identifier: letters, digits and underscores only, not starting with a digit',
  },
} as const;
