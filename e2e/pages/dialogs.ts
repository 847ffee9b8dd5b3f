import { expect, type Locator, type Page } from '@playwright/test';
import { antd } from './antd.ts';
import { button } from './names.ts';

/** The popups a journey answers or reads: confirmations, toasts, notifications, drawers, a dialog's footer. */

/** The confirmation on show (holding `question` when given). */
export const confirmation = (page: Page, question?: string | RegExp) => antd.confirm(page, question);

/**
 * Answers the confirmation on show (the one asking `question`, when given) with `ok` (确定), and waits until it has
 * gone.
 */
export async function confirm(page: Page, question?: string | RegExp, ok = '确定') {
  const box = confirmation(page, question);
  await expect(box).toBeVisible();
  await button(box, ok).click();
  await expect(box).toBeHidden();
}

/** The toast saying `text` (the first, when a move was made twice). */
export const toast = (page: Page, text?: string | RegExp) => antd.toast(page, text).first();

/** Expects the toast of a finished move. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(toast(page, text)).toBeVisible();
}

/** The error toast on show. */
export const errorToast = (page: Page) => antd.errorToast(page);

/** The notification (a toast with a title and buttons) saying `text`. */
export const notification = (page: Page, text: string | RegExp) => antd.notification(page, text);

/** A drawer on show holding `text` (its title). */
export const drawer = (page: Page | Locator, text?: string | RegExp) => antd.drawer(page, text);

/** Closes a drawer by its ×. */
export const closeDrawer = (opened: Locator) => antd.drawerClose(opened).click();

/** A dialog's box by what it holds (for a dialog with no title to name it by). */
export const dialogHolding = (page: Page, text: string | RegExp) => antd.modal(page, text);

/** The dialog in front (the last one opened). */
export const frontDialog = (page: Page) => antd.frontModal(page);

/** A button of the dialog's footer (its 确定 / 关闭 / 生成订单, apart from a same-named one in its body). */
export const footerButton = (dialog: Locator, name: string) => button(antd.footer(dialog), name);

/** The dialog's whole box, header to footer. */
export const dialogBox = (dialog: Locator) => antd.modalContent(dialog);

/**
 * Closes a dialog whose form was typed into: 取消 does not drop the text without asking, and the question is
 * answered with 放弃 (Discard).
 */
export async function discardDialog(dialog: Locator, words: { cancel: string; discard: string; discardTitle: string }) {
  const page = dialog.page();
  await button(dialog, words.cancel).click();
  await button(confirmation(page, words.discardTitle), words.discard).click();
  await expect(dialog).toBeHidden();
}
