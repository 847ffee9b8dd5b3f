import { Button, Card, DatePicker, Space, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { dateFormat } from '../../../crud/filters.ts';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useText } from '../../../i18n/useText.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import { docsTexts as texts } from './docs.texts.ts';
import '../../../crud/crud.css';

/** One toolbar button, left out (`false`) where the user lacks its code. */
export interface DocButton {
  key: string;
  label: string;
  onClick: () => void;
  primary?: boolean;
}

/**
 * The frame of a document list: the search bar, the toolbar, what sits above the table (the order's status tabs),
 * and the paged table scrolling sideways inside itself on a phone (tableScroll.ts); the screen's dialogs below.
 */
export function DocListFrame<T extends object>({
  search,
  toolbar = [],
  above,
  columns,
  rows,
  rowKey,
  loading,
  pagination,
  children,
}: {
  search: ReactNode;
  toolbar?: ReadonlyArray<DocButton | false | undefined>;
  above?: ReactNode;
  columns: TableColumnsType<T>;
  rows: readonly T[];
  rowKey: keyof T & string;
  loading: boolean;
  pagination: TablePaginationConfig;
  children?: ReactNode;
}) {
  const fit = useTableFit(columns);
  const phone = useUi((s) => s.screen === 0);
  const buttons = toolbar.filter((b): b is DocButton => Boolean(b));
  return (
    <Card className="crud-page">
      {search}
      {buttons.length > 0 && (
        <Space className="crud-toolbar" wrap={phone}>
          {buttons.map((b) => (
            <Button key={b.key} type={b.primary ? 'primary' : undefined} onClick={b.onClick}>
              {b.label}
            </Button>
          ))}
        </Space>
      )}
      {above}
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

/** A date range of a search bar. */
export type DateRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** A date range picker for a search bar (dates, not times: the documents' dates are days). */
export function DateRangeInput(props: { value?: DateRange; onChange?: (value: DateRange) => void; id?: string }) {
  const text = useText();
  return (
    <DatePicker.RangePicker
      {...props}
      value={props.value ?? null}
      format={dateFormat}
      placeholder={[text(texts.from), text(texts.to)]}
    />
  );
}

/** A date range as the calls take it: `{dateFrom, dateTo}` (or the names given), empty ends left out. */
export function rangeOf(range: DateRange, from = 'dateFrom', to = 'dateTo'): Record<string, string> {
  const out: Record<string, string> = {};
  if (range?.[0]) out[from] = range[0].format(dateFormat);
  if (range?.[1]) out[to] = range[1].format(dateFormat);
  return out;
}

/** A search form's values without the empty ones (blank text, cleared selects), text trimmed. */
export function filledOf(values: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    else if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/** A date input holding the API's `yyyy-MM-dd` string (the picker sees dayjs). */
export function DateInput({
  value,
  onChange,
  ...props
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  return (
    <DatePicker
      {...props}
      style={{ width: '100%' }}
      format={dateFormat}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange?.(day ? day.format(dateFormat) : null)}
    />
  );
}
