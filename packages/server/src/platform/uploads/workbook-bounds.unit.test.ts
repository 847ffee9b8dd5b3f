import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longString, manyStrings, workbookOf } from '../../../test/helpers/zip-bombs.ts';
import { AppError } from '../errors.ts';
import type { ImportColumn } from '../excel/import.ts';
import { countRows, readSheet } from '../excel/reader.ts';
import { workbookBounds } from './workbook-bounds.ts';

/**
 * Workbooks that unpack to far more than they weigh, each refused in well under a second with what it passed,
 * memory flat: the bombs (60 million shared strings in 2.4 MB, one string of 400 million characters in
 * 0.39 MB), and rows, columns, nesting, elements, a DOCTYPE and a plain large entry. A workbook within the bounds
 * still reads.
 */
const columns: ImportColumn[] = [{ key: 'name', label: { zh: '姓名', en: 'Name' } }];
const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const sheetHead = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>`;
const sheet = (piece: string, times: number, head = '<row r="1"><c r="A1" t="s"><v>0</v></c></row>') =>
  workbookOf(undefined, {
    name: 'xl/worksheets/sheet1.xml',
    prefix: `${sheetHead}${head}`,
    piece,
    times,
    suffix: '</sheetData></worksheet>',
  });

async function refusal(file: Buffer): Promise<{ zh: string; en: string; ms: number; rssMb: number }> {
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  try {
    await readSheet(file, columns, 100_000);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const ms = performance.now() - started;
    const rssMb = (process.memoryUsage().rss - rss) / 2 ** 20;
    const { zh, en } = error.text as { zh: string; en: string };
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(error.values?.[k] ?? ''));
    return { zh: fill(zh), en: fill(en), ms, rssMb };
  }
  throw new Error('not refused');
}

describe('what an uploaded workbook may unpack to', () => {
  it('refuses 60 million shared strings in 2.4 MB quickly, memory flat (it exhausted the heap)', async () => {
    const bomb = manyStrings(60_000_000);
    expect(bomb.length).toBeLessThan(3 * 2 ** 20);
    const refused = await refusal(bomb);
    expect(refused.zh).toBe(`导入文件的文本超过${workbookBounds.sharedStrings}条,请拆分文件后再导入`);
    expect(refused.en).toBe(
      `The file holds more than ${workbookBounds.sharedStrings} texts; split it and import the parts`,
    );
    expect(refused.ms).toBeLessThan(10_000);
    expect(refused.rssMb).toBeLessThan(200);
    console.info(
      `60M shared strings (${bomb.length} bytes): refused in ${refused.ms.toFixed(0)} ms, RSS +${refused.rssMb.toFixed(0)} MB`,
    );
  }, 60_000);

  it('refuses a bomb read from disk, as the sales upload and the download centre’s import job read theirs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pharma-bomb-'));
    try {
      const path = join(dir, 'bomb.xlsx');
      writeFileSync(path, manyStrings(60_000_000));
      const started = performance.now();
      const refused = await countRows({ path }, columns, { header: 'named' }).then(
        () => 'read',
        (error: AppError) => (error.text as { zh: string }).zh,
      );
      expect(refused).toBe('导入文件的文本超过{max}条,请拆分文件后再导入');
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses one string of 400 million characters in 0.39 MB, and 20 million strings in 0.8 MB', async () => {
    const long = await refusal(longString(400_000_000));
    expect(long.zh).toBe('导入文件中有单元格的内容超过32767个字符');
    expect(long.en).toBe('A cell of the file holds more than 32767 characters');
    expect(long.ms).toBeLessThan(10_000);
    expect((await refusal(manyStrings(20_000_000))).zh).toMatch(/^导入文件的文本超过/);
  }, 60_000);

  it('refuses more rows or columns than Excel has, a cell far to the right, and too many cells', async () => {
    const rows = await refusal(sheet('<row r="2"/>', workbookBounds.rows + 1));
    expect(rows.zh).toBe('导入文件的结构超出了 Excel 文件的范围(xl/worksheets/sheet1.xml),无法导入');
    const wide = await refusal(sheet('<c r="B1"/>', workbookBounds.columns + 1, '<row r="1">'));
    expect(wide.zh).toBe(`导入文件的列数超过${workbookBounds.columns}(第1行)`);
    // One cell that claims to be in column ZZZZ: a sparse row of 475,254 columns if taken at its word.
    const far = await refusal(sheet('', 0, '<row r="1"><c r="ZZZZ1" t="inlineStr"><is><t>a</t></is></c></row>'));
    expect(far.zh).toMatch(/^(导入文件的列数超过16384|导入文件必须是 xlsx)/);
    const cells = await refusal(sheet('<row r="2"><c r="A2"/><c r="B2"/><c r="C2"/><c r="D2"/></row>', 1_000_001));
    expect(cells.zh).toMatch(/^导入文件的结构超出了 Excel 文件的范围/);
  }, 60_000);

  it('refuses deep nesting, too many elements, a DOCTYPE, and an entry that unpacks too far', async () => {
    const styles = (prefix: string, piece: string, times: number, suffix: string) =>
      workbookOf(undefined, undefined, [{ name: 'xl/styles.xml', prefix, piece, times, suffix }]);
    const deep = await refusal(styles(`<styleSheet xmlns="${ns}">`, '<a>', 1_000_000, ''));
    expect(deep.zh).toBe('导入文件的结构超出了 Excel 文件的范围(xl/styles.xml),无法导入');
    const many = await refusal(
      styles(`<styleSheet xmlns="${ns}"><cellXfs>`, '<xf/>', 5_000_000, '</cellXfs></styleSheet>'),
    );
    expect(many.zh).toBe(deep.zh);
    const doctype = await refusal(
      workbookOf(undefined, undefined, [
        { name: 'xl/styles.xml', xml: '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><styleSheet/>' },
      ]),
    );
    expect(doctype.zh).toBe(deep.zh);
    const picture = await refusal(
      workbookOf(undefined, undefined, [
        { name: 'xl/media/image1.png', prefix: '', piece: '\0'.repeat(1024), times: 100 * 1024, suffix: '' },
      ]),
    );
    expect(picture.zh).toBe('导入文件解压后超过64MB,请拆分文件后再导入');
    expect(picture.en).toBe('The file unpacks to more than 64 MB; split it and import the parts');
  }, 60_000);

  it('still reads a workbook within the bounds, a thousand shared strings and a long cell among them', async () => {
    const file = workbookOf(
      {
        name: 'xl/sharedStrings.xml',
        prefix: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}"><si><t>姓名</t></si><si><t>${'药'.repeat(30_000)}</t></si>`,
        piece: '<si><t>甲</t></si>',
        times: 1000,
        suffix: '</sst>',
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        xml: `${sheetHead}<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row><row r="3"><c r="A3" t="s"><v>2</v></c></row></sheetData></worksheet>`,
      },
    );
    const rows = await readSheet(file, columns, 10);
    expect(rows.map((r) => r.cells.name?.length)).toEqual([30_000, 1]);
    expect(await countRows(file, columns)).toBe(2);
  });
});
