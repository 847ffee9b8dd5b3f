import type { Ctx } from '../../../platform/context.ts';
import { formatTime } from '../../../platform/time.ts';

/** What a dataset gives a run: its columns in order, at most the row cap of rows, and whether it was cut. */
export interface DatasetRows {
  columns: string[];
  rows: Array<Record<string, unknown>>;
  truncated: boolean;
}

/** A cell as JSON carries it: times in the configured zone as every list shows them, big numbers as text. */
function cellOf(ctx: Pick<Ctx, 'timeZone'>, value: unknown): unknown {
  if (value instanceof Date) return formatTime(value, ctx.timeZone);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  return value;
}

/** The first `rowCap` rows (a statement asks for one more, to tell it was cut), each cell as JSON carries it. */
export function cellsOf(
  ctx: Pick<Ctx, 'timeZone'>,
  columns: string[],
  rows: ReadonlyArray<Record<string, unknown>>,
  rowCap: number,
): DatasetRows {
  const kept = rows.slice(0, rowCap).map((row) => {
    const out: Record<string, unknown> = {};
    for (const column of columns) out[column] = cellOf(ctx, row[column]);
    return out;
  });
  return { columns, rows: kept, truncated: rows.length > rowCap };
}
