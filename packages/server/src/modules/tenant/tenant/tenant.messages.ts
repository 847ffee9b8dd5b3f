/** What the tenant calls (and the sign-in checks of a tenant) say, in every language. */
export const tenantMessages = {
  tenantNameRequired: { zh: '请输入租户名称', en: 'Please enter the tenant name' },
  tenantNameTooLong: { zh: '租户名称不能超过50个字符', en: 'The tenant name must be at most 50 characters' },
  linkmanRequired: { zh: '请输入联系人', en: 'Please enter the contact person' },
  linkmanTooLong: { zh: '联系人不能超过20个字符', en: 'The contact person must be at most 20 characters' },
  contactNumberRequired: { zh: '请输入联系电话', en: 'Please enter the contact number' },
  contactNumberTooLong: { zh: '联系电话不能超过20个字符', en: 'The contact number must be at most 20 characters' },
  domainTooLong: { zh: '域名不能超过255个字符', en: 'The domain must be at most 255 characters' },
  addressTooLong: { zh: '联系地址不能超过255个字符', en: 'The address must be at most 255 characters' },
  tenantIdFormat: { zh: '租户编号必须是6位数字', en: 'The tenant id must be 6 digits' },
  tenantIdTaken: {
    zh: '租户编号 {tenantId} 已被使用,请换一个',
    en: 'The tenant id {tenantId} is already in use; please choose another',
  },
  tenantIdFixed: { zh: '租户编号创建后不可修改', en: 'The tenant id cannot be changed once created' },
  tenantIdRequired: { zh: '请选择租户', en: 'Please choose a tenant' },
  domainTaken: { zh: '域名 {domain} 已被其他租户使用', en: 'The domain {domain} is already used by another tenant' },
  accountNumberFormat: {
    zh: '账号额度必须是不小于 -1 的整数(-1 表示不限)',
    en: 'The account quota must be a whole number of at least -1 (-1 = unlimited)',
  },
  expireTimeFormat: {
    zh: '过期时间的格式应为 yyyy-MM-dd HH:mm:ss',
    en: 'The expiry time must be a time as yyyy-MM-dd HH:mm:ss',
  },
  statusFormat: { zh: '状态只能是 1(正常)或 2(停用)', en: 'The status must be 1 (normal) or 2 (disabled)' },
  packageMissing: {
    zh: '产品包不存在或已被删除',
    en: 'The tenant package does not exist or has been deleted',
  },
  datasourceMissing: {
    zh: '数据源不存在或已被删除',
    en: 'The datasource does not exist or has been deleted',
  },
  tenantMissing: { zh: '租户不存在或已被删除', en: 'The tenant does not exist or has been deleted' },
  platformProtected: {
    zh: '平台租户(000000)不能删除',
    en: 'The platform tenant (000000) cannot be removed',
  },
  platformLicence: {
    zh: '平台租户(000000)不能设置过期时间或停用',
    en: 'The platform tenant (000000) cannot be given an expiry time or be disabled',
  },
  platformPackage: {
    zh: '平台租户(000000)不使用产品包',
    en: 'The platform tenant (000000) is not bound by a package',
  },
  // Sign-in refusals (the token call's error_description).
  loginUnknownTenant: {
    zh: '租户编号不存在,请检查后重新输入',
    en: 'No tenant has this tenant id; please check it and try again',
  },
  loginExpired: {
    zh: '租户授权已过期,请联系管理员',
    en: "The tenant's licence has expired, please contact the administrator",
  },
  loginDisabled: {
    zh: '租户已被禁用,请联系管理员',
    en: 'This tenant is disabled, please contact the administrator',
  },
  // Account quota (user creation).
  accountQuota: { zh: '当前租户已到最大账号额度', en: 'This tenant has reached its account quota' },
  // What a new tenant is given.
  adminRoleName: { zh: '管理员', en: 'Administrator' },
  adminRealName: { zh: '管理员', en: 'Administrator' },
  statusNormal: { zh: '正常', en: 'Normal' },
  statusDisabled: { zh: '停用', en: 'Disabled' },
  created: {
    zh: '新增成功,请妥善保存管理员的初始密码,它只显示这一次',
    en: "Added. Keep the administrator's first password safe: it is shown only this once",
  },
};
