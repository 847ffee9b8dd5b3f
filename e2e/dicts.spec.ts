import { expect, type Page, test } from '@playwright/test';
import { apiAs, button, row, signIn } from './support.ts';
import { langs, wordsFor } from './words.ts';

/** A new tenant and its administrator's one-time password: a tenant's user, not the platform administrator. */
async function tenantAdmin(request: Parameters<typeof apiAs>[0], name: string) {
  const api = await apiAs(request);
  const made = await api.post('blade-system/tenant/submit', {
    tenantName: name,
    linkman: '李经理',
    contactNumber: '13900000000',
  });
  return { tenantId: made.tenantId as string, password: made.adminPassword as string };
}

const directions = ['horizontal', 'vertical'] as const;

for (const direction of directions) {
  for (const lang of langs) {
    const w = wordsFor(lang);

    test(`[${lang}] /dict-${direction}/index: a tenant adds a dictionary and an entry under its locked code, seals the entry and cannot change it any more`, async ({
      page,
      request,
    }) => {
      const run = `${Date.now() % 100000}`;
      const code = `route_${direction[0]}${lang}${run}`;
      const admin = await tenantAdmin(request, `字典${direction}${lang}${run}`);
      await signIn(page, 'admin', admin.password, admin.tenantId, lang);
      await page.goto(`/dict-${direction}/index`);

      // A tenant manages its business dictionary only: the platform's dictionary is not offered.
      await expect(page.getByText(w.bizDict, { exact: true })).toBeVisible();
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
      await expect(entries.getByText(`${lang === 'zh' ? '给药途径 的字典值' : 'Entries of 给药途径'}`)).toBeVisible();
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
      await editEntry(page, entries, w.edit);
      dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: w.yes }).check();
      await button(dialog, w.ok).click();
      await expect(page.getByText(w.updated).first()).toBeVisible();
      await expect(row(entries, 'oral').getByText(w.sealedTag, { exact: true })).toBeVisible();

      // Now the tenant cannot change it: the server refuses, the dialog keeps what was typed.
      await editEntry(page, entries, w.edit);
      dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.dictName).fill('口服给药');
      await button(dialog, w.ok).click();
      await expect(page.getByText(w.sealedRefused).first()).toBeVisible();
      await expect(dialog.getByLabel(w.dictName)).toHaveValue('口服给药');
      await button(dialog, w.cancel).click();
      await expect(row(entries, 'oral')).toContainText('口服');
      await expect(row(entries, 'oral')).not.toContainText('口服给药');
    });
  }
}

async function editEntry(page: Page, entries: ReturnType<Page['locator']>, edit: string) {
  await button(row(entries, 'oral'), edit).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}
