import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { apiAs, unique } from './support.ts';
import { wordsFor } from './words.ts';

const w = wordsFor('zh');

test(`导出 writes what the searched list shows, every page of it, and the file reads back row by row`, async ({
  page,
  request,
  ui,
}) => {
  // Twelve parameters under one key prefix: more than the list's first page of ten.
  const prefix = `exp${unique()}`;
  const api = await apiAs(request);
  const made: string[] = [];
  for (let i = 1; i <= 12; i++) {
    const saved = await api.post('blade-system/param/submit', {
      paramName: `导出参数${String(i).padStart(2, '0')}`,
      paramKey: `${prefix}.k${String(i).padStart(2, '0')}`,
      paramValue: `v${i}`,
    });
    made.push(saved.id);
  }
  try {
    await exportAndReadBack();
  } finally {
    // The journeys share one database: leave the parameter list as the others expect it.
    await api.post('blade-system/param/remove', undefined, { ids: made.join(',') });
  }

  async function exportAndReadBack() {
    const screen = await ui.open('/system/param');
    await screen.search({ [w.paramKey]: prefix });
    await expect(screen.root.getByText(w.total12)).toBeVisible();

    // What the table shows on its first page, cell by cell.
    const shown = await screen.rows.evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())),
    );
    expect(shown).toHaveLength(10);

    const [download] = await Promise.all([page.waitForEvent('download'), screen.button(w.export).click()]);
    expect(download.suggestedFilename()).toBe(`${w.params}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? '').trim());

    // The headers are the list's labels in the caller's language, the rows every matching row in the list's order.
    expect(cells(1)).toEqual([w.paramName, w.paramKey, w.paramValue, w.createdAt]);
    expect(sheet.actualRowCount).toBe(13);
    for (let i = 0; i < 10; i++) {
      // The table's cells: a checkbox, then the same columns as the file, then the row buttons.
      expect(cells(i + 2)).toEqual(shown[i]!.slice(1, 5));
    }
    expect(cells(12)[1]).toMatch(new RegExp(`^${prefix}\\.k0[12]$`));
  }
});
