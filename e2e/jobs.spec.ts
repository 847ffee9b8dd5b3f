import { expect } from '@playwright/test';
import { apiAs, button, home, openMenu, openScreen, row, rowAction, test, unique } from './support.ts';

/**
 * 任务调度 and 数据审计 as the platform administrator uses them: a paused housekeeping job switched on shows its
 * next run, 运行 queues one run that 运行记录 lists; a changed parameter is found in 数据审计 with its value before
 * and after. At 1440 px from the sidebar, and on a phone (375 px) where the list scrolls inside itself.
 */
test.use({ signedInAs: {} });

test('a paused job is switched on, run once, and its run listed', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await home(page);
  const jobs = await openMenu(page, '任务调度', '任务管理', '/job/jobinfo');
  const paused = row(jobs, '消息重试发送');
  await expect(paused).toBeVisible();
  const toggle = paused.getByRole('switch');
  // Another run of this journey may have switched it on already.
  if ((await toggle.getAttribute('aria-checked')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  }
  await expect(paused.locator('td').nth(4)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

  const retention = row(jobs, '日志保留清理');
  await rowAction(retention, '运行');
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('运行后将立即排队执行一次');
  await button(confirm, '确定').click();
  await expect(page.locator('.ant-message-notice', { hasText: '已排队运行' })).toBeVisible();
  await rowAction(retention, '运行记录');
  const drawer = page.getByRole('dialog').last();
  await expect(drawer).toContainText('运行记录 · 日志保留清理');
  await expect(drawer.locator('.ant-table-row').first()).toBeVisible();
});

test('a changed parameter shows in 数据审计 with its value before and after', async ({ page, request }) => {
  const api = await apiAs(request);
  const key = `audit.e2e${unique()}`;
  const added = await api.post('blade-system/param/submit', { paramName: '审计演示', paramKey: key, paramValue: '10' });
  await api.post('blade-system/param/submit', { id: added.id, paramValue: '25' });

  await home(page);
  const records = await openMenu(page, '系统监控', '数据审计', '/data/record');
  const changed = records.locator('.ant-table-row', { hasText: added.id }).filter({ hasText: '修改' });
  await expect(changed).toBeVisible();
  await button(changed, '查看').click();
  const drawer = page.getByRole('dialog').last();
  const field = drawer.locator('tr', { hasText: 'paramValue' }).first();
  await expect(field).toContainText('10');
  await expect(field).toContainText('25');
});

test.describe('on a phone, 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('任务管理 and 数据审计 show their rows and keep the page from scrolling sideways', async ({ page }) => {
    for (const [path, listed] of [
      ['/job/jobinfo', '日志保留清理'],
      ['/job/jobserver', 'pharma-console'],
      ['/data/record', 'blade_param'],
    ] as const) {
      const screen = await openScreen(page, path);
      await expect(screen.locator('.ant-table-row', { hasText: listed }).first()).toBeVisible();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide, path).toBe(false);
    }
  });
});
