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

/** The dictionaries of the two rule types (labels from the server, in the UI's language). */
export const scopeDicts = { data: 'data_scope_type', api: 'api_scope_type' } as const;
