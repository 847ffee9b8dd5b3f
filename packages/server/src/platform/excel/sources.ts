import type { Text } from '@pharma/contract';
import type { Ctx } from '../context.ts';

/**
 * What `POST blade-system/excel/export` can export: one source per list screen. Declared resources register
 * theirs through the CRUD kit; hand-built screens (users, tenants, dictionaries, regions, …) register their own from
 * their module. A source answers with exactly what its list shows the caller: same filters, same visibility (tenant,
 * data scope), same order.
 */

export type ExportRow = Record<string, unknown>;

export interface ExportColumn {
  /** The list's label for the column, written in the caller's language. */
  header: Text;
  /** Column width in characters. */
  width?: number;
  /** The cell: what the list shows (a dictionary value's label, not its key). */
  value: (row: ExportRow) => unknown;
}

export interface OpenedExport {
  columns: ExportColumn[];
  /** The rows in the list's order, a batch at a time, so memory stays flat whatever their number. */
  batches: AsyncIterable<ExportRow[]>;
}

export interface ExportSource {
  /** The `source` of the request: a declared resource's name or a hand-built screen's code. */
  name: string;
  /** The file's and the sheet's name. */
  title: Text;
  /** The code that opens the list: whoever may see the list may export what it shows them. */
  permission: string;
  /**
   * Reads and checks the filters (refusing bad ones with an AppError) before the download starts, because once
   * the file is streaming no error envelope can be sent; then returns the columns and the rows' reader.
   */
  open(ctx: Ctx, filters: Record<string, unknown>): Promise<OpenedExport>;
  /**
   * How many rows `open` would write, for a background export's progress (rows done of total); a source without it
   * shows the rows done alone.
   */
  count?(ctx: Ctx, filters: Record<string, unknown>): Promise<number>;
}
