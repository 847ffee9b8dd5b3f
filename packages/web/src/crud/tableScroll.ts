import type { FieldDef, FieldType } from '@pharma/contract';
import type { TableColumnsType, TableProps } from 'antd';
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
): Pick<TableProps<T>, 'columns' | 'scroll'> {
  const screen = useUi((s) => s.screen);
  const all = columns ?? [];
  return { columns: fitColumns(all, screen), scroll: { x: tableScrollX(all, Boolean(selection)) } };
}
