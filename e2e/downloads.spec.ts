import ExcelJS from 'exceljs';
import { antd, test as base, button, expect, type ListScreen, type Locator, notification, rows } from './fixtures.ts';
import { apiAs, newTenant, unique } from './support.ts';

/**
 * The download centre end to end, in a tenant of its own (20,000 users would slow every other journey's lists):
 * its administrator imports 20,000 users from a file (above the background threshold, so as a job) and follows the
 * import there; exports the users list, now past the threshold, in the background, watches its progress, downloads
 * the file and counts its rows; then imports a small file with three bad rows and sees exactly those three reported.
 */
interface Tenant {
  tenantId: string;
  password: string;
}

// The tenant is made for the one journey (not once per worker): a worker-scoped fixture would give this file a
// worker of its own, which Playwright starts only once the shared workers' queue is empty, so the longest journey
// would start last.
const test = base.extend<{ tenant: Tenant }>({
  tenant: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      await use(await newTenant(await apiAs(request), `下载中心租户${unique()}`));
    } finally {
      await request.dispose();
    }
  },
  signedInAs: async ({ tenant }, use) => {
    await use({ account: 'admin', password: tenant.password, tenantId: tenant.tenantId });
  },
});

test.describe.configure({ timeout: 240_000 });

/** A users file as the template has it: the account and the name, then the rows. */
async function usersFile(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow(['登录账号(必填)', '用户姓名(必填)']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importFile(screen: ListScreen, name: string, file: Buffer): Promise<Locator> {
  await screen.button('导入').click();
  const dialog = screen.dialog('用户数据导入');
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await button(dialog, '开始导入').click();
  return dialog;
}

/**
 * Watches a download centre row until it says 已完成, reading its progress (`done / total`) as the screen refreshes
 * itself; the progress seen, in order.
 */
async function watch(row: Locator): Promise<Array<{ done: number; total: number }>> {
  const seen: Array<{ done: number; total: number }> = [];
  let shown = '';
  // Read as often as the row may change, until it has finished or failed: each reading that differs is kept.
  await expect
    .poll(
      async () => {
        shown = (await row.textContent()) ?? '';
        const bar = antd.progressText(row);
        const progress = /^(\d+) \/ (\d+)$/.exec(
          ((await bar.count()) ? await bar.first().textContent() : '')?.trim() ?? '',
        );
        if (progress) {
          const now = { done: Number(progress[1]), total: Number(progress[2]) };
          const last = seen.at(-1);
          if (!last || last.done !== now.done || last.total !== now.total) seen.push(now);
        }
        return shown.includes('已完成') || /失败|已取消/.test(shown);
      },
      { timeout: 180_000, intervals: [250], message: 'the row never finished' },
    )
    .toBe(true);
  expect(shown).not.toMatch(/失败|已取消/);
  return seen;
}

test('20,000 users imported and exported in the background, followed in 下载中心, the file counted; three bad rows of a small import reported', async ({
  page,
  ui,
}) => {
  const accounts = Array.from({ length: 20_000 }, (_, i) => [`dc${String(i).padStart(5, '0')}`, `下载${i}`]);
  let screen = await ui.open('/system/user');

  // A file above the background threshold: the import becomes a job, followed in the download centre.
  const dialog = await importFile(screen, 'many-users.xlsx', await usersFile(accounts));
  await expect(dialog.getByTestId('import-background')).toContainText('已转入后台导入');
  await dialog.getByText('前往下载中心').click();
  await expect(page).toHaveURL(/\/resource\/oss-file$/);
  const centre = ui.screen('/resource/oss-file');
  const imported = await watch(centre.rowWith(/用户导入结果-\d{14}\.xlsx/));
  expect(imported.at(-1)).toEqual({ done: 20_000, total: 20_000 });

  // The users list now holds 20,001 accounts (its administrator and the imported ones): its export is a job too.
  screen = await ui.open('/system/user');
  await expect(screen.root.getByText(/共 20001 条/)).toBeVisible();
  await screen.button('导出').click();
  const note = notification(page, '已转入后台导出');
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: '前往下载中心' }).click();
  await expect(page).toHaveURL(/\/resource\/oss-file$/);
  const exportRow = centre.rowWith(/用户管理-\d{14}\.xlsx/);
  const exported = await watch(exportRow);
  expect(exported.at(-1)).toEqual({ done: 20_001, total: 20_001 });
  for (let i = 1; i < exported.length; i++) expect(exported[i]!.done).toBeGreaterThanOrEqual(exported[i - 1]!.done);

  const [download] = await Promise.all([page.waitForEvent('download'), button(exportRow, '下载').click()]);
  expect(download.suggestedFilename()).toMatch(/^用户管理-\d{14}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.actualRowCount).toBe(20_002);
  expect(sheet.getRow(1).getCell(1).text).toBe('登录账号');
  const exportedAccounts = new Set<string>();
  sheet.eachRow((row, n) => {
    if (n > 1) exportedAccounts.add(row.getCell(1).text);
  });
  expect(exportedAccounts.has('dc00000') && exportedAccounts.has('dc19999')).toBe(true);

  // A small file with three bad rows (a bad account, no name, an account repeated): exactly those three reported.
  screen = await ui.open('/system/user');
  const small = Array.from({ length: 10 }, (_, i) => [`dcs${i}`, `小${i}`]);
  small[2] = ['bad account!', '坏账号'];
  small[5] = ['dcs5', ''];
  small[8] = ['dcs1', '重复'];
  const report = await importFile(screen, 'three-bad.xlsx', await usersFile(small));
  await expect(report.getByText('共 10 行:成功 7 行,失败 3 行')).toBeVisible();
  const failedRows = await rows(report)
    .filter({ has: antd.tag(page, '失败') })
    .evaluateAll((rows) => rows.map((r) => (r.querySelector('td')?.textContent ?? '').trim()));
  expect(failedRows).toEqual(['4', '7', '10']);
  await expect(report.getByText('账号与第3行重复')).toBeVisible();
});
