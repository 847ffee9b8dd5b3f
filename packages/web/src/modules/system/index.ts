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
}
