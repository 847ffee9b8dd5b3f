import { defineResource, type FieldDef } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';
import type { Text } from '../../kit/text.ts';

/** The scope forms' messages that both sides speak: the server refuses with them, the screens' rules show them. */
export const scopeMessages = {
  menuRequired: { zh: '请选择所属菜单', en: 'Please choose the menu' },
  dataCodeRequired: { zh: '请输入数据权限编号', en: 'Please enter the data scope code' },
  dataNameRequired: { zh: '请输入数据权限名称', en: 'Please enter the data scope name' },
  dataTypeRequired: { zh: '请选择数据权限类型', en: 'Please choose the data scope type' },
  apiNameRequired: { zh: '请输入接口权限名称', en: 'Please enter the API scope name' },
  apiTypeRequired: { zh: '请选择接口类型', en: 'Please choose the API type' },
  /** An API scope covers a route by its path or by its permission code: one of the two is needed. */
  apiTarget: { zh: '请填写接口路径或资源编号', en: 'Please enter an API path or a resource code' },
  apiPath: { zh: '接口路径必须以 /api/ 开头', en: 'The API path must start with /api/' },
} satisfies Record<string, Text>;

/** A data scope's type that names its departments (scopeValue); every other type has none. */
export const customScopeType = 5;

/** The column a data scope compares with departments unless another is chosen. */
export const defaultScopeColumn = 'create_dept';

/** 权限配置: the one button of both screens, on a menu's row (opens that menu's scopes of the kind). */
export const scopeSettingButton = {
  key: 'setting',
  name: { zh: '权限配置', en: 'Scope setup' },
  action: 2,
  icon: 'setting',
} as const satisfies ExtraButton;

/** The menu a scope hangs under: the drawer's menu, never an input of the form. */
const menuId = {
  type: 'id',
  label: { zh: '所属菜单', en: 'Menu' },
  required: scopeMessages.menuRequired,
  form: false,
  list: false,
  view: false,
} as const satisfies FieldDef;
const remark = { type: 'string', label: { zh: '备注', en: 'Remark' } } as const satisfies FieldDef;
/** Both screens name a scope and its code alike. */
const labels = {
  resourceCode: { zh: '权限编号', en: 'Scope code' },
  scopeName: { zh: '权限名称', en: 'Scope name' },
} satisfies Record<string, Text>;

/**
 * 数据权限: a row filter on one resource, hung under a menu. Platform-wide like menus (roles of every tenant hold
 * them), written by the platform administrator only. The screen is the menu tree with a drawer of scopes per menu;
 * the calls are declared in scope.calls.ts.
 */
export const dataScopeResource = defineResource({
  module: 'authority',
  name: 'data_scope',
  title: { zh: '数据权限', en: 'Data scopes' },
  api: 'blade-system/data-scope',
  table: 'blade_scope_data',
  tenant: false,
  menu: { path: '/authority/datascope', icon: 'DatabaseOutlined', sort: 2, buttons: [scopeSettingButton] },
  fields: {
    menuId,
    resourceCode: { type: 'string', label: labels.resourceCode, required: scopeMessages.dataCodeRequired },
    scopeName: { type: 'string', label: labels.scopeName, required: scopeMessages.dataNameRequired },
    scopeColumn: { type: 'string', label: { zh: '权限字段', en: 'Scope column' } },
    scopeType: {
      type: 'integer',
      dict: 'data_scope_type',
      label: { zh: '规则类型', en: 'Scope type' },
      required: scopeMessages.dataTypeRequired,
    },
    /** Only for the custom type: comma-joined department ids. */
    scopeValue: { type: 'string', max: 2000, label: { zh: '可见部门', en: 'Visible departments' } },
    scopeField: { type: 'string', label: { zh: '可见字段', en: 'Visible fields' } },
    /** BladeX's class name of the mapper a scope applies to: kept for its clients, never shown. */
    scopeClass: {
      type: 'string',
      max: 500,
      label: { zh: '权限类名', en: 'Scope class' },
      form: false,
      list: false,
      view: false,
    },
    remark,
  },
});

/**
 * 接口权限: a call a role must hold once the scope exists, by its path or its permission code. Platform-wide and
 * written by the platform administrator only, like the data scopes.
 */
export const apiScopeResource = defineResource({
  module: 'authority',
  name: 'api_scope',
  title: { zh: '接口权限', en: 'API scopes' },
  api: 'blade-system/api-scope',
  table: 'blade_scope_api',
  tenant: false,
  menu: { path: '/authority/apiscope', icon: 'ApiOutlined', sort: 3, buttons: [scopeSettingButton] },
  fields: {
    menuId,
    resourceCode: { type: 'string', label: labels.resourceCode },
    scopeName: { type: 'string', label: labels.scopeName, required: scopeMessages.apiNameRequired },
    scopePath: { type: 'string', label: { zh: '接口路径', en: 'API path' } },
    /** The form asks for it; the API takes a body without it (1, a system API). */
    scopeType: {
      type: 'integer',
      dict: 'api_scope_type',
      label: { zh: '接口类型', en: 'API type' },
      required: scopeMessages.apiTypeRequired,
      optionalInApi: true,
    },
    remark,
  },
});
