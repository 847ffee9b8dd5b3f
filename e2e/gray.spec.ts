import { button, expect, test } from './fixtures.ts';
import { apiAs, unique } from './support.ts';

test('a gray release rolled out to one shop: that shop is told to run it, another is not, until it is disabled', async ({
  page,
  request,
  ui,
}) => {
  const app = `pharma-app-${unique()}`;
  const api = await apiAs(request);
  // What the app in a shop asks at start-up: which version should I run?
  const ask = (shop: string) => api.get('blade-system/gray/version', { gray: app, shop, version: '2.2.0' });
  // A release of another app already listed, so the screen has settled when the table shows it.
  await api.post('blade-system/gray/submit', { gray: `${app}-other`, versions: '1.0.0', shopList: 'S900' });

  const screen = await ui.open('/system/gray');
  const dialog = await screen.openDialog('新增', `${app}-other`);
  await dialog.getByLabel('灰度应用').fill(app);
  await dialog.getByLabel('灰度版本').fill('2.3.0');
  await dialog.getByLabel('门店列表').fill('S001');
  await button(dialog, '确定').click();
  await expect(page.getByText('新增成功').first()).toBeVisible();
  const release = screen.row(app);
  // A new release reaches nobody until it is enabled.
  await expect(release).toContainText('已停用');
  expect(await ask('S001')).toMatchObject({ gray: false, version: '2.2.0', upgrade: false });

  await button(release, '启用').click();
  await screen.confirm();
  await expect(release).toContainText('已启用');
  expect(await ask('S001')).toMatchObject({ gray: true, version: '2.3.0', upgrade: true });
  expect(await ask('S002')).toMatchObject({ gray: false, version: '2.2.0', upgrade: false });

  await button(release, '停用').click();
  await screen.confirm();
  await expect(release).toContainText('已停用');
  expect(await ask('S001')).toMatchObject({ gray: false, version: '2.2.0' });
});
