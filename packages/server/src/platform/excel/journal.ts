import type { Ctx } from '../context.ts';
import type { ImportCounts, ImportSink } from './import.ts';
import type { XlsxContent } from './writer.ts';

/**
 * An import whose every row is recorded where people read it later (the sales uploads' history: sm_upload_his and
 * its lines). The import path writes each chunk's results to it (`add`, the sink), its progress, and how it ended;
 * the results file is then written from what it recorded, not from memory.
 */
export interface ImportJournal extends ImportSink {
  /** The rows the file holds, once counted (before the first chunk). */
  started(total: number): Promise<void>;
  /** The counts so far, after each chunk. */
  progress(counts: ImportCounts): Promise<void>;
  /** Done: the final counts and the download centre's record holding the results file (if there is one). */
  finish(counts: ImportCounts, resultsFileId: string | undefined): Promise<void>;
  /** It could not go on (the file broke off, the job failed): `reason` in the caller's language. */
  fail(reason: string, counts: ImportCounts): Promise<void>;
  /** The results workbook, read back from the recorded rows a batch at a time. */
  results(): XlsxContent;
}

/**
 * How a background import finds its journal again (the module that keeps them sets it in the registry): by the id
 * of its record, acting as the owner the job acts as. Undefined when the record is gone.
 */
export interface ImportJournals {
  open(ctx: Ctx, id: string): Promise<ImportJournal | undefined>;
}
