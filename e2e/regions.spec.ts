import { expect, type Locator } from '@playwright/test';
import { home, openMenu, test } from './support.ts';

/** A node of the region tree by its exact title. */
const node = (screen: Locator, title: string) =>
  screen.locator('.ant-tree-treenode', {
    has: screen.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }),
  });

/** An input of the region form (its labels repeat in the search box's, so by the form's own ids). */
const field = (screen: Locator, name: string) => screen.locator(`#region-form_${name}`);

async function expand(screen: Locator, title: string) {
  await node(screen, title).locator('.ant-tree-switcher').click();
}

test('regions: the tree opens province → city → district, and a search finds a district and shows it', async ({
  page,
}) => {
  await home(page);
  const screen = await openMenu(page, '系统管理', '行政区划', '/base/region');

  // Three levels, each loaded when opened.
  await expand(screen, '广东省');
  await expand(screen, '广州市');
  await node(screen, '天河区').locator('.ant-tree-title').click();
  await expect(field(screen, 'name')).toHaveValue('天河区');
  await expect(field(screen, 'code')).toHaveValue('440106');
  await expect(screen.locator('.ant-form-item', { hasText: '区划层级' })).toContainText('区县');

  // A search shows each match with its path; picking one opens the tree down to it and selects it.
  await screen.getByRole('combobox', { name: '搜索区划名称' }).fill('南山');
  await page.getByText('广东省 / 深圳市 / 南山区').click();
  await expect(field(screen, 'name')).toHaveValue('南山区');
  await expect(field(screen, 'code')).toHaveValue('440305');
  await expect(node(screen, '南山区')).toHaveClass(/ant-tree-treenode-selected/);
  await expect(node(screen, '深圳市')).toBeVisible();
});
