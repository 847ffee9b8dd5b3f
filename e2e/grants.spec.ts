import {
  button,
  Console,
  chooseInTree,
  dialogBox,
  expect,
  type ListScreen,
  type Locator,
  test,
  treeNode,
} from './fixtures.ts';
import { sessionAs, storedToken, unique } from './support.ts';

// Long journeys through several screens and sessions: give them room on a loaded machine.
test.describe.configure({ timeout: 150_000 });

/**
 * Issue 35: the grant dialog was 9,854 px tall with its 344 nodes all open. Now it fits the window: its 确定 is in
 * view without scrolling the page, and the tree scrolls inside the dialog's body.
 */
async function fitsTheWindow(dialog: Locator) {
  const box = await dialogBox(dialog).boundingBox();
  const height = await dialog.page().evaluate(() => window.innerHeight);
  expect(box, 'the dialog').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'the dialog ends inside the window').toBeLessThanOrEqual(height);
  await expect(button(dialog, '确定')).toBeInViewport({ ratio: 1 });
}

/** Saves the grant dialog for the role on the row named `roleName`, having clicked the given tree nodes. */
async function grant(screen: ListScreen, roleName: string, clicks: Array<[string, string?]>) {
  const page = screen.page;
  await screen.select(roleName);
  const dialog = await screen.openDialog('权限设置', roleName);
  await expect(dialog.getByText('角色权限配置')).toBeVisible();
  await fitsTheWindow(dialog);
  // The tree opens folded: each node is found by the dialog's search, which opens the branch holding it.
  const search = dialog.getByRole('searchbox', { name: '搜索名称' }).first();
  for (const [title, under] of clicks) {
    await search.fill(under ?? title);
    await treeNode(dialog, title, { under }).click();
  }
  await search.fill('');
  await fitsTheWindow(dialog);
  await button(dialog, '确定').click();
  await expect(page.getByText('操作成功!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await screen.row(roleName).getByRole('checkbox').uncheck();
}

test('a role grants a screen read-only; taking a button away hides it and the server refuses the call', async ({
  browser,
  page,
  request,
  ui,
}) => {
  // Unique, so the journey never meets another's role.
  const run = unique();
  const roleName = `参数维护员${run}`;
  const account = `reader${run}`;

  // The administrator makes a role and grants it 参数管理 with its buttons (checking a menu brings them along).
  await ui.home();
  let roles = await ui.menu('权限管理', '角色管理', '/authority/role');
  let dialog = await roles.openDialog('新增', '超级管理员');
  await dialog.getByLabel('角色名称').fill(roleName);
  await dialog.getByLabel('角色别名').fill(`reader_${run}`);
  await button(dialog, '确定').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await grant(roles, roleName, [['参数管理']]);

  // … and a user holding that role.
  const users = await ui.menu('系统管理', '用户管理', '/system/user');
  // Settled once it lists users (which ones depends on the journeys before: the newest come first).
  await expect(users.rows.first()).toBeVisible();
  dialog = await users.openDialog('新增');
  await dialog.getByLabel('登录账号').fill(account);
  await dialog.getByLabel('用户姓名').fill('参数维护员甲');
  await chooseInTree(dialog, '所属角色', roleName);
  // A department too, as Saber's form requires: the platform's top one.
  await chooseInTree(dialog, '所属部门', '');
  await dialog.getByLabel('密码', { exact: true }).fill('Reader#2026');
  await dialog.getByLabel('确认密码').fill('Reader#2026');
  await button(dialog, '确定').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(users.row(account)).toBeVisible();

  // The user sees exactly that screen, with its buttons.
  const reader = await sessionAs(browser, request, { account, password: 'Reader#2026' });
  const readerUi = new Console(reader);
  await readerUi.home();
  await expect(reader.getByTestId('sidebar').getByText('用户管理')).toHaveCount(0);
  let params = await readerUi.menu('系统管理', '参数管理', '/system/param');
  await expect(params.button('新增')).toBeVisible();

  // The administrator takes 新增 away from the role.
  roles = await ui.menu('权限管理', '角色管理', '/authority/role');
  await grant(roles, roleName, [['新增', '参数管理']]);

  // On the user's next visit the button is gone, and the call itself is refused by the server.
  await readerUi.reload();
  params = readerUi.screen('/system/param');
  // The list has loaded (other journeys may add parameters meanwhile, so no particular row is promised).
  await expect(params.rows.first()).toBeVisible();
  await expect(params.button('新增')).toHaveCount(0);
  await expect(params.button('批量删除')).toBeVisible();
  const token = await storedToken(reader);
  const refused = await reader.request.post('/api/blade-system/param/submit', {
    headers: { 'blade-auth': `bearer ${token}` },
    data: { paramName: 'x', paramKey: 'x', paramValue: 'x' },
  });
  expect(refused.status()).toBe(403);
  await reader.context().close();
});
