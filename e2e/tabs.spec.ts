import { antd, button, confirmation, discardDialog, expect, type Page, test } from './fixtures.ts';
import { apiAs } from './support.ts';

/**
 * Tag tabs with keep-alive: a tab keeps its page as the user left it (search, page, scroll, a half-filled dialog)
 * until it is closed; the right-click menu closes others, all, and clears the cache; tabs survive a reload and
 * are gone after logging out.
 */
test.describe.configure({ timeout: 120_000 });

const prefix = `tabs${Date.now() % 100000}_`;
const tags = (page: Page) => page.getByTestId('tags');
const tab = (page: Page, name: string) => tags(page).getByTestId('tag').filter({ hasText: name });

test.beforeAll(async ({ request }) => {
  const api = await apiAs(request);
  for (let i = 1; i <= 25; i++) {
    const n = String(i).padStart(2, '0');
    await api.post('blade-system/param/submit', {
      paramName: `${prefix}${n}`,
      paramKey: `${prefix}key${n}`,
      paramValue: n,
    });
  }
});

test.afterAll(async ({ request }) => {
  const api = await apiAs(request);
  const page = await api.get('blade-system/param/list', { paramName: prefix, current: 1, size: 100 });
  const ids = (page.records as { id: string }[]).map((r) => r.id).join(',');
  if (ids) await api.post('blade-system/param/remove', {}, { ids });
});

test('a tab keeps its search, page, scroll and half-filled dialog, across a lock too, until it is closed', async ({
  page,
  ui,
}) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  await ui.home();
  let screen = await ui.menu('系统管理', '参数管理', '/system/param');

  // Search our 25 rows and go to page 3.
  await screen.search({ 参数名称: prefix });
  await expect(screen.root.getByText('共 25 条')).toBeVisible();
  await screen.pager.goTo(3);
  await expect(screen.pager.current).toHaveText('3');
  await expect(screen.rows).toHaveCount(5);
  const onPage3 = (await screen.rows.locator('td').nth(1).textContent()) ?? '';
  expect(onPage3).toContain(prefix);

  // Scroll the pane a little, then start a new parameter without saving it.
  const pane = page.locator('.shell-tab-scroll').filter({ has: page.locator('[data-page="/system/param"]') });
  await pane.evaluate((el) => {
    el.scrollTop = 40;
  });
  const scrolled = await pane.evaluate((el) => el.scrollTop);
  expect(scrolled).toBeGreaterThan(0);
  await screen.button('新增').click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('参数名称').fill('半填写的参数');

  // Leave for the home tab: the dialog goes with its tab.
  await tab(page, '首页').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Come back: the dialog, the search, the page and the scroll are as they were.
  await tab(page, '参数管理').click();
  await expect(page).toHaveURL(/\/system\/param$/);
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('参数名称')).toHaveValue('半填写的参数');
  // 取消 does not drop what was typed without asking.
  await discardDialog(dialog, { cancel: '取消', discard: '放弃', discardTitle: '放弃未保存的内容' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(screen.searchField('参数名称')).toHaveValue(prefix);
  await expect(screen.pager.current).toHaveText('3');
  await expect(screen.root.getByText(onPage3, { exact: true })).toBeVisible();
  expect(await pane.evaluate((el) => el.scrollTop)).toBe(scrolled);

  // Locking the screen and unlocking it keeps the pages too.
  await page.getByTestId('lock').click();
  const lockDialog = page.getByRole('dialog');
  await lockDialog.getByTestId('lock-password').fill('lunch-break');
  await button(lockDialog, '锁屏').click();
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByTestId('unlock-password').fill('lunch-break');
  await page.getByTestId('unlock-submit').click();
  await expect(page).toHaveURL(/\/system\/param$/);
  await expect(screen.searchField('参数名称')).toHaveValue(prefix);
  await expect(screen.pager.current).toHaveText('3');

  // Close the tab: its state goes with it. Reopened from the menu, the list starts afresh.
  await antd.tabClose(antd.tabOf(tags(page), page.getByTestId('tag').filter({ hasText: '参数管理' }))).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  screen = await ui.menu('系统管理', '参数管理', '/system/param');
  await expect(screen.searchField('参数名称')).toHaveValue('');
  await expect(screen.pager.current).toHaveText('1');
});

test('the right-click menu closes others and all, clears the cache; tabs survive a reload, not a logout', async ({
  page,
  signIn,
  ui,
}) => {
  await ui.home();
  await ui.menu('系统管理', '参数管理', '/system/param');
  await ui.menu('系统管理', '用户管理', '/system/user');
  await ui.menu('权限管理', '角色管理', '/authority/role');
  await expect(tags(page).getByTestId('tag')).toHaveCount(4);

  // A reload keeps the tabs, and the page on show.
  await ui.reload();
  await expect(page).toHaveURL(/\/authority\/role$/);
  await expect(tags(page).getByTestId('tag')).toHaveCount(4);

  // 关闭其他 on 用户管理: home and that tab remain, and the console shows it.
  await tab(page, '用户管理').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tags(page).getByTestId('tag')).toHaveCount(2);
  await expect(page).toHaveURL(/\/system\/user$/);

  // 清除缓存 asks first, then says 清除完毕.
  await tab(page, '用户管理').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '清除缓存' }).click();
  await expect(page.getByText('是否需要清除缓存?')).toBeVisible();
  await button(confirmation(page), '确定').click();
  // The confirmation stays (its button loading) while the server's cache, the lists, the menu and every kept page
  // are fetched afresh; 清除完毕 shows once all of it is back.
  await expect(confirmation(page)).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('清除完毕')).toBeVisible();
  await expect(ui.screen('/system/user').rows.first()).toBeVisible();

  // 关闭全部: back home, and the lone home tab cannot be closed.
  await page.getByTestId('tags-menu').click();
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(tags(page).getByTestId('tag')).toHaveCount(1);
  await expect(antd.tabClose(tags(page))).toHaveCount(0);

  // Log out with a tab open; the next sign-in starts with the home tab alone.
  await ui.menu('系统管理', '参数管理', '/system/param');
  await ui.signOut();
  await signIn();
  await expect(tags(page).getByTestId('tag')).toHaveCount(1);
});
