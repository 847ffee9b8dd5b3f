import type { ReportBlock } from '@pharma/contract';

type Crosstab = Extract<ReportBlock, { type: 'crosstab' }>;
type Row = Record<string, unknown>;

/** A cross-tab worked out in the browser from a dataset's rows: its row and column headers and each cell. */
export interface CrosstabCells {
  rowKeys: string[][];
  columnKeys: string[][];
  /** The aggregate at `${row}\u0000${column}` (each joined by \u0001); absent: no row fell there. */
  cells: Map<string, number>;
  /** Each row's aggregate across the columns. */
  rowTotals: Map<string, number>;
}

const keyOf = (parts: string[]) => parts.join('\u0001');
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function aggregate(values: number[], how: Crosstab['aggregate']): number {
  if (how === 'count') return values.length;
  if (values.length === 0) return 0;
  const sum = values.reduce((a, b) => a + b, 0);
  if (how === 'sum') return Math.round(sum * 1e6) / 1e6;
  if (how === 'avg') return Math.round((sum / values.length) * 1e6) / 1e6;
  return how === 'min' ? Math.min(...values) : Math.max(...values);
}

/** Rows × columns of one value, aggregated as the block says; headers in the order they first appear, sorted. */
export function crosstabOf(block: Crosstab, rows: readonly Row[]): CrosstabCells {
  const groups = new Map<string, number[]>();
  const rowTotals = new Map<string, number[]>();
  const rowKeys = new Map<string, string[]>();
  const columnKeys = new Map<string, string[]>();
  for (const row of rows) {
    const r = block.rows.map((f) => text(row[f]));
    const c = block.columns.map((f) => text(row[f]));
    rowKeys.set(keyOf(r), r);
    columnKeys.set(keyOf(c), c);
    const raw = row[block.value];
    const n = Number(raw);
    const counted = block.aggregate === 'count' ? [1] : raw === null || raw === '' || Number.isNaN(n) ? [] : [n];
    const cell = `${keyOf(r)}\u0000${keyOf(c)}`;
    groups.set(cell, [...(groups.get(cell) ?? []), ...counted]);
    rowTotals.set(keyOf(r), [...(rowTotals.get(keyOf(r)) ?? []), ...counted]);
  }
  const sorted = (m: Map<string, string[]>) =>
    [...m.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b), 'zh-Hans-CN', { numeric: true }));
  const cells = new Map<string, number>();
  for (const [key, values] of groups) cells.set(key, aggregate(values, block.aggregate));
  const totals = new Map<string, number>();
  for (const [key, values] of rowTotals) totals.set(key, aggregate(values, block.aggregate));
  return { rowKeys: sorted(rowKeys), columnKeys: sorted(columnKeys), cells, rowTotals: totals };
}

export const crosstabKey = keyOf;
