import { expect, type Page } from '@playwright/test';

/** Who signs in on the login page (the platform's admin, in Chinese, unless said else). */
export interface Credentials {
  account?: string;
  password?: string;
  tenantId?: string;
  lang?: 'zh' | 'en';
}

/** The login page: its form, filled and sent as a person does. */
export class LoginPage {
  constructor(readonly page: Page) {}

  /** Opens the login page, or the address given (`/`), which sends a signed-out browser there. */
  async open(from = '/login') {
    await this.page.goto(from);
    await expect(this.page).toHaveURL(/\/login/);
  }

  /** Fills the form (the language first: the one chosen on the login page stays for the whole session) and sends it. */
  async send({ account = 'admin', password = 'admin', tenantId = '000000', lang = 'zh' }: Credentials = {}) {
    const page = this.page;
    if (lang === 'en') await page.getByText('English', { exact: true }).click();
    await page.getByTestId('login-tenant').fill(tenantId);
    await page.getByTestId('login-account').fill(account);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
  }

  /** Signs in from the login page (or from `from`, which sends there) and waits for the console's home. */
  async signIn(who: Credentials = {}, from?: string) {
    await this.open(from);
    await this.send(who);
    await expect(this.page).toHaveURL(/\/wel\/index/);
  }
}

/** Signs `page` in through the login page (the sign-in fixture's, for a second browser). */
export const signInOn = (page: Page, who?: Credentials, from?: string) => new LoginPage(page).signIn(who, from);
