import { messages } from '../../kit/messages.ts';
import { defineResource, permissionsOf, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';

/** 租户管理's buttons beyond the standard four, in Saber's order; each one's code is `tenant_<key>`. */
export const tenantButtons = [
  { key: 'setting', name: { zh: '授权配置', en: 'Quota' }, action: 1, icon: 'setting' },
  { key: 'datasource', name: { zh: '数据源配置', en: 'Datasource' }, action: 1, icon: 'database' },
  { key: 'product', name: { zh: '产品包配置', en: 'Package' }, action: 1, icon: 'appstore' },
] as const satisfies readonly ExtraButton[];

/**
 * 租户管理 (blade-system/tenant): the companies on the platform, the platform administrator's alone. Its fields are
 * declared once: the server validates a submit with them (tenant.calls.ts), the screen's search, table, form and view
 * are built from them, and the export names its columns by their labels. Tenant rows are not tenant-owned (`tenant:
 * false`): each one is a tenant.
 * - `tenantId`: 6 digits, given by the server when left empty; never changed after.
 * - `accountNumber` and `expireTime` have their own dialog (授权配置), the package and datasource theirs; so they are
 *   not in the form (the submit still takes the quota, expiry and package, as BladeX's does).
 * - `packageName`, `statusName`, `datasourceName`: worked out by the server (`readOnly`).
 */
export const tenantResource = defineResource({
  module: 'system',
  name: 'tenant',
  title: { zh: '租户管理', en: 'Tenants' },
  api: 'blade-system/tenant',
  table: 'blade_tenant',
  tenant: false,
  menu: { path: '/system/tenant', icon: 'ShopOutlined', sort: 0, buttons: [...standardButtonKeys, ...tenantButtons] },
  fields: {
    tenantId: {
      type: 'string',
      max: 12,
      search: true,
      form: false,
      width: 110,
      label: { zh: '租户ID', en: 'Tenant ID' },
    },
    tenantName: {
      type: 'string',
      max: 50,
      search: true,
      label: { zh: '租户名称', en: 'Tenant name' },
      required: { zh: '请输入租户名称', en: 'Please enter the tenant name' },
    },
    linkman: {
      type: 'string',
      max: 20,
      search: true,
      label: { zh: '联系人', en: 'Contact' },
      required: { zh: '请输入联系人', en: 'Please enter the contact person' },
    },
    contactNumber: {
      type: 'string',
      max: 20,
      search: true,
      label: { zh: '联系电话', en: 'Phone' },
      required: { zh: '请输入联系电话', en: 'Please enter the contact number' },
    },
    accountNumber: { type: 'integer', form: false, width: 110, label: { zh: '账号额度', en: 'Account quota' } },
    expireTime: { type: 'datetime', form: false, width: 180, label: { zh: '过期时间', en: 'Expires' } },
    packageId: { type: 'id', list: false, form: false, view: false, label: { zh: '产品包', en: 'Package' } },
    packageName: { type: 'string', form: false, readOnly: true, label: { zh: '产品包', en: 'Package' } },
    // Named by the server in the caller's language; shown, never edited here.
    statusName: { type: 'string', readOnly: true, width: 90, label: { zh: '状态', en: 'Status' } },
    domain: { type: 'string', max: 255, list: false, label: { zh: '绑定域名', en: 'Domain' } },
    backgroundUrl: { type: 'string', max: 1000, list: false, label: { zh: '系统背景', en: 'Background image URL' } },
    address: { type: 'text', list: false, max: 255, label: { zh: '联系地址', en: 'Address' } },
    datasourceId: { type: 'id', readOnly: true, list: false, view: false, label: { zh: '数据源', en: 'Datasource' } },
    datasourceName: { type: 'string', readOnly: true, list: false, label: { zh: '数据源', en: 'Datasource' } },
  },
});

type TenantButtonCodes = { [B in (typeof tenantButtons)[number] as B['key']]: `tenant_${B['key']}` };

/** Every code 租户管理 and its calls check: the standard ones and its own buttons' (`tenant_setting`, …). */
export const tenantCodes = {
  ...permissionsOf(tenantResource),
  ...(Object.fromEntries(tenantButtons.map((b) => [b.key, `${tenantResource.name}_${b.key}`])) as TenantButtonCodes),
};

/** What the tenant calls (and the sign-in checks of a tenant) say, in every language. */
export const tenantMessages = {
  tenantNameTooLong: { zh: '租户名称不能超过50个字符', en: 'The tenant name must be at most 50 characters' },
  linkmanTooLong: { zh: '联系人不能超过20个字符', en: 'The contact person must be at most 20 characters' },
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
  tenantMissing: messages.tenantMissing,
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
  /** No account quota (-1) or no expiry, as the table, the view and the export read it. */
  unlimited: { zh: '不限', en: 'Unlimited' },
  statusNormal: { zh: '正常', en: 'Normal' },
  statusDisabled: { zh: '停用', en: 'Disabled' },
  statusRecycled: { zh: '回收站', en: 'Recycle bin' },
  created: {
    zh: '新增成功,请妥善保存管理员的初始密码,它只显示这一次',
    en: "Added. Keep the administrator's first password safe: it is shown only this once",
  },
} as const;
