import { antd, expect, type Locator, type Page, test } from './fixtures.ts';
import { apiAs } from './support.ts';

/**
 * The console's look (issue #5): colour picker, theme chooser, notices, screen size classes and full screen.
 * Nothing here writes to the server; the look lives in the browser's storage, which each test starts without.
 */

const css = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** The colour a sidebar and a header show; polled, since antd animates the sider's background. */
async function frameColours(page: Page) {
  return {
    sider: await css(page.locator('.shell-sider'), 'background-color'),
    header: await css(page.locator('.shell-header'), 'background-color'),
  };
}

test('a picked colour themes antd at once and survives a reload; the default comes back', async ({ page, ui }) => {
  await ui.home();
  const params = await ui.menu('系统管理', '参数管理', '/system/param');
  const primary = antd.primaryButton(params.root).first();
  await expect.poll(() => css(primary, 'background-color')).toBe('rgb(64, 158, 255)'); // #409EFF

  await page.getByTestId('color-picker').click();
  // antd's preset blocks carry no label: #13C2C2 is the one painted rgb(19, 194, 194).
  await antd.colourPreset(page, page.locator('[style*="rgb(19, 194, 194)"]')).click();
  await expect.poll(() => css(primary, 'background-color')).toBe('rgb(19, 194, 194)');
  await page.keyboard.press('Escape');

  await ui.reload();
  await expect.poll(() => css(antd.primaryButton(params.root).first(), 'background-color')).toBe('rgb(19, 194, 194)');
  // The sidebar's selected item follows the colour too (the default theme uses it).
  await expect
    .poll(() => css(antd.selectedMenuItem(page.locator('.shell-sider')), 'background-color'))
    .toBe('rgb(19, 194, 194)');

  await page.getByTestId('color-picker').click();
  await page.getByTestId('color-reset').click();
  await expect.poll(() => css(antd.primaryButton(params.root).first(), 'background-color')).toBe('rgb(64, 158, 255)');
});

test('the theme dialog is half the window wide; each theme restyles sidebar and header; a reload keeps it', async ({
  page,
  ui,
}) => {
  await ui.home();
  const before = await frameColours(page);
  await page.getByTestId('theme').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('选择主题')).toBeVisible();
  // Layout sizes (offsetWidth), not the bounding box: the dialog zooms in, and a transform scales the box.
  const width = await antd.modal(page).evaluate((el: HTMLElement) => el.offsetWidth);
  const viewport = page.viewportSize()!.width;
  expect(Math.abs(width - viewport / 2)).toBeLessThan(1);
  for (const name of ['默认主题', '白色主题', '黑色主题', '星空主题', '智能主题', 'VIP', '酷炫主题', 'LTE 主题'])
    await expect(dialog.getByText(name, { exact: false }).first()).toBeVisible();

  // A pick applies at once and closes the dialog.
  await dialog.getByTestId('theme-dark').click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => frameColours(page)).toEqual({ sider: 'rgb(25, 26, 35)', header: 'rgb(35, 36, 47)' });
  const dark = await frameColours(page);
  expect(dark.sider).not.toBe(before.sider);
  expect(dark.header).not.toBe(before.header);
  // The page is dark too, not a white page in a dark frame.
  await expect.poll(() => css(antd.layout(page), 'background-color')).toBe('rgb(15, 16, 22)');
  await expect.poll(() => css(antd.card(page.locator('main')).first(), 'background-color')).toBe('rgb(20, 20, 20)');

  await page.getByTestId('theme').click();
  await dialog.getByTestId('theme-lte').click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => frameColours(page)).toEqual({ sider: 'rgb(34, 45, 50)', header: 'rgb(60, 141, 188)' });
  // The logo area and the tag accent change with it.
  await expect.poll(() => css(page.locator('.shell-logo'), 'background-color')).toBe('rgb(54, 127, 169)');

  await ui.reload();
  await expect.poll(() => frameColours(page)).toEqual({ sider: 'rgb(34, 45, 50)', header: 'rgb(60, 141, 188)' });
});

// In English the same popover is walked by english.spec.ts.
test('the notices popover is 350 px wide with mail, messages and notices tabs', async ({ page, request, ui }) => {
  // The tabs count the admin's unread mail and in-app messages (消息中心, seeded) and notices (seeded; notices.spec.ts
  // walks them); the 消息 tab adds files ready in the download centre, so it is read by pattern.
  const api = await apiAs(request);
  const { unread } = await api.get('blade-desk/notice/inbox', { current: 1, size: 1 });
  const counts = await api.get('blade-message/inbox/unread-count');
  await ui.home();
  await expect
    .poll(async () => Number(await ui.bellCount().getAttribute('title')))
    .toBeGreaterThanOrEqual(counts.mail + counts.message + unread);
  await page.getByTestId('notices').click();
  const popover = page.locator('.shell-notices');
  await expect(popover).toBeVisible();
  // Layout sizes, not the bounding box: the popover zooms in, and a transform scales the box.
  expect(await popover.evaluate((el: HTMLElement) => el.offsetWidth)).toBe(350);
  await expect(popover.getByRole('tab')).toHaveText([`邮件 (${counts.mail})`, /^消息 \(\d+\)$/, `通知 (${unread})`]);

  await popover.getByRole('tab', { name: /^消息/ }).click();
  const messages = popover.getByTestId('notices-messages');
  await expect(messages.getByText('订单 CGDD202611250011 已发送', { exact: true })).toBeVisible();
  expect(await messages.evaluate((el: HTMLElement) => el.offsetHeight)).toBe(300);
  await popover.getByRole('tab', { name: /^通知/ }).click();
  const notices = popover.getByTestId('notices-notices');
  await expect(notices.getByText('智能采购计划上线试运行')).toBeVisible();
  expect(await notices.evaluate((el: HTMLElement) => el.offsetHeight)).toBe(300);
});

test('on an 800 px window a menu click collapses the sidebar; on a 1300 px one it stays open', async ({ page, ui }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await ui.home();
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveClass(antd.siderCollapsed);

  await page.getByTestId('collapse-toggle').click();
  await expect(sidebar).not.toHaveClass(antd.siderCollapsed);
  await ui.menu('系统管理', '参数管理', '/system/param');
  await expect(sidebar).toHaveClass(antd.siderCollapsed);
  // The toggle still works afterwards.
  await page.getByTestId('collapse-toggle').click();
  await expect(sidebar).not.toHaveClass(antd.siderCollapsed);

  await page.setViewportSize({ width: 1300, height: 800 });
  await ui.menu('系统管理', '用户管理', '/system/user');
  await expect(sidebar).not.toHaveClass(antd.siderCollapsed);

  // Shrinking the window collapses it (below 768 px it gives way to a drawer: layout.spec.ts).
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(sidebar).toHaveClass(antd.siderCollapsed);
});

test('the full-screen button enters and leaves full screen, and its label follows', async ({ page, ui }) => {
  await ui.home();
  const button = page.getByTestId('full-screen');
  await expect(button).toHaveAttribute('aria-label', '全屏');
  await button.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(button).toHaveAttribute('aria-label', '退出全屏');

  await button.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(button).toHaveAttribute('aria-label', '全屏');
});
