import {
  expect,
  expectNodeSelected,
  formItem,
  type ListScreen,
  test,
  toggleNode,
  treeItem,
  treeNode,
} from './fixtures.ts';

/** An input of the region form (its labels repeat in the search box's, so by the form's own ids). */
const field = (screen: ListScreen, name: string) => screen.root.locator(`#region-form_${name}`);

test('regions: the tree opens province → city → district, and a search finds a district and shows it', async ({
  page,
  ui,
}) => {
  await ui.home();
  const screen = await ui.menu('系统管理', '行政区划', '/base/region');

  // Three levels, each loaded when opened.
  await toggleNode(screen.root, '广东省');
  await toggleNode(screen.root, '广州市');
  await treeNode(screen.root, '天河区').click();
  await expect(field(screen, 'name')).toHaveValue('天河区');
  await expect(field(screen, 'code')).toHaveValue('440106');
  await expect(formItem(screen.root, '区划层级')).toContainText('区县');

  // A search shows each match with its path; picking one opens the tree down to it and selects it.
  await screen.root.getByRole('combobox', { name: '搜索区划名称' }).fill('南山');
  await page.getByText('广东省 / 深圳市 / 南山区').click();
  await expect(field(screen, 'name')).toHaveValue('南山区');
  await expect(field(screen, 'code')).toHaveValue('440305');
  await expectNodeSelected(screen.root, '南山区');
  await expect(treeItem(screen.root, '深圳市')).toBeVisible();
});
