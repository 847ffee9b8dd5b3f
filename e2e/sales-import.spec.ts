import ExcelJS from 'exceljs';
import { button, expect, option, rows, test } from './fixtures.ts';
import { apiAs, unique } from './support.ts';

/**
 * 销售移动端's Excel import as an administrator meets it, in Chinese: in 导入记录 the 导入 dialog offers the
 * whitelist's template (module 101), 下载模板 saves it (its header row the template's labels, a grey example row, a
 * 说明 sheet); filled in with exceljs (two good rows, one with a bad phone) and uploaded, the dialog shows the counts,
 * the failed row with its reason and the results file; the grid lists the upload with its batch number and status,
 * and 查看 shows every row with its result, the failed one alone under 失败. The rows written are on the whitelist.
 */
test.use({ signedInAs: {} });
test.describe.configure({ timeout: 120_000 });

const path = '/salesmobile/upload-his';

test('download a template, fill it, import it, read the upload history and its row results', async ({
  page,
  request,
  ui,
}) => {
  const api = await apiAs(request);
  const tag = unique().padStart(8, '0').slice(-8);
  const phones = [`139${tag}`, `138${tag}`];
  const badPhone = `12${tag}9`;

  const screen = await ui.open(path);
  await screen.button('导入').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The platform administrator's dialog starts with 导入到租户 (its own tenant chosen); the template picker follows.
  await dialog.getByRole('combobox', { name: '导入模板' }).click();
  await option(dialog, /^白名单$/).click();

  // 下载模板: the template of module 101, saved by the browser.
  const [download] = await Promise.all([page.waitForEvent('download'), button(dialog, '下载模板').click()]);
  expect(download.suggestedFilename()).toBe('白名单导入模板.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const [sheet, notes] = workbook.worksheets;
  const header = (sheet!.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header.slice(0, 2)).toEqual(['手机号*', '姓名*']);
  expect(notes!.name).toBe('说明');

  // Filled in: the example row overwritten, two more rows, one of them with a phone that is not one.
  const at = (label: string) => header.findIndex((h) => h.replace('*', '') === label) + 1;
  const fill = (n: number, phone: string, name: string) => {
    const r = sheet!.getRow(n);
    r.values = [];
    r.getCell(at('手机号')).value = phone;
    r.getCell(at('姓名')).value = name;
    r.commit();
  };
  fill(2, phones[0]!, '导入甲');
  fill(3, badPhone, '导入乙');
  fill(4, phones[1]!, '导入丙');
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'whitelist.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await button(dialog, '开始导入').click();

  // The outcome: the counts, the failed row with its reason, the results file.
  const outcome = dialog.getByTestId('import-outcome');
  await expect(outcome).toBeVisible({ timeout: 30_000 });
  await expect(outcome.getByText('共 3 行:成功 2 行,失败 1 行')).toBeVisible();
  await expect(outcome.getByText('部分成功')).toBeVisible();
  const failedRow = rows(outcome.getByTestId('import-failed-rows'));
  await expect(failedRow).toHaveCount(1);
  await expect(failedRow.locator('td').first()).toHaveText('3');
  await expect(failedRow.locator('td').nth(2)).not.toHaveText('');
  await expect(button(outcome, '下载结果文件')).toBeVisible();
  const batchNo = (await outcome.getByTestId('import-batch').innerText()).trim();
  expect(batchNo).toMatch(/^DR\d{12}$/);
  await button(dialog, '关闭').click();
  await expect(dialog).toBeHidden();

  // The history lists it; 查看 shows its rows and their results.
  const upload = screen.row(batchNo);
  await expect(upload).toBeVisible();
  await expect(upload.getByText('部分成功')).toBeVisible();
  await expect(upload.getByText('whitelist.xlsx')).toBeVisible();
  await button(upload, '查看').click();
  const uploaded = page.getByRole('dialog');
  const table = uploaded.getByTestId('upload-rows');
  await expect(rows(table)).toHaveCount(3);
  await expect(rows(table).first()).toContainText(phones[0]!);
  await uploaded.getByText('失败', { exact: true }).first().click();
  await expect(rows(table)).toHaveCount(1);
  await expect(rows(table)).toContainText(badPhone);

  // What the import wrote is on the whitelist.
  const listed = await api.get('blade-extension/whitelist/page', { phone: tag, size: 10 });
  expect((listed.records as Array<{ phone: string }>).map((r) => r.phone).sort()).toEqual([...phones].sort());
});
