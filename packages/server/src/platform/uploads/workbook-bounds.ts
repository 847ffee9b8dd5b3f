/// <reference path="./unzipper.d.ts" />
import type { Readable } from 'node:stream';
import { importMessages } from '@pharma/contract';
import unzipper, { type Entry } from 'unzipper';
import { AppError, badRequest } from '../errors.ts';
import { tagCode, XmlShape, XmlShapeError, type XmlShapeLimits } from './xml-shape.ts';

/**
 * What an uploaded xlsx may unpack to. A zip's declared sizes can lie and deflate packs a gigabyte of repeated XML
 * into a megabyte (60 million shared strings in 2.4 MB took the heap down), so before exceljs reads a workbook its
 * zip is read once by the same unzipper exceljs uses (the same entries, in the same order), the inflated bytes of
 * every entry counted as they come and the parts exceljs parses measured as XML (xml-shape.ts). Nothing is kept: the
 * check streams, and stops at the first bound passed.
 *
 * The bounds sit far above any workbook a person makes (the sales import's 100,000 rows of twenty columns are about
 * 80 MB of sheet XML) and low enough that what exceljs then holds stays in the tens of megabytes.
 */
export const workbookBounds = {
  /** Inflated bytes of all entries together. */
  totalBytes: 512 * 2 ** 20,
  /** A worksheet's XML (streamed by exceljs, row by row). */
  sheetBytes: 256 * 2 ** 20,
  /** xl/sharedStrings.xml, which exceljs keeps whole in memory. */
  sharedStringsBytes: 64 * 2 ** 20,
  /** The other parts exceljs parses (workbook, its rels, styles). */
  partBytes: 8 * 2 ** 20,
  /** Any other entry (pictures, drawings, printer settings: inflated and dropped). */
  otherBytes: 64 * 2 ** 20,
  entries: 10_000,
  sharedStrings: 1_000_000,
  /** Excel's own limits of a sheet. */
  rows: 1_048_576,
  columns: 16_384,
  cellsPerSheet: 4_000_000,
  /** Excel's limit of a cell's text; a text or tag of more than a MiB of XML holds more than this. */
  cellCharacters: 32_767,
  gapBytes: 2 ** 20,
  depth: 32,
  /** Elements of the workbook, rels, styles, and of a sheet outside its rows (merges, validations, formats). */
  partElements: 200_000,
  /** Elements of one row: its cells and what they hold. */
  rowElements: 16_384 * 8,
  /** Elements of the shared strings (each string two or more: `<si><t>`, rich text's runs and fonts). */
  sharedStringElements: 3_000_000,
} as const;

const b = workbookBounds;
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

// The parts exceljs' WorkbookReader parses, matched as it matches them (the sheet pattern is not anchored there).
const sheetPart = /xl\/worksheets\/sheet\d+[.]xml/;
const parsedParts = new Set(['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml']);

const si = tagCode('si');
const row = tagCode('row');
const cell = tagCode('c');
const sheetData = tagCode('sheetData');

type PartKind = 'sheet' | 'sharedStrings' | 'parsed' | 'other';

const kindOf = (path: string): PartKind =>
  path === 'xl/sharedStrings.xml'
    ? 'sharedStrings'
    : parsedParts.has(path)
      ? 'parsed'
      : sheetPart.test(path)
        ? 'sheet'
        : 'other';

const bytesOf: Record<PartKind, number> = {
  sheet: b.sheetBytes,
  sharedStrings: b.sharedStringsBytes,
  parsed: b.partBytes,
  other: b.otherBytes,
};

const tooComplex = (part: string) => badRequest(importMessages.tooComplex, { part: part.slice(0, 100) });

/**
 * A sheet's elements: rows and their cells within Excel's limits, and at most `rowElements` elements in a row
 * (exceljs builds one row at a time); what lies outside the rows (merges, validations, formats) exceljs keeps, so
 * that is bounded as a part's elements are.
 */
function sheetCounter(part: string): XmlShapeLimits['onElement'] {
  let rows = 0;
  let cells = 0;
  let cellsInRow = 0;
  let inRow = 0;
  let outside = 0;
  let inSheetData = false;
  return (tag, depth) => {
    if (depth <= 2) inSheetData = depth === 2 && tag === sheetData;
    if (!inSheetData || depth === 2) {
      if (++outside > b.partElements) throw tooComplex(part);
    } else if (depth === 3 && tag === row) {
      if (++rows > b.rows) throw tooComplex(part);
      cellsInRow = 0;
      inRow = 0;
    } else {
      if (++inRow > b.rowElements) throw tooComplex(part);
      if (depth === 4 && tag === cell) {
        if (++cellsInRow > b.columns) throw badRequest(importMessages.tooManyColumns, { max: b.columns, row: rows });
        if (++cells > b.cellsPerSheet) throw tooComplex(part);
      }
    }
  };
}

function shapeOf(kind: PartKind, part: string): XmlShape | undefined {
  const common = { maxDepth: b.depth, maxGapBytes: b.gapBytes };
  if (kind === 'sharedStrings') {
    let strings = 0;
    return new XmlShape({
      ...common,
      maxElements: b.sharedStringElements,
      onElement: (tag) => {
        if (tag === si && ++strings > b.sharedStrings)
          throw badRequest(importMessages.tooManyStrings, { max: b.sharedStrings });
      },
    });
  }
  if (kind === 'sheet')
    return new XmlShape({ ...common, maxElements: Number.POSITIVE_INFINITY, onElement: sheetCounter(part) });
  if (kind === 'parsed') return new XmlShape({ ...common, maxElements: b.partElements });
  return undefined;
}

/** What a shape error tells the person who sent the file. */
function refusalOf(error: XmlShapeError, part: string): AppError {
  if (error.kind === 'text') return badRequest(importMessages.cellTooLong, { max: b.cellCharacters });
  return tooComplex(part);
}

/**
 * Reads the zip through and refuses it (400, the bound it passed) when what it unpacks to passes a bound; a file
 * unzipper cannot read is refused as not an xlsx. Resolves once every entry has been counted.
 */
export async function checkWorkbookBounds(input: Readable): Promise<void> {
  const zip = input.pipe(unzipper.Parse({ forceStream: true }));
  let total = 0;
  let entries = 0;
  try {
    for await (const entry of zip as AsyncIterable<Entry>) {
      if (++entries > b.entries) throw tooComplex('entries');
      const part = entry.path;
      const kind = kindOf(part);
      const shape = shapeOf(kind, part);
      let bytes = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        total += chunk.length;
        if (bytes > bytesOf[kind]) throw badRequest(importMessages.unpacksTooLarge, { max: mib(bytesOf[kind]) });
        if (total > b.totalBytes) throw badRequest(importMessages.unpacksTooLarge, { max: mib(b.totalBytes) });
        try {
          shape?.write(chunk);
        } catch (error) {
          throw error instanceof XmlShapeError ? refusalOf(error, part) : error;
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(importMessages.notXlsx);
  } finally {
    input.unpipe(zip);
    input.destroy();
    zip.destroy();
  }
}
