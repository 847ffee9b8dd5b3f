import { expect, type Page } from '@playwright/test';
import { antd } from './antd.ts';
import { confirm, drawer, expectToast, notification, toast } from './dialogs.ts';
import { ListScreen, type ListWords } from './list-screen.ts';
import { button } from './names.ts';

/**
 * The console around the screens, for one browser page: its home, its sidebar and screens, the user menu, and the
 * popups any screen may show (dialogs, confirmations, toasts, drawers). The `ui` fixture is the journey's page's.
 */
export class Console {
  constructor(
    readonly page: Page,
    readonly words?: ListWords,
  ) {}

  /** The console's home, signed in: the sidebar shows once the menu is loaded. */
  async home() {
    await this.page.goto('/wel/index');
    await expect(antd.menuEntries(this.page.getByTestId('sidebar')).first()).toBeVisible({ timeout: 30_000 });
  }

  /**
   * Reloads the console and waits until the shell is back (a reload fetches and starts the whole console again,
   * which on a loaded machine takes longer than one assertion's wait).
   */
  async reload() {
    await this.page.reload();
    // The header's user menu: every signed-in user has it, whatever the menus granted.
    await expect(this.page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  }

  /** Opens a screen from the sidebar. */
  menu(group: string, item: string, path: string) {
    return ListScreen.byMenu(this.page, group, item, path, this.words);
  }

  /** Opens a screen by its address. */
  open(path: string) {
    return ListScreen.at(this.page, path, this.words);
  }

  /** The screen at `path`, as it is (no navigation: it is open already, or opening). */
  screen(path: string) {
    return new ListScreen(this.page, path, this.words);
  }

  /** The dialog on show (named `name` when given). */
  dialog(name?: string | RegExp) {
    return this.page.getByRole('dialog', name === undefined ? {} : { name });
  }

  /** A button anywhere on the page. */
  button(name: string) {
    return button(this.page, name);
  }

  confirm(question?: string | RegExp, ok = this.words?.ok ?? '确定') {
    return confirm(this.page, question, ok);
  }

  toast(text?: string | RegExp) {
    return toast(this.page, text);
  }

  expectToast(text: string | RegExp) {
    return expectToast(this.page, text);
  }

  notification(text: string | RegExp) {
    return notification(this.page, text);
  }

  drawer(text?: string | RegExp) {
    return drawer(this.page, text);
  }

  /**
   * Expects the document to be no wider than the window (`slack` px aside): nothing makes the page itself scroll
   * sideways, wide tables scroll inside themselves. Polled, since a list may still be laying itself out.
   */
  async expectNoSidewaysScroll(where: string, slack = 0) {
    await expect
      .poll(() => this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${where}: the document is wider than the window`,
      })
      .toBeLessThanOrEqual(slack);
  }

  /** The bell's number (the unread notices, mail and messages); absent when nothing is unread. */
  bellCount() {
    return antd.badgeCount(this.page, this.page.getByTestId('notices'));
  }

  /** The user menu's entry `label` (退出登录 / Log out, 切换部门/角色 …), clicked. */
  async userMenu(label: string) {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByText(label, { exact: true }).click();
  }

  /** The user menu's 退出登录 / Log out, confirmed. */
  async signOut(label = '退出登录', ok = '确定') {
    await this.userMenu(label);
    await confirm(this.page, undefined, ok);
    await expect(this.page).toHaveURL(/\/login/);
  }
}
