import type { Writable } from 'node:stream';
import { type Lang, pick, type Text } from '@pharma/contract';
import ExcelJS from 'exceljs';
import type { Ctx } from '../context.ts';
import type { ExportColumn, ExportRow } from './sources.ts';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with the name in UTF-8 (RFC 5987) and an ASCII fallback for old clients. */
export function attachment(name: Text, lang: Lang): string {
  return dispositionOf(`${pick(name, lang)}.xlsx`, `${pick(name, 'en')}.xlsx`);
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<file>`: `fallback` with anything not plain ASCII as `_`. */
export function dispositionOf(file: string, fallback = file): string {
  const ascii = fallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

export function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
}

/**
 * Resolves true once `stream` has taken what is buffered, false if `out` (the download; by default the same stream)
 * closed first: a client that went away must not leave the export waiting for a drain that never comes.
 */
export function drained(stream: Writable, out: Writable = stream): Promise<boolean> {
  if (out.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const settle = (done: boolean) => {
      stream.off('drain', onDrain);
      out.off('close', onClose);
      resolve(done);
    };
    const onDrain = () => settle(true);
    const onClose = () => settle(false);
    stream.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/** A stream of `readable-stream` 2 (archiver's) has no writableNeedDrain; its state says the same. */
type Buffered = Writable & { _writableState?: { needDrain?: boolean } };

/**
 * The streams the sheet's XML is handed to on its way into the zip that are holding more than they should. exceljs
 * writes the XML to them without waiting (its StreamBuf ignores backpressure), so when rows come faster than
 * zlib compresses, the uncompressed XML piles up there (about 200 bytes per row): the writer waits for them as it
 * waits for the client. Reads exceljs 4.4's internals (`_stream.pipes`); finds nothing if they change.
 */
function zipBacklog(sheet: ExcelJS.Worksheet): Buffered[] {
  const pipes = (sheet as unknown as { _stream?: { pipes?: Buffered[] } })._stream?.pipes ?? [];
  return pipes.filter((p) => p.writableNeedDrain || p._writableState?.needDrain);
}

/** Excel refuses sheet names longer than 31 characters or holding any of `[]:*?/\`. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** Wide enough for the header: a Chinese character takes about two widths of a Latin one. */
function widthOf(column: ExportColumn, lang: Lang): number {
  const header = pick(column.header, lang);
  const units = [...header].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e7f ? 2 : 1.1), 0);
  return Math.max(column.width ?? 0, Math.min(40, Math.max(12, Math.ceil(units) + 4)));
}

/** Text a spreadsheet would read as a formula (or a DDE command): it starts with one of `= + - @`, a tab or a CR. */
const formulaLike = /^[=+\-@\t\r]/;
/** A plain number written as text (a decimal, which the API sends as a string): no formula, left as it is. */
const plainNumber = /^[+-]?\d+(\.\d+)?$/;

/**
 * A cell as written: text that a spreadsheet would take for a formula gets a leading `'` (OWASP's advice against CSV
 * injection), so `=HYPERLINK(…)` typed into a name stays text when the file is opened, edited or saved as csv.
 * Numbers, dates and plain numeric text are written as they are.
 */
export function cellOf(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' || !formulaLike.test(value) || plainNumber.test(value)) return value;
  return `'${value}`;
}

export interface XlsxContent {
  /** The sheet's name (the file's name is the caller's business: see attachment). */
  title: Text;
  columns: ExportColumn[];
  /** The rows, a batch at a time. */
  batches: AsyncIterable<ExportRow[]>;
}

/**
 * Writes one sheet to `out` as a streamed xlsx: a frozen header row in the caller's language, then each row,
 * committed to the zip stream as soon as it is written. After each batch it waits while the compression or the
 * client is slower than the database, so memory stays flat whatever the number of rows; if the client goes away
 * it stops reading (the batches' generator is closed) and resolves false. Resolves true once the file is complete.
 */
export async function writeXlsx(ctx: Pick<Ctx, 'lang'>, content: XlsxContent, out: Writable): Promise<boolean> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(pick(content.title, ctx.lang)), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = content.columns.map((c) => ({ header: pick(c.header, ctx.lang), width: widthOf(c, ctx.lang) }));
  styleHeader(sheet.getRow(1));
  sheet.getRow(1).commit();
  for await (const batch of content.batches) {
    for (const row of batch) sheet.addRow(content.columns.map((c) => cellOf(c.value(row)))).commit();
    // Lets the zip stream compress and pass on what was committed (and other requests run) before the next batch.
    await new Promise((resolve) => setImmediate(resolve));
    for (const backlog of zipBacklog(sheet)) if (!(await drained(backlog, out))) return false;
    if (out.destroyed) return false;
    if (out.writableNeedDrain && !(await drained(out))) return false;
  }
  sheet.commit();
  await workbook.commit();
  return true;
}
