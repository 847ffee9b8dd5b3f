/**
 * What the journeys read and click, in both languages: a journey runs once per language, so a screen that shows
 * a Chinese word in English (or none) fails it. The English is what the console shows: the contract's and the
 * screens' texts, the server's messages and antd's own English.
 */
export type Lang = 'zh' | 'en';
export const langs: Lang[] = ['zh', 'en'];

const words = {
  // Menus.
  system: ['系统管理', 'System'],
  authority: ['权限管理', 'Authority'],
  tenants: ['租户管理', 'Tenants'],
  packages: ['租户产品包', 'Tenant packages'],
  users: ['用户管理', 'Users'],
  depts: ['部门管理', 'Departments'],
  params: ['参数管理', 'Parameters'],
  posts: ['岗位管理', 'Posts'],
  menus: ['菜单管理', 'Menus'],
  roles: ['角色管理', 'Roles'],
  dataScopes: ['数据权限', 'Data scopes'],
  apiScopes: ['接口权限', 'API scopes'],
  // Buttons, dialogs and messages.
  add: ['新增', 'Add'],
  ok: ['确定', 'OK'],
  close: ['关闭', 'Close'],
  batchDelete: ['批量删除', 'Batch delete'],
  delete: ['删除', 'Delete'],
  grant: ['权限设置', 'Permissions'],
  scopeSetup: ['权限配置', 'Scope setup'],
  packageSetup: ['产品包配置', 'Package'],
  added: ['新增成功', 'Added successfully'],
  done: ['操作成功', 'Done'],
  deleteConfirm: ['确定将选择数据删除', 'Delete the selected data'],
  issuedTitle: ['租户管理员账号', "The tenant's administrator"],
  totalOne: ['共 1 条', 'Total: 1'],
  // Fields.
  packageName: ['产品包名称', 'Package name'],
  tenantName: ['租户名称', 'Tenant name'],
  tenantId: ['租户ID', 'Tenant ID'],
  linkman: ['联系人', 'Contact'],
  contactNumber: ['联系电话', 'Phone'],
  deptName: ['部门名称', 'Department name'],
  fullName: ['部门全称', 'Full name'],
  sort: ['排序', 'Order'],
  scopeName: ['权限名称', 'Scope name'],
  scopeCode: ['权限编号', 'Scope code'],
  scopeColumn: ['权限字段', 'Scope column'],
  scopeType: ['规则类型', 'Scope type'],
  ownDept: ['所在机构可见', 'Own department'],
  scopePath: ['接口路径', 'API path'],
  roleName: ['角色名称', 'Role name'],
  roleAlias: ['角色别名', 'Role alias'],
  account: ['登录账号', 'Account'],
  realName: ['用户姓名', 'Real name'],
  userRoles: ['所属角色', 'Roles'],
  userDepts: ['所属部门', 'Departments'],
  password: ['密码', 'Password'],
  confirmPassword: ['确认密码', 'Confirm password'],
} as const satisfies Record<string, readonly [string, string]>;

export type Words = { [K in keyof typeof words]: string };

export function wordsFor(lang: Lang): Words {
  return Object.fromEntries(Object.entries(words).map(([key, [zh, en]]) => [key, lang === 'zh' ? zh : en])) as Words;
}
