import { expect } from '@playwright/test';
import { button, expectRowOffers, openScreen, row, rowAction, test, unique } from './support.ts';

/** The page fits the phone's width: wide tables scroll inside themselves, the page does not scroll sideways. */
async function fitsWidth(page: import('@playwright/test').Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width + 1);
}

test('an API key is shown once, works as its user from another system, and stops at once when disabled', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `OA 推送 ${unique()}`;
  const screen = await openScreen(page, '/authority/apikey');
  // The demo's distributor ERP key is listed by its first characters only.
  await expect(row(screen, 'ERP 订单同步')).toContainText('bk_');
  await button(screen, '新增密钥').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('密钥名称').fill(name);
  await dialog.getByLabel('绑定用户').click();
  await dialog.getByLabel('绑定用户').fill('admin');
  await page.locator('.ant-select-item-option', { hasText: '(admin)' }).first().click();
  await dialog.getByLabel('访问权限').fill('/blade-user/**');
  await button(dialog, '确定').click();

  const shown = page.locator('.ant-modal', { hasText: 'API Key 创建成功' });
  await expect(shown).toBeVisible();
  const key = (await shown.locator('code', { hasText: /^bk_/ }).first().textContent())?.trim() ?? '';
  expect(key).toMatch(/^bk_[A-Za-z0-9_-]{43}$/);
  await expect(button(shown, '关闭')).toBeDisabled();
  await shown.getByRole('checkbox').check();
  await button(shown, '关闭').click();
  await expect(row(screen, name)).toBeVisible();
  await expect(screen).not.toContainText(key);

  // Another system calls with the key alone in Blade-Auth, as the dialog's example shows.
  const asKey = () => request.get('/api/blade-user/info', { headers: { 'Blade-Auth': key } });
  const info = await asKey();
  expect(info.status()).toBe(200);
  expect((await info.json()).data.account).toBe('admin');
  // Outside its paths it is refused.
  expect((await request.get('/api/blade-system/param/list', { headers: { 'Blade-Auth': key } })).status()).toBe(403);

  await rowAction(row(screen, name), '禁用');
  await button(page.locator('.ant-modal-confirm'), '确定').click();
  // Once off, the row offers 启用 instead of 禁用.
  await expectRowOffers(row(screen, name), '启用');
  expect((await asKey()).status()).toBe(401);

  // 日志: the calls it made, the refused ones with their status.
  await rowAction(row(screen, name), '日志');
  const log = page.locator('.ant-drawer', { hasText: '调用日志' });
  await expect(log.locator('.ant-table-row').first()).toBeVisible();
  await expect(log).toContainText('/api/blade-user/info');
  await expect(log).toContainText('403');
});

test('on a phone: the locked keeper is listed and unlocked, and the sign-in log reads', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const locks = await openScreen(page, '/system/authlock');
  const keeper = row(locks, 'qianhao');
  await expect(keeper).toContainText('锁定中');
  await expect(keeper).toContainText('手动锁定');
  await fitsWidth(page, 375);
  await button(keeper, '解锁').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('解锁原因').fill('提前返岗');
  await button(dialog, '确定').click();
  await expect(page.getByText('解锁成功').first()).toBeVisible();
  await expect(keeper).toContainText('已解锁');

  const log = await openScreen(page, '/system/authlog');
  // This journey's own sign-in is the newest row.
  await expect(row(log, 'admin').first()).toContainText('成功');
  await fitsWidth(page, 375);
});
