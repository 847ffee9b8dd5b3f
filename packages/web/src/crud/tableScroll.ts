import type { ColumnPriority, FieldDef, FieldType } from '@pharma/contract';
import type { TableColumnsType, TableProps } from 'antd';
import { createElement, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useUi } from '../shell/stores/ui.ts';

/**
 * Column widths and sideways scrolling for every list table. A table gets `scroll.x` = the sum of its columns' widths,
 * so on a narrow window it scrolls inside itself before any column is squeezed or clipped under the fixed 操作 column;
 * where it is wider, antd spreads the spare room over the columns.
 */

/** A field's column width when its declaration names none, by what the field holds. */
const widthOfType: Record<FieldType, number> = {
  string: 150,
  text: 220,
  integer: 100,
  decimal: 110,
  boolean: 90,
  datetime: 170,
  date: 120,
  id: 120,
};

/** A dictionary field shows short labels (tags); several of them (`multiple`) need room for more. */
const dictWidth = 120;
const dictMultipleWidth = 220;

/** A column neither declared nor built with a width. */
export const defaultColumnWidth = 150;

/** The checkbox column antd adds for a row selection (its `selectionColumnWidth` and the cell's padding). */
export const selectionColumnWidth = 48;

/** Strings this short (names, codes, phone numbers) take a narrower column. */
const shortString = 20;
const shortStringWidth = 120;

/** A declared field's column width: the declaration's `width`, else one fitting its type (and a string's length). */
export function fieldWidth(field: FieldDef): number {
  if (field.width) return field.width;
  if (field.dict) return field.multiple ? dictMultipleWidth : dictWidth;
  if (field.type === 'string' && field.max !== undefined && field.max <= shortString) return shortStringWidth;
  return widthOfType[field.type];
}

/** The width a column takes in the sum: its own (a number, or `120px`), else the default. */
function columnWidth(column: TableColumnsType<never>[number]): number {
  const { width } = column;
  if (typeof width === 'number') return width;
  if (typeof width === 'string' && /^\d+(px)?$/.test(width)) return Number.parseInt(width, 10);
  // A column group: its children's widths.
  if ('children' in column && column.children?.length) return tableScrollX(column.children as never);
  return defaultColumnWidth;
}

/** The table's `scroll.x`: the sum of its columns' widths, plus the checkbox column when rows can be selected. */
export function tableScrollX<T>(columns: TableColumnsType<T>, selection = false): number {
  const sum = (columns as TableColumnsType<never>).reduce((total, column) => total + columnWidth(column), 0);
  return sum + (selection ? selectionColumnWidth : 0);
}

/**
 * Which columns a user reads first (issue 35). A column's priority travels in its `className` (`col-keep`,
 * `col-fold`), because screens copy columns with `{...column, render}` and a class survives that; it also lets a
 * journey find the cells that must stay in view. 1 (keep): never folded — the number, the name, the status, the
 * amount. 3 (fold): folded first. Anything else is 2, folded after every 3, right to left.
 */
export const priorityClass: Record<ColumnPriority, string> = { 1: 'col-keep', 2: 'col-mid', 3: 'col-fold' };

/** The column with its priority (see priorityClass); the declared resource fields get it from `priority`. */
export function withPriority<C extends object>(column: C, priority: ColumnPriority | undefined): C {
  if (!priority) return column;
  const own = (column as { className?: string }).className;
  const className = [own, priorityClass[priority]].filter(Boolean).join(' ');
  return { ...column, className };
}

type AnyColumn = TableColumnsType<never>[number];

/** A column's priority: its class, else 1 for the first data column (a row's number or name), 2 otherwise. */
function priorityOf(column: AnyColumn, index: number): ColumnPriority {
  const classes = (column.className ?? '').split(/\s+/);
  if (classes.includes(priorityClass[1])) return 1;
  if (classes.includes(priorityClass[3])) return 3;
  if (classes.includes(priorityClass[2])) return 2;
  return index === 0 ? 1 : 2;
}

/**
 * A narrower stand-in for a column (the 操作 column as one 更多 menu), taken when even the priority-1 columns do not
 * fit beside the full one. Registered by whoever builds the column (actionsColumn).
 */
const compactOf = new WeakMap<object, object>();
export function setCompact<C extends object>(column: C, compact: C): C {
  compactOf.set(column, compact);
  return column;
}

/** How narrow a column may get when even the priority columns do not fit: a status tag, a short name. */
export const minColumnWidth = 96;

/** The column antd adds for an expandable row's toggle. */
export const expandColumnWidth = 48;

/**
 * The columns that fit `available` px (the table's own width): the fixed ones (操作) always stay, priority-1 columns
 * always stay, and the rest fold — every 3 first, then every 2, each time the rightmost — until the sum fits. What
 * folds is shown in the row's expanded part instead, so nothing is lost; nothing is cut mid-value either. Without a
 * measured width (the first paint, a test without layout) nothing folds.
 */
