import { InputNumber, Table, type TableColumnsType, type TableProps } from 'antd';
import { tableScrollX } from '../../../crud/tableScroll.ts';

/**
 * A document's lines inside a dialog or a card: every line (no pages), small, scrolling sideways over its columns'
 * widths on a narrow screen; `height` lets a long list scroll inside itself.
 */
export function LinesTable<T extends object>({
  testId,
  columns,
  rows,
  height,
  ...table
}: Omit<TableProps<T>, 'columns' | 'dataSource' | 'scroll' | 'size' | 'pagination'> & {
  testId?: string;
  columns: TableColumnsType<T>;
  rows: readonly T[];
  height?: number;
}) {
  return (
    <Table<T>
      {...table}
      data-testid={testId}
      size="small"
      pagination={false}
      columns={columns}
      dataSource={rows as T[]}
      scroll={{ x: tableScrollX(columns), ...(height ? { y: height } : {}) }}
    />
  );
}

/** A quantity typed into a line: up to three decimals, not below 0, held as the string the calls take ('' when empty). */
export function QtyInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <InputNumber
      stringMode
      precision={3}
      min="0"
      size="small"
      style={{ width: '100%' }}
      aria-label={label}
      value={value}
      onChange={(typed) => onChange(typed === null ? '' : String(typed))}
    />
  );
}
