import { expect, type Locator, type Page } from '@playwright/test';
import { antd } from './antd.ts';
import { confirm } from './dialogs.ts';
import { button } from './names.ts';
import { row, rowAction, rows, rowWith } from './rows.ts';
import { readTable } from './table.ts';

/**
 * Unfolds a group of the sidebar and waits for its motion to end before anything inside it is clicked, as a person
 * would: a click during antd's collapse motion was seen to open nothing, twice in about seventy journeys.
 */
export async function unfold(page: Page, group: string) {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText(group, { exact: true }).click();
  await expect(antd.collapseMotion(sidebar)).toHaveCount(0);
}

/** The words of a list screen's own controls, Chinese unless a journey reads it in English. */
export interface ListWords {
  search: string;
  reset: string;
  ok: string;
}

const chinese: ListWords = { search: '查询', reset: '重置', ok: '确定' };

/**
 * A list screen (a CrudPage, or a screen built on ListScreen): its search form, its toolbar, its table's rows and
 * their actions, the add / edit dialog, confirmations and the pager. It is found by the path it shows
 * (`data-page`), because during a navigation the previous screen stays on show until the next one is ready: a
 * locator not scoped to the new screen may click a button of the old one.
 */
export class ListScreen {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
    readonly words: ListWords = chinese,
  ) {
    this.root = page.locator(`[data-page="${path}"]`);
  }

  /** Opens the screen from the sidebar (unfolding its group when it is folded). */
  static async byMenu(page: Page, group: string, item: string, path: string, words?: ListWords) {
    const sidebar = page.getByTestId('sidebar');
    // A group that is already open would close on a second click.
    if (!(await sidebar.getByText(item, { exact: true }).isVisible())) await unfold(page, group);
    await sidebar.getByText(item, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    return new ListScreen(page, path, words);
  }

  /** Opens the screen by its address (when the sidebar is not what a journey tests), once it shows. */
  static async at(page: Page, path: string, words?: ListWords) {
    await page.goto(path);
    const screen = new ListScreen(page, path, words);
    // The first screen of a fresh browser loads the whole console: give it the time a loaded machine needs.
    await expect(screen.root).toBeVisible({ timeout: 30_000 });
    return screen;
  }

  /** A button of the screen (its toolbar's, or any other on it) by its name. */
  button(name: string) {
    return button(this.root, name);
  }

  /** The search form, and one of its fields by label. */
  get searchForm() {
    return this.root.locator('.crud-search');
  }

  searchField(label: string) {
    return this.searchForm.getByLabel(label);
  }

  /** Fills the search form's fields (label → text) and applies it with 查询. */
  async search(fields: Record<string, string>) {
    for (const [label, text] of Object.entries(fields)) await this.searchField(label).fill(text);
    await button(this.searchForm, this.words.search).click();
  }

  /** Clears the search form with 重置 (the list shows everything again). */
  async resetSearch() {
    await button(this.searchForm, this.words.reset).click();
  }

  /** The screen's (first) table, and every data row of its tables. */
  get table() {
    return antd.table(this.root).first();
  }

  get rows() {
    return rows(this.root);
  }

  /** The row with a cell reading exactly `cell`. */
  row(cell: string) {
    return row(this.root, cell);
  }

  /** The first row holding all these texts. */
  rowWith(...texts: Array<string | RegExp>) {
    return rowWith(this.root, ...texts);
  }

  /** Clicks an action of the row with a cell reading `cell` (its link, or its entry in the row's 更多). */
  rowAction(cell: string, action: string) {
    return rowAction(this.row(cell), action);
  }

  /** Ticks the row's checkbox (for the toolbar's batch buttons). */
  select(cell: string) {
    return this.row(cell).getByRole('checkbox').check();
  }

  /** The table as a person reads it: each row's values by column title (folded columns included). */
  read() {
    return readTable(this.table);
  }

  /** The dialog on show (named `name` when given): the add / edit form, a row action's dialog. */
  dialog(name?: string | RegExp) {
    return this.page.getByRole('dialog', name === undefined ? {} : { name });
  }

  /**
   * Clicks a toolbar button (新增 …) once the list shows `listed` (the screen has settled, so the click reaches the
   * settled screen), and returns the dialog it opens.
   */
  async openDialog(label: string, listed?: string): Promise<Locator> {
    if (listed !== undefined) await expect(this.row(listed).first()).toBeVisible();
    await this.button(label).click();
    const dialog = this.dialog();
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Answers the confirmation a move asks (删除, 启用 …) with 确定. */
  confirm(question?: string | RegExp) {
    return confirm(this.page, question, this.words.ok);
  }

  /** The pager: a page's number to go to, the current page, and its 共 n 条. */
  get pager() {
    const root = this.root;
    return {
      goTo: (n: number) => antd.pagerItem(root, n).click(),
      current: antd.pagerActive(root),
      total: antd.pagerTotal(root),
      bar: antd.pager(root).first(),
    };
  }
}
