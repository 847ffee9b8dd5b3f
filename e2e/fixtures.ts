import { Console } from './pages/console.ts';
import { type Credentials, LoginPage } from './pages/login.ts';
import { test as base } from './support.ts';

/**
 * The journeys' `test`: support.ts's (its page signed in as the file's `signedInAs`, on the worker's own server),
 * with the page objects as fixtures:
 * - `ui`: the console around the journey's page (Console: home, sidebar screens as ListScreen, dialogs, toasts);
 * - `signIn`: signs the journey's page in through the login page (`from` an address that sends there).
 * A second browser's page gets its own: `new Console(other)`, `signInOn(other, who)`.
 */
export const test = base.extend<{ ui: Console; signIn: (who?: Credentials, from?: string) => Promise<void> }>({
  ui: async ({ page }, use) => use(new Console(page)),
  signIn: async ({ page }, use) => use((who, from) => new LoginPage(page).signIn(who, from)),
});

export { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
export { antd, antdCss } from './pages/antd.ts';
export { Console } from './pages/console.ts';
export * from './pages/controls.ts';
export * from './pages/dialogs.ts';
export { ListScreen, unfold } from './pages/list-screen.ts';
export { type Credentials, LoginPage, signInOn } from './pages/login.ts';
export { button, named } from './pages/names.ts';
export * from './pages/rows.ts';
export * from './pages/table.ts';
