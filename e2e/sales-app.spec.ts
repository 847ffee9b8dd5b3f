import {
  type APIRequestContext,
  button,
  choose,
  chooseInTree,
  drawer,
  expect,
  expectRowShows,
  rowAction,
  rows,
  test,
} from './fixtures.ts';
import { apiAs } from './support.ts';

/**
 * 销售移动端 as its administrator works it and as the sales app then sees it (demo tenant 华东医药流通, shipper
 * 华东康源): in 客户业务员 a customer of 王强's is handed to 刘洋 with 转移, the row and 归属记录 say so, and the app's
 * customer list follows (刘洋 its primary salesman, 王强 a secondary one); in 字段权限 the stock (库存) of the goods list is hidden
 * from the reps' role 医药代表, and the app's goods reply to 王强 comes without it. The app is its HTTP calls: the
 * token call with sourceSystem 3 from the rep's bound phone, then sales-mobile/app/*.
 */
test.use({ signedInAs: {} });
test.describe.configure({ timeout: 150_000 });

const tenantId = '100001';
const tenantName = '华东医药流通有限公司';
const customer = '仁和街道社区卫生服务中心';
const basicAuth = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
// The demo's first password (packages/server/src/modules/user/user/user.seed.ts, docs/operating.md).
const demoPassword = 'Pharma#2026';
const md5 = async (text: string) => (await import('node:crypto')).createHash('md5').update(text).digest('hex');

/** The sales app: signs in as the rep from their bound phone and asks sales-mobile/app/{what}. */
async function salesApp(request: APIRequestContext, account: string, deviceId: string) {
  const signed = await request.post('/api/blade-auth/oauth/token', {
    headers: { Authorization: basicAuth, 'Tenant-Id': tenantId },
    params: {
      tenantId,
      username: account,
      password: await md5(demoPassword),
      grant_type: 'password',
      scope: 'all',
      sourceSystem: '3',
      deviceId,
      deviceModel: 'HUAWEI Mate 60',
      appVersion: '2.4.0',
      clientType: '1',
    },
  });
  const token = ((await signed.json()) as { access_token?: string }).access_token;
  expect(token, `the sales app's sign-in as ${account}`).toBeTruthy();
  return async (what: 'goods' | 'customers', shipperId: string) => {
    const res = await request.get(`/api/sales-mobile/app/${what}`, {
      headers: { Authorization: basicAuth, 'Blade-Auth': `bearer ${token}` },
      params: { shipperId, size: 100 },
    });
    const body = (await res.json()) as { success: boolean; msg: string; data: { records: Record<string, unknown>[] } };
    expect(body.success, body.msg).toBe(true);
    return body.data.records;
  };
}

async function hdkyId(request: APIRequestContext) {
  const api = await apiAs(request);
  const shippers = (await api.get('sales-mobile/picker/shippers', { tenantId })) as Array<{
    id: string;
    shipperCode: string;
  }>;
  return shippers.find((s) => s.shipperCode === 'HDKY')!.id;
}

test('assign a customer to another salesman: the grid, its history and the app follow', async ({
  page,
  request,
  ui,
}) => {
  const shipperId = await hdkyId(request);
  const wang = await salesApp(request, 'wangqiang', 'HUAWEI-Mate60-7F3A21');
  const liu = await salesApp(request, 'liuyang', 'iPhone15-C2D9E4');
  /** The customer as a rep's app lists it: whether it is there, and whether they are its primary salesman. */
  const seenBy = async (rep: typeof wang) =>
    (await rep('customers', shipperId)).find((r) => r.customerName === customer)?.isPrimary ?? 'absent';
  expect(await seenBy(wang)).toBe(true);
  expect(await seenBy(liu)).toBe('absent');

  const screen = await ui.open('/salesmobile/custom-to-saler');
  const owned = screen.row(customer).filter({ hasText: '王强' });
  await expect(owned).toBeVisible();
  await rowAction(owned, '转移');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('当前主业务员')).toBeVisible();
  await expect(dialog.getByText('王强', { exact: true })).toBeVisible();
  await choose(dialog, '接手业务员', '刘洋');
  await dialog.getByLabel('转移原因').fill('片区调整:仁和街道划入华东二区');
  await button(dialog, '确定').click();
  await expect(page.getByText('已转移给刘洋')).toBeVisible();
  await expect(dialog).toBeHidden();

  const now = screen.row(customer).filter({ hasText: '刘洋' });
  await expect(now).toBeVisible();
  await rowAction(now, '归属记录');
  const history = drawer(page);
  await expect(rows(history).first()).toContainText('王强');
  await expect(rows(history).first()).toContainText('刘洋');

  // The app: 刘洋 is its primary salesman now; 王强 still serves it, as a secondary one (转移 keeps him).
  expect(await seenBy(liu)).toBe(true);
  expect(await seenBy(wang)).toBe(false);
});

test('hide a field from a role and see it hidden in the app’s reply', async ({ page, request, ui }) => {
  const shipperId = await hdkyId(request);
  const wang = await salesApp(request, 'wangqiang', 'HUAWEI-Mate60-7F3A21');
  const before = await wang('goods', shipperId);
  expect(before.length).toBeGreaterThan(0);
  expect(before[0]).toHaveProperty('stockQty');

  const screen = await ui.open('/salesmobile/field-auth');
  await screen.button('新增').click();
  const dialog = page.getByRole('dialog');
  await choose(dialog, '所属租户', tenantName);
  await choose(dialog, '授权对象类型', '角色');
  await chooseInTree(dialog, '授权对象', '医药代表');
  await choose(dialog, '移动端页面', '商品列表');
  // The field shows by its code once picked.
  await choose(dialog, '字段编码', '库存', { shows: false });
  await choose(dialog, '权限', '隐藏');
  await button(dialog, '确定').click();
  await expect(dialog).toBeHidden();
  // The rule is listed (searched for: the demo's rules fill the first page).
  await screen.root.getByPlaceholder('请输入字段编码').fill('stockQty');
  await screen.button('查询').click();
  const rule = screen.row('stockQty');
  await expect(rule).toHaveCount(1);
  await expectRowShows(rule, '医药代表');
  await expectRowShows(rule, '商品列表');
  await expectRowShows(rule, '隐藏');

  const after = await wang('goods', shipperId);
  expect(after.length).toBe(before.length);
  for (const goods of after) expect(goods).not.toHaveProperty('stockQty');
});
