import { expect, test } from '@playwright/test';
import { button, newSession, openDialog, openMenu, row, signIn } from './support.ts';

/** The tree node with exactly this title, in a dialog's checkable tree. */
const treeTitle = (scope: import('@playwright/test').Locator, title: string) =>
  scope.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }).first();

test('a tenant created with a package: its administrator signs in and sees only the package’s menus', async ({
  browser,
  page,
}) => {
  const run = Date.now() % 100000;
  const packageName = `参数包${run}`;
  const tenantName = `华东医药${run}`;

  // A package holding 参数管理 (with its buttons) and 岗位管理.
  await signIn(page);
  const packages = await openMenu(page, '系统管理', '租户产品包', '/system/tenantpackage');
  await expect(packages.locator('.ant-table')).toBeVisible();
  await button(packages, '新增').click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('产品包名称').fill(packageName);
  await treeTitle(dialog, '参数管理').click();
  await treeTitle(dialog, '岗位管理').click();
  await button(dialog, '确定').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(row(packages, packageName)).toBeVisible();

  // The tenant; its administrator's first password is shown once.
  const tenants = await openMenu(page, '系统管理', '租户管理', '/system/tenant');
  dialog = await openDialog(tenants, '新增', '000000');
  await dialog.getByLabel('租户名称').fill(tenantName);
  await dialog.getByLabel('联系人').fill('王经理');
  await dialog.getByLabel('联系电话').fill('13800000000');
  await button(dialog, '确定').click();
  const issued = page.getByRole('dialog', { name: '租户管理员账号' });
  await expect(issued).toBeVisible();
  const tenantId = (await issued.locator('tr', { hasText: '租户ID' }).locator('td').innerText()).trim();
  const password = (await issued.locator('code').innerText()).trim();
  expect(tenantId).toMatch(/^\d{6}$/);
  expect(password.length).toBeGreaterThanOrEqual(12);
  await button(issued, '关闭').click();

  // Give it the package.
  await row(tenants, tenantName).getByRole('checkbox').check();
  await button(tenants, '产品包配置').click();
  dialog = page.getByRole('dialog', { name: '产品包配置' });
  await dialog.getByRole('combobox').click();
  await page.locator('.ant-select-item-option', { hasText: packageName }).click();
  await button(dialog, '确定').click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(row(tenants, tenantName)).toContainText(packageName);

  // Its administrator sees exactly the package's screens.
  const admin = await newSession(browser);
  await signIn(admin, 'admin', password, tenantId);
  const sidebar = admin.getByTestId('sidebar');
  await sidebar.getByText('系统管理').click();
  await expect(sidebar.getByText('参数管理', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('岗位管理', { exact: true })).toBeVisible();
  for (const hidden of ['用户管理', '部门管理', '租户管理', '菜单管理', '角色管理', '权限管理']) {
    await expect(sidebar.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  // A screen outside the package is not reachable by its address either.
  await admin.goto('/system/user');
  await expect(admin).toHaveURL(/\/404/);
  await admin.context().close();
});
