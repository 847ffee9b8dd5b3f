import { importMessages, type Text } from '@pharma/contract';
import type { Ctx } from '../context.ts';
import { t } from '../i18n.ts';
import { importChunkSize } from './reader.ts';

export { cellText, columnOfHeader, importChunkSize, readSheet } from './reader.ts';

/**
 * The one import path of every importable screen (users, the sales uploads by module number): the file's rows read
 * a chunk at a time (reader.ts), each chunk checked by the screen's target, its good rows written in one
 * transaction, and every row's result (its number, its key, ok or the reason) handed to a sink as soon as its chunk
 * is done: the sales uploads' history keeps them in the database, a background import writes them to its results
 * file, a small import may keep them to answer. Nothing grows with the file but the keys `ImportRun` remembers.
 * A screen brings an `ImportTarget`: its columns, its checks and its writes; this file does the rest the same way.
 */

/** A column of the import file: the key the target reads and the label its header carries. */
export interface ImportColumn<K extends string = string> {
  key: K;
  /**
   * The header's label. A template by module number (docs/domain.md §3.10) carries `label.zh` exactly (the files stay
   * Chinese whoever downloads them, so they round-trip); a `named` header matches either language.
   */
  label: Text;
  required?: boolean;
  /** What to enter, for the template's 说明 sheet (and the user template's header notes). */
  note?: Text;
  max?: number;
  /** The template's grey example row (a row left exactly as the example is skipped, not imported). */
  example?: string;
  /**
   * The example is the tenant's own (its shippers, a department, a validity from today), given by the target's
   * `examples` when the template is made: the skip of a row left as the example compares the other columns only, so
   * a template downloaded yesterday, or before a shipper was added, still has its example skipped.
   */
  tenantExample?: true;
  /** A system dictionary whose labels the cell takes: listed on the template's 说明 sheet. */
  dict?: string;
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
  /** The row written (created or updated), when the target says. */
  targetId?: string;
}

/** A row's result with the cells it was read with: what a sink keeps. */
export interface RowOutcome extends ImportRowResult {
  cells: Partial<Record<string, string>>;
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
  /** The screen's code (`user`, `sm_whitelist`): the download centre's source, the job's way back to the target. */
  name: string;
  /** The template's fixed module number (docs/domain.md §3.10: 101 白名单 …), for screens that import by number. */
  moduleNo?: number;
  /** The code an import into it needs (default `<name>_import`, the screen's 导入 button). */
  permission?: string;
  /** The results file's name. */
  title: Text;
  columns: ImportColumn[];
  /** The example cells of the `tenantExample` columns, valid in `ctx`'s tenant (the template's grey row). */
  examples?(ctx: Ctx): Promise<Partial<Record<string, string>>>;
  /**
   * One chunk of the file's rows (about `importChunkSize`) at a time, in the file's order: lookups are done once per
   * chunk, and a key repeated in the file is found through `run.claim` across chunks.
   */
  check(ctx: Ctx, rows: SheetRow[], options: O, run: ImportRun): Promise<Array<CheckedRow<T>>>;
  /**
   * Writes good rows, inside the transaction `ctx.db` already is. A row that cannot be written for a reason a
   * person can fix (a key taken meanwhile) is answered as failed; an unexpected error rolls the batch back.
   * Writes keyed by the screen's natural key, so that a second run of the same file adds nothing twice.
   */
  write(ctx: Ctx, rows: Array<CheckedRow<T> & { value: T }>, options: O): Promise<ImportRowResult[]>;
}

/** The code an import into `target` (and its template) needs. */
export const importCodeOf = (target: Pick<ImportTarget, 'name' | 'permission'>) =>
  target.permission ?? `${target.name}_import`;

/** Where every row's result goes, a chunk at a time, in the file's order. */
export interface ImportSink {
  add(rows: RowOutcome[]): Promise<void>;
}

