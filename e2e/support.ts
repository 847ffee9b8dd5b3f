import { type Browser, expect, type Locator, type Page } from '@playwright/test';

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
