import { importMessages, type Text } from '@pharma/contract';
import ExcelJS from 'exceljs';
import type { Ctx } from '../context.ts';
import { badRequest } from '../errors.ts';

/**
 * The one import path of every importable screen (users first): the file's rows read by their headers, every row
 * checked, the good ones written in batches, each batch in one transaction, and a result per row (its number, its
 * key, ok or the reason) that the caller gets back and the download centre keeps as a file. A screen brings an
 * `ImportTarget`: its columns, its checks and its writes; this file does the rest the same way for all.
 */

/** Good rows written per transaction: a failure rolls back at most this many, and progress moves by as many. */
export const importBatchSize = 500;

/** A column of the import file: the key the target reads and the label its header carries (either language). */
export interface ImportColumn<K extends string = string> {
  key: K;
  label: Text;
  required?: boolean;
  note?: Text;
  max?: number;
}

export interface SheetRow<K extends string = string> {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  cells: Partial<Record<K, string>>;
}

/** A row after the checks: its problems (in the caller's language), or the value to write. */
export interface CheckedRow<T> {
  row: number;
  /** What identifies the row to a person (its account, its code). */
  key: string;
  problems: string[];
  value?: T;
}

export interface ImportRowResult {
  row: number;
  key: string;
  success: boolean;
  msg: string;
}

/**
 * What one run of an import keeps from chunk to chunk of its file: the keys seen so far, so that a key repeated in the
 * file is refused on its later rows ("与第5行重复") even when the rows arrive in several chunks.
 */
export interface ImportRun {
  /** The row that first had `key`, or undefined (and `key` is now this row's) when none had it. */
  claim(key: string, row: number): number | undefined;
}

export function newImportRun(): ImportRun {
  const seen = new Map<string, number>();
  return {
    claim(key, row) {
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row);
      return first;
    },
  };
}

export interface ImportTarget<T = unknown, O = unknown> {
  /** The screen's code (`user`): the download centre's source, the job's way back to the target. */
  name: string;
  /** The template's fixed module number (domain.md §3.10: 101 白名单 …), for screens that import by number. */
  moduleNo?: number;
  /** The results file's name. */
  title: Text;
  columns: ImportColumn[];
  /** Every row at once, so that a check across rows (a key repeated in the file) and lookups are done once. */
  check(ctx: Ctx, rows: SheetRow[], options: O, run: ImportRun): Promise<Array<CheckedRow<T>>>;
  /**
   * Writes good rows, inside the transaction `ctx.db` already is. A row that cannot be written for a reason a
   * person can fix (a key taken meanwhile) is answered as failed; an unexpected error rolls the batch back.
   * Writes keyed by the screen's natural key, so that a second run of the same file adds nothing twice.
   */
  write(ctx: Ctx, rows: Array<CheckedRow<T> & { value: T }>, options: O): Promise<ImportRowResult[]>;
}

/** A cell as the text a person sees in it: rich text joined, hyperlinks and formulas by their shown value. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  }
  return '';
}

/** "登录账号(必填)" / "Account (required)" / "account" → account: the label before any note, either language. */
export function columnOfHeader<K extends string>(columns: ImportColumn<K>[], header: string): K | undefined {
  const bare = header
    .replace(/[(（].*$/s, '')
    .replace(/[*＊]/g, '')
    .trim()
    .toLowerCase();
  if (!bare) return undefined;
  return columns.find(
    (c) => c.key.toLowerCase() === bare || c.label.zh.toLowerCase() === bare || c.label.en.toLowerCase() === bare,
  )?.key;
}

/** The file's rows by column, empty rows left out; refuses a file that is not an xlsx or has too many rows. */
export async function readSheet<K extends string>(
  buffer: Buffer,
  columns: ImportColumn<K>[],
  maxRows: number,
): Promise<Array<SheetRow<K>>> {
  // Every xlsx is a zip: anything else (csv, the old binary xls, a renamed picture) is refused before parsing.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw badRequest(importMessages.notXlsx);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(importMessages.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(importMessages.notXlsx);
  if (sheet.actualRowCount - 1 > maxRows) throw badRequest(importMessages.tooManyRows, { max: maxRows });

  const found = new Map<number, K>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = columnOfHeader(columns, cellText(cell.value));
    if (key && ![...found.values()].includes(key)) found.set(col, key);
  });
  const missing = columns.filter((c) => c.required && ![...found.values()].includes(c.key));
  if (missing.length) {
    throw badRequest(importMessages.missingColumns, {
      columns: { zh: missing.map((c) => c.label.zh).join('、'), en: missing.map((c) => c.label.en).join(', ') },
    });
  }

  const rows: Array<SheetRow<K>> = [];
  sheet.eachRow((excelRow, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: SheetRow<K>['cells'] = {};
    for (const [col, key] of found) {
      const text = cellText(excelRow.getCell(col).value);
      if (text) cells[key] = text;
    }
    if (Object.keys(cells).length) rows.push({ row: rowNumber, cells });
  });
  if (rows.length > maxRows) throw badRequest(importMessages.tooManyRows, { max: maxRows });
  return rows;
}

export interface ImportOutcome {
  total: number;
  succeeded: number;
  failed: number;
  rows: ImportRowResult[];
}

/**
 * Checks every row, then writes the good ones `importBatchSize` at a time, each batch in its own transaction;
 * `progress` hears the rows done after each batch (a background import writes it to its record, and may stop there
 * by throwing). The results come back in the file's row order.
 */
export async function runImport<T, O>(
  ctx: Ctx,
  target: ImportTarget<T, O>,
  rows: SheetRow[],
  options: O,
  progress?: (done: number, failed: number) => Promise<void>,
): Promise<ImportOutcome> {
  const checked = await target.check(ctx, rows, options, newImportRun());
  const results: ImportRowResult[] = [];
  const good: Array<CheckedRow<T> & { value: T }> = [];
  const separator = ctx.lang === 'zh' ? ';' : '; ';
  for (const row of checked) {
    if (row.problems.length || row.value === undefined) {
      results.push({ row: row.row, key: row.key, success: false, msg: row.problems.join(separator) });
    } else good.push(row as CheckedRow<T> & { value: T });
  }
  let done = results.length;
  for (let at = 0; at < good.length; at += importBatchSize) {
    const batch = good.slice(at, at + importBatchSize);
    const written = await ctx.db.transaction((tx) =>
      target.write({ ...ctx, db: tx as unknown as Ctx['db'] }, batch, options),
    );
    results.push(...written);
    done += batch.length;
    await progress?.(done, results.filter((r) => !r.success).length);
  }
  results.sort((a, b) => a.row - b.row);
  const succeeded = results.filter((r) => r.success).length;
  return { total: results.length, succeeded, failed: results.length - succeeded, rows: results };
}
