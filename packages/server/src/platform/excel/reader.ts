import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { importMessages } from '@pharma/contract';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../errors.ts';
import { checkWorkbookBounds, workbookBounds } from '../uploads/workbook-bounds.ts';
import type { ImportColumn, SheetRow } from './import.ts';

/**
 * Reads an import file's first sheet as a stream (exceljs' WorkbookReader): the header row checked first, then the
 * rows a chunk at a time, each chunk handed on before the next is parsed, so memory stays flat whatever the number
 * of rows. The zip is read as it arrives; exceljs parks a sheet in a temporary file only when the workbook stores it
 * before its shared strings.
 */

/** Rows a chunk holds: what a target checks at once and what one write transaction takes. */
export const importChunkSize = 1000;

/**
 * How the header row names the columns:
 * - `named`: each column found by its label in either language, in any order, others ignored; a required one missing
 *   refuses the file (用户导入, whose files are often exports of the list);
 * - `template`: the template's Chinese labels in the template's order (a `*` allowed), nothing else (the sales
 *   uploads by module number: a file that is not that template is refused before any row is read).
 */
export type HeaderRule = 'named' | 'template';

export interface SheetOptions {
  header?: HeaderRule;
  /** More data rows than this refuses the file (tooManyRows), when the reading passes it. */
  maxRows?: number;
  chunkSize?: number;
}

/** A file in memory, or on disk (an upload streamed to a temporary file, a stored one fetched for a job). */
export type SheetSource = Buffer | { path: string };

/** A cell as the text a person sees in it: rich text joined, hyperlinks and formulas by their shown value. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateText(value);
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

/**
 * A date cell as it reads in Excel: exceljs gives the wall time as UTC, so a whole day is `yyyy-MM-dd` and anything
 * else `yyyy-MM-dd HH:mm:ss`, never shifted by the server's zone.
 */
function dateText(value: Date): string {
  if (Number.isNaN(value.getTime())) return '';
  const iso = value.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
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

/**
 * A template label as compared: no `*`, no spaces, and no note in brackets ("货主编码(多个用逗号)" is 货主编码), so a
 * label and its annotated form (docs/domain.md §3.10 writes some with their note) are the same column.
 */
const normalised = (label: string) =>
  label
    .replace(/[*＊\s]/g, '')
    .replace(/[(（][^)）]*[)）]/g, '')
    .toLowerCase();

/** The template's header cell of a column: its Chinese label, `*` when required (docs/domain.md §3.10). */
export const templateLabel = (column: ImportColumn) => `${column.label.zh}${column.required ? '*' : ''}`;

type Header<K extends string> = Map<number, K>;

/** The header's texts by column number, the trailing blanks left out. */
function headerTexts(row: ExcelJS.Row): string[] {
  const texts: string[] = [];
  row.eachCell({ includeEmpty: false }, (cell, col) => {
    texts[col - 1] = cellText(cell.value);
  });
  const out = Array.from(texts, (t) => t ?? '');
  while (out.length && !out[out.length - 1]) out.pop();
  return out;
}

function templateHeader<K extends string>(texts: string[], columns: ImportColumn<K>[]): Header<K> {
  const reason = new Set([normalised(importMessages.reasonColumn.zh), normalised(importMessages.reasonColumn.en)]);
  // A results workbook (the template's columns and 错误原因) may come back fixed: its last column is not data.
  const given =
    texts.length === columns.length + 1 && reason.has(normalised(texts.at(-1)!)) ? texts.slice(0, -1) : texts;
  const matches =
    given.length === columns.length && columns.every((c, i) => normalised(given[i]!) === normalised(c.label.zh));
  if (!matches) throw badRequest(importMessages.headerMismatch, { columns: columns.map(templateLabel).join(',') });
  return new Map(columns.map((c, i) => [i + 1, c.key]));
}

function namedHeader<K extends string>(texts: string[], columns: ImportColumn<K>[]): Header<K> {
  const found: Header<K> = new Map();
  texts.forEach((text, i) => {
    const key = columnOfHeader(columns, text);
    if (key && ![...found.values()].includes(key)) found.set(i + 1, key);
  });
  const missing = columns.filter((c) => c.required && ![...found.values()].includes(c.key));
  if (missing.length) {
    throw badRequest(importMessages.missingColumns, {
      columns: { zh: missing.map((c) => c.label.zh).join('、'), en: missing.map((c) => c.label.en).join(', ') },
    });
  }
  return found;
}

function headerOf<K extends string>(texts: string[], columns: ImportColumn<K>[], rule: HeaderRule): Header<K> {
  return rule === 'template' ? templateHeader(texts, columns) : namedHeader(texts, columns);
}

/** Every xlsx is a zip: anything else (csv, the old binary xls, a renamed picture) is refused before parsing. */
async function looksLikeZip(source: SheetSource): Promise<boolean> {
  if (Buffer.isBuffer(source)) return source.length >= 4 && source.readUInt32LE(0) === 0x04034b50;
  const file = await open(source.path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await file.read(head, 0, 4, 0);
    return bytesRead === 4 && head.readUInt32LE(0) === 0x04034b50;
  } finally {
    await file.close();
  }
}

/** The bytes of a sheet's XML as text, a character split between two chunks kept whole. */
async function* utf8Text(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

type ReaderInternals = {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): unknown;
  _parseSharedStrings(entry: NodeJS.ReadableStream): unknown;
  model?: { sheets?: unknown[] };
};

/**
 * exceljs 4.4's streamed reader decodes each chunk of a sheet's XML (and of its shared strings) on its own, so a
 * Chinese character whose three bytes fall on both sides of a chunk boundary is read as two broken ones ("业��员":
 * about one row in ten thousand of a large file). Its parser takes text as well as bytes, so the reader is handed
 * text decoded across the boundaries instead: the worksheet's chunks through a StringDecoder, the shared strings'
 * stream with an encoding set. Reaches two of its internal methods (and its model); reader.test.ts fails if they
 * change.
 */
