import { registerPage } from '../../app/pageRegistry.ts';

/**
 * The system module's screens that are not plain CRUD (role grants, menu trees, two-pane dictionaries, …).
 * Generic resources (param, …) need nothing here: the registry builds their CrudPage from the contract.
 * Called at start-up by app/pages.ts (registerAllPages).
 */
export function registerSystemPages(): void {
  // 用户管理: department tree, passwords, roles and lockouts go beyond CrudPage (userDef is not in `resources`).
  registerPage('/system/user', () => import('./users/UsersPage.tsx'));
  registerPage('/authority/role', () => import('./roles/RolesPage.tsx'));
  // 部门管理: a lazily loaded tree table with 新增下级.
  registerPage('/system/dept', () => import('./depts/DeptsPage.tsx'));
  registerPage('/system/tenant', () => import('./tenants/TenantsPage.tsx'));
  // 租户产品包 and 顶部菜单 are declared resources without a generic page: a menu tree picker / 菜单配置 on top.
  registerPage('/system/tenantpackage', () => import('./packages/PackagesPage.tsx'));
  registerPage('/system/topmenu', () => import('./topmenus/TopMenusPage.tsx'));
  registerPage('/system/region', () => import('./regions/RegionsPage.tsx'));
  // 菜单管理 and the two scope screens: lazily loaded menu trees, an icon picker, per-menu scope drawers.
  registerPage('/system/menu', () => import('./menus/MenusPage.tsx'));
  registerPage('/authority/datascope', () => import('./scopes/DataScopePage.tsx'));
  registerPage('/authority/apiscope', () => import('./scopes/ApiScopePage.tsx'));
  registerPage('/system/dict', () => import('./dicts/DictPage.tsx'));
  registerPage('/system/dictbiz', () => import('./dicts/DictPage.tsx'));
  registerPage('/system/client', () => import('./clients/ClientsPage.tsx'));
  registerPage('/system/gray', () => import('./grays/GraysPage.tsx'));
}
