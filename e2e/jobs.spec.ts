import { button, confirmation, expect, rows, test } from './fixtures.ts';
import { apiAs, unique } from './support.ts';

/**
 * 任务调度 and 数据审计 as the platform administrator uses them: a paused housekeeping job switched on shows its
 * next run, 运行 queues one run that 运行记录 lists; a changed parameter is found in 数据审计 with its value before
 * and after. At 1440 px from the sidebar, and on a phone (375 px) where the list scrolls inside itself.
 */
test.use({ signedInAs: {} });

test('a paused job is switched on, run once, and its run listed', async ({ page, ui }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await ui.home();
  const jobs = await ui.menu('任务调度', '任务管理', '/job/jobinfo');
  const paused = jobs.row('消息重试发送');
  await expect(paused).toBeVisible();
  const toggle = paused.getByRole('switch');
  // Another run of this journey may have switched it on already.
  if ((await toggle.getAttribute('aria-checked')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  }
  await expect(paused.locator('td').nth(4)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

  await jobs.rowAction('日志保留清理', '运行');
  await expect(confirmation(page)).toContainText('运行后将立即排队执行一次');
  await jobs.confirm();
  await ui.expectToast('已排队运行');
  await jobs.rowAction('日志保留清理', '运行记录');
  const drawer = page.getByRole('dialog').last();
  await expect(drawer).toContainText('运行记录 · 日志保留清理');
  await expect(rows(drawer).first()).toBeVisible();
});

test('a changed parameter shows in 数据审计 with its value before and after', async ({ page, request, ui }) => {
  const api = await apiAs(request);
  const key = `audit.e2e${unique()}`;
  const added = await api.post('blade-system/param/submit', { paramName: '审计演示', paramKey: key, paramValue: '10' });
  await api.post('blade-system/param/submit', { id: added.id, paramValue: '25' });

  await ui.home();
  const records = await ui.menu('系统监控', '数据审计', '/data/record');
  const changed = records.rows.filter({ hasText: added.id }).filter({ hasText: '修改' });
  await expect(changed).toBeVisible();
  await button(changed, '查看').click();
  const drawer = page.getByRole('dialog').last();
  const field = drawer.locator('tr', { hasText: 'paramValue' }).first();
  await expect(field).toContainText('10');
  await expect(field).toContainText('25');
});

test.describe('on a phone, 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('任务管理 and 数据审计 show their rows and keep the page from scrolling sideways', async ({ ui }) => {
    for (const [path, listed] of [
      ['/job/jobinfo', '日志保留清理'],
      ['/job/jobserver', 'pharma-console'],
      ['/data/record', 'blade_param'],
    ] as const) {
      const screen = await ui.open(path);
      await expect(screen.rowWith(listed)).toBeVisible();
      await ui.expectNoSidewaysScroll(path);
    }
  });
});
