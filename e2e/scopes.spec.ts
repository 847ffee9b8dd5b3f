import { expect, type Locator, type Page, test } from '@playwright/test';
import { button, newSession, openDialog, openMenu, row, signIn } from './support.ts';

/**
 * Data scopes and API scopes end to end: defined on a menu in their screens, granted to a role in its permission
 * dialog, and felt by a user of that role on the next request.
 */

/** Opens the scope drawer of `menuName` (under `group`) on a 数据权限 / 接口权限 screen. */
async function scopeDrawer(page: Page, screen: Locator, group: string, menuName: string): Promise<Locator> {
  await row(screen, group).locator('.ant-table-row-expand-icon').click();
  await button(row(screen, menuName), '权限配置').click();
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
async function newRoleGrant(page: Page, roleName: string, alias: string): Promise<Locator> {
  const roles = await openMenu(page, '权限管理', '角色管理', '/authority/role');
  const form = await openDialog(roles, '新增', '超级管理员');
  await form.getByLabel('角色名称').fill(roleName);
  await form.getByLabel('角色别名').fill(alias);
  await button(form, '确定').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await row(roles, roleName).getByRole('checkbox').check();
  return openDialog(roles, '权限设置', roleName);
}

async function addUser(page: Page, account: string, roleName: string, deptName: string) {
  const users = await openMenu(page, '系统管理', '用户管理', '/system/user');
  const dialog = await openDialog(users, '新增', 'admin');
  await dialog.getByLabel('登录账号').fill(account);
  await dialog.getByLabel('用户姓名').fill(account);
  await dialog.getByLabel('所属角色').click();
  await page.locator('.ant-select-tree-title', { hasText: roleName }).click();
  await dialog.getByLabel('所属部门').click();
  await page.locator('.ant-select-tree-title', { hasText: deptName }).click();
  await dialog.getByLabel('密码', { exact: true }).fill('Scope#2026');
  await dialog.getByLabel('确认密码').fill('Scope#2026');
  await button(dialog, '确定').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(row(users, account)).toBeVisible();
}

test('a role with the data scope "own department" shows its user only that department’s users', async ({
  browser,
  page,
}) => {
  const run = Date.now() % 100000;
  const [east, south, roleName, scopeName] = [`华东${run}`, `华南${run}`, `部门查看${run}`, `本部门用户${run}`];
  await signIn(page);

  // Two departments.
  const depts = await openMenu(page, '系统管理', '部门管理', '/system/dept');
  for (const name of [east, south]) {
    const dialog = await openDialog(depts, '新增', '平台');
    await dialog.getByLabel('部门名称').fill(name);
    await dialog.getByLabel('部门全称').fill(`${name}大区`);
    await dialog.getByLabel('排序').fill('1');
    await button(dialog, '确定').click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  // A data scope on users: the caller's own department.
  const dataScopes = await openMenu(page, '权限管理', '数据权限', '/authority/datascope');
  const drawer = await scopeDrawer(page, dataScopes, '系统管理', '用户管理');
  await button(drawer, '新增').click();
  const scopeForm = page.getByRole('dialog').filter({ hasText: '权限名称' });
  await scopeForm.getByLabel('权限名称').fill(scopeName);
  await choose(page, scopeForm, '权限编号', '用户管理');
  await choose(page, scopeForm, '权限字段', 'dept_id');
  await choose(page, scopeForm, '规则类型', '所在机构可见');
  await button(scopeForm, '确定').click();
  await expect(drawer.getByText(scopeName)).toBeVisible();
  await closeDrawer(drawer);

  // A role holding the users screen and that scope.
  const grant = await newRoleGrant(page, roleName, `dept_viewer_${run}`);
  await treeNode(grant, '用户管理').click();
  await grant.getByRole('tab', { name: '数据权限' }).click();
  await treeNode(grant, scopeName).click();
  await button(grant, '确定').click();
  await expect(page.getByText('操作成功!')).toBeVisible();

  // A user of the role in each department.
  await addUser(page, `east${run}`, roleName, east);
  await addUser(page, `south${run}`, roleName, south);

  // The east user sees only the east department's users.
  const viewer = await newSession(browser);
  await signIn(viewer, `east${run}`, 'Scope#2026');
  const users = await openMenu(viewer, '系统管理', '用户管理', '/system/user');
  await expect(row(users, `east${run}`)).toBeVisible();
  await expect(users.getByText('共 1 条')).toBeVisible();
  await expect(row(users, `south${run}`)).toHaveCount(0);
  await expect(row(users, 'admin')).toHaveCount(0);
  await viewer.context().close();
});

test('taking an API scope away from a role hides its button and the server refuses the call', async ({
  browser,
  page,
}) => {
  const run = Date.now() % 100000;
  const [roleName, scopeName, account] = [`参数录入${run}`, `新增参数${run}`, `clerk${run}`];
  await signIn(page);

  // An API scope on 参数管理's 新增 (code param_add).
  const apiScopes = await openMenu(page, '权限管理', '接口权限', '/authority/apiscope');
  const drawer = await scopeDrawer(page, apiScopes, '系统管理', '参数管理');
  await button(drawer, '新增').click();
  const scopeForm = page.getByRole('dialog').filter({ hasText: '权限名称' });
  await scopeForm.getByLabel('权限名称').fill(scopeName);
  await scopeForm.getByLabel('权限编号').fill('param_add');
  await scopeForm.getByLabel('接口路径').fill('/api/blade-system/param/submit');
  await button(scopeForm, '确定').click();
  await expect(drawer.getByText(scopeName)).toBeVisible();
  await closeDrawer(drawer);

  // A role with 参数管理 and the scope, and a user of it.
  let grant = await newRoleGrant(page, roleName, `clerk_${run}`);
  await treeNode(grant, '参数管理').click();
  await grant.getByRole('tab', { name: '接口权限' }).click();
  await treeNode(grant, scopeName).click();
  await button(grant, '确定').click();
  await expect(page.getByText('操作成功!')).toBeVisible();
  await addUser(page, account, roleName, '平台');

  // The user can add parameters.
  const clerk = await newSession(browser);
  await signIn(clerk, account, 'Scope#2026');
  let params = await openMenu(clerk, '系统管理', '参数管理', '/system/param');
  await expect(button(params, '新增')).toBeVisible();

  // The administrator takes the API scope away from the role.
  const roles = await openMenu(page, '权限管理', '角色管理', '/authority/role');
  await row(roles, roleName).getByRole('checkbox').check();
  grant = await openDialog(roles, '权限设置', roleName);
  await grant.getByRole('tab', { name: '接口权限' }).click();
  await treeNode(grant, scopeName).click();
  await button(grant, '确定').click();
  await expect(page.getByText('操作成功!')).toBeVisible();

  // On the user's next visit 新增 is gone, and the call itself is refused.
  await clerk.reload();
  params = clerk.locator('[data-page="/system/param"]');
  await expect(params.locator('.ant-table').getByText('account.registerUser')).toBeVisible();
  await expect(button(params, '新增')).toHaveCount(0);
  await expect(button(params, '批量删除')).toBeVisible();
  const token = await clerk.evaluate(() => JSON.parse(localStorage.getItem('pharma-token') ?? '{}').content as string);
  const refused = await clerk.request.post('/api/blade-system/param/submit', {
    headers: { 'blade-auth': `bearer ${token}` },
    data: { paramName: 'x', paramKey: `x.${run}`, paramValue: 'x' },
  });
  expect(refused.status()).toBe(403);
  await clerk.context().close();

  // The scope is removed again, so later journeys meet the parameter screen as it was.
  const cleanup = await scopeDrawer(
    page,
    await openMenu(page, '权限管理', '接口权限', '/authority/apiscope'),
    '系统管理',
    '参数管理',
  );
  await row(cleanup, scopeName)
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await button(page.getByRole('dialog').filter({ hasText: '确定将选择数据删除' }), '确定').click();
  await expect(cleanup.getByText(scopeName)).toHaveCount(0);
});
