import { defineWebModule } from '../../app/webModule.ts';

/** 租户管理 and 租户产品包 (a declared resource whose menus are picked in a tree). */
export const tenantModule = defineWebModule({
  name: 'tenant',
  pages: {
    '/system/tenant': () => import('./tenant/TenantsPage.tsx'),
    '/system/tenantpackage': () => import('./package/PackagesPage.tsx'),
  },
});
