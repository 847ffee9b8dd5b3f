import { expect, type Locator, type Page } from '@playwright/test';
import { type Api, button, openDialog, openMenu, row } from './support.ts';
import type { Words } from './words.ts';

/**
 * What the scope journeys share (scopes.spec.ts: a data scope; api-scope.spec.ts: an API scope):
 * scopes are defined on a menu in their screens, granted to a role in its permission dialog, and felt by a user of
 * that role on the next request.
 */

/** Opens the scope drawer of `menuName` (under `group`) on a 数据权限 / 接口权限 screen. */
export async function scopeDrawer(w: Words, screen: Locator, group: string, menuName: string): Promise<Locator> {
  const page = screen.page();
  // The tab keeps the tree as it was left: once the screen shows, unfold the group only when it is folded.
  await expect(row(screen, group)).toBeVisible();
  if (!(await row(screen, menuName).isVisible()))
    await row(screen, group).locator('.ant-table-row-expand-icon').click();
  await button(row(screen, menuName), w.scopeSetup).click();
  const drawer = page.locator('.ant-drawer-content', { hasText: menuName });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Picks the option with this text in the select labelled `label` of `dialog`. */
export async function choose(page: Page, dialog: Locator, label: string, option: string) {
  const item = dialog.locator('.ant-form-item', { has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
  await item.locator('.ant-select-selector').click();
  // A long list is virtual (only the options in view exist): a searchable select is narrowed to the option first.
  const search = item.locator('input.ant-select-selection-search-input');
  if (await search.isEditable()) await search.fill(option);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await expect(item.locator('.ant-select-selection-item')).toContainText(option);
}

/** Closes the scope drawer. */
export const closeDrawer = (drawer: Locator) => drawer.locator('.ant-drawer-close').click();

/**
 * The tree node titled exactly `title` in the visible tab of the grant dialog. The tree opens folded, so it is
 * found as a user finds it: by the tab's search box, which keeps the matching nodes and opens their branches.
 */
export async function treeNode(w: Words, dialog: Locator, title: string): Promise<Locator> {
  const tab = dialog.locator('.ant-tabs-tabpane-active');
  await tab.getByRole('searchbox', { name: w.searchTree }).fill(title);
  return tab.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }).first();
}

/** Opens the 权限设置 dialog of the role on the row named `roleName`. */
export async function openGrant(w: Words, page: Page, roleName: string): Promise<Locator> {
  const roles = await openMenu(page, w.authority, w.roles, '/authority/role');
  await row(roles, roleName).getByRole('checkbox').check();
  return openDialog(roles, w.grant, roleName);
}

/**
 * Scopes are platform-wide: one left behind reaches every tenant's roles (an API scope on param_add refuses 新增 to
 * every role that does not hold it). Whatever a journey defined goes again, through the API, however it ended.
 */
export async function removeScopes(api: Api, kind: 'data-scope' | 'api-scope', scopeName: string) {
  const page = await api.get(`blade-system/${kind}/list`, { scopeName, current: 1, size: 100 });
  const ids = (page.records as { id: string; scopeName: string }[]).filter((r) => r.scopeName === scopeName);
  if (ids.length) await api.post(`blade-system/${kind}/remove`, undefined, { ids: ids.map((r) => r.id).join(',') });
}
