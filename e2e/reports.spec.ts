import { expect, ListScreen, test } from './fixtures.ts';

/**
 * 报表管理 as the platform administrator meets it: 报表列表 by the menu, the seeded purchase report previewed (its
 * cross-tab, chart and table from the demo orders), 导出 saving an xlsx, then 设计 of the notices report, whose
 * JSON view refuses a definition that names no dataset, at a desktop's width and a phone's.
 */
for (const width of [1440, 375]) {
  test(`reports at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const list = await ListScreen.at(page, '/report/reportlist');
    await expect(list.row('purchase-by-supplier.report.json')).toBeVisible();
    await list.rowAction('purchase-by-supplier.report.json', '预览');
    const viewer = page.getByTestId('report-viewer');
    await expect(viewer.getByText('供应商月度采购金额')).toBeVisible();
    await expect(viewer.getByTestId('report-crosstab').getByRole('columnheader', { name: '合计' })).toBeVisible();
    await expect(viewer.getByTestId('report-chart').locator('canvas')).toBeVisible();
    const saved = page.waitForEvent('download');
    await viewer.getByRole('button', { name: '导出' }).click();
    expect((await saved).suggestedFilename()).toBe('供应商月度采购金额.xlsx');
    await page.screenshot({ path: `/tmp/report-viewer-${width}.png`, fullPage: true });

    const again = await ListScreen.at(page, '/report/reportlist');
    await again.rowAction('notice.report.json', '设计');
    const designer = page.getByTestId('report-designer');
    await expect(designer.getByText('数据集', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: `/tmp/report-designer-${width}.png`, fullPage: true });
    await designer.getByRole('tab', { name: 'JSON' }).click();
    const json = designer.getByLabel('报表定义(JSON)');
    const definition = JSON.parse(await json.inputValue());
    definition.blocks[0].dataset = 'nope';
    await json.fill(JSON.stringify(definition));
    await designer.getByRole('button', { name: '保存' }).click();
    await expect(designer.getByRole('alert')).toHaveText('报表定义有误(blocks.0.dataset):没有名为“nope”的数据集');
  });
}
