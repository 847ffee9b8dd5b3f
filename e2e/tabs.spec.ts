import { expect, type Page } from '@playwright/test';
import { apiAs, button, home, openMenu, reload, signIn, signOut, test } from './support.ts';

/**
 * Tag tabs with keep-alive: a tab keeps its page as the user left it (search, page, scroll, a half-filled dialog)
 * until it is closed; the right-click menu closes others, all, and clears the cache; tabs survive a reload and
 * are gone after logging out.
 */
test.describe.configure({ timeout: 120_000 });

const prefix = `tabs${Date.now() % 100000}_`;
const tags = (page: Page) => page.getByTestId('tags');
const tab = (page: Page, name: string) => tags(page).getByTestId('tag').filter({ hasText: name });
const paramPane = (page: Page) => page.locator('[data-page="/system/param"]');

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
}) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  await home(page);
  let screen = await openMenu(page, '系统管理', '参数管理', '/system/param');

  // Search our 25 rows and go to page 3.
  await screen.locator('.crud-search').getByLabel('参数名称').fill(prefix);
  await button(screen.locator('.crud-search'), '查询').click();
  await expect(screen.getByText('共 25 条')).toBeVisible();
  await screen.locator('.ant-pagination-item-3').click();
  await expect(screen.locator('.ant-pagination-item-active')).toHaveText('3');
  await expect(screen.locator('tbody tr.ant-table-row')).toHaveCount(5);
  const onPage3 = (await screen.locator('tbody tr.ant-table-row td').nth(1).textContent()) ?? '';
  expect(onPage3).toContain(prefix);

  // Scroll the pane a little, then start a new parameter without saving it.
  const pane = page.locator('.shell-tab-scroll').filter({ has: paramPane(page) });
  await pane.evaluate((el) => {
    el.scrollTop = 40;
  });
  const scrolled = await pane.evaluate((el) => el.scrollTop);
  expect(scrolled).toBeGreaterThan(0);
  await button(screen, '新增').click();
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
  await button(dialog, '取消').click();
  await button(page.locator('.ant-modal-confirm', { hasText: '放弃未保存的内容' }), '放弃').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(screen.locator('.crud-search').getByLabel('参数名称')).toHaveValue(prefix);
  await expect(screen.locator('.ant-pagination-item-active')).toHaveText('3');
  await expect(screen.getByText(onPage3, { exact: true })).toBeVisible();
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
  await expect(screen.locator('.crud-search').getByLabel('参数名称')).toHaveValue(prefix);
  await expect(screen.locator('.ant-pagination-item-active')).toHaveText('3');

  // Close the tab: its state goes with it. Reopened from the menu, the list starts afresh.
  await tags(page)
    .locator('.ant-tabs-tab', { has: page.getByTestId('tag').filter({ hasText: '参数管理' }) })
    .locator('.ant-tabs-tab-remove')
    .click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  screen = await openMenu(page, '系统管理', '参数管理', '/system/param');
  await expect(screen.locator('.crud-search').getByLabel('参数名称')).toHaveValue('');
  await expect(screen.locator('.ant-pagination-item-active')).toHaveText('1');
});

test('the right-click menu closes others and all, clears the cache; tabs survive a reload, not a logout', async ({
  page,
}) => {
  await home(page);
  await openMenu(page, '系统管理', '参数管理', '/system/param');
  await openMenu(page, '系统管理', '用户管理', '/system/user');
  await openMenu(page, '权限管理', '角色管理', '/authority/role');
  await expect(tags(page).getByTestId('tag')).toHaveCount(4);

  // A reload keeps the tabs, and the page on show.
  await reload(page);
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
  await button(page.locator('.ant-modal-confirm'), '确定').click();
  // The confirmation stays (its button loading) while the server's cache, the lists, the menu and every kept page
  // are fetched afresh; 清除完毕 shows once all of it is back.
  await expect(page.locator('.ant-modal-confirm')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('清除完毕')).toBeVisible();
  await expect(page.locator('[data-page="/system/user"] .ant-table-row').first()).toBeVisible();

  // 关闭全部: back home, and the lone home tab cannot be closed.
  await page.getByTestId('tags-menu').click();
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(tags(page).getByTestId('tag')).toHaveCount(1);
  await expect(tags(page).locator('.ant-tabs-tab-remove')).toHaveCount(0);

  // Log out with a tab open; the next sign-in starts with the home tab alone.
  await openMenu(page, '系统管理', '参数管理', '/system/param');
  await signOut(page);
  await signIn(page);
  await expect(tags(page).getByTestId('tag')).toHaveCount(1);
});
