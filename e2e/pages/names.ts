import type { Locator, Page } from '@playwright/test';

/** antd may put a space between two Chinese characters on a button (确 定); match either way. */
export const named = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

/** The button of this scope named `text` (however antd spaced it). */
export const button = (scope: Page | Locator, text: string) => scope.getByRole('button', { name: named(text) });
