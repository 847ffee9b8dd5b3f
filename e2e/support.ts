import { createHash } from 'node:crypto';
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

/** antd may put a space between two Chinese characters on a button (确 定); match either way. */
export const named = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
export const button = (scope: Page | Locator, text: string) => scope.getByRole('button', { name: named(text) });

export async function signIn(page: Page, account = 'admin', password = 'admin', tenantId = '000000', lang = 'zh') {
  await page.goto('/login');
  // The language chosen on the login page stays for the whole session.
  if (lang === 'en') await page.getByText('English', { exact: true }).click();
  await page.getByTestId('login-tenant').fill(tenantId);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wel\/index/);
}

export async function newSession(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  return context.newPage();
}

/**
 * Opens a screen from the sidebar and returns it. The screen is found by the path it shows (`data-page`), because
 * during a navigation the previous screen stays on show until the next one is ready: a locator not scoped to the
 * new screen may click a button of the old one.
 */
export async function openMenu(page: Page, group: string, item: string, path: string): Promise<Locator> {
  const sidebar = page.getByTestId('sidebar');
  // A group that is already open would close on a second click.
  if (!(await sidebar.getByText(item, { exact: true }).isVisible())) await sidebar.getByText(group).click();
  await sidebar.getByText(item, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page.locator(`[data-page="${path}"]`);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A table row of the screen holding a cell whose text is exactly this (a tree row's expander has no text). */
export const row = (screen: Locator, cell: string) =>
  screen.locator('.ant-table-row', {
    has: screen.page().locator('td', { hasText: new RegExp(`^\\s*${escaped(cell)}\\s*$`) }),
  });

/** Clicks a toolbar button once the screen's list shows `listed` (the screen has settled), and returns the dialog. */
export async function openDialog(screen: Locator, label: string, listed: string): Promise<Locator> {
  await expect(row(screen, listed).first()).toBeVisible();
  await button(screen, label).click();
  const dialog = screen.page().getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The API as a script calls it (captcha is off in the journeys): for setting up what a journey starts from. */
export interface Api {
  token: string;
  get<T = any>(path: string, query?: Record<string, string | number>): Promise<T>;
  post<T = any>(path: string, body?: unknown, query?: Record<string, string | number>): Promise<T>;
}

const basicAuth = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export async function apiAs(
  request: APIRequestContext,
  account = 'admin',
  password = 'admin',
  tenantId = '000000',
): Promise<Api> {
  const signed = await request.post('/api/blade-auth/oauth/token', {
    headers: { Authorization: basicAuth, 'Tenant-Id': tenantId },
    params: {
      tenantId,
      username: account,
      password: createHash('md5').update(password).digest('hex'),
      grant_type: 'password',
      scope: 'all',
    },
  });
  const token = ((await signed.json()) as { access_token: string }).access_token;
  expect(token, `sign-in of ${account}@${tenantId}`).toBeTruthy();
  const headers = { Authorization: basicAuth, 'Blade-Auth': `bearer ${token}` };
  const envelope = async (res: APIResponse) => {
    const body = (await res.json()) as { success: boolean; msg: string; data: unknown };
    expect(body.success, `${res.url()}: ${body.msg}`).toBe(true);
    return body.data as any;
  };
  return {
    token,
    get: async (path, query) => envelope(await request.get(`/api/${path}`, { headers, params: query })),
    post: async (path, body, query) =>
      envelope(await request.post(`/api/${path}`, { headers, data: body ?? {}, params: query })),
  };
}
