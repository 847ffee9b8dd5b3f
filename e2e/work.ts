import { expect, type Locator, type Page } from '@playwright/test';
import { button, ListScreen } from './fixtures.ts';

/**
 * A task handled from 我的事务 › 待办事务 as its person does (flow-leave.spec.ts: the leave process; flow-design.spec.ts:
 * a process drawn in the designer on the leave form): its row's 处理, the request on show, an opinion, a button.
 */
export async function handleTask(
  page: Page,
  /** The task's row in 待办事务. */
  task: (todo: ListScreen) => Locator,
  /** What the task page shows (the request's reason), what is written and clicked, what it says then, and the address it opens at. */
  how: { reason: string; opinion: string; action: string; said?: string; opens?: RegExp },
) {
  const todo = await ListScreen.at(page, '/work/todo');
  await expect(task(todo)).toBeVisible();
  await button(task(todo), '处理').click();
  if (how.opens) await expect(page).toHaveURL(how.opens);
  await expect(page.getByText(how.reason).first()).toBeVisible();
  await page.getByLabel('批复意见').fill(how.opinion);
  await button(page, how.action).click();
  if (how.said) await expect(page.getByText(how.said)).toBeVisible();
  await expect(page).toHaveURL(/\/work\/todo/);
}
