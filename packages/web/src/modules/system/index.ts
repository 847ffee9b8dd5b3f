/**
 * The system module's screens that are not plain CRUD (role grants, menu trees, two-pane dictionaries, …).
 * Generic resources (param, …) need nothing here: the registry builds their CrudPage from the contract.
 * Example for a later screen:
 *   registerPage('/system/role', () => import('./RolePage.tsx'));
 */
export function registerSystemPages(): void {}
