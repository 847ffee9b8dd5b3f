import { button, dialogHolding, drawer, expect, expectRowOffers, option, rows, test } from './fixtures.ts';
import { unique } from './support.ts';

test('an API key is shown once, works as its user from another system, and stops at once when disabled', async ({
  page,
  request,
  ui,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `OA 推送 ${unique()}`;
  const screen = await ui.open('/authority/apikey');
  // The demo's distributor ERP key is listed by its first characters only.
  await expect(screen.row('ERP 订单同步')).toContainText('bk_');
  await screen.button('新增密钥').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('密钥名称').fill(name);
  await dialog.getByLabel('绑定用户').click();
  await dialog.getByLabel('绑定用户').fill('admin');
  await option(dialog, '(admin)').click();
  await dialog.getByLabel('访问权限').fill('/blade-user/**');
  await button(dialog, '确定').click();

  const shown = dialogHolding(page, 'API Key 创建成功');
  await expect(shown).toBeVisible();
  const key = (await shown.locator('code', { hasText: /^bk_/ }).first().textContent())?.trim() ?? '';
  expect(key).toMatch(/^bk_[A-Za-z0-9_-]{43}$/);
  await expect(button(shown, '关闭')).toBeDisabled();
  await shown.getByRole('checkbox').check();
  await button(shown, '关闭').click();
  await expect(screen.row(name)).toBeVisible();
  await expect(screen.root).not.toContainText(key);

  // Another system calls with the key alone in Blade-Auth, as the dialog's example shows.
  const asKey = () => request.get('/api/blade-user/info', { headers: { 'Blade-Auth': key } });
  const info = await asKey();
  expect(info.status()).toBe(200);
  expect((await info.json()).data.account).toBe('admin');
  // Outside its paths it is refused.
  expect((await request.get('/api/blade-system/param/list', { headers: { 'Blade-Auth': key } })).status()).toBe(403);

  await screen.rowAction(name, '禁用');
  await screen.confirm();
  // Once off, the row offers 启用 instead of 禁用.
  await expectRowOffers(screen.row(name), '启用');
  expect((await asKey()).status()).toBe(401);

  // 日志: the calls it made, the refused ones with their status.
  await screen.rowAction(name, '日志');
  const log = drawer(page, '调用日志');
  await expect(rows(log).first()).toBeVisible();
  await expect(log).toContainText('/api/blade-user/info');
  await expect(log).toContainText('403');
});

test('on a phone: the locked keeper is listed and unlocked, and the sign-in log reads', async ({ page, ui }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const locks = await ui.open('/system/authlock');
  const keeper = locks.row('qianhao');
  await expect(keeper).toContainText('锁定中');
  await expect(keeper).toContainText('手动锁定');
  await ui.expectNoSidewaysScroll('the locked accounts', 1);
  await button(keeper, '解锁').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('解锁原因').fill('提前返岗');
  await button(dialog, '确定').click();
  await expect(page.getByText('解锁成功').first()).toBeVisible();
  await expect(keeper).toContainText('已解锁');

  const log = await ui.open('/system/authlog');
  // This journey's own sign-in is the newest row.
  await expect(log.row('admin').first()).toContainText('成功');
  await ui.expectNoSidewaysScroll('the sign-in log', 1);
});
