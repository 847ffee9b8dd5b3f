import { expect, type Locator, type Page } from '@playwright/test';
import { antd } from './antd.ts';

/**
 * The form controls a journey works as a person does: a select (typed into first where it searches), a tree select,
 * a date picker, a tree's node.
 */

/** The form item labelled exactly `label` in `scope` (label, control and its messages). */
export const formItem = (scope: Locator, label: string | RegExp) => antd.formItem(scope, label);

/** The message a form item shows under its control (any, without a text). */
export const fieldError = (scope: Page | Locator, text?: string | RegExp) => antd.fieldError(scope, text);

/** The option of the open select showing this text (the first, when several hold it). */
export const option = (scope: Locator, text: string | RegExp) => antd.option(scope.page(), text).first();

/** Every option of the open select showing this text. */
export const options = (scope: Locator, text: string | RegExp) => antd.option(scope.page(), text);

/** What the select labelled `label` shows as chosen. */
export const chosen = (scope: Locator, text?: string | RegExp) => antd.selected(scope, text);

/** Opens the select of this form item (from its box: its chosen item may lie over its input). */
export const openSelect = (item: Locator) => antd.selectBox(item).click();

/**
 * Picks the option with this text in the select labelled `label` of `scope`, and expects the select to show it. A
 * long list is virtual (only the options in view exist): a searchable select is narrowed to the option first.
 * `exact` picks the option whose title is exactly the text (several options may hold it: 管理员, 超级管理员);
 * `shows: false` for a select that shows its choice otherwise than its option (by its code).
 */
export async function choose(
  scope: Locator,
  label: string,
  text: string,
  { exact = false, shows = true }: { exact?: boolean; shows?: boolean } = {},
) {
  const item = formItem(scope, label);
  await openSelect(item);
  const search = antd.selectSearch(item);
  if (!exact && (await search.isEditable())) await search.fill(text);
  const dropdown = antd.openDropdown(scope.page());
  await (exact ? dropdown.getByTitle(text, { exact: true }) : option(scope, text)).click();
  if (!shows) return;
  if (exact) await expect(chosen(item)).toHaveText(text);
  else await expect(chosen(item, text).first()).toBeVisible();
}

/** Picks the node with this text in the tree select labelled `label` of `scope`. */
export async function chooseInTree(scope: Locator, label: string, text: string) {
  await openSelect(formItem(scope, label));
  await antd.treeOption(scope.page(), text).first().click();
}

/** Clears the select labelled `label` by its ×, shown while the pointer is over it. */
export async function clearSelect(scope: Locator, label: string) {
  const item = formItem(scope, label);
  await item.hover();
  await antd.selectClear(item).click();
}

/**
 * Types a date (or date and time) into the picker labelled `label` and confirms it with Enter, as a person does who
 * knows the date; the picker's popup is closed if it stays open, so it covers nothing clicked next.
 */
export async function pickDate(scope: Locator, label: string, value: string) {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
  const popup = antd.openPicker(scope.page());
  if (await popup.isVisible()) await input.press('Escape');
  await expect(popup).toBeHidden();
}

/**
 * The title of the tree node titled exactly `title` in `scope` (what a person clicks or checks); `under` names the
 * node it sits below, when the title repeats (every screen has its own 新增).
 */
export function treeNode(scope: Locator, title: string, { under }: { under?: string } = {}): Locator {
  if (!under) return antd.treeTitle(scope, title).first();
  // The tree renders flat, a node's children right after it: the first following node with that title.
  return antd.treeNodeAfter(antd.treeNode(scope, under).first(), title);
}

/** The whole tree node titled exactly `title` (switcher, checkbox, title): what is selected or checked. */
export const treeItem = (scope: Locator, title: string) => antd.treeNode(scope, title).first();

/** Expects the tree node to be the selected one. */
export const expectNodeSelected = (scope: Locator, title: string) =>
  expect(treeItem(scope, title)).toHaveClass(antd.treeNodeSelected);

/** Opens (or closes) the branch of the tree node titled `title` by its switcher. */
export const toggleNode = (scope: Locator, title: string) =>
  antd.treeSwitcher(antd.treeNode(scope, title).first()).click();

/** The active pane of a tabs control (a dialog's 菜单权限 / 数据权限 / 接口权限). */
export const activeTab = (scope: Locator) => antd.activeTabPane(scope);
