import { Card, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTableFit } from '../../../crud/tableScroll.ts';
import '../../../crud/crud.css';

/**
 * The frame of a work list: the search bar, a toolbar line when the screen has one, and the paged table (scrolling
 * sideways inside itself on a phone, see tableScroll.ts), the screen's dialogs below. ListScreen's frame, for rows
 * that are not declared resources (no `id`, no resource search).
 */
export function WorkListFrame<T extends object>({
  search,
  toolbar,
  columns,
  rows,
  rowKey,
  loading,
  pagination,
  children,
}: {
  search: ReactNode;
  toolbar?: ReactNode;
  columns: TableColumnsType<T>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  loading: boolean;
  pagination: TablePaginationConfig;
  children?: ReactNode;
}) {
  const fit = useTableFit(columns);
  return (
    <Card className="crud-page">
      {search}
      {toolbar && <div className="crud-toolbar">{toolbar}</div>}
      <Table<T>
        rowKey={rowKey}
        size="middle"
        dataSource={rows as T[]}
        loading={loading}
        pagination={pagination}
        {...fit}
      />
      {children}
    </Card>
  );
}
