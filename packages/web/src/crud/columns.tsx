import { fieldShows, type ResourceDef, type Text } from '@pharma/contract';
import { Button, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudRecord } from './api.ts';
import { displayValue } from './display.ts';

export interface RowActions {
  view?: (row: CrudRecord) => void;
  edit?: (row: CrudRecord) => void;
  remove?: (row: CrudRecord) => void;
}

/** Table columns: the declared list fields, 创建时间, and the row actions the user is allowed (none → no column). */
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
      width: field.width,
      ellipsis: field.type === 'text',
      render: (value: unknown) => displayValue(value, field, t),
    }));
  columns.push({ key: 'createTime', dataIndex: 'createTime', title: t('crud.createTime'), width: 180 });
  if (actions.view || actions.edit || actions.remove) {
    columns.push({
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'right',
      width: 200,
      render: (_, row) => (
        <Space size={0}>
          {actions.view && (
            <Button type="link" size="small" onClick={() => actions.view?.(row)}>
              {t('crud.view')}
            </Button>
          )}
          {actions.edit && (
            <Button type="link" size="small" onClick={() => actions.edit?.(row)}>
              {t('crud.edit')}
            </Button>
          )}
          {actions.remove && (
            <Button type="link" size="small" danger onClick={() => actions.remove?.(row)}>
              {t('crud.delete')}
            </Button>
          )}
        </Space>
      ),
    });
  }
  return columns;
}
