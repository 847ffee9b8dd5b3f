/** Refusals of the role grant and mount calls (the older role texts live in the contract's roleMessages). */
export const grantMessages = {
  menuMissing: { zh: '所选菜单不存在或已被删除: {ids}', en: 'These menus do not exist or have been deleted: {ids}' },
  dataScopeMissing: {
    zh: '所选数据权限不存在或已被删除: {ids}',
    en: 'These data scopes do not exist or have been deleted: {ids}',
  },
  apiScopeMissing: {
    zh: '所选接口权限不存在或已被删除: {ids}',
    en: 'These API scopes do not exist or have been deleted: {ids}',
  },
  beyondPackage: {
    zh: '不能授予租户产品包以外的权限: {ids}',
    en: "These permissions are outside the tenant's package and cannot be granted: {ids}",
  },
  mountAdministrator: {
    zh: '平台超级管理员角色不能挂载到租户',
    en: 'The platform administrator role cannot be mounted to a tenant',
  },
  tenantMissing: { zh: '所选租户不存在: {ids}', en: 'These tenants do not exist: {ids}' },
} as const;
