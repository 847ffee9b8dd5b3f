import { expect, type Locator, type Page, test } from '@playwright/test';
import { button, newSession, openDialog, openMenu, row, signIn } from './support.ts';
import { langs, type Words, wordsFor } from './words.ts';

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
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await expect(item.locator('.ant-select-selection-item')).toContainText(option);
}

/** Closes the scope drawer. */
const closeDrawer = (drawer: Locator) => drawer.locator('.ant-drawer-close').click();

/** Checks the tree node titled exactly `title` in the visible tab of the grant dialog. */
const treeNode = (dialog: Locator, title: string) =>
  dialog.locator('.ant-tabs-tabpane-active .ant-tree-title', { hasText: new RegExp(`^${title}$`) }).first();

/** Adds a role and opens its 权限设置 dialog. */
async function newRoleGrant(w: Words, page: Page, roleName: string, alias: string): Promise<Locator> {
  const roles = await openMenu(page, w.authority, w.roles, '/authority/role');
  const form = await openDialog(roles, w.add, '超级管理员');
  await form.getByLabel(w.roleName).fill(roleName);
  await form.getByLabel(w.roleAlias).fill(alias);
  await button(form, w.ok).click();
  await expect(page.getByText(w.added).first()).toBeVisible();
  await row(roles, roleName).getByRole('checkbox').check();
  return openDialog(roles, w.grant, roleName);
}

async function addUser(w: Words, page: Page, account: string, roleName: string, deptName: string) {
  const users = await openMenu(page, w.system, w.users, '/system/user');
  const dialog = await openDialog(users, w.add, 'admin');
  await dialog.getByLabel(w.account).fill(account);
  await dialog.getByLabel(w.realName).fill(account);
  await dialog.getByLabel(w.userRoles).click();
  await page.locator('.ant-select-tree-title', { hasText: roleName }).click();
  await dialog.getByLabel(w.userDepts).click();
  await page.locator('.ant-select-tree-title', { hasText: deptName }).click();
  await dialog.getByLabel(w.password, { exact: true }).fill('Scope#2026');
  await dialog.getByLabel(w.confirmPassword).fill('Scope#2026');
  await button(dialog, w.ok).click();
  await expect(page.getByText(w.added).first()).toBeVisible();
  await expect(row(users, account)).toBeVisible();
}

for (const lang of langs) {
  const w = wordsFor(lang);

  test(`[${lang}] a role with the data scope "own department" shows its user only that department’s users`, async ({
    browser,
    page,
  }) => {
    const run = Date.now() % 100000;
    const [east, south, roleName, scopeName] = [
      `华东${lang}${run}`,
      `华南${lang}${run}`,
      `部门查看${lang}${run}`,
      `本部门用户${lang}${run}`,
    ];
    await signIn(page, 'admin', 'admin', '000000', lang);

    // Two departments.
    const depts = await openMenu(page, w.system, w.depts, '/system/dept');
    for (const name of [east, south]) {
      const dialog = await openDialog(depts, w.add, '平台');
      await dialog.getByLabel(w.deptName).fill(name);
      await dialog.getByLabel(w.fullName).fill(`${name}大区`);
      await dialog.getByLabel(w.sort).fill('1');
      await button(dialog, w.ok).click();
      await expect(page.getByText(w.added).first()).toBeVisible();
      await expect(dialog).toBeHidden();
    }

    // A data scope on users: the caller's own department.
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

    // A role holding the users screen and that scope.
    const grant = await newRoleGrant(w, page, roleName, `dept_viewer_${lang}${run}`);
    await treeNode(grant, w.users).click();
    await grant.getByRole('tab', { name: w.dataScopes }).click();
    await treeNode(grant, scopeName).click();
    await button(grant, w.ok).click();
    await expect(page.getByText(w.done).first()).toBeVisible();

    // A user of the role in each department.
    await addUser(w, page, `east${lang}${run}`, roleName, east);
    await addUser(w, page, `south${lang}${run}`, roleName, south);

    // The east user sees only the east department's users.
    const viewer = await newSession(browser);
    await signIn(viewer, `east${lang}${run}`, 'Scope#2026', '000000', lang);
    const users = await openMenu(viewer, w.system, w.users, '/system/user');
    await expect(row(users, `east${lang}${run}`)).toBeVisible();
    await expect(users.getByText(w.totalOne)).toBeVisible();
    await expect(row(users, `south${lang}${run}`)).toHaveCount(0);
    await expect(row(users, 'admin')).toHaveCount(0);
    await viewer.context().close();
  });

  test(`[${lang}] taking an API scope away from a role hides its button and the server refuses the call`, async ({
    browser,
    page,
  }) => {
    const run = Date.now() % 100000;
    const [roleName, scopeName, account] = [`参数录入${lang}${run}`, `新增参数${lang}${run}`, `clerk${lang}${run}`];
    await signIn(page, 'admin', 'admin', '000000', lang);

    // An API scope on 参数管理's 新增 (code param_add).
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

    // A role with 参数管理 and the scope, and a user of it.
    let grant = await newRoleGrant(w, page, roleName, `clerk_${lang}${run}`);
    await treeNode(grant, w.params).click();
    await grant.getByRole('tab', { name: w.apiScopes }).click();
    await treeNode(grant, scopeName).click();
    await button(grant, w.ok).click();
    await expect(page.getByText(w.done).first()).toBeVisible();
    await addUser(w, page, account, roleName, '平台');

    // The user can add parameters.
    const clerk = await newSession(browser);
    await signIn(clerk, account, 'Scope#2026', '000000', lang);
    let params = await openMenu(clerk, w.system, w.params, '/system/param');
    await expect(button(params, w.add)).toBeVisible();

    // The administrator takes the API scope away from the role.
    const roles = await openMenu(page, w.authority, w.roles, '/authority/role');
    await row(roles, roleName).getByRole('checkbox').check();
    grant = await openDialog(roles, w.grant, roleName);
    await grant.getByRole('tab', { name: w.apiScopes }).click();
    await treeNode(grant, scopeName).click();
    await button(grant, w.ok).click();
    await expect(page.getByText(w.done).first()).toBeVisible();

    // On the user's next visit 新增 is gone, and the call itself is refused.
    await clerk.reload();
    params = clerk.locator('[data-page="/system/param"]');
    await expect(params.locator('.ant-table').getByText('account.registerUser')).toBeVisible();
    await expect(button(params, w.add)).toHaveCount(0);
    await expect(button(params, w.batchDelete)).toBeVisible();
    const token = await clerk.evaluate(
      () => JSON.parse(localStorage.getItem('pharma-token') ?? '{}').content as string,
    );
    const refused = await clerk.request.post('/api/blade-system/param/submit', {
      headers: { 'blade-auth': `bearer ${token}` },
      data: { paramName: 'x', paramKey: `x.${run}`, paramValue: 'x' },
    });
    expect(refused.status()).toBe(403);
    await clerk.context().close();

    // The scope is removed again, so later journeys meet the parameter screen as it was.
    const apiScopesAgain = await openMenu(page, w.authority, w.apiScopes, '/authority/apiscope');
    const cleanup = await scopeDrawer(w, apiScopesAgain, w.system, w.params);
    await button(row(cleanup, scopeName), w.delete).click();
    await button(page.getByRole('dialog').filter({ hasText: w.deleteConfirm }), w.ok).click();
    await expect(cleanup.getByText(scopeName)).toHaveCount(0);
  });
}
