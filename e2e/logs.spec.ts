import { button, expect, footerButton, test, toast } from './fixtures.ts';
import { apiAs, newUser, unique } from './support.ts';

/**
 * 系统监控's logs as an administrator uses them: a password reset is found again in 通用日志, and a server failure's
 * id, shown in the toast, is the id 错误日志 lists.
 */
test.use({ signedInAs: {} });

test('a password reset lands in the audit log, naming the user', async ({ page, request, ui }) => {
  const api = await apiAs(request);
  const account = `audit${unique()}`;
  const me = await api.get('blade-user/info');
  await newUser(api, { account, password: 'Audit#2026', realName: '审计对象', roleId: me.roleId, deptId: me.deptId });

  await ui.home();
  const users = await ui.menu('系统管理', '用户管理', '/system/user');
  await users.search({ 登录账号: account });
  await users.select(account);
  await users.button('密码重置').click();
  const dialog = page.getByRole('dialog', { name: '密码重置' });
  await button(dialog, '确定').click();
  // The new password is shown once; the audit trail must not keep it.
  const issued = page.getByRole('dialog', { name: '新密码' });
  const password = (await issued.locator('code').innerText()).trim();
  await footerButton(issued, '关闭').click();

  const audit = await ui.menu('系统监控', '通用日志', '/monitor/log/usual');
  const line = audit.rowWith(account);
  await expect(line).toBeVisible();
  await expect(line).toContainText('重置密码');
  await expect(line).toContainText('admin');
  await line.getByRole('button', { name: '查看' }).click();
  const drawer = page.getByRole('dialog').last();
  await expect(drawer).toContainText('/api/blade-user/reset-password');
  await expect(drawer).toContainText('审计对象');
  await expect(drawer).not.toContainText(password);
});

test('a server failure shows its error id, and 错误日志 lists that id', async ({ page, ui }) => {
  await ui.home();
  const errors = await ui.menu('系统监控', '错误日志', '/monitor/log/error');
  await errors.button('异常自检').click();
  const said = toast(page, '错误编号');
  await expect(said).toBeVisible();
  const errorId = /错误编号 ([0-9a-f]{12})/.exec((await said.textContent()) ?? '')?.[1];
  expect(errorId).toBeTruthy();
  await errors.search({ 错误编号: errorId! });
  const listed = errors.row(errorId!);
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('服务端');
  await listed.getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('dialog').last()).toContainText('self-check');
});
