import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import type { ImportColumn, SheetRow } from './import.ts';
import { countRows, importChunkSize, readSheet, sheetChunks } from './reader.ts';

/** The streamed reader of import files: rows by chunk, every character whole, the header rules, refusals. */
const dir = mkdtempSync(join(tmpdir(), 'pharma-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const columns: ImportColumn[] = [
  { key: 'phone', label: { zh: '手机号', en: 'Mobile' }, required: true, example: '13800001001' },
  { key: 'name', label: { zh: '姓名', en: 'Name' }, required: true, example: '张伟' },
  { key: 'shippers', label: { zh: '货主编码(多个用逗号)', en: 'Shippers' }, example: 'HDKY' },
  { key: 'from', label: { zh: '有效期起', en: 'Valid from' } },
];
const header = ['手机号*', '姓名*', '货主编码(多个用逗号)', '有效期起'];

/** Names of uneven lengths in three-byte characters, so chunk boundaries fall inside characters. */
const nameOf = (i: number) => `业务员${'张王李赵刘陈杨黄'.repeat(1 + (i % 7)).slice(0, 2 + (i % 11))}${i}`;

async function streamedFile(rows: number): Promise<string> {
  const path = join(dir, `streamed-${rows}.xlsx`);
  // Inline strings, as exceljs' streamed writer and many exporters write them.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path), useSharedStrings: false });
  const sheet = workbook.addWorksheet('白名单');
  sheet.addRow(header).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`139${String(i).padStart(8, '0')}`, nameOf(i), '华东康源', '']).commit();
  sheet.commit();
  await workbook.commit();
  return path;
}

async function bufferOf(rows: unknown[][], head: unknown[] = header): Promise<Buffer> {
  // Shared strings, as Excel writes them.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('白名单');
  sheet.addRow(head);
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('说明').addRow(['不是数据']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return (error.text as { zh: string }).zh;
    throw error;
  }
  throw new Error('not refused');
}

describe('the streamed reader', () => {
  it('reads every character of a large file whole, a chunk of at most 1,000 rows at a time', async () => {
    const rows = 30_000;
    const path = await streamedFile(rows);
    let seen = 0;
    const broken: string[] = [];
    for await (const chunk of sheetChunks({ path }, columns, { header: 'template' })) {
      expect(chunk.length).toBeLessThanOrEqual(importChunkSize);
      for (const { row, cells } of chunk) {
        const i = row - 2;
        expect(i).toBe(seen);
        if (cells.name !== nameOf(i) || cells.shippers !== '华东康源') broken.push(`${row}: ${cells.name}`);
        seen++;
      }
    }
    expect(seen).toBe(rows);
    expect(broken).toEqual([]);
  }, 120_000);

  it('reads shared strings whole, the first sheet only, dates as days, blank rows and the example left out', async () => {
    const long = '药'.repeat(40_000);
    const buffer = await bufferOf([
      ['13800001001', '张伟', 'HDKY', ''],
      [13900000001, long, '', new Date(Date.UTC(2026, 0, 31))],
      [],
      ['13900000002', { richText: [{ text: '王' }, { text: '强' }] }, ' HDKY , XJZT ', '2026-02-01'],
    ]);
    const rows: SheetRow[] = await readSheet(buffer, columns, 10, 'template');
    expect(rows).toEqual([
      { row: 3, cells: { phone: '13900000001', name: long, from: '2026-01-31' } },
      { row: 5, cells: { phone: '13900000002', name: '王强', shippers: 'HDKY , XJZT', from: '2026-02-01' } },
    ]);
  });

  it('reads a file whose workbook part comes after its sheets, as exceljs writes one now and then', async () => {
    const written = await JSZip.loadAsync(await bufferOf([['13900000001', '甲', 'HDKY', '']]));
    const names = Object.keys(written.files).filter((name) => !written.files[name]!.dir);
    expect(names).toContain('xl/workbook.xml');
    // The same parts, the sheets after the shared strings and the workbook's rels, xl/workbook.xml last.
    const isSheet = (name: string) => name.startsWith('xl/worksheets/');
    const last = (name: string) => isSheet(name) || name === 'xl/workbook.xml';
    const reordered = new JSZip();
    for (const name of [...names.filter((n) => !last(n)), ...names.filter(isSheet), 'xl/workbook.xml'])
      reordered.file(name, await written.file(name)!.async('uint8array'));
    const buffer = await reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await readSheet(buffer, columns, 10, 'template')).toEqual([
      { row: 2, cells: { phone: '13900000001', name: '甲', shippers: 'HDKY' } },
    ]);
  });

  it('takes the template’s header only: its labels in order, `*` and notes optional, a results file’s 错误原因 after', async () => {
    const ok = async (head: unknown[]) =>
      countRows(await bufferOf([['13900000001', '甲']], head), columns, { header: 'template' });
    expect(await ok(['手机号', '姓名', '货主编码', '有效期起'])).toBe(1);
    expect(await ok(['手机号 *', '姓名（必填）', '货主编码（多个用逗号）', '有效期起'])).toBe(1);
    expect(await ok([...header, '错误原因'])).toBe(1);
    const mismatch = '文件表头与导入模板不一致,应为:{columns}(请使用下载的模板)';
    for (const head of [
      ['姓名', '手机号', '货主编码', '有效期起'],
      ['手机号', '姓名', '货主编码'],
      [...header, '备注'],
      ['Mobile', 'Name', 'Shippers', 'Valid from'],
    ])
      expect(await refusal(() => ok(head))).toBe(mismatch);
    expect(await refusal(() => countRows(Buffer.from(''), columns))).toBe('导入文件必须是 xlsx 格式的 Excel 文件');
  });

  it('finds a named header’s columns in any order and language, and refuses one missing a required column', async () => {
    const rows = await readSheet(await bufferOf([['甲', '13900000001']], ['Name', '手机号(必填)']), columns, 10);
    expect(rows).toEqual([{ row: 2, cells: { name: '甲', phone: '13900000001' } }]);
    expect(await refusal(() => readSheet(Buffer.from('PK\u0003\u0004 broken'), columns, 10))).toBe(
      '导入文件必须是 xlsx 格式的 Excel 文件',
    );
    expect(await refusal(() => readSheet(Buffer.from('a,b\n'), columns, 10))).toBe(
      '导入文件必须是 xlsx 格式的 Excel 文件',
    );
    expect(await refusal(async () => readSheet(await bufferOf([], ['手机号']), columns, 10))).toBe(
      '文件缺少必需的列:{columns}(请使用导入模板)',
    );
  });

  it('refuses more rows than allowed, and stops counting where asked', async () => {
    const path = await streamedFile(2_500);
    expect(await refusal(() => countRows({ path }, columns, { header: 'template', maxRows: 2_000 }))).toBe(
      '一次最多导入{max}行,请拆分文件后再导入',
    );
    // Stopped at the first chunk past 1,000 rows: more than 1,000, fewer than the file holds.
    expect(await countRows({ path }, columns, { header: 'template', stopAfter: 1_000 })).toBe(2_000);
    expect(await countRows({ path }, columns, { header: 'template' })).toBe(2_500);
  });
});
