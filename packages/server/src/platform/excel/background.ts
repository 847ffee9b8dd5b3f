import type { Ctx } from '../context.ts';
import type { ImportCounts, ImportOutcome, ImportTarget } from './import.ts';
import type { HeaderRule, SheetSource } from './reader.ts';
import type { ExportRow, ExportSource } from './sources.ts';
import type { XlsxContent } from './writer.ts';

/** A file a module makes in the background (a generated module's zip): its name and its bytes. */
export interface MadeFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * A kind of file the download centre makes in a job for a module (a manifest's `fileMakers`): the job acts as the
 * person who asked, shows `progress` on their record, and keeps what `make` answers as their file. A refusal
 * (an AppError) fails the record with its text, in their language.
 */
export interface FileMaker<R = any> {
  /** Unique among the app's makers; the record's source. */
  name: string;
  make(ctx: Ctx, request: R, progress: (done: number, total: number) => Promise<void>): Promise<MadeFile>;
}

/** What a queued import carries beyond its file, rows and options. */
export interface QueuedImport {
  /** How its header is checked (default `named`). */
  header?: HeaderRule;
  /** More rows than this refuse the file (when the job counts them). */
  maxRows?: number;
  /** The record of an import kept in a journal (the registry's importJournals), which gets every row's result. */
  journal?: string;
}

/**
 * The download centre, as the platform's exports and imports use it (the resources module provides it; without it
 * every export is immediate and import results are only answered). The export route asks how many rows make an
 * export large for the caller's tenant and hands it the large ones; imports keep their per-row results there, and
 * hand it the large files.
 */
export interface Downloads {
  /** From how many rows an export (or an import) of the caller's tenant runs in the background. */
  threshold(ctx: Ctx): Promise<number>;
  /** Queues the export of `source` with `filters` for the caller; the download centre's record id. */
  queue(ctx: Ctx, source: ExportSource, filters: Record<string, unknown>): Promise<string>;
  /** Keeps an import's per-row results as a file of the caller's download centre; the record id. */
  keepResults(ctx: Ctx, target: ImportTarget, outcome: ImportOutcome): Promise<string>;
  /**
   * Keeps a results workbook written, a batch at a time, from where an import recorded its rows (a journal), as a
   * finished file of the caller's download centre; the record id.
   */
  keepResultsFile(ctx: Ctx, target: ImportTarget, content: XlsxContent, counts: ImportCounts): Promise<string>;
  /** Queues the making of a file by `maker` for the caller, named `name` until it is made; the record id. */
  queueMade(ctx: Ctx, maker: FileMaker, request: unknown, name: string): Promise<string>;
  /**
   * Queues the import of an uploaded file of `rows` rows for the caller (undefined: not counted yet, the job counts
   * them first); the record id (progress and results come there).
   */
  queueImport(
    ctx: Ctx,
    target: ImportTarget,
    file: SheetSource,
    rows: number | undefined,
    options: unknown,
    queued?: QueuedImport,
  ): Promise<string>;
}

/**
 * The first rows of an export, read until there are more than `limit` of them or the rows end. `small`: every row
 * was read (the batches to write, the same as before); otherwise the reading is stopped (its generator closed) and
 * the export is for the background. Costs at most `limit` rows of memory and reads.
 */
export async function peek(
  batches: AsyncIterable<ExportRow[]>,
  limit: number,
): Promise<{ small: true; batches: AsyncIterable<ExportRow[]> } | { small: false }> {
  const iterator = batches[Symbol.asyncIterator]();
  const head: ExportRow[][] = [];
  let rows = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    rows += next.value.length;
    if (rows > limit) {
      await iterator.return?.();
      return { small: false };
    }
  }
  return {
    small: true,
    batches: (async function* () {
      yield* head;
    })(),
  };
}
