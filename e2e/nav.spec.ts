import { antd, expect, type Page, test } from './fixtures.ts';
import { apiAs } from './support.ts';

interface Node {
  id: string;
  code: string;
  children?: Node[];
}

const searchBox = (page: Page) => page.getByTestId('top-search');
const overlay = (page: Page) => page.getByTestId('menu-search-overlay');

test('menu search matches name prefixes in the current language; arrows and Enter open, Esc closes', async ({
  page,
  ui,
}) => {
  await ui.home();
  const box = searchBox(page);

  // Chinese: a prefix finds 参数管理 (shown under its parent) and 智能采购's 参数页面 and 参数设置; a longer one only
  // 参数管理; a piece from inside the name finds nothing.
  await box.click();
  await expect(overlay(page)).toBeVisible();
  await box.fill('参数');
  await expect(overlay(page).getByRole('option')).toHaveCount(3);
  await expect(
    overlay(page)
      .getByRole('option')
      .filter({ hasText: /^参数页面\s*智能采购 \/ 参数页面$/ }),
  ).toBeVisible();
  await box.fill('参数管');
  await expect(overlay(page).getByRole('option')).toHaveText([/^参数管理\s*系统管理 \/ 参数管理$/]);
  await box.fill('数管理');
  await expect(overlay(page).getByRole('option')).toHaveCount(0);
  await expect(overlay(page).getByText('无匹配菜单')).toBeVisible();
  await box.press('Escape');
  await expect(overlay(page)).toBeHidden();

  // English: the menu names from the server read in English, in the sidebar and in the search.
  await page.getByTestId('lang-switch').getByText('English').click();
  await expect(page.getByTestId('sidebar').getByText('System', { exact: true })).toBeVisible();
  await box.click();
  await box.fill('meters');
  await expect(overlay(page).getByText('No matching menu')).toBeVisible();
  // 'para' finds System's Parameters and Purchasing's Parameter pages and Parameters; the arrows walk to the first.
  await box.fill('para');
  const system = overlay(page)
    .getByRole('option')
    .filter({ hasText: /^Parameters\s*System \/ Parameters$/ });
  await expect(overlay(page).getByRole('option')).toHaveCount(3);
  await expect(system).toBeVisible();
  const options = await overlay(page).getByRole('option').allInnerTexts();
  const at = options.findIndex((o) => /System \/ Parameters$/.test(o));
  for (let i = 0; i <= at; i++) await box.press('ArrowDown');
  await expect(system).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/system\/param$/);
  await expect(overlay(page)).toBeHidden();

  // Ctrl+K opens it again from the page (opening a result left the box); Esc closes it.
  await expect(box).not.toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(overlay(page)).toBeVisible();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
});

test('a top menu switches the sidebar to its tree, stays picked across a reload, and 全部 shows everything', async ({
  page,
  request,
  ui,
}) => {
  const api = await apiAs(request);
  const run = Date.now() % 100000;
  const name = `参数中心${run}`;
  const menus = (await api.get('blade-system/menu/routes')) as Node[];
  const system = menus.find((n) => n.code === 'system')!;
  const param = system.children!.find((n) => n.code === 'param')!;
  // First in the bar (sort 0): the demo top menus follow it, and a narrow header folds the last ones into ···.
  const top = await api.post('blade-system/topmenu/submit', { name, code: `nav_e2e_${run}`, sort: 0 });
  try {
    // Linked like the menu-setting dialog does: 参数管理 with its parent 系统管理.
    await api.post('blade-system/topmenu/grant', { topMenuIds: [top.id], menuIds: [system.id, param.id] });
    await ui.home();
    const bar = page.getByTestId('top-menu');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('权限管理')).toBeVisible();

    await bar.getByText(name).click();
    await expect(sidebar.getByText('权限管理')).toHaveCount(0);
    await sidebar.getByText('系统管理').click();
    await expect(sidebar.getByText('参数管理')).toBeVisible();
    await expect(sidebar.getByText('用户管理')).toHaveCount(0);

    // Pages outside the picked tree still open (here through the search).
    await searchBox(page).fill('用户管理');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/system\/user$/);

    await ui.reload();
    await expect(antd.selectedMenuItem(bar)).toHaveText(name);
    await expect(sidebar.getByText('系统管理')).toBeVisible();
    await expect(sidebar.getByText('权限管理')).toHaveCount(0);

    await bar.getByText('全部').click();
    await expect(sidebar.getByText('权限管理')).toBeVisible();
    await expect(sidebar.getByText('用户管理')).toBeVisible();
  } finally {
    await api.post('blade-system/topmenu/remove', undefined, { ids: top.id });
  }
});
