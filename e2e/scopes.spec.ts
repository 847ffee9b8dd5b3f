import { expect, type Locator, type Page } from '@playwright/test';
import {
  type Api,
  apiAs,
  button,
  home,
  newDept,
  newRole,
  newUser,
  openDialog,
  openMenu,
  reload,
  row,
  sessionAs,
  storedToken,
  test,
  unique,
} from './support.ts';
import { type Words, wordsFor } from './words.ts';

// Long journeys through several screens and sessions: give them room on a loaded machine.
test.describe.configure({ timeout: 150_000 });

/**
 * Data scopes and API scopes end to end: defined on a menu in their screens, granted to a role in its permission
 * dialog, and felt by a user of that role on the next request.
 */

/** Opens the scope drawer of `menuName` (under `group`) on a 数据权限 / 接口权限 screen. */
async function scopeDrawer(w: Words, screen: Locator, group: string, menuName: string): Promise<Locator> {
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
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  const item = dialog.locator('.ant-form-item', { has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
  await item.locator('.ant-select-selector').click();
  // A long list is virtual (only the options in view exist): a searchable select is narrowed to the option first.
  const search = item.locator('input.ant-select-selection-search-input');
  if (await search.isEditable()) await search.fill(option);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await expect(item.locator('.ant-select-selection-item')).toContainText(option);
}

/** Closes the scope drawer. */
const closeDrawer = (drawer: Locator) => drawer.locator('.ant-drawer-close').click();

/** Checks the tree node titled exactly `title` in the visible tab of the grant dialog. */
const treeNode = (dialog: Locator, title: string) =>
  dialog.locator('.ant-tabs-tabpane-active .ant-tree-title', { hasText: new RegExp(`^${title}$`) }).first();

/** Opens the 权限设置 dialog of the role on the row named `roleName`. */
async function openGrant(w: Words, page: Page, roleName: string): Promise<Locator> {
  const roles = await openMenu(page, w.authority, w.roles, '/authority/role');
  await row(roles, roleName).getByRole('checkbox').check();
  return openDialog(roles, w.grant, roleName);
}

/**
 * Scopes are platform-wide: one left behind reaches every tenant's roles (an API scope on param_add refuses 新增 to
 * every role that does not hold it). Whatever a journey defined goes again, through the API, however it ended.
 */
async function removeScopes(api: Api, kind: 'data-scope' | 'api-scope', scopeName: string) {
  const page = await api.get(`blade-system/${kind}/list`, { scopeName, current: 1, size: 100 });
  const ids = (page.records as { id: string; scopeName: string }[]).filter((r) => r.scopeName === scopeName);
  if (ids.length) await api.post(`blade-system/${kind}/remove`, undefined, { ids: ids.map((r) => r.id).join(',') });
}

const w = wordsFor('zh');

test('a role with the data scope "own department" shows its user only that department’s users', async ({
  browser,
  page,
  request,
}) => {
  const run = unique();
  const [east, south, roleName, scopeName] = [`华东${run}`, `华南${run}`, `部门查看${run}`, `本部门用户${run}`];
  // What the journey starts from, made through the API: two departments, a role, a user of it in each.
  const api = await apiAs(request);
  const roleId = await newRole(api, roleName, `dept_viewer_${run}`);
  for (const [account, dept] of [
    [`east${run}`, east],
    [`south${run}`, south],
  ] as const) {
    await newUser(api, { account, password: 'Scope#2026', roleId, deptId: await newDept(api, dept) });
  }
  try {
    // A data scope on users: the caller's own department.
    await home(page);
    const dataScopes = await openMenu(page, w.authority, w.dataScopes, '/authority/datascope');
    const drawer = await scopeDrawer(w, dataScopes, w.system, w.users);
    await button(drawer, w.add).click();
    const scopeForm = page.getByRole('dialog').filter({ hasText: w.scopeName });
    await scopeForm.getByLabel(w.scopeName).fill(scopeName);
    await choose(page, scopeForm, w.scopeCode, w.users);
    await choose(page, scopeForm, w.scopeColumn, 'dept_id');
    await choose(page, scopeForm, w.scopeType, w.ownDept);
    await button(scopeForm, w.ok).click();
    await expect(drawer.getByText(scopeName)).toBeVisible();
    await closeDrawer(drawer);

    // The role gets the users screen and that scope in its permission dialog.
    const grant = await openGrant(w, page, roleName);
    await treeNode(grant, w.users).click();
    await grant.getByRole('tab', { name: w.dataScopes }).click();
    await treeNode(grant, scopeName).click();
    await button(grant, w.ok).click();
    await expect(page.getByText(w.done).first()).toBeVisible();

    // The east user sees only the east department's users.
    const viewer = await sessionAs(browser, request, { account: `east${run}`, password: 'Scope#2026' });
    await home(viewer);
    const users = await openMenu(viewer, w.system, w.users, '/system/user');
    await expect(row(users, `east${run}`)).toBeVisible();
    await expect(users.getByText(w.totalOne)).toBeVisible();
    await expect(row(users, `south${run}`)).toHaveCount(0);
    await expect(row(users, 'admin')).toHaveCount(0);
    await viewer.context().close();
  } finally {
    await removeScopes(api, 'data-scope', scopeName);
  }
});

test('taking an API scope away from a role hides its button and the server refuses the call', async ({
  browser,
  page,
  request,
}) => {
  const run = unique();
  const [roleName, scopeName, account] = [`参数录入${run}`, `新增参数${run}`, `clerk${run}`];
  // A role and a user of it, made through the API.
  const api = await apiAs(request);
  const roleId = await newRole(api, roleName, `clerk_${run}`);
  await newUser(api, { account, password: 'Scope#2026', roleId });
  try {
    // An API scope on 参数管理's 新增 (code param_add).
    await home(page);
    const apiScopes = await openMenu(page, w.authority, w.apiScopes, '/authority/apiscope');
    const drawer = await scopeDrawer(w, apiScopes, w.system, w.params);
    await button(drawer, w.add).click();
    const scopeForm = page.getByRole('dialog').filter({ hasText: w.scopeName });
    await scopeForm.getByLabel(w.scopeName).fill(scopeName);
    await scopeForm.getByLabel(w.scopeCode).fill('param_add');
    await scopeForm.getByLabel(w.scopePath).fill('/api/blade-system/param/submit');
    await button(scopeForm, w.ok).click();
    await expect(drawer.getByText(scopeName)).toBeVisible();
    await closeDrawer(drawer);

    // The role gets 参数管理 and the scope in its permission dialog.
    let grant = await openGrant(w, page, roleName);
    await treeNode(grant, w.params).click();
    await grant.getByRole('tab', { name: w.apiScopes }).click();
    await treeNode(grant, scopeName).click();
    await button(grant, w.ok).click();
    await expect(page.getByText(w.done).first()).toBeVisible();
    await expect(grant).toBeHidden();

    // The user can add parameters.
    const clerk = await sessionAs(browser, request, { account, password: 'Scope#2026' });
    await home(clerk);
    let params = await openMenu(clerk, w.system, w.params, '/system/param');
    await expect(button(params, w.add)).toBeVisible();

    // The administrator takes the API scope away from the role.
    grant = await openGrant(w, page, roleName);
    await grant.getByRole('tab', { name: w.apiScopes }).click();
    await treeNode(grant, scopeName).click();
    await button(grant, w.ok).click();
    await expect(page.getByText(w.done).first()).toBeVisible();
    await expect(grant).toBeHidden();

    // On the user's next visit 新增 is gone, and the call itself is refused.
    await reload(clerk);
    params = clerk.locator('[data-page="/system/param"]');
    await expect(params.locator('.ant-table').getByText('account.registerUser')).toBeVisible();
    await expect(button(params, w.add)).toHaveCount(0);
    await expect(button(params, w.batchDelete)).toBeVisible();
    const token = await storedToken(clerk);
    const refused = await clerk.request.post('/api/blade-system/param/submit', {
      headers: { 'blade-auth': `bearer ${token}` },
      data: { paramName: 'x', paramKey: `x.${run}`, paramValue: 'x' },
    });
    expect(refused.status()).toBe(403);
    await clerk.context().close();

    // The scope's drawer removes it again.
    const apiScopesAgain = await openMenu(page, w.authority, w.apiScopes, '/authority/apiscope');
    const cleanup = await scopeDrawer(w, apiScopesAgain, w.system, w.params);
    await button(row(cleanup, scopeName), w.delete).click();
    await button(page.getByRole('dialog').filter({ hasText: w.deleteConfirm }), w.ok).click();
    await expect(cleanup.getByText(scopeName)).toHaveCount(0);
  } finally {
    // However the journey ended, later journeys meet the parameter screen as it was.
    await removeScopes(api, 'api-scope', scopeName);
  }
});