export function foldColumns<T>(
  columns: TableColumnsType<T>,
  available: number,
  selection = false,
): { shown: TableColumnsType<T>; folded: TableColumnsType<T> } {
  if (!(available > 0)) return { shown: columns, folded: [] };
  const all = columns as TableColumnsType<never>;
  const dataIndexes = all.map((c, i) => (c.fixed ? -1 : i)).filter((i) => i >= 0);
  const rank = new Map(dataIndexes.map((i, n) => [i, priorityOf(all[i]!, n)]));
  const folded = new Set<number>();
  let total = tableScrollX(columns, selection);
  const order = [3, 2].flatMap((p) => [...dataIndexes].reverse().filter((i) => rank.get(i) === p));
  for (const i of order) {
    if (total <= available) break;
    // The first fold adds the expand toggle's column.
    if (folded.size === 0) total += expandColumnWidth;
    folded.add(i);
    total -= columnWidth(all[i]!);
  }
  // Folding the rightmost may have freed more room than needed: a narrower column folded before it comes back when it
  // fits, the more important first (the reverse of the folding order). The last one back takes the toggle's room too.
  for (const i of [...folded].reverse()) {
    const width = columnWidth(all[i]!) - (folded.size === 1 ? expandColumnWidth : 0);
    if (total + width > available) continue;
    folded.delete(i);
    total += width;
  }
  // Still too wide with only what must stay: the row buttons give way (one 更多 menu) before a priority column does.
  const swapped = new Map<number, AnyColumn>();
  if (total > available) {
    all.forEach((column, i) => {
      const compact = compactOf.get(column) as AnyColumn | undefined;
      if (compact) swapped.set(i, compact);
    });
  }
  for (const [i, compact] of swapped) total += columnWidth(compact) - columnWidth(all[i]!);
  let shown = columns
    .map((column, i) => (swapped.get(i) as typeof column | undefined) ?? column)
    .filter((_, i) => !folded.has(i));
  // Still too wide: the columns that remain give up their room above a floor, in proportion (their text wraps),
  // before the table scrolls sideways. A value read whole (`col-nowrap`: dates) keeps its width.
  if (total > available) {
    const shrinks = (column: AnyColumn) =>
      !column.fixed &&
      !(column.className ?? '').split(/\s+/).includes('col-nowrap') &&
      columnWidth(column) > minColumnWidth;
    const spare = (shown as TableColumnsType<never>).reduce(
      (sum, column) => sum + (shrinks(column) ? columnWidth(column) - minColumnWidth : 0),
      0,
    );
    const ratio = Math.min(1, (total - available) / Math.max(spare, 1));
    shown = (shown as TableColumnsType<never>).map((column) => {
      if (!shrinks(column)) return column;
      const width = columnWidth(column);
      return { ...column, width: Math.floor(width - (width - minColumnWidth) * ratio) };
    }) as typeof shown;
  }
  return { shown, folded: columns.filter((_, i) => folded.has(i)) };
}

/** A cell's value by its column's `dataIndex` (a key or a path). */
function valueAt(row: object, dataIndex: unknown): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((v, k) => (v == null ? v : (v as Record<string, unknown>)[String(k)]), row);
}

/** A folded column's cell as the table would render it. */
function cellOf<T>(column: TableColumnsType<T>[number], row: T, index: number): ReactNode {
  const value = valueAt(row as object, 'dataIndex' in column ? column.dataIndex : undefined);
  if (column.render) {
    const out = column.render(value, row, index) as unknown;
    // A render may answer antd's cell form ({children, props}).
    if (out && typeof out === 'object' && 'children' in (out as object) && !('$$typeof' in (out as object)))
      return (out as { children: ReactNode }).children;
    return out as ReactNode;
  }
  return value === undefined || value === null ? '' : String(value);
}

/** The expanded part of a row: each folded column as `title: value`, one per line, wrapping at the table's width. */
function foldedRow<T>(folded: TableColumnsType<T>) {
  return (row: T, index: number) =>
    createElement(
      'dl',
      { className: 'crud-folded', 'data-testid': 'folded-columns' },
      folded.flatMap((column, n) => [
        createElement('dt', { key: `t${n}` }, column.title as ReactNode),
        createElement('dd', { key: `d${n}` }, cellOf(column, row, index)),
      ]),
    );
}

/**
 * Columns as a screen of this class shows them: below 768 px (class 0) nothing is fixed, since a fixed 操作 column
 * 200 px wide would cover the whole table of a phone; the table scrolls instead and starts at its first column.
 */
export function fitColumns<T>(columns: TableColumnsType<T>, screen: number): TableColumnsType<T> {
  if (screen > 0 || !columns.some((c) => c.fixed)) return columns;
  return columns.map((column) => (column.fixed ? { ...column, fixed: undefined } : column));
}

/**
 * The `columns` and `scroll` props of a list table on the current screen (the ui store's class): every table of a
 * list screen takes them from here (ListScreen does, for the screens built on it), so it scrolls sideways before it
 * clips, and on a phone its first column shows.
 */
export function useTableFit<T>(
  columns: TableColumnsType<T> | undefined,
  /** The table's row selection (or `true`): its checkbox column counts too. */
  selection?: TableProps<T>['rowSelection'] | boolean,
  /**
   * `false` when the table expands rows itself (a tree's children, its own expanded part): then nothing folds, it
   * scrolls sideways as before, since antd has one kind of expansion per table.
   */
  fold = true,
): Pick<TableProps<T>, 'columns' | 'scroll' | 'expandable'> & { ref: (table: TableRef | null) => void } {
  const screen = useUi((s) => s.screen);
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [available, setAvailable] = useState(0);
  const ref = useCallback((table: TableRef | null) => {
    // antd hands a Proxy over its element, which ResizeObserver refuses: its `nativeElement` is the element itself.
    const el = table?.nativeElement;
    setNode(el instanceof HTMLElement ? el : null);
  }, []);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setAvailable(Math.floor(node.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  const all = columns ?? [];
  const hasSelection = Boolean(selection);
  const { shown, folded } = fold ? foldColumns(all, available, hasSelection) : { shown: all, folded: [] };
  const x = tableScrollX(shown, hasSelection) + (folded.length ? expandColumnWidth : 0);
  return {
    ref,
    columns: fitColumns(shown, screen),
    scroll: { x },
    ...(folded.length ? { expandable: { expandedRowRender: foldedRow(folded), columnWidth: expandColumnWidth } } : {}),
  };
}

/** What antd's Table hands its ref: `nativeElement` is its outer element. */
type TableRef = { nativeElement?: HTMLElement | null };
