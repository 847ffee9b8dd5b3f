import {
  antd,
  expect,
  firstCellsPlace,
  type ListScreen,
  type Locator,
  type Page,
  test,
  toggleRow,
} from './fixtures.ts';

/**
 * The console on small windows (issue 14): a phone (375 px) and a small tablet (800 px). The document never scrolls
 * sideways, every top-bar action can be reached (in the bar or in its overflow menu, 退出登录 included), on a phone
 * the sidebar is a drawer, and a list shows its first data column (tables scroll inside themselves instead).
 */

/** The console's frame is up (the user menu shows once the session is back), at whatever width. */
async function frame(page: Page) {
  await page.goto('/wel/index');
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
}

/**
 * The list's first data cell (after the checkbox) is in the window and on top: what a click at its middle would hit
 * is the cell itself, not a fixed 操作 column lying over it. The tab's pane is scrolled down to the table (a phone
 * shows the search form above it), never sideways.
 */
async function firstColumnShows(screen: ListScreen) {
  const cell = antd.cellsAfterCheckbox(screen.rows.first()).first();
  await expect(cell).toBeVisible();
  const seen = await cell.evaluate((td) => {
    const pane = td.closest('.shell-tab-scroll');
    if (pane) pane.scrollTop += td.getBoundingClientRect().top - window.innerHeight / 2;
    const box = td.getBoundingClientRect();
    const x = box.left + Math.min(box.width / 2, 20);
    const hit = document.elementFromPoint(x, box.top + box.height / 2);
    return { left: box.left, right: box.right, uncovered: hit !== null && td.contains(hit) };
  });
  expect(seen.left, 'the first data column starts left of the window').toBeGreaterThanOrEqual(0);
  expect(seen.right, 'the first data column ends past the window').toBeLessThanOrEqual(
    await screen.page.evaluate(() => window.innerWidth),
  );
  expect(seen.uncovered, 'the first data column is covered').toBe(true);
}

/** The overflow menu's entries, by their text, once it is open. */
async function moreEntries(page: Page): Promise<Locator> {
  await page.getByTestId('top-more').click();
  const menu = page.locator('.shell-more-menu:visible').getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** An entry of the open overflow menu, by its text (a count badge may follow it: 通知 12). */
const entry = (menu: Locator, name: string) =>
  menu.getByRole('menuitem').filter({ hasText: new RegExp(`^\\s*${name}\\s*\\d*\\s*$`) });

/** The user menu opens and offers 退出登录; Esc closes it again. */
async function signOutReachable(page: Page) {
  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toBeInViewport({ ratio: 1 });
  await userMenu.click();
  const logout = page.getByRole('menuitem', { name: '退出登录' });
  await expect(logout).toBeVisible();
  await expect(logout).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(logout).toBeHidden();
}

test.describe('on a phone, 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar is a drawer, the top bar folds into one menu, lists scroll inside themselves', async ({
    page,
    ui,
  }) => {
    await frame(page);
    await ui.expectNoSidewaysScroll('home');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeHidden();

    // Every top-bar action is in the overflow menu; the user menu stays in the bar with 退出登录.
    const bar = page.getByTestId('top-bar');
    for (const id of ['top-search', 'color-picker', 'lock', 'theme', 'notices', 'lang-switch', 'full-screen'])
      await expect(bar.getByTestId(id)).toHaveCount(0);
    let menu = await moreEntries(page);
    for (const name of ['搜索菜单', '主题色', '锁屏', '主题', '通知', '中文', 'English', '全屏'])
      await expect(entry(menu, name)).toBeInViewport({ ratio: 1 });
    await ui.expectNoSidewaysScroll('the overflow menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await signOutReachable(page);

    // An entry does what its control does: the notices drop from the overflow button, inside the window.
    menu = await moreEntries(page);
    await entry(menu, '通知').click();
    const notices = page.locator('.shell-notices');
    await expect(notices.getByRole('tab', { name: /^邮件 \(\d+\)$/ })).toBeVisible();
    await expect(notices).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');

    // The hamburger opens the drawer; a pick opens the screen and closes it.
    for (const [group, item, path] of [
      ['系统管理', '用户管理', '/system/user'],
      ['系统管理', '租户管理', '/system/tenant'],
      ['系统管理', '参数管理', '/system/param'],
    ] as const) {
      await page.getByTestId('collapse-toggle').click();
      await expect(sidebar).toBeInViewport();
      const screen = await ui.menu(group, item, path);
      await expect(sidebar).toBeHidden();
      await expect(screen.root).toBeVisible();
      await firstColumnShows(screen);
      await ui.expectNoSidewaysScroll(path);
    }

    // The menu search, folded too, opens its page from a dialog.
    menu = await moreEntries(page);
    await entry(menu, '搜索菜单').click();
    const search = page.getByRole('dialog').getByTestId('top-search');
    await expect(search).toBeFocused();
    await search.fill('用户管理');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await ui.expectNoSidewaysScroll('users, again');
  });
});

