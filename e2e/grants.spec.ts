import { expect, type Locator } from '@playwright/test';
import { button, home, openDialog, openMenu, reload, row, sessionAs, storedToken, test, unique } from './support.ts';

// Long journeys through several screens and sessions: give them room on a loaded machine.
test.describe.configure({ timeout: 150_000 });

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

/**
 * Issue 35: the grant dialog was 9,854 px tall with its 344 nodes all open. Now it fits the window: its 确定 is in
 * view without scrolling the page, and the tree scrolls inside the dialog's body.
 */
async function fitsTheWindow(dialog: Locator) {
  const box = await dialog.locator('.ant-modal-content').boundingBox();
  const height = await dialog.page().evaluate(() => window.innerHeight);
  expect(box, 'the dialog').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'the dialog ends inside the window').toBeLessThanOrEqual(height);
  await expect(button(dialog, '确定')).toBeInViewport({ ratio: 1 });
}

/** Saves the grant dialog for the role on the row named `roleName`, having clicked the given tree nodes. */
async function grant(screen: Locator, roleName: string, clicks: Array<[string, string?]>) {
  const page = screen.page();
  await row(screen, roleName).getByRole('checkbox').check();
  const dialog = await openDialog(screen, '权限设置', roleName);
  await expect(dialog.getByText('角色权限配置')).toBeVisible();
  await fitsTheWindow(dialog);
  // The tree opens folded: each node is found by the dialog's search, which opens the branch holding it.
  const search = dialog.getByRole('searchbox', { name: '搜索名称' }).first();
  for (const [title, under] of clicks) {
    await search.fill(under ?? title);
    await treeNode(dialog, title, under).locator('.ant-tree-title').click();
  }
  await search.fill('');
  await fitsTheWindow(dialog);
  await button(dialog, '确定').click();
  await expect(page.getByText('操作成功!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await row(screen, roleName).getByRole('checkbox').uncheck();
}

test('a role grants a screen read-only; taking a button away hides it and the server refuses the call', async ({
  browser,
  page,
  request,
}) => {
  // Unique, so the journey never meets another's role.
  const run = unique();
  const roleName = `参数维护员${run}`;
  const account = `reader${run}`;

  // The administrator makes a role and grants it 参数管理 with its buttons (checking a menu brings them along).
  await home(page);
  let roles = await openMenu(page, '权限管理', '角色管理', '/authority/role');
  let dialog = await openDialog(roles, '新增', '超级管理员');
  await dialog.getByLabel('角色名称').fill(roleName);
  await dialog.getByLabel('角色别名').fill(`reader_${run}`);
  await button(dialog, '确定').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await grant(roles, roleName, [['参数管理']]);

  // … and a user holding that role.
  const users = await openMenu(page, '系统管理', '用户管理', '/system/user');
  // Settled once it lists users (which ones depends on the journeys before: the newest come first).
  await expect(users.locator('.ant-table-row').first()).toBeVisible();
  await button(users, '新增').click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('登录账号').fill(account);
  await dialog.getByLabel('用户姓名').fill('参数维护员甲');
  await dialog.getByLabel('所属角色').click();
  await page.locator('.ant-select-tree-title', { hasText: roleName }).click();
  // A department too, as Saber's form requires: the platform's top one.
  await dialog.getByLabel('所属部门').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').first().click();
  await dialog.getByLabel('密码', { exact: true }).fill('Reader#2026');
  await dialog.getByLabel('确认密码').fill('Reader#2026');
  await button(dialog, '确定').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(row(users, account)).toBeVisible();

  // The user sees exactly that screen, with its buttons.
  const reader = await sessionAs(browser, request, { account, password: 'Reader#2026' });
  await home(reader);
  await expect(reader.getByTestId('sidebar').getByText('用户管理')).toHaveCount(0);
  let params = await openMenu(reader, '系统管理', '参数管理', '/system/param');
  await expect(button(params, '新增')).toBeVisible();

  // The administrator takes 新增 away from the role.
  roles = await openMenu(page, '权限管理', '角色管理', '/authority/role');
  await grant(roles, roleName, [['新增', '参数管理']]);

  // On the user's next visit the button is gone, and the call itself is refused by the server.
  await reload(reader);
  params = reader.locator('[data-page="/system/param"]');
  // The list has loaded (other journeys may add parameters meanwhile, so no particular row is promised).
  await expect(params.locator('.ant-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(button(params, '新增')).toHaveCount(0);
  await expect(button(params, '批量删除')).toBeVisible();
  const token = await storedToken(reader);
  const refused = await reader.request.post('/api/blade-system/param/submit', {
    headers: { 'blade-auth': `bearer ${token}` },
    data: { paramName: 'x', paramKey: 'x', paramValue: 'x' },
  });
  expect(refused.status()).toBe(403);
  await reader.context().close();
});
