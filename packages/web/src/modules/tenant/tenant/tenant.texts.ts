import { tenantButtons, tenantMessages } from '@pharma/contract';

const button = (key: (typeof tenantButtons)[number]['key']) => tenantButtons.find((b) => b.key === key)!.name;

/**
 * The words of the tenants screen beyond its field labels (those, the buttons' names and 不限 are the declaration's,
 * tenantResource in @pharma/contract).
 */
export const tenantTexts = {
  setting: button('setting'),
  datasource: button('datasource'),
  package: button('product'),
  unlimited: tenantMessages.unlimited,
  onlyOne: { zh: '只能选择一条数据', en: 'Please select only one row' },
  forTenants: { zh: '租户:{names}', en: 'Tenants: {names}' },
  // 授权配置
  accountRequired: { zh: '请输入账号额度', en: 'Please enter the account quota' },
  accountHint: { zh: '-1 表示不限', en: '-1 means unlimited' },
  expireHint: { zh: '不填表示永不过期', en: 'Leave empty for no expiry' },
  // 数据源配置
  datasourceHint: { zh: '不选择则使用平台数据库', en: "Leave empty to use the platform's database" },
  // 产品包配置
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
