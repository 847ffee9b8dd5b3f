import { expect, type Locator } from '@playwright/test';
import { button, home, openDialog, openMenu, row, sessionAs, test, unique } from './support.ts';
import { wordsFor } from './words.ts';

// Long journeys through several screens and sessions: give them room on a loaded machine.
test.describe.configure({ timeout: 150_000 });

/** The tree node with exactly this title, in a dialog's checkable tree. */
const treeTitle = (scope: Locator, title: string) =>
  scope.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }).first();

const w = wordsFor('zh');

test(`a tenant created with a package: its administrator signs in and sees only the package’s menus`, async ({
  browser,
  page,
  request,
}) => {
  const run = unique();
  const packageName = `参数包${run}`;
  const tenantName = `华东医药${run}`;

  // A package holding 参数管理 (with its buttons) and 岗位管理.
  await home(page);
  const packages = await openMenu(page, w.system, w.packages, '/system/tenantpackage');
  await expect(packages.locator('.ant-table')).toBeVisible();
  await button(packages, w.add).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.packageName).fill(packageName);
  await treeTitle(dialog, w.params).click();
  await treeTitle(dialog, w.posts).click();
  await button(dialog, w.ok).click();
  await expect(page.getByText(w.added).first()).toBeVisible();
  await expect(row(packages, packageName)).toBeVisible();

  // The tenant; its administrator's first password is shown once.
  const tenants = await openMenu(page, w.system, w.tenants, '/system/tenant');
  dialog = await openDialog(tenants, w.add, '000000');
  await dialog.getByLabel(w.tenantName).fill(tenantName);
  await dialog.getByLabel(w.linkman).fill('王经理');
  await dialog.getByLabel(w.contactNumber).fill('13800000000');
  await button(dialog, w.ok).click();
  const issued = page.getByRole('dialog', { name: w.issuedTitle });
  await expect(issued).toBeVisible();
  const tenantId = (await issued.locator('tr', { hasText: w.tenantId }).locator('td').innerText()).trim();
  const password = (await issued.locator('code').innerText()).trim();
  expect(tenantId).toMatch(/^\d{6}$/);
  expect(password.length).toBeGreaterThanOrEqual(12);
  await issued.getByRole('checkbox', { name: w.kept }).check();
  await button(issued.locator('.ant-modal-footer'), w.close).click();

  // Give it the package.
  await row(tenants, tenantName).getByRole('checkbox').check();
  await button(tenants, w.packageSetup).click();
  dialog = page.getByRole('dialog', { name: w.packageSetup });
  await dialog.getByRole('combobox').click();
  await page.locator('.ant-select-item-option', { hasText: packageName }).click();
  await button(dialog, w.ok).click();
  await expect(page.getByText(w.done).first()).toBeVisible();
  await expect(row(tenants, tenantName)).toContainText(packageName);

  // Its administrator signs in and is kept on the page that changes the given password until it is changed.
  const admin = await sessionAs(browser, request, { password, tenantId });
  await admin.goto('/wel/index');
  await expect(admin).toHaveURL(/\/info\/index$/);
  await expect(admin.getByTestId('change-first')).toBeVisible();
  await admin.getByTestId('password-old').fill(password);
  await admin.getByTestId('password-new').fill(`${password}-mine`);
  await admin.getByTestId('password-new1').fill(`${password}-mine`);
  await admin.getByTestId('password-save').click();
  await expect(admin).toHaveURL(/\/wel\/index$/);

  // Then it sees exactly the package's screens.
  await home(admin);
  const sidebar = admin.getByTestId('sidebar');
  await sidebar.getByText(w.system, { exact: true }).click();
  await expect(sidebar.getByText(w.params, { exact: true })).toBeVisible();
  await expect(sidebar.getByText(w.posts, { exact: true })).toBeVisible();
  for (const hidden of [w.users, w.depts, w.tenants, w.menus, w.roles, w.authority]) {
    await expect(sidebar.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  // A screen outside the package is not reachable by its address either: it is refused, with a way home.
  await admin.goto('/system/user');
  await expect(admin).toHaveURL(/\/403$/);
  await button(admin, w.backHome).click();
  await expect(admin).toHaveURL(/\/wel\/index$/);
  await admin.context().close();
});
