import { expect, test, unfold } from './fixtures.ts';
import { apiAs } from './support.ts';

/** A menu item whose path is a web address opens inside the console at /myiframe/<code>, in its own tab. */
test('an external menu item opens in /myiframe inside the console, with its own tab', async ({ page, request, ui }) => {
  const api = await apiAs(request);
  const menus = (await api.get('blade-system/menu/routes')) as { id: string; code: string }[];
  const system = menus.find((m) => m.code === 'system')!;
  const code = `manual_${Date.now() % 100000}`;
  const link = 'https://docs.example.invalid/manual.html';
  const made = await api.post('blade-system/menu/submit', {
    parentId: system.id,
    name: '操作手册',
    code,
    alias: 'menu',
    path: link,
    sort: 99,
    category: 1,
  });
  try {
    await ui.home();
    const sidebar = page.getByTestId('sidebar');
    await unfold(page, '系统管理');
    await sidebar.getByText('操作手册', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/myiframe/${code}$`));
    await expect(page.locator('iframe')).toHaveAttribute('src', link);
    await expect(page.getByTestId('tags').getByText('操作手册')).toBeVisible();
    // A reload lands on the same framed page.
    await ui.reload();
    await expect(page.locator('iframe')).toHaveAttribute('src', link);
  } finally {
    await api.post('blade-system/menu/remove', undefined, { ids: made.id ?? made });
  }
});
