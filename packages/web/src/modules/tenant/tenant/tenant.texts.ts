/** The words of the tenants screen beyond its field labels (those are in tenantDef.ts). */
export const tenantTexts = {
  setting: { zh: '授权配置', en: 'Quota' },
  datasource: { zh: '数据源配置', en: 'Datasource' },
  package: { zh: '产品包配置', en: 'Package' },
  status: { zh: '状态', en: 'Status' },
  unlimited: { zh: '不限', en: 'Unlimited' },
  onlyOne: { zh: '只能选择一条数据', en: 'Please select only one row' },
  forTenants: { zh: '租户:{names}', en: 'Tenants: {names}' },
  // 授权配置
  accountNumber: { zh: '账号额度', en: 'Account quota' },
  accountRequired: { zh: '请输入账号额度', en: 'Please enter the account quota' },
  accountHint: { zh: '-1 表示不限', en: '-1 means unlimited' },
  expireTime: { zh: '过期时间', en: 'Expires' },
  expireHint: { zh: '不填表示永不过期', en: 'Leave empty for no expiry' },
  // 数据源配置
  datasourceLabel: { zh: '数据源', en: 'Datasource' },
  datasourceHint: { zh: '不选择则使用平台数据库', en: "Leave empty to use the platform's database" },
  datasourceName: { zh: '数据源', en: 'Datasource' },
  // 产品包配置
  packageLabel: { zh: '产品包', en: 'Package' },
  packageHint: {
    zh: '不选择则不限产品包(可使用全部非平台菜单)',
    en: 'Leave empty for no package (every non-platform menu is available)',
  },
  // The first administrator, shown once after 新增.
  issuedTitle: { zh: '租户管理员账号', en: "The tenant's administrator" },
  issuedNote: {
    zh: '初始密码只显示这一次,关闭后无法再次查看,请立即复制并交给租户管理员。',
    en: 'The first password is shown only this once and cannot be seen again after closing: copy it now and hand it to the tenant administrator.',
  },
  adminAccount: { zh: '管理员账号', en: 'Administrator account' },
  adminPassword: { zh: '初始密码', en: 'First password' },
  copyPassword: { zh: '复制密码', en: 'Copy password' },
};
