import {
  antd,
  button,
  type Console,
  confirm,
  expect,
  expectRowCell,
  expectRowShows,
  expectRowWithout,
  footerButton,
  type ListScreen,
  type Locator,
  option,
  type Page,
  pickDate,
  readTable,
  rowAction,
  rows,
  test,
  expectToast as toast,
  unfoldRow,
  withFold,
} from './fixtures.ts';
import { apiAs } from './support.ts';

/**
 * 智能采购 as a buyer meets it, in Chinese, as the platform administrator (who reaches every tenant's purchasing):
 * 智能补货 for 华东康源 (tenant 100001, stock and 90 days of sales with goods below the reorder point) shows the
 * suggestion line by line with what it is worked out from; saved as an AUTO draft, submitted, audited and turned into
 * orders, one per supplier. In 采购订单 one of them is submitted and audited while the status tabs' counts move and
 * match the grid under each tab; its 请购明细 shows the plan and suggestion columns and the totals; 生成合同 makes its
 * contract, which 采购合同 lists, audited and signed; its 合同明细 shows the executed quantities. The order grid and
 * both detail pages fit a 375 px phone.
 */
test.use({ signedInAs: {} });
test.describe.configure({ timeout: 180_000 });

const shipperName = '华东康源医药有限公司';

test.beforeAll(async ({ request }) => {
  // 华东康源 makes each approved order's contract by itself (autoGenerateContract); this journey makes it by hand
  // with 生成合同, so the shipper's setting is turned off first (every journey's server starts from fresh demo data).
  const api = await apiAs(request);
  const shippers = await api.get('blade-smart/shipper/list', { current: 1, size: 100 });
  const hdky = (shippers.records as Array<{ id: string; shipperName: string }>).find(
    (s) => s.shipperName === shipperName,
  );
  expect(hdky, `the demo shipper ${shipperName}`).toBeDefined();
  await api.post('blade-smart/purchase-setting', { shipperId: hdky!.id, autoGenerateContract: false });
});

/** A decimal as the console shows it ("1,096.5" or "-3"), in thousandths, so sums are exact. */
function thousandths(text: string): bigint {
  const t = text.replace(/,/g, '').trim();
  expect(t, 'a decimal').toMatch(/^-?\d+(\.\d{1,3})?$/);
  const [whole, frac = ''] = t.replace('-', '').split('.');
  const n = BigInt(whole!) * 1000n + BigInt(`${frac}000`.slice(0, 3));
  return t.startsWith('-') ? -n : n;
}

