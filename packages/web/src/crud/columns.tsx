import { fieldShows, type ResourceDef, type Text } from '@pharma/contract';
import { Button, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { DictTag } from '../dict/DictTag.tsx';
import type { CrudRecord } from './api.ts';
import { displayNode } from './display.ts';
import { fieldWidth } from './tableScroll.ts';

export interface RowActions {
  /** A screen's own buttons, first in the cell. */
  extra?: RowButton<CrudRecord>[];
  view?: (row: CrudRecord) => void;
  edit?: (row: CrudRecord) => void;
  remove?: (row: CrudRecord) => void;
}

/** A link button in a row's 操作 cell; `shows` leaves it out of the rows it does not apply to. */
export interface RowButton<T> {
  key: string;
  label: string;
  run: (row: T) => void;
  danger?: boolean;
  shows?: (row: T) => boolean;
}

/**
 * The 操作 column for any table: the given buttons, the ones the user may not use already left out by the caller
 * (no code, no button). No buttons → no column.
 */
export function actionsColumn<T>(
  title: string,
  buttons: ReadonlyArray<RowButton<T> | false | undefined>,
  width = 200,
): TableColumnsType<T> {
  const shown = buttons.filter((b): b is RowButton<T> => Boolean(b));
  if (shown.length === 0) return [];
  return [
    {
      key: 'actions',
      title,
      fixed: 'right',
      width,
      render: (_, row) => (
        <Space size={0}>
          {shown
            .filter((b) => b.shows?.(row) ?? true)
            .map((b) => (
              <Button key={b.key} type="link" size="small" danger={b.danger} onClick={() => b.run(row)}>
                {b.label}
              </Button>
            ))}
        </Space>
      ),
    },
  ];
}

/**
 * Table columns: the declared list fields (dictionary fields by their labels), the status when the resource shows
 * it (状态, by its dictionary), 创建时间, and the row actions the user is allowed (none → no column). Every column has
 * a width (the declared one, else one for its type), which the table's sideways scroll adds up (tableScroll.ts).
 */
export function buildColumns(
  def: ResourceDef,
  text: (t: Text) => string,
  t: TFunction,
  actions: RowActions,
): TableColumnsType<CrudRecord> {
  const columns: TableColumnsType<CrudRecord> = Object.entries(def.fields)
    .filter(([, field]) => fieldShows(field, 'list'))
    .map(([key, field]) => ({
      key,
      dataIndex: key,
      title: text(field.label),
      width: fieldWidth(field),
      ellipsis: field.type === 'text',
      render: (value: unknown) => displayNode(value, field, t),
    }));
  const { status } = def;
  if (status) {
    columns.push({
      key: 'status',
      dataIndex: 'status',
      title: text(status.label),
      width: 100,
      render: (value: unknown) => <DictTag code={status.dict} value={value} />,
    });
  }
  columns.push({ key: 'createTime', dataIndex: 'createTime', title: t('crud.createTime'), width: 180 });
  const { view, edit, remove, extra = [] } = actions;
  return [
    ...columns,
    ...actionsColumn<CrudRecord>(t('crud.actions'), [
      ...extra,
      view && { key: 'view', label: t('crud.view'), run: view },
      edit && { key: 'edit', label: t('crud.edit'), run: edit },
      remove && { key: 'remove', label: t('crud.delete'), run: remove, danger: true },
    ]),
  ];
}
