import type { Text } from '@pharma/contract';
import { Form, Input, type TableColumnsType } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { usePagination } from '../../../crud/usePaging.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { type DateRange, DateRangeInput, DocListFrame, filledOf, rangeOf } from './frame.tsx';
import type { DocFilters, DocList } from './useDocList.tsx';

/**
 * A document list's page: the search bar with the filters given (its form named after the screen,
 * `purchase-order-search`), the toolbar and the row buttons of its controller (useDocList), what sits above the table
 * (the order's status tabs), the columns with the 操作 column after them, and the dialog open now.
 */
export function DocListPage<R extends { id: string; status: number }>({
  list,
  read,
  range,
  above,
  columns,
  children,
}: {
  list: DocList<R>;
  /** The list call's read: the page it answered. */
  read: { data?: { records?: R[]; total?: number } | null; isFetching: boolean };
  /** The names the call gives the date range's two ends (DocSearch's default otherwise). */
  range?: readonly [string, string];
  above?: ReactNode;
  columns: TableColumnsType<R>;
  /** The search bar's filters. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const pagination = usePagination(list.pager, read.data ?? undefined);
  return (
    <DocListFrame<R>
      search={
        <DocSearch name={`${list.screen.replaceAll('_', '-')}-search`} onSearch={list.search} range={range}>
          {children}
        </DocSearch>
      }
      toolbar={list.toolbar}
      above={above}
      columns={[...columns, ...actionsColumn<R>(t('crud.actions'), list.rowButtons, list.actionsWidth)]}
      rows={read.data?.records ?? []}
      rowKey="id"
      loading={read.isFetching}
      pagination={pagination}
    >
      {list.dialog}
    </DocListFrame>
  );
}

/**
 * A document list's search bar: the items given, then 查询 / 重置. It sends the filled values (text trimmed) and its
 * date range as the call names the two ends.
 */
export function DocSearch({
  name,
  onSearch,
  range = ['dateFrom', 'dateTo'],
  children,
}: {
  /** The form's name (its fields' ids). */
  name: string;
  onSearch: (filters: DocFilters) => void;
  range?: readonly [string, string];
  children: ReactNode;
}) {
  const [form] = Form.useForm<Record<string, unknown> & { range?: DateRange }>();
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      className="crud-search"
      onFinish={({ range: dates, ...values }) => onSearch({ ...filledOf(values), ...rangeOf(dates, ...range) })}
    >
      {children}
      <Form.Item>
        <SearchButtons form={form} onReset={() => onSearch({})} />
      </Form.Item>
    </Form>
  );
}

/** A text filter, its placeholder 请输入<label>. */
export function SearchText({ name, label, hint }: { name: string; label: Text; hint?: Text }) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <Form.Item name={name} label={text(label)}>
      <Input allowClear placeholder={hint ? text(hint) : t('crud.input', { label: text(label) })} />
    </Form.Item>
  );
}

/** A picker filter (货主, 供应商, …), its placeholder 请选择<label>. */
export function SearchPick({
  name,
  label,
  picker: Picker,
}: {
  name: string;
  label: Text;
  picker: ComponentType<{ placeholder?: string }>;
}) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <Form.Item name={name} label={text(label)}>
      <Picker placeholder={t('crud.select', { label: text(label) })} />
    </Form.Item>
  );
}

/** A dictionary filter (a type, a status). */
export function SearchDict({
  name,
  label,
  code,
  numeric,
  width,
}: {
  name: string;
  label: Text;
  code: string;
  numeric?: boolean;
  width: number;
}) {
  const text = useText();
  return (
    <Form.Item name={name} label={text(label)}>
      <DictSelect code={code} numeric={numeric} style={{ minWidth: width }} />
    </Form.Item>
  );
}

/** The date range filter (the form's `range`, sent under the names DocSearch is given). */
export function SearchRange({ label }: { label: Text }) {
  const text = useText();
  return (
    <Form.Item name="range" label={text(label)}>
      <DateRangeInput />
    </Form.Item>
  );
}