/** 审核 of a document: the dialog's 通过, then 确定. */
async function auditPass(page: Page, no: string) {
  const dialog = page.getByRole('dialog', { name: `审核 ${no}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '通过' }).check();
  await button(dialog, '确定').click();
  await expect(dialog).toBeHidden();
  await toast(page, '审核通过');
}

/** The order grid's status tabs: each tab's count by its key (all, 0 待提交, 1 待审核, 3 待收货 …). */
async function tabCounts(screen: ListScreen): Promise<Record<string, number>> {
  // The tabs show their counts once statusNum has answered.
  await expect(screen.root.locator('[data-status-tab="all"]')).toBeVisible();
  const labels = await screen.root
    .locator('[data-status-tab]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('data-status-tab')!, el.textContent ?? ''] as const));
  return Object.fromEntries(labels.map(([key, label]) => [key, Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? NaN)]));
}

/** The tab of one status, by its name; the grid under it shows as many as the tab counts. */
async function tabMatchesGrid(screen: ListScreen, name: string, key: string, count: number) {
  await screen.root.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) }).click();
  await expect(screen.root.getByRole('tab', { selected: true })).toHaveText(`${name} (${count})`);
  await expect(screen.root.locator('[data-status-tab]', { hasText: name })).toHaveAttribute('data-status-tab', key);
  await expect(screen.pager.total).toHaveText(`共 ${count} 条`);
}

/** The document is no wider than the window, and the element lies inside it. */
async function fitsPhone(ui: Console, where: string, inside: Locator[]) {
  await ui.expectNoSidewaysScroll(where);
  for (const el of inside) {
    const box = (await el.boundingBox())!;
    expect(box.x, `${where}: starts left of the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: ends past the window`).toBeLessThanOrEqual(375);
  }
}

test('智能补货 → 审核 → 按供应商生成订单 → 订单提交审核, 状态页签计数 → 请购明细 → 生成合同, 审核, 签订 → 合同明细', async ({
  page,
  ui,
}) => {
  await ui.home();

  // 采购计划 › 智能补货 for 华东康源: the suggestion line by line with its inputs.
  const plans = await ui.menu('智能采购', '采购计划', '/smartsupply/plan');
  await plans.button('智能补货').click();
  const auto = page.getByRole('dialog', { name: '智能补货' });
  await expect(auto).toBeVisible();
  await expect(auto.getByText('请先选择货主并计算建议')).toBeVisible();
  await auto.getByLabel('货主').click();
  await auto.getByLabel('货主').fill('华东康源');
  await option(auto, shipperName).click();
  await button(auto, '计算建议').click();
  const basis = auto.getByTestId('suggestion-basis');
  await expect(basis).toContainText('安全库存');
  const [, safety, lead] = /安全库存 (\d+) 天, 到货周期 (\d+) 天/.exec(await basis.innerText()) ?? [];
  const reorderPoint = Number(safety) + Number(lead);
  expect(reorderPoint, 'the reorder point the basis names').toBeGreaterThan(0);
  const suggestion = auto.getByTestId('suggestion');
  await expect(rows(suggestion).first()).toBeVisible();
  const lines = await readTable(suggestion);
  expect(lines.length, 'goods below the reorder point').toBeGreaterThan(1);
  for (const line of lines) {
    // Every line shows what it is worked out from, and is below the reorder point.
    for (const input of [
      '库存',
      '可销',
      '在途',
      '已开单未出库',
      '近三月销量',
      '日均销量',
      '上限',
      '可销天数',
      '建议量',
    ])
      expect(line[input], `${line.商品编码} ${input}`).toMatch(/^\d[\d,]*(\.\d+)?$/);
    expect(thousandths(line.可销天数!)).toBeLessThan(BigInt(reorderPoint) * 1000n);
    expect(thousandths(line.建议量!)).toBeGreaterThan(0n);
  }
  // One line's 建议量 from its inputs: up to the upper limit, less stock and what is in transit, plus what is sold
  // but not shipped, rounded up to whole units (华东康源 rounds to units). A line with sold-not-shipped if any.
  const line = lines.find((l) => thousandths(l.已开单未出库!) > 0n) ?? lines[0]!;
  const need =
    thousandths(line.上限!) - thousandths(line.库存!) - thousandths(line.在途!) + thousandths(line.已开单未出库!);
  const rounded = need <= 0n ? 0n : ((need + 999n) / 1000n) * 1000n;
  expect(thousandths(line.建议量!), `${line.商品编码}'s 建议量`).toBe(rounded);
  // The planned quantity starts at the suggestion.
  await expect(auto.getByLabel(`计划数量 ${line.商品编码}`)).toHaveValue(
    new RegExp(`^${(Number(thousandths(line.建议量!)) / 1000).toString()}(\\.0+)?$`),
  );
  expect(
    lines.every((l) => l.供应商),
    'every suggested goods item has a supplier from the catalogue',
  ).toBe(true);

  // Saved as an AUTO draft: the new plan, by the number the console reads back.
  const saved = page.waitForResponse((r) => r.url().includes('/api/blade-smart/purchasePlan/auto'));
  const readBack = page.waitForResponse((r) => r.url().includes('/api/blade-smart/purchasePlan/detail'));
  await button(auto, '保存为草稿').click();
  const { warnings } = ((await (await saved).json()) as { data: { warnings: string[] } }).data;
  const planNo = ((await (await readBack).json()) as { data: { planNo: string } }).data.planNo;
  await toast(page, '已生成智能补货计划(草稿)');
  await expect(auto).toBeHidden();
  const plan = plans.row(planNo);
  await expectRowShows(plan, '草稿');
  await expect(plan).toContainText(shipperName);

  // 华东康源 buys two-invoice goods only from their makers: saving said which suggested goods break that rule (its
  // catalogue names a wholesaler for them), and submitting would be refused. They are taken out of the draft.
  const twoInvoice = warnings.filter((w) => w.includes('两票制')).map((w) => w.split(' ')[0]!);
  if (twoInvoice.length > 0) {
    const warned = ui.toast('已保存，但请注意');
    for (const w of warnings) await expect(warned).toContainText(w);
    await rowAction(plan, '编辑');
    const edit = page.getByRole('dialog', { name: `编辑采购计划 ${planNo}` });
    const editLines = rows(edit);
    await expect(editLines).toHaveCount(lines.length);
    for (const code of twoInvoice) await button(editLines.filter({ hasText: code }), '移除').click();
    await expect(editLines).toHaveCount(lines.length - twoInvoice.length);
    await button(edit, '确定').click();
    await expect(edit).toBeHidden();
    await toast(page, '保存成功');
  }
  const planned = lines.filter((l) => !twoInvoice.includes(l.商品编码!));
  await expectRowCell(plan, '行数', String(planned.length));

  const suppliers = new Set(planned.map((l) => l.供应商));

  // 提交审核, then 审核 pass.
  await rowAction(plan, '提交审核');
  await confirm(page, `确定提交审核 ${planNo}?`);
  await toast(page, '提交审核成功');
  await expect(plan).toContainText('待审核');
  await rowAction(plan, '审核');
  await auditPass(page, planNo);
  await expect(plan).toContainText('已审核');

  // 生成订单: the lines grouped by supplier, one order each.
  await rowAction(plan, '生成订单');
  const toOrder = page.getByRole('dialog', { name: `生成订单 ${planNo}` });
  await expect(toOrder.getByTestId('supplier-group')).toHaveCount(suppliers.size);
  await footerButton(toOrder, '生成订单').click();
  const made = toOrder.getByTestId('orders-made');
  await expect(made).toContainText(`已生成 ${suppliers.size} 张订单`);
  const madeItems = antd.listItem(made);
  await expect(madeItems).toHaveCount(suppliers.size);
  const orderNos = (await antd.linkButton(madeItems).allInnerTexts()).map((t) => t.trim());
  expect(new Set(orderNos).size).toBe(suppliers.size);
  const madeSuppliers = await madeItems.locator(':scope > span:first-of-type').allInnerTexts();
  expect(new Set(madeSuppliers)).toEqual(suppliers);
  await footerButton(toOrder, '关闭').click();
  await expect(toOrder).toBeHidden();
  await expect(plan).toContainText('已下单');

  // 采购订单: the status tabs' counts, each the grid's total under it; one new order submitted and audited.
  const orders = await ui.menu('智能采购', '采购订单', '/smartsupply/order');
  const orderNo = orderNos[0]!;
  await tabMatchesGrid(orders, '待提交', '0', (await tabCounts(orders))['0']!);
  const before = await tabCounts(orders);
  expect(before['0'], 'the new orders are waiting to be submitted').toBeGreaterThanOrEqual(suppliers.size);
  const order = orders.row(orderNo);
  await expect(order).toContainText('待提交');
  await rowAction(order, '提交审核');
  await confirm(page, `确定提交审核 ${orderNo}?`);
  await toast(page, '提交审核成功');
  await expect.poll(() => tabCounts(orders)).toEqual({ ...before, 0: before['0']! - 1, 1: before['1']! + 1 });
  await tabMatchesGrid(orders, '待提交', '0', before['0']! - 1);
  await expect(order).toHaveCount(0);
  await tabMatchesGrid(orders, '待审核', '1', before['1']! + 1);
  await expect(order).toContainText('待审核');
  await rowAction(order, '审核');
  await auditPass(page, orderNo);
  await expect.poll(() => tabCounts(orders)).toEqual({ ...before, 0: before['0']! - 1, 3: before['3']! + 1 });
  await expect(order).toHaveCount(0);
  await tabMatchesGrid(orders, '待审核', '1', before['1']!);
  await tabMatchesGrid(orders, '待收货', '3', before['3']! + 1);
  await tabMatchesGrid(orders, '全部', 'all', before.all!);
  await expect(order).toContainText('待收货');

  // 详情 (请购明细): the header, the lines with the plan and suggestion columns, the totals.
  await rowAction(order, '详情');
  await expect(page).toHaveURL(/\/smartsupply\/contract_detail\/detail\?id=\d+$/);
  const orderDetailAddress = new URL(page.url()).pathname + new URL(page.url()).search;
  const orderDetail = page.locator('.purchase-detail:visible');
  await expect(orderDetail.getByTestId('doc-no')).toHaveText(orderNo);
  const header = antd.descriptions(orderDetail).first();
  await expect(antd.tag(header, '待收货')).toBeVisible();
  await expect(header).toContainText(shipperName);
  await expect(header).toContainText(madeSuppliers[0]!);
  const orderLines = orderDetail.getByTestId('order-lines');
  await expect(rows(orderLines).first()).toBeVisible();
  await expect(orderLines.locator('thead')).toContainText('计划/建议');
  const goods = await readTable(orderLines);
  expect(goods.length).toBeGreaterThan(0);
  const byCode = new Map(planned.map((l) => [l.商品编码, l]));
  let totalQty = 0n;
  let totalAmount = 0n;
  for (const g of goods) {
    expect(g.计划单号).toBe(planNo);
    const suggested = byCode.get(g.商品编码);
    expect(suggested, `${g.商品编码} was suggested`).toBeDefined();
    expect(thousandths(g.建议量!)).toBe(thousandths(suggested!.建议量!));
    expect(thousandths(g.库存!)).toBe(thousandths(suggested!.库存!));
    expect(thousandths(g.数量!)).toBe(thousandths(g.计划数量!));
    totalQty += thousandths(g.数量!);
    totalAmount += thousandths(g.金额!);
  }
  const totals = orderLines.getByTestId('order-totals');
  await expect(totals).toContainText('合计');
  const sums = (await totals.locator('td').allInnerTexts()).map((t) => t.trim()).filter((t) => /\d/.test(t));
  expect(sums.map(thousandths).slice(0, 2)).toEqual([totalQty, totalAmount]);

  // Back to the grid: 生成合同 from the approved order; the order names its contract.
  const ordersAgain = await ui.menu('智能采购', '采购订单', '/smartsupply/order');
  await tabMatchesGrid(ordersAgain, '待收货', '3', before['3']! + 1);
  const approved = ordersAgain.row(orderNo);
  await rowAction(approved, '生成合同');
  await confirm(page, `确定生成合同 ${orderNo}?`);
  await toast(page, '生成合同成功');
  await expectRowWithout(approved, '生成合同');
  // Its number may be in the row's folded part, opened as a user does to read it.
  await unfoldRow(approved);
  const contractLink = withFold(approved).locator('a').first();
  await expect(contractLink).toHaveText(/\S/);
  const contractNo = (await contractLink.innerText()).trim();

  // 采购合同 lists it, unsigned and in audit: 审核 pass, then 签订 with a date within its validity.
  const contracts = await ui.menu('智能采购', '采购合同', '/smartsupply/contract');
  const contract = contracts.row(contractNo);
  await expectRowShows(contract, '未签');
  await expect(antd.tag(contract, /^审核中$/)).toBeVisible();
  await expectRowShows(contract, madeSuppliers[0]!);
  await rowAction(contract, '审核');
  await auditPass(page, contractNo);
  await expect(antd.tag(contract, /^通过$/)).toBeVisible();
  await expectRowWithout(contract, '审核');
  await rowAction(contract, '签订');
  const sign = page.getByRole('dialog', { name: `签订 ${contractNo}` });
  const hint = await sign.getByText('签订日期须在有效期内').innerText();
  const [, validFrom] = /\((\d{4}-\d{2}-\d{2}) 至 (\d{4}-\d{2}-\d{2})\)/.exec(hint) ?? [];
  expect(validFrom, 'the validity the dialog names').toBeTruthy();
  await pickDate(sign, '签订日期', validFrom!);
  await sign.getByLabel('签订地点').fill('长沙');
  await button(sign, '确定').click();
  await expect(sign).toBeHidden();
  await toast(page, '签订成功');
  await expectRowShows(contract, '已签');
  await expectRowShows(contract, validFrom!);

  // 详情 (合同明细): the contract's header and its lines with what was executed against them.
  await rowAction(contract, '详情');
  await expect(page).toHaveURL(/\/smartsupply\/order_goods\/goods\?id=\d+$/);
  const contractDetail = page.locator('.purchase-detail:visible');
  await expect(contractDetail.getByTestId('doc-no')).toHaveText(contractNo);
  const contractHeader = antd.descriptions(contractDetail).first();
  await expect(antd.tag(contractHeader, '已签')).toBeVisible();
  await expect(contractHeader.locator('a', { hasText: orderNo })).toBeVisible();
  await expect(contractHeader).toContainText(validFrom!);
  await expect(contractHeader).toContainText('长沙');
  const contractAmount = thousandths(await contractDetail.getByTestId('contract-total').innerText());
  expect(contractAmount).toBe(totalAmount);
  expect(thousandths(await contractDetail.getByTestId('contract-executed').innerText())).toBe(0n);
  const contractLines = contractDetail.getByTestId('contract-lines');
  await expect(contractLines.locator('thead')).toContainText('执行情况');
  const terms = await readTable(contractLines);
  expect(terms.map((t) => t.商品编码).sort()).toEqual(goods.map((g) => g.商品编码).sort());
  for (const t of terms) {
    const ordered = goods.find((g) => g.商品编码 === t.商品编码)!;
    expect(thousandths(t.数量!)).toBe(thousandths(ordered.数量!));
    // What has been executed against it: nothing received or returned yet (a spot contract has no call-offs).
    for (const executed of ['已下单', '累计入库', '累计退货', '到货批数'])
      expect(thousandths(t[executed]!), `${t.商品编码} ${executed}`).toBe(0n);
  }

  // On a phone: the contract detail, the order grid and the order's detail stay inside the window.
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsPhone(ui, 'the contract detail', [antd.card(contractDetail).first(), contractLines]);
  const phoneOrders = await ui.open('/smartsupply/order');
  await expect(phoneOrders.rows.first()).toBeVisible();
  await fitsPhone(ui, 'the order grid', [
    antd.tabs(phoneOrders.root).first(),
    phoneOrders.table,
    phoneOrders.pager.bar,
  ]);
  // The grid scrolls sideways inside itself: its first column is on the screen.
  const firstCell = phoneOrders.rows.first().locator('td').first();
  await firstCell.scrollIntoViewIfNeeded();
  const cell = (await firstCell.boundingBox())!;
  expect(cell.x).toBeGreaterThanOrEqual(0);
  expect(cell.x + cell.width).toBeLessThanOrEqual(375);
  await page.goto(orderDetailAddress);
  const phoneDetail = page.locator('.purchase-detail:visible');
  await expect(phoneDetail.getByTestId('doc-no')).toHaveText(orderNo, { timeout: 30_000 });
  await expect(rows(phoneDetail.getByTestId('order-lines')).first()).toBeVisible();
  await fitsPhone(ui, "the order's detail", [antd.card(phoneDetail).first(), phoneDetail.getByTestId('order-lines')]);
});