function wholeCharacters(reader: ExcelJS.stream.xlsx.WorkbookReader): ExcelJS.stream.xlsx.WorkbookReader {
  const internals = reader as unknown as ReaderInternals;
  const parseWorksheet = internals._parseWorksheet.bind(reader);
  const parseSharedStrings = internals._parseSharedStrings.bind(reader);
  internals._parseWorksheet = (iterator, sheetNo) => {
    // A zip whose xl/workbook.xml comes after the sheets (exceljs' own writer orders its entries as they finish, so
    // about one file in a hundred it writes, a results workbook among them) reached a sheet before the workbook's
    // model existed, and exceljs failed on it: read as "not an xlsx". The sheet's name is not needed here.
    internals.model ??= { sheets: [] };
    return parseWorksheet(utf8Text(iterator), sheetNo);
  };
  internals._parseSharedStrings = (entry) => {
    const text = entry.pipe(new PassThrough());
    text.setEncoding('utf8');
    return parseSharedStrings(text);
  };
  return reader;
}

/** The template's example row (its grey second row) left as it was: not data. */
function isExample<K extends string>(cells: SheetRow<K>['cells'], columns: ImportColumn<K>[]): boolean {
  // A column whose example is the tenant's own is not compared (what the tenant holds changes; the row does not).
  const fixed = columns.filter((c) => !c.tenantExample);
  const shown = fixed.filter((c) => c.example !== undefined);
  return (
    shown.length > 0 &&
    fixed.every((c) => (cells[c.key] ?? '') === (c.example ?? '')) &&
    Object.keys(cells).filter((key) => fixed.some((c) => c.key === key)).length === shown.length
  );
}

/**
 * The data rows of the file's first sheet, `chunkSize` at a time, empty rows left out. The header is checked when
 * the first chunk is asked for (a refusal is an AppError: notXlsx, missingColumns, headerMismatch); a file that is
 * not a workbook, or breaks off, is refused as not an xlsx whenever that shows. Stops reading when the caller stops
 * asking (its loop ends): the file is closed.
 */
export async function* sheetChunks<K extends string>(
  source: SheetSource,
  columns: ImportColumn<K>[],
  options: SheetOptions = {},
): AsyncGenerator<Array<SheetRow<K>>> {
  const { header: rule = 'named', maxRows = Number.POSITIVE_INFINITY, chunkSize = importChunkSize } = options;
  if (!(await looksLikeZip(source))) throw badRequest(importMessages.notXlsx);
  const streamOf = () => (Buffer.isBuffer(source) ? Readable.from([source]) : createReadStream(source.path));
  // What the zip unpacks to is bounded before exceljs reads any of it (a bomb is refused in its first megabytes).
  await checkWorkbookBounds(streamOf());
  const input = streamOf();
  const workbook = wholeCharacters(
    new ExcelJS.stream.xlsx.WorkbookReader(input, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      // Styles tell a date cell from a number.
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    }),
  );
  let header: Header<K> | undefined;
  let sheets = 0;
  let count = 0;
  let chunk: Array<SheetRow<K>> = [];
  try {
    for await (const sheet of workbook) {
      sheets++;
      for await (const row of sheet) {
        // The XML check counted cells, not where they claim to be: a cell at column ZZZZ makes a sparse row.
        if (row.number > workbookBounds.rows || row.cellCount > workbookBounds.columns)
          throw badRequest(importMessages.tooManyColumns, { max: workbookBounds.columns, row: row.number });
        if (!header) {
          header = headerOf(headerTexts(row), columns, rule);
          continue;
        }
        const cells: SheetRow<K>['cells'] = {};
        let any = false;
        for (const [col, key] of header) {
          const text = cellText(row.getCell(col).value);
          if (text) {
            cells[key] = text;
            any = true;
          }
        }
        if (!any || (rule === 'template' && isExample(cells, columns))) continue;
        if (++count > maxRows) throw badRequest(importMessages.tooManyRows, { max: maxRows });
        chunk.push({ row: row.number, cells });
        if (chunk.length >= chunkSize) {
          yield chunk;
          chunk = [];
        }
      }
      // The first sheet holds the rows (a template's 说明 sheet comes after it).
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(importMessages.notXlsx);
  } finally {
    input.destroy();
  }
  if (sheets === 0) throw badRequest(importMessages.notXlsx);
  // A sheet without a single row has no header either: refused as the header rule says.
  if (!header) headerOf([], columns, rule);
  if (chunk.length) yield chunk;
}

/**
 * How many data rows the file holds, its header checked; counting stops once there are more than `stopAfter`
 * (enough to tell a small file from a large one without reading all of it).
 */
export async function countRows<K extends string>(
  source: SheetSource,
  columns: ImportColumn<K>[],
  options: SheetOptions & { stopAfter?: number } = {},
): Promise<number> {
  let rows = 0;
  for await (const chunk of sheetChunks(source, columns, options)) {
    rows += chunk.length;
    if (options.stopAfter !== undefined && rows > options.stopAfter) break;
  }
  return rows;
}

/** The file's rows by column, all at once (small files: 用户导入); refuses a file that is not an xlsx or too long. */
export async function readSheet<K extends string>(
  buffer: Buffer,
  columns: ImportColumn<K>[],
  maxRows: number,
  header: HeaderRule = 'named',
): Promise<Array<SheetRow<K>>> {
  const rows: Array<SheetRow<K>> = [];
  for await (const chunk of sheetChunks(buffer, columns, { maxRows, header })) rows.push(...chunk);
  return rows;
}
