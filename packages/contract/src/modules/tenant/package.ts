import { defineResource } from '../../kit/resource.ts';

/**
 * 租户产品包: a named set of menus a tenant may be given. Platform-wide (packages are shared by tenants) and
 * managed by the platform administrator only. Its screen needs a menu-tree picker, so it has no generic page
 * yet; the menu path gives it its menu and permission codes meanwhile.
 */
export const tenantPackageResource = defineResource({
  module: 'system',
  name: 'tenant_package',
  title: { zh: '租户产品包', en: 'Tenant packages' },
  api: 'blade-system/tenant-package',
  table: 'blade_tenant_package',
  tenant: false,
  administratorOnly: true,
  // The spec hides view on this screen.
  menu: { icon: 'AppstoreAddOutlined', sort: 2, path: '/system/tenantpackage', buttons: ['add', 'edit', 'delete'] },
  fields: {
    packageName: {
      type: 'string',
      max: 50,
      search: 'like',
      label: { zh: '产品包名称', en: 'Package name' },
      required: { zh: '请输入产品包名称', en: 'Please enter the package name' },
    },
    menuId: {
      type: 'text',
      list: false,
      label: { zh: '菜单', en: 'Menus' },
      required: { zh: '请选择菜单', en: 'Please choose the menus' },
    },
    remark: { type: 'text', max: 255, label: { zh: '备注', en: 'Remark' } },
  },
});
