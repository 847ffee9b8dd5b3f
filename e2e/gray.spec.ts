import { expect, test } from '@playwright/test';
import { apiAs, button, openDialog, openMenu, row, signIn } from './support.ts';
import { langs, wordsFor } from './words.ts';

for (const lang of langs) {
  const w = wordsFor(lang);

  test(`[${lang}] a gray release rolled out to one shop: that shop is told to run it, another is not, until it is disabled`, async ({
    page,
    request,
  }) => {
    const app = `pharma-app-${lang}${Date.now() % 100000}`;
    const api = await apiAs(request);
    // What the app in a shop asks at start-up: which version should I run?
    const ask = (shop: string) => api.get('blade-system/gray/version', { gray: app, shop, version: '2.2.0' });
    // A release of another app already listed, so the screen has settled when the table shows it.
    await api.post('blade-system/gray/submit', { gray: `${app}-other`, versions: '1.0.0', shopList: 'S900' });

    await signIn(page, 'admin', 'admin', '000000', lang);
    const screen = await openMenu(page, w.system, w.grays, '/system/gray');
    const dialog = await openDialog(screen, w.add, `${app}-other`);
    await dialog.getByLabel(w.grayApp).fill(app);
    await dialog.getByLabel(w.grayVersion).fill('2.3.0');
    await dialog.getByLabel(w.grayShops).fill('S001');
    await button(dialog, w.ok).click();
    await expect(page.getByText(w.added).first()).toBeVisible();
    const release = row(screen, app);
    // A new release reaches nobody until it is enabled.
    await expect(release).toContainText(w.grayDisabled);
    expect(await ask('S001')).toMatchObject({ gray: false, version: '2.2.0', upgrade: false });

    await button(release, w.enable).click();
    await button(page.locator('.ant-modal-confirm'), w.ok).click();
    await expect(release).toContainText(w.grayEnabled);
    expect(await ask('S001')).toMatchObject({ gray: true, version: '2.3.0', upgrade: true });
    expect(await ask('S002')).toMatchObject({ gray: false, version: '2.2.0', upgrade: false });

    await button(release, w.disable).click();
    await button(page.locator('.ant-modal-confirm'), w.ok).click();
    await expect(release).toContainText(w.grayDisabled);
    expect(await ask('S001')).toMatchObject({ gray: false, version: '2.2.0' });
  });
}
