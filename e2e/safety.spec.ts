import { button, confirmation as confirmBox, expect, row, test } from './fixtures.ts';

test('an uncaught error and an unhandled rejection show up in the badge; the log uploads to the server, then clears', async ({
  page,
  ui,
}) => {
  await ui.home();
  await expect(page.getByTestId('error-log')).toHaveCount(0);

  // A real uncaught error and a real unhandled rejection, raised by the page itself.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('journey boom');
    });
    void Promise.reject(new Error('journey rejection'));
  });
  await expect(page.getByTestId('error-log-badge').locator('sup')).toHaveAttribute('title', '2');

  await page.getByTestId('error-log').click();
  const dialog = page.getByRole('dialog', { name: '错误日志' });
  await expect(dialog.getByText('journey boom', { exact: true })).toBeVisible();
  await expect(dialog.getByText('journey rejection', { exact: true })).toBeVisible();
  await expect(row(dialog, 'journey boom').getByText('/wel/index')).toBeVisible();

  // 上传服务器: the list goes to POST blade-auth/oauth/logout and the server stores both entries.
  await dialog.getByRole('button', { name: /上传服务器/ }).click();
  await expect(confirmBox(page).getByText('确定上传本地日志到服务器?')).toBeVisible();
  const upload = page.waitForResponse(
    (r) => r.url().endsWith('/api/blade-auth/oauth/logout') && r.request().method() === 'POST',
  );
  await button(confirmBox(page), '确定').click();
  const reply = await upload;
  const sent = reply.request().postDataJSON() as { message: string; url: string; type: string }[];
  expect(sent.map((e) => e.message).sort()).toEqual(['journey boom', 'journey rejection']);
  expect(JSON.stringify(sent)).not.toMatch(/bearer|eyJ/i);
  // The server answers with the number of entries it stored in its error log.
  expect(await reply.json()).toMatchObject({ success: true, data: 2 });
  await expect(page.getByText('发送成功!')).toBeVisible();
  // What was sent leaves the local log.
  await expect(page.getByTestId('error-log')).toHaveCount(0);

  // 清空本地日志 on a new error.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('journey boom again');
    });
  });
  await expect(page.getByTestId('error-log-badge').locator('sup')).toHaveAttribute('title', '1');
  await page.getByTestId('error-log').click();
  await expect(dialog.getByText('journey boom again', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: /清空本地日志/ }).click();
  await expect(confirmBox(page).getByText('确定清空本地日志记录?')).toBeVisible();
  await button(confirmBox(page), '确定').click();
  await expect(page.getByText('清空成功!')).toBeVisible();
  await expect(page.getByTestId('error-log')).toHaveCount(0);
  await ui.reload();
  await expect(page.getByTestId('error-log')).toHaveCount(0);
});

test('the lock: a password is required; /lock survives a reload and typed addresses; only that password unlocks', async ({
  page,
  ui,
}) => {
  const password = `Lock-${Date.now()}`;
  await ui.home();
  await page.getByTestId('lock').click();
  const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
  await button(dialog, '锁屏').click();
  await expect(dialog.getByText('锁屏密码不能为空')).toBeVisible();
  await dialog.getByTestId('lock-password').fill(password);
  await button(dialog, '锁屏').click();
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.getByText('屏幕已锁定')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.getByText('屏幕已锁定')).toBeVisible();
  // Typing another address in the address bar lands on the lock screen again.
  await page.goto('/system/param');
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.getByTestId('lock-page')).toBeVisible();

  // Another tab of the same browser is locked too.
  const other = await page.context().newPage();
  await other.goto('/system/param');
  await expect(other).toHaveURL(/\/lock$/);
  await other.close();

  // Nothing in either storage area holds the password in clear.
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((area) => Object.keys(area).map((key) => `${key}=${area.getItem(key)}`))
      .join('\n'),
  );
  expect(stored).toContain('pharma-isLock');
  expect(stored).not.toContain(password);

  await page.getByTestId('unlock-password').fill('not-the-password');
  await page.getByTestId('unlock-submit').click();
  await expect(page.getByText('解锁密码错误,请重新输入')).toBeVisible();
  await expect(page).toHaveURL(/\/lock$/);

  await page.getByTestId('unlock-password').fill(password);
  await page.getByTestId('unlock-submit').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.goto('/system/param');
  await expect(page).toHaveURL(/\/system\/param$/);
});

test('a page chunk that fails to load shows 重试, which loads it without reloading the console', async ({
  page,
  ui,
}) => {
  await ui.home();
  // Set on this document: a full reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  let blocked = true;
  await page.route('**/assets/DeptsPage-*.js', (route) => (blocked ? route.abort() : route.continue()));

  const depts = await ui.menu('系统管理', '部门管理', '/system/dept');
  await expect(depts.root.getByText('页面加载失败')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();

  blocked = false;
  await depts.button('重试').click();
  await expect(depts.row('平台').first()).toBeVisible();
  await expect(depts.root.getByText('页面加载失败')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The failure went to the error log.
  await expect(page.getByTestId('error-log-badge').locator('sup')).toHaveAttribute('title', '1');
});
