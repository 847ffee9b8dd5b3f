import { expect, type Locator } from '@playwright/test';
import { antd, exactly } from './antd.ts';
import { button, named } from './names.ts';

/**
 * A table's rows as a user meets them: found by a cell's text, their actions clicked where they are (a link in the
 * 操作 cell, or the row's 更多 menu when they folded there), their values read in the cell or in the row's folded
 * part (the columns that did not fit, opened by the row's expander).
 */

/** The data rows of the tables in this scope. */
export const rows = (scope: Locator) => antd.rows(scope);

/** A table row of the scope holding a cell whose text is exactly this (a tree row's expander has no text). */
export const row = (scope: Locator, cell: string) =>
  antd.rows(scope).filter({ has: scope.page().locator('td', { hasText: exactly(cell) }) });

/** The first row of the scope whose text holds all of these (a work list's process and step). */
export const rowWith = (scope: Locator, ...texts: Array<string | RegExp>) =>
  texts.reduce((found, hasText) => found.filter({ hasText }), antd.rows(scope)).first();

/** The row and, once opened, its folded part (the columns that did not fit, in the next table row). */
export const withFold = (tableRow: Locator) => antd.withFold(tableRow);

/** Opens the row's folded part (as a user does to read a column that did not fit), when it is closed. */
export async function unfoldRow(tableRow: Locator) {
  const closed = antd.closedExpander(tableRow);
  if (await closed.isVisible()) await closed.click();
}

/** Opens or closes a row's expander (a tree row's children, or its folded part). */
export const toggleRow = (tableRow: Locator) => antd.expander(tableRow).click();

/** The open 更多 menu's entry named so. */
const moreEntry = (tableRow: Locator, name: string) =>
  antd.openMenu(tableRow.page()).getByRole('menuitem', { name: named(name) });

/**
 * Clicks a row's action as a user reaches it: its link in the 操作 cell, or, when it folded into the row's 更多 menu
 * (more than three actions, or a narrow table's ⋯), that menu's entry.
 */
export async function rowAction(tableRow: Locator, name: string) {
  const link = button(tableRow, name);
  const more = tableRow.getByTestId('row-more');
  // Wait until the row shows either: the link, or the menu the link folded into.
  await expect(link.or(more).first()).toBeVisible();
  if (await link.isVisible()) return link.click();
  await more.click();
  // A closed menu stays in the page hidden: the entry to click is the open menu's.
  await moreEntry(tableRow, name).click();
}

/**
 * Expects a row to show `text` where a user reads it: in its cells, or in its folded part, which it opens by the
 * row's expander when the text is not in view (a column folded on this width).
 */
export async function expectRowShows(tableRow: Locator, text: string | RegExp) {
  await expect(async () => {
    const closed = antd.closedExpander(tableRow);
    if (!(await tableRow.getByText(text).first().isVisible()) && (await closed.isVisible())) await closed.click();
    await expect(withFold(tableRow).filter({ hasText: text }).first()).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/**
 * Expects a row to offer the action `name`: as a link, or, when it folded there, in the row's 更多 menu (opened to
 * look, then closed again).
 */
export async function expectRowOffers(tableRow: Locator, name: string) {
  const page = tableRow.page();
  await expect(async () => {
    if (await button(tableRow, name).isVisible()) return;
    await tableRow.getByTestId('row-more').click({ timeout: 1000 });
    await expect(moreEntry(tableRow, name)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
}

/** Expects a row no longer to offer the action `name`: neither as a link nor in its 更多 menu. */
export async function expectRowWithout(tableRow: Locator, name: string) {
  const page = tableRow.page();
  await expect(button(tableRow, name)).toHaveCount(0);
  const more = tableRow.getByTestId('row-more');
  if ((await more.count()) === 0) return;
  await more.click();
  const menu = antd.openMenu(page);
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await expect(moreEntry(tableRow, name)).toHaveCount(0);
  await page.keyboard.press('Escape');
}

/** Expects the row's value under the column titled `title`: in its cell, or in its folded part when it folded. */
export async function expectRowCell(tableRow: Locator, title: string, value: string) {
  await expect(async () => {
    const titles = await tableRow.locator('xpath=ancestor::table[1]/thead//th').allInnerTexts();
    const at = titles.findIndex((t) => t.trim() === title);
    if (at >= 0) return expect(tableRow.locator('td').nth(at)).toHaveText(value, { timeout: 1000 });
    await unfoldRow(tableRow);
    const folded = withFold(tableRow).locator('dt', { hasText: exactly(title) });
    await expect(folded.locator('xpath=following-sibling::dd[1]')).toHaveText(value, { timeout: 1000 });
  }).toPass();
}
