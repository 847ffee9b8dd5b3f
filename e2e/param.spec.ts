import {
  button,
  chosen,
  discardDialog,
  expect,
  formItem,
  LoginPage,
  openSelect,
  option,
  options,
  rows,
  test,
  unfold,
} from './fixtures.ts';
import { wordsFor } from './words.ts';

test.describe('the login page', () => {
  // These journeys are about signing in: they start signed out.
  test.use({ signedInAs: null });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.send({ password: 'not-the-password' });
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('admin manages system parameters end to end, then reads the screen in English and logs out', async ({
    page,
    signIn,
    ui,
  }) => {
    const key = `e2e.${Date.now()}`;
    // Sent to the login page from the console's root.
    await signIn({}, '/');

    // Open 参数管理 from the sidebar.
    const sidebar = page.getByTestId('sidebar');
    await unfold(page, '系统管理');
    await sidebar.getByText('参数管理').click();
    await expect(page).toHaveURL(/\/system\/param$/);
    await expect(page.getByTestId('tags').getByText('参数管理')).toBeVisible();
    const screen = ui.screen('/system/param');
    const table = screen.table;
    // The list has loaded (other journeys may add parameters meanwhile, so no particular row is promised).
    await expect(screen.rows.first()).toBeVisible();

    // Add: an empty form shows the spec's messages, then a filled one saves.
    await button(page, '新增').click();
    let dialog = page.getByRole('dialog');
    await button(dialog, '确定').click();
    await expect(dialog.getByText('请输入参数名称')).toBeVisible();
    await expect(dialog.getByText('请输入参数键名')).toBeVisible();
    await expect(dialog.getByText('请输入参数键值')).toBeVisible();
    await dialog.getByLabel('参数名称').fill('冷库温度上限');
    await dialog.getByLabel('参数键名').fill(key);
    await dialog.getByLabel('参数键值').fill('8');
    await button(dialog, '确定').click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A second parameter with the same key is refused by the server with a clear message.
    await button(page, '新增').click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('参数名称').fill('重复');
    await dialog.getByLabel('参数键名').fill(key);
    await dialog.getByLabel('参数键值').fill('1');
    await button(dialog, '确定').click();
    await expect(page.getByText('参数键名已存在,请换一个')).toBeVisible();
    await discardDialog(dialog, wordsFor('zh'));

    // Search by key: only our row remains.
    await screen.search({ 参数键名: key });
    await expect(rows(table)).toHaveCount(1);
    await expect(table.getByText('冷库温度上限')).toBeVisible();

    // Edit the value.
    await button(table, '编辑').click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('参数键值')).toHaveValue('8');
    await dialog.getByLabel('参数键值').fill('10');
    await button(dialog, '确定').click();
    await expect(page.getByText('更新成功')).toBeVisible();
    await expect(table.getByText('10', { exact: true })).toBeVisible();

    // Reload on this page: the menu-built route survives and the tab is still there.
    await ui.reload();
    await expect(page).toHaveURL(/\/system\/param$/);
    // The list has loaded (other journeys may add parameters meanwhile, so no particular row is promised).
    await expect(screen.rows.first()).toBeVisible();
    await expect(page.getByTestId('tags').getByText('参数管理')).toBeVisible();

    // Batch delete needs a selection.
    await button(page, '批量删除').click();
    await expect(page.getByText('请选择至少一条数据')).toBeVisible();

    // Delete our row (with confirmation).
    await screen.search({ 参数键名: key });
    await expect(rows(table)).toHaveCount(1);
    await button(table, '删除').click();
    await screen.confirm();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(table.getByText('冷库温度上限')).toBeHidden();

    // English: labels, buttons and antd's own texts switch without a reload.
    await page.getByTestId('lang-switch').getByText('English').click();
    await expect(screen.searchForm.getByText('Parameter key')).toBeVisible();
    await expect(button(page, 'Add')).toBeVisible();
    await expect(page.getByTestId('sidebar').getByText('Parameters')).toBeVisible();
    await button(page, 'Add').click();
    dialog = page.getByRole('dialog');
    await button(dialog, 'OK').click();
    await expect(dialog.getByText('Please enter the parameter name')).toBeVisible();
    await button(dialog, 'Cancel').click();

    // Log out: back to the login page, and the console is closed to this browser.
    await ui.signOut('Log out', 'OK');
    await page.goto('/system/param');
    await expect(page).toHaveURL(/\/login/);
  });
});

test('参数设置 as the platform administrator: the platform’s own rows first, then a tenant’s', async ({ ui }) => {
  await ui.home();
  const { root: screen } = await ui.menu('智能采购', '参数设置', '/smartsupply/param-set');
  // The platform's own shipper on the platform's own page: its rows, and no refusal.
  await expect(screen.getByLabel('所属租户')).toBeVisible();
  await expect(chosen(screen, '平台演示货主有限公司')).toBeVisible();
  await expect(screen.getByTestId('section-基础规则')).toBeVisible();
  await expect(screen.getByLabel(/最高涨价比例/)).toHaveValue(/^4(\.00)?$/);
  await expect(screen.getByTestId('param-set-error')).toHaveCount(0);

  // Another tenant: its shippers and its pages go together.
  // A select opens from its box (its chosen item lies over the input).
  await openSelect(formItem(screen, '所属租户'));
  await option(screen, '(100001)').click();
  await expect(chosen(screen, '平台演示货主有限公司')).toHaveCount(0);
  await openSelect(formItem(screen, '参数页面'));
  // That tenant's published pages (other journeys may publish more meanwhile).
  await expect(options(screen, '提醒参数')).toHaveCount(1);
  await option(screen, '补货参数').click();
  await expect(screen.locator('.purchase-params-section').first()).toBeVisible();
  await expect(screen.getByTestId('param-set-error')).toHaveCount(0);
});

test('unknown paths show the 404 page', async ({ page, ui }) => {
  await ui.home();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404/);
});
