/**
 * 销售移动端管理 (docs/domain.md §3) lives under two service prefixes, named once here and in docs/operating.md:
 * - `blade-extension`: the extension service of the spec (whitelist, field permissions, login records and their
 *   Excel template);
 * - `sales-mobile`: the sales-mobile service (control grades, user goods, goods information, customers and their
 *   salesmen, upload history and its Excel template).
 * Scripts written against them keep working as long as these stay.
 */
export const extensionService = 'blade-extension';
export const salesService = 'sales-mobile';

/** The menu path of the sales-mobile screens. */
export const salesPath = '/salesmobile';

/** The token call's `sourceSystem` the sales app signs in with (the console sends 2): its sign-ins are recorded. */
export const salesAppSourceSystem = '3';
