import { defineResource } from '@pharma/contract';

/**
 * The tenants screen as a declaration the generic crud pieces read (SearchForm, buildColumns, FieldInput, the
 * detail call). Local to the screen: the server's tenant routes are written by hand, not generated from it.
 * The quota, expiry and package have their own dialogs (授权配置 / 产品包配置), so they are not in the form.
 * Lengths are the server's (tenant.routes submitBody), so the inputs stop where the server would refuse.
 */
export const tenantDef = defineResource({
  module: 'system',
  name: 'tenant',
  title: { zh: '租户管理', en: 'Tenants' },
  api: 'blade-system/tenant',
  table: 'blade_tenant',
  tenant: false,
  administratorOnly: true,
  fields: {
    tenantId: {
      type: 'string',
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
      required: { zh: '请输入联系电话', en: 'Please enter the contact phone number' },
    },
    accountNumber: { type: 'integer', form: false, width: 110, label: { zh: '账号额度', en: 'Account quota' } },
    expireTime: { type: 'datetime', form: false, width: 180, label: { zh: '过期时间', en: 'Expires' } },
    packageName: { type: 'string', form: false, label: { zh: '产品包', en: 'Package' } },
    // Named by the server in the caller's language (statusName); shown, never edited here.
    statusName: { type: 'string', form: false, width: 90, label: { zh: '状态', en: 'Status' } },
    domain: { type: 'string', max: 255, list: false, label: { zh: '绑定域名', en: 'Domain' } },
    backgroundUrl: { type: 'string', max: 1000, list: false, label: { zh: '系统背景', en: 'Background image URL' } },
    address: { type: 'text', list: false, max: 255, label: { zh: '联系地址', en: 'Address' } },
    datasourceName: { type: 'string', list: false, form: false, label: { zh: '数据源', en: 'Datasource' } },
  },
});
