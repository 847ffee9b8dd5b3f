import { expect, type Locator, type Page } from '@playwright/test';
import { activeTab, drawer, ListScreen, row, toggleRow, treeNode as treeTitle } from './fixtures.ts';
import type { Api } from './support.ts';
import type { Words } from './words.ts';

/**
 * What the scope journeys share (scopes.spec.ts: a data scope; api-scope.spec.ts: an API scope):
 * scopes are defined on a menu in their screens, granted to a role in its permission dialog, and felt by a user of
 * that role on the next request.
 */

/** Opens the scope drawer of `menuName` (under `group`) on a 数据权限 / 接口权限 screen. */
export async function scopeDrawer(w: Words, screen: ListScreen, group: string, menuName: string): Promise<Locator> {
  // The tab keeps the tree as it was left: once the screen shows, unfold the group only when it is folded.
  await expect(screen.row(group)).toBeVisible();
  if (!(await screen.row(menuName).isVisible())) await toggleRow(screen.row(group));
  await screen.rowAction(menuName, w.scopeSetup);
  const opened = drawer(screen.page, menuName);
  await expect(opened).toBeVisible();
  return opened;
}

/**
 * The tree node titled exactly `title` in the visible tab of the grant dialog. The tree opens folded, so it is
 * found as a user finds it: by the tab's search box, which keeps the matching nodes and opens their branches.
 */
export async function grantNode(w: Words, dialog: Locator, title: string): Promise<Locator> {
  const tab = activeTab(dialog);
  await tab.getByRole('searchbox', { name: w.searchTree }).fill(title);
  return treeTitle(tab, title);
}

/** Opens the 权限设置 dialog of the role on the row named `roleName`. */
export async function openGrant(w: Words, page: Page, roleName: string): Promise<Locator> {
  const roles = await ListScreen.byMenu(page, w.authority, w.roles, '/authority/role');
  await roles.select(roleName);
  return roles.openDialog(w.grant, roleName);
}

/** A row of a scope drawer's list. */
export const scopeRow = (opened: Locator, scopeName: string) => row(opened, scopeName);

/**
 * Scopes are platform-wide: one left behind reaches every tenant's roles (an API scope on param_add refuses 新增 to
 * every role that does not hold it). Whatever a journey defined goes again, through the API, however it ended.
 */
export async function removeScopes(api: Api, kind: 'data-scope' | 'api-scope', scopeName: string) {
  const page = await api.get(`blade-system/${kind}/list`, { scopeName, current: 1, size: 100 });
  const ids = (page.records as { id: string; scopeName: string }[]).filter((r) => r.scopeName === scopeName);
  if (ids.length) await api.post(`blade-system/${kind}/remove`, undefined, { ids: ids.map((r) => r.id).join(',') });
}
