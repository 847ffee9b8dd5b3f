import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';

/** antd may put a space between two Chinese characters on a button (确 定); match either way. */
const named = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const button = (scope: Page | Locator, text: string) => scope.getByRole('button', { name: named(text) });

async function signIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wel\/index/);
}

async function openMenu(page: Page, group: string, item: string, path: RegExp) {
  const sidebar = page.getByTestId('sidebar');
  // A group that is already open would close on a second click.
  if (!(await sidebar.getByText(item).isVisible())) await sidebar.getByText(group).click();
  await sidebar.getByText(item).click();
  await expect(page).toHaveURL(path);
}

/** Clicks a toolbar button once the screen's list has loaded (the screen has settled), and returns its dialog. */
async function openDialog(page: Page, label: string, listed: string): Promise<Locator> {
  await expect(page.locator('.ant-table').getByText(listed).first()).toBeVisible();
  await button(page, label).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function newSession(browser: Browser) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  return context.newPage();
}

/** A node of the grant tree; `under` names the node it sits below (every screen has its own 新增). */
function treeNode(dialog: Locator, title: string, under?: string): Locator {
  const exact = (t: string) =>
    dialog.locator('.ant-tree-treenode', {
      has: dialog.page().locator('.ant-tree-title', { hasText: new RegExp(`^${t}$`) }),
    });
  if (!under) return exact(title).first();
  // The tree renders flat, a node's children right after it: the first following node with that title.
  return exact(under)
    .first()
    .locator(`xpath=following-sibling::div[.//span[contains(@class,'ant-tree-title') and text()='${title}']][1]`);
}

/** Saves the grant dialog for the role on the row named `roleName`, having clicked the given tree nodes. */
async function grant(page: Page, roleName: string, clicks: Array<[string, string?]>) {
  await page.locator('tr', { hasText: roleName }).getByRole('checkbox').check();
  const dialog = await openDialog(page, '权限设置', roleName);
  await expect(dialog.getByText('角色权限配置')).toBeVisible();
  for (const [title, under] of clicks) await treeNode(dialog, title, under).locator('.ant-tree-title').click();
  await button(dialog, '确定').click();
  await expect(page.getByText('操作成功!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.locator('tr', { hasText: roleName }).getByRole('checkbox').uncheck();
}

test('a role grants a screen read-only; taking a button away hides it and the server refuses the call', async ({
  browser,
  page,
}) => {
  const alias = `reader_${Date.now() % 100000}`;
  const account = `reader${Date.now() % 100000}`;

  // The administrator makes a role and grants it 参数管理 with its buttons (checking a menu brings them along).
  await signIn(page, 'admin', 'admin');
  await openMenu(page, '权限管理', '角色管理', /\/authority\/role$/);
  let dialog = await openDialog(page, '新增', '超级管理员');
  await dialog.getByLabel('角色名称').fill('参数维护员');
  await dialog.getByLabel('角色别名').fill(alias);
  await button(dialog, '确定').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await grant(page, '参数维护员', [['参数管理']]);

  // … and a user holding that role.
  await openMenu(page, '系统管理', '用户管理', /\/system\/user$/);
  dialog = await openDialog(page, '新增', 'admin');
  await dialog.getByLabel('登录账号').fill(account);
  await dialog.getByLabel('用户姓名').fill('参数维护员甲');
  await dialog.getByLabel('所属角色').click();
  await page.locator('.ant-select-tree-title', { hasText: '参数维护员' }).click();
  await dialog.getByLabel('密码', { exact: true }).fill('Reader#2026');
  await dialog.getByLabel('确认密码').fill('Reader#2026');
  await button(dialog, '确定').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.locator('.ant-table').getByText(account)).toBeVisible();

  // The user sees exactly that screen, with its buttons.
  const reader = await newSession(browser);
  await signIn(reader, account, 'Reader#2026');
  await expect(reader.getByTestId('sidebar').getByText('用户管理')).toHaveCount(0);
  await openMenu(reader, '系统管理', '参数管理', /\/system\/param$/);
  await expect(button(reader, '新增')).toBeVisible();

  // The administrator takes 新增 away from the role.
  await openMenu(page, '权限管理', '角色管理', /\/authority\/role$/);
  await grant(page, '参数维护员', [['新增', '参数管理']]);

  // On the user's next visit the button is gone, and the call itself is refused by the server.
  await reader.reload();
  await expect(reader.locator('.ant-table').getByText('account.registerUser')).toBeVisible();
  await expect(button(reader, '新增')).toHaveCount(0);
  await expect(button(reader, '批量删除')).toBeVisible();
  const token = await reader.evaluate(() => JSON.parse(localStorage.getItem('pharma-token') ?? '{}').content as string);
  const refused = await reader.request.post('/api/blade-system/param/submit', {
    headers: { 'blade-auth': `bearer ${token}` },
    data: { paramName: 'x', paramKey: 'x', paramValue: 'x' },
  });
  expect(refused.status()).toBe(403);
  await reader.context().close();
});