test.describe('on a small tablet, 800 × 900', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the top bar fits on one line with the user name, the rest of its actions fold; lists show their first column', async ({
    page,
    ui,
  }) => {
    await frame(page);
    await ui.expectNoSidewaysScroll('home');
    // The sider stays beside the page, folded to its icons.
    await expect(page.getByTestId('sidebar')).toHaveClass(antd.siderCollapsed);

    // One line: the bar keeps its height and the user name does not wrap.
    const bar = page.getByTestId('top-bar');
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(49);
    // The name is one line of text: less than twice its font high.
    const name = await page.getByTestId('user-menu').evaluate((button) => {
      const text = [...button.querySelectorAll('span')].find((el) => !el.children.length && el.textContent?.trim());
      if (!text) return null;
      return { height: text.getBoundingClientRect().height, font: Number.parseFloat(getComputedStyle(text).fontSize) };
    });
    expect(name, 'the user name').not.toBeNull();
    expect(name!.height).toBeLessThan(2 * name!.font);

    // The search and the notices stay in the bar; the other actions are in the overflow menu, all in the window.
    for (const id of ['top-search', 'notices', 'top-more', 'user-menu'])
      await expect(bar.getByTestId(id)).toBeInViewport({ ratio: 1 });
    const menu = await moreEntries(page);
    for (const name of ['主题色', '锁屏', '主题', '中文', 'English', '全屏'])
      await expect(entry(menu, name)).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await signOutReachable(page);

    for (const path of ['/system/user', '/system/tenant', '/system/param']) {
      const screen = await ui.open(path);
      await firstColumnShows(screen);
      await ui.expectNoSidewaysScroll(path);
      await expect(bar).toBeInViewport({ ratio: 1 });
    }
  });
});

/**
 * Issue 35: what a user reads first stays in view. For each list, the columns named here (its number, name, status,
 * amount) must have their first row's cell inside the table's visible part: right of its left edge, left of the fixed
 * 操作 column, and on top at its middle (nothing lies over it). Measured from bounding boxes, at 1440 and 800 px.
 */
const priorityColumns: ReadonlyArray<{ path: string; columns: string[] }> = [
  { path: '/smartsupply/contract', columns: ['合同号', '总金额', '审核状态', '状态'] },
  { path: '/message/record', columns: ['消息编号', '标题', '状态'] },
  { path: '/salesmobile/whitelist', columns: ['手机号', '姓名', '已绑定设备', '状态'] },
  { path: '/system/user', columns: ['登录账号', '用户姓名', '账号状态'] },
];

/** Each named column's first cell lies inside the table's visible part, on top. */
async function priorityCellsShow(screen: ListScreen, titles: string[]) {
  const seen = await firstCellsPlace(screen.table, titles);
  expect(seen).not.toHaveProperty('error');
  for (const cell of seen.cells ?? []) {
    expect(cell, `${cell.title}: its column is in the table`).not.toHaveProperty('missing');
    expect(cell, `${cell.title}: its cell is inside the visible table and not covered`).toMatchObject({
      inside: true,
      onTop: true,
    });
  }
}

for (const [width, height] of [
  [1440, 900],
  [800, 900],
] as const) {
  test.describe(`priority columns at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the number, name, status and amount of a list stay inside the visible table', async ({ page, ui }) => {
      await frame(page);
      for (const { path, columns } of priorityColumns) {
        const screen = await ui.open(path);
        await priorityCellsShow(screen, columns);
        await ui.expectNoSidewaysScroll(path);
      }
    });
  });
}

test.describe('folded columns and row actions at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('what does not fit opens below its row; more than three row actions fold into 更多', async ({ page, ui }) => {
    await frame(page);
    const contracts = await ui.open('/smartsupply/contract');
    const row = contracts.rows.first();
    await expect(row).toBeVisible();
    // 签订日期 is folded: the row's expander shows it with its value.
    await expect(contracts.root.locator('thead th', { hasText: /^签订日期$/ })).toHaveCount(0);
    await toggleRow(row);
    const folded = contracts.root.getByTestId('folded-columns').first();
    await expect(folded.getByText('签订日期', { exact: true })).toBeVisible();
    // No row shows more than three buttons: the fourth and after are in 更多.
    const counts = await antd
      .fixedRightCells(contracts.root)
      .evaluateAll((cells) => cells.map((cell) => cell.querySelectorAll('button').length));
    for (const count of counts) expect(count).toBeLessThanOrEqual(3);
  });
});
