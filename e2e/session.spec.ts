import type { Request } from '@playwright/test';
import { button, choose, clearSelect, expect, fieldError, type Page, test, unfold } from './fixtures.ts';
import { apiAs, newTenant, storedToken } from './support.ts';

/**
 * The session behind the shell: token refresh (the 10 s check, and calls that get 401 meanwhile) and switch mode
 * (working as one of the user's departments and roles).
 */
test.describe.configure({ timeout: 150_000 });

const isRefresh = (req: Request) =>
  req.url().includes('/api/blade-auth/oauth/token') && req.url().includes('grant_type=refresh_token');

/** Rewrites the stored token entry (as lib/storage keeps it) with another value or age. */
async function setStoredToken(page: Page, change: { content?: string; ageSeconds?: number }) {
  await page.evaluate((c) => {
    const entry = JSON.parse(localStorage.getItem('pharma-token') ?? '{}');
    if (c.content !== undefined) entry.content = c.content;
    if (c.ageSeconds !== undefined) entry.datetime = Date.now() - c.ageSeconds * 1000;
    localStorage.setItem('pharma-token', JSON.stringify(entry));
  }, change);
}

test('an old token is refreshed by the 10 s check; calls that get 401 share one refresh and are retried', async ({
  page,
  ui,
}) => {
  await ui.home();
  const refreshes: Request[] = [];
  page.on('request', (req) => {
    if (isRefresh(req)) refreshes.push(req);
  });

  // The check runs every 10 s and refreshes once the token is tokenTime (3000 s) old.
  const first = await storedToken(page);
  await setStoredToken(page, { ageSeconds: 3001 });
  await expect.poll(() => refreshes.length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => storedToken(page)).not.toBe(first);

  // An access token the server no longer accepts: the user screen's several calls all get 401, one refresh
  // renews the token, every call is sent again, and the screen shows its rows without the user noticing.
  await setStoredToken(page, { content: 'expired.access.token' });
  const sidebar = page.getByTestId('sidebar');
  await unfold(page, '系统管理');
  await sidebar.getByText('用户管理', { exact: true }).click();
  const screen = ui.screen('/system/user');
  await expect(screen.rows.first()).toBeVisible();
  await expect(screen.root.getByRole('treeitem', { name: '平台' })).toBeVisible();
  expect(refreshes).toHaveLength(2);
  await expect(page).toHaveURL(/\/system\/user$/);

  // A refresh token that is no longer valid ends the session cleanly at the next 401.
  await page.evaluate(() => {
    const entry = JSON.parse(localStorage.getItem('pharma-refreshToken') ?? '{}');
    entry.content = 'revoked';
    localStorage.setItem('pharma-refreshToken', JSON.stringify(entry));
  });
  await setStoredToken(page, { content: 'expired.again' });
  // The next call (the home page's own: its 通知公告) gets 401, the refresh is refused, and the session ends.
  await page.getByTestId('tags').getByText('首页').click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('pharma-token'))).toBeNull();
});

test.describe('switch mode', () => {
  // The choice is sent again when signing in through the login page: this journey starts signed out.
  test.use({ signedInAs: null });

  test('switch mode: a user with two roles works as one of them, and the choice outlives a sign-out', async ({
    page,
    request,
    signIn,
    ui,
  }) => {
    const admin = await apiAs(request);
    const { tenantId, password } = await newTenant(admin, `切换租户${Date.now() % 10000}`);
    const boss = await apiAs(request, 'admin', password, tenantId);
    await boss.post('blade-system/param/submit', {
      paramName: '部门角色切换',
      paramKey: 'account.switchMode',
      paramValue: 'true',
    });
    const menus = (await boss.get('blade-system/menu/routes')) as { id: string; code: string; children?: any[] }[];
    const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const system = flat(menus).find((n) => n.code === 'system');
    const param = flat(menus).find((n) => n.code === 'param');
    const clerk = await boss.post('blade-system/role/submit', {
      roleName: '参数员',
      roleAlias: 'param_clerk',
      sort: 5,
    });
    await boss.post('blade-system/role/grant', { roleIds: [clerk.id], menuIds: [system.id, param.id] });
    const roles = flat(await boss.get('blade-system/role/list')) as { id: string; roleAlias: string }[];
    const manager = roles.find((r) => r.roleAlias === 'admin')!;
    const depts = (await boss.get('blade-system/dept/list')) as { id: string }[];
    const store = await boss.post('blade-system/dept/submit', { deptName: '仓储部', parentId: '0', sort: 9 });
    await boss.post('blade-user/submit', {
      account: 'two-hats',
      realName: '双岗员',
      password: 'pw-two-hats',
      roleId: `${manager.id},${clerk.id}`,
      deptId: `${depts[0]!.id},${store.id}`,
    });

    await signIn({ account: 'two-hats', password: 'pw-two-hats', tenantId });
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('权限管理')).toBeVisible();

    // 用户信息选择: both fields are required; pick 参数员 in 仓储部.
    await ui.userMenu('切换部门/角色');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('用户信息选择')).toBeVisible();
    for (const label of ['部门', '角色']) await clearSelect(dialog, label);
    await button(dialog, '确定').click();
    await expect(fieldError(dialog, '请选择部门')).toBeVisible();
    await expect(fieldError(dialog, '请选择角色')).toBeVisible();
    await choose(dialog, '角色', '参数员', { exact: true });
    await choose(dialog, '部门', '仓储部', { exact: true });
    await button(dialog, '确定').click();
    await expect(page.getByText('操作成功!')).toBeVisible();
    await expect(page).toHaveURL(/\/wel\/index$/);

    // Working as 参数员: the sidebar offers that role's screens only, and the server agrees.
    await expect(sidebar.getByText('权限管理')).toHaveCount(0);
    await sidebar.getByText('系统管理').click();
    await expect(sidebar.getByText('参数管理', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('用户管理', { exact: true })).toHaveCount(0);
    await ui.reload();
    await expect(sidebar.getByText('权限管理')).toHaveCount(0);

    // Signed out and in again, the browser asks for the same role.
    await ui.signOut();
    await signIn({ account: 'two-hats', password: 'pw-two-hats', tenantId });
    await expect(sidebar.getByText('系统管理')).toBeVisible();
    await expect(sidebar.getByText('权限管理')).toHaveCount(0);

    // And back to the manager's role: the whole menu returns.
    await ui.userMenu('切换部门/角色');
    await choose(dialog, '角色', '管理员', { exact: true });
    await button(dialog, '确定').click();
    await expect(page.getByText('操作成功!')).toBeVisible();
    await expect(sidebar.getByText('权限管理')).toBeVisible();
  });
});
