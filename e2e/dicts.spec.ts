import { button, expect, expectRowShows, type Locator, type Page, row, test, withFold } from './fixtures.ts';
import { apiAs, newTenant, sessionAs, unique } from './support.ts';
import { wordsFor } from './words.ts';

// Two panes, four dialogs: give the journey room on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const w = wordsFor('zh');
const directions = ['horizontal', 'vertical'] as const;

for (const direction of directions) {
  test(`/dict-${direction}/index: a tenant adds a dictionary and an entry under its locked code, seals the entry and cannot change it any more`, async ({
    browser,
    request,
  }) => {
    const run = unique();
    const code = `route_${direction[0]}${run}`;
    // A tenant's administrator, not the platform's: a tenant of its own, made through the API.
    const admin = await newTenant(await apiAs(request), `字典${direction}${run}`);
    const page = await sessionAs(browser, request, { password: admin.password, tenantId: admin.tenantId });
    await page.goto(`/dict-${direction}/index`);

    // A tenant manages its business dictionary only: the platform's dictionary is not offered.
    await expect(page.getByText(w.bizDict, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(w.systemDict, { exact: true })).toHaveCount(0);
    const panes = page.locator('.crud-page');
    const parents = panes.nth(0);
    const entries = panes.nth(1);
    await expect(entries.getByText(w.pickDict)).toBeVisible();

    // 新增 a dictionary: the form says what is missing, then saves.
    await button(parents, w.add).click();
    let dialog = page.getByRole('dialog');
    await button(dialog, w.ok).click();
    for (const message of [w.codeRequired, w.dictNameRequired, w.sortRequired]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel(w.dictCode).fill(code);
    await dialog.getByLabel(w.dictName).fill('给药途径');
    await dialog.getByLabel(w.dictSort).fill('1');
    await button(dialog, w.ok).click();
    await expect(page.getByText(w.added).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // Pick it: its entries show on the other side; 新增 there adds an entry under the locked code.
    // A click on its code (the middle of the row may be a row button).
    await row(parents, code).getByText(code, { exact: true }).click();
    await expect(entries.getByText('给药途径 的字典值')).toBeVisible();
    await button(entries, w.add).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(w.dictCode)).toHaveValue(code);
    await expect(dialog.getByLabel(w.dictCode)).toBeDisabled();
    await expect(dialog.getByLabel(w.dictParent)).toHaveValue('给药途径');
    await expect(dialog.getByLabel(w.dictParent)).toBeDisabled();
    await button(dialog, w.ok).click();
    await expect(dialog.getByText(w.keyRequired)).toBeVisible();
    await dialog.getByLabel(w.dictKey).fill('oral');
    await dialog.getByLabel(w.dictName).fill('口服');
    await dialog.getByLabel(w.dictSort).fill('1');
    await button(dialog, w.ok).click();
    await expect(page.getByText(w.added).first()).toBeVisible();
    await expect(row(entries, 'oral')).toBeVisible();

    // Seal it.
    await editEntry(page, entries);
    dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: w.yes }).check();
    await button(dialog, w.ok).click();
    await expect(page.getByText(w.updated).first()).toBeVisible();
    await expectRowShows(row(entries, 'oral'), w.sealedTag);

    // Now the tenant cannot change it: the server refuses, the dialog keeps what was typed.
    await editEntry(page, entries);
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.dictName).fill('口服给药');
    await button(dialog, w.ok).click();
    await expect(page.getByText(w.sealedRefused).first()).toBeVisible();
    await expect(dialog.getByLabel(w.dictName)).toHaveValue('口服给药');
    await button(dialog, w.cancel).click();
    await expectRowShows(row(entries, 'oral'), '口服');
    await expect(withFold(row(entries, 'oral')).filter({ hasText: '口服给药' })).toHaveCount(0);
    await page.context().close();
  });
}

async function editEntry(page: Page, entries: Locator) {
  await button(row(entries, 'oral'), w.edit).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}
