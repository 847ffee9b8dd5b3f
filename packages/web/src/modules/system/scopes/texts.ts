import type { Text } from '@pharma/contract';

/** Every string the two scope screens show, in both languages (generic words come from `crud.*`). */
export const scopeTexts = {
  setting: { zh: '权限配置', en: 'Scope setup' },
  scopeName: { zh: '权限名称', en: 'Scope name' },
  resourceCode: { zh: '权限编号', en: 'Scope code' },
  scopeColumn: { zh: '权限字段', en: 'Scope column' },
  scopeType: { zh: '规则类型', en: 'Scope type' },
  scopeValue: { zh: '可见部门', en: 'Visible departments' },
  scopeField: { zh: '可见字段', en: 'Visible fields' },
  scopePath: { zh: '接口路径', en: 'API path' },
  apiType: { zh: '接口类型', en: 'API type' },
  remark: { zh: '备注', en: 'Remark' },
  // Data scope types 1–5.
  all: { zh: '全部可见', en: 'All rows' },
  own: { zh: '本人可见', en: 'Own rows' },
  dept: { zh: '所在机构可见', en: 'Own department' },
  deptBelow: { zh: '所在机构及子级可见', en: 'Own department and below' },
  custom: { zh: '自定义', en: 'Custom departments' },
  // API scope types 1–2.
  systemApi: { zh: '系统接口', en: 'System API' },
  businessApi: { zh: '业务接口', en: 'Business API' },
} satisfies Record<string, Text>;

/** The validation messages, as data-scope/submit and api-scope/submit word them. */
export const scopeMessages = {
  dataNameRequired: { zh: '请输入数据权限名称', en: 'Please enter the data scope name' },
  dataCodeRequired: { zh: '请输入数据权限编号', en: 'Please enter the data scope code' },
  dataTypeRequired: { zh: '请选择数据权限类型', en: 'Please choose the data scope type' },
  customRequired: { zh: '请选择可见部门', en: 'Please choose the visible departments' },
  apiNameRequired: { zh: '请输入接口权限名称', en: 'Please enter the API scope name' },
  apiTypeRequired: { zh: '请选择接口类型', en: 'Please choose the API type' },
  apiTarget: { zh: '请填写接口路径或资源编号', en: 'Please enter an API path or a resource code' },
  apiPath: { zh: '接口路径必须以 /api/ 开头', en: 'The API path must start with /api/' },
} satisfies Record<string, Text>;

/** The custom type: only it has departments (scopeValue). */
export const customScopeType = 5;

export const dataScopeTypes = [
  { value: 1, label: scopeTexts.all },
  { value: 2, label: scopeTexts.own },
  { value: 3, label: scopeTexts.dept },
  { value: 4, label: scopeTexts.deptBelow },
  { value: customScopeType, label: scopeTexts.custom },
] as const;

export const apiScopeTypes = [
  { value: 1, label: scopeTexts.systemApi },
  { value: 2, label: scopeTexts.businessApi },
] as const;