export interface ImportCounts {
  total: number;
  succeeded: number;
  failed: number;
}

export interface ImportOutcome extends ImportCounts {
  /** Every row's result in the file's order, when the run was asked to keep them (a small import); else empty. */
  rows: ImportRowResult[];
}

export interface ImportHooks {
  /** Where each chunk's results go. */
  sink?: ImportSink;
  /** Keep every result to answer with (only for files known to be small). */
  keep?: boolean;
  /** The counts after each chunk (a background import writes them to its record, and may stop there by throwing). */
  progress?: (counts: ImportCounts) => Promise<void>;
}

type Good<T> = CheckedRow<T> & { value: T };

/**
 * Imports the rows a chunk at a time with one `ImportRun` for the whole file: checks the chunk, writes its good rows
 * in one transaction, hands the chunk's results (in row order, with their cells) to the sink, then reports the
 * counts. Memory holds one chunk (and, with `keep`, the results).
 */
export async function importChunks<T, O>(
  ctx: Ctx,
  target: ImportTarget<T, O>,
  chunks: AsyncIterable<SheetRow[]> | Iterable<SheetRow[]>,
  options: O,
  hooks: ImportHooks = {},
): Promise<ImportOutcome> {
  const run = newImportRun();
  const separator = ctx.lang === 'zh' ? ';' : '; ';
  const counts: ImportCounts = { total: 0, succeeded: 0, failed: 0 };
  const kept: ImportRowResult[] = [];
  for await (const chunk of chunks) {
    if (chunk.length === 0) continue;
    const checked = await target.check(ctx, chunk, options, run);
    const results: ImportRowResult[] = [];
    const good: Array<Good<T>> = [];
    for (const row of checked) {
      if (row.problems.length || row.value === undefined)
        results.push({ row: row.row, key: row.key, success: false, msg: row.problems.join(separator) });
      else good.push(row as Good<T>);
    }
    if (good.length) {
      const written = await ctx.db.transaction((tx) =>
        target.write({ ...ctx, db: tx as unknown as Ctx['db'] }, good, options),
      );
      results.push(...written);
    }
    results.push(...unanswered(ctx, chunk, results));
    results.sort((a, b) => a.row - b.row);
    for (const r of results) {
      counts.total++;
      if (r.success) counts.succeeded++;
      else counts.failed++;
    }
    if (hooks.keep) kept.push(...results);
    if (hooks.sink) {
      const cellsOf = new Map(chunk.map((r) => [r.row, r.cells as Partial<Record<string, string>>]));
      await hooks.sink.add(results.map((r) => ({ ...r, cells: cellsOf.get(r.row) ?? {} })));
    }
    await hooks.progress?.({ ...counts });
  }
  return { ...counts, rows: kept };
}

/** A row of the chunk that neither the check nor the write answered counts as failed, never as done. */
function unanswered(ctx: Ctx, chunk: SheetRow[], results: ImportRowResult[]): ImportRowResult[] {
  if (results.length >= chunk.length) return [];
  const answered = new Set(results.map((r) => r.row));
  return chunk
    .filter((r) => !answered.has(r.row))
    .map((r) => ({ row: r.row, key: '', success: false, msg: t(ctx.lang, importMessages.rowUnanswered) }));
}

/**
 * A small file's rows, already read (用户导入): imported as `importChunks` does and every result answered, in the
 * file's order; `progress` hears the counts after each chunk.
 */
export async function runImport<T, O>(
  ctx: Ctx,
  target: ImportTarget<T, O>,
  rows: SheetRow[],
  options: O,
  progress?: (counts: ImportCounts) => Promise<void>,
): Promise<ImportOutcome> {
  const chunks: SheetRow[][] = [];
  for (let at = 0; at < rows.length; at += importChunkSize) chunks.push(rows.slice(at, at + importChunkSize));
  return importChunks(ctx, target, chunks, options, { keep: true, ...(progress ? { progress } : {}) });
}
