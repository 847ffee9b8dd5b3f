import {
  button,
  Console,
  chooseInTree,
  expect,
  expectRowShows,
  type Locator,
  option,
  test,
  treeNode,
} from './fixtures.ts';
import { addTenantInDialog, apiAs, newTenant, sessionAs, unique } from './support.ts';
import { wordsFor } from './words.ts';

// Long journeys through several screens and sessions: give them room on a loaded machine.
test.describe.configure({ timeout: 150_000 });

const w = wordsFor('zh');

test(`a tenant created with a package: its administrator signs in and sees only the package’s menus`, async ({
  browser,
  page,
  request,
  ui,
}) => {
  const run = unique();
  const packageName = `参数包${run}`;
  const tenantName = `华东医药${run}`;

  // A package holding 参数管理 (with its buttons) and 岗位管理.
  await ui.home();
  const packages = await ui.menu(w.system, w.packages, '/system/tenantpackage');
  await expect(packages.table).toBeVisible();
  await packages.button(w.add).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.packageName).fill(packageName);
  await treeNode(dialog, w.params).click();
  await treeNode(dialog, w.posts).click();
  await button(dialog, w.ok).click();
  await expect(page.getByText(w.added).first()).toBeVisible();
  await expect(packages.row(packageName)).toBeVisible();

  // The tenant; its administrator's first password is shown once.
  const tenants = await ui.menu(w.system, w.tenants, '/system/tenant');
  dialog = await tenants.openDialog(w.add, '000000');
  const { tenantId, password } = await addTenantInDialog(dialog, tenantName, w);
  expect(tenantId).toMatch(/^\d{6}$/);
  expect(password.length).toBeGreaterThanOrEqual(12);

  // Give it the package.
  await tenants.select(tenantName);
  await tenants.button(w.packageSetup).click();
  dialog = page.getByRole('dialog', { name: w.packageSetup });
  await dialog.getByRole('combobox').click();
  await option(dialog, packageName).click();
  await button(dialog, w.ok).click();
  await expect(page.getByText(w.done).first()).toBeVisible();
  await expectRowShows(tenants.row(tenantName), packageName);

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
  await new Console(admin).home();
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

test('the platform administrator sets up another tenant’s department and user without signing in as it', async ({
  browser,
  page,
  request,
  ui,
}) => {
  const run = unique();
  const api = await apiAs(request);
  const tenantName = `康泰制药${run}`;
  const { tenantId } = await newTenant(api, tenantName);
  const [tenantRole] = await api.get('blade-system/role/tree', { tenantId });
  const picked = `${tenantName} (${tenantId})`;
  /** Picks the tenant in a form's or search bar's 所属租户, by typing its name as a person would among many. */
  const pickTenant = async (scope: Locator) => {
    await scope.getByLabel(w.ofTenant).fill(tenantName);
    await option(scope, picked).click();
  };

  // A department of that tenant, added from the platform tenant: it lists with its tenant's name.
  await ui.home();
  const depts = await ui.menu(w.system, w.depts, '/system/dept');
  let dialog = await depts.openDialog(w.add, tenantName);
  await pickTenant(dialog);
  await dialog.getByLabel(w.deptName).fill(`质量部${run}`);
  await dialog.getByLabel(w.fullName).fill(`质量管理部${run}`);
  await dialog.getByLabel(w.sort, { exact: true }).fill('1');
  await button(dialog, w.ok).click();
  await expect(page.getByText(w.added).first()).toBeVisible();
  await pickTenant(depts.searchForm);
  await depts.button(w.search).click();
  await expectRowShows(depts.row(`质量部${run}`), tenantName);

  // A user of that tenant, with that tenant's role and the department just made.
  const users = await ui.menu(w.system, w.users, '/system/user');
  await expect(users.rows.first()).toBeVisible();
  await users.button(w.add).click();
  dialog = page.getByRole('dialog');
  await pickTenant(dialog);
  await dialog.getByLabel(w.account).fill(`qa${run}`);
  await dialog.getByLabel(w.realName).fill('质检员');
  await chooseInTree(dialog, w.userRoles, tenantRole.title);
  await chooseInTree(dialog, w.userDepts, `质量部${run}`);
  await dialog.getByLabel(w.password, { exact: true }).fill(`Qa-${run}-pass`);
  await dialog.getByLabel(w.confirmPassword).fill(`Qa-${run}-pass`);
  await button(dialog, w.ok).click();
  await expect(page.getByText(w.added).first()).toBeVisible();
  await pickTenant(users.searchForm);
  await users.button(w.search).click();
  await expectRowShows(users.row(`qa${run}`), tenantName);

  // The new user signs in to that tenant (the token call refuses anyone else).
  const staff = await sessionAs(browser, request, { account: `qa${run}`, password: `Qa-${run}-pass`, tenantId });
  await staff.goto('/wel/index');
  await expect(staff.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  await staff.context().close();
});
