import { Button, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { Role } from './api.ts';

/** The row actions the user may use; a missing one has no button (no code, no action). */
export interface RoleActions {
  view?: (row: Role) => void;
  edit?: (row: Role) => void;
  remove?: (row: Role) => void;
  addChild?: (row: Role) => void;
}

/**
 * The tree table's columns. Not crud/columns' buildColumns: that one reads a resource declaration and knows only
 * view / edit / delete, while roles have no declaration and a fourth action (新增下级).
 */
export function roleColumns(t: TFunction, actions: RoleActions): TableColumnsType<Role> {
  const columns: TableColumnsType<Role> = [
    { key: 'roleName', dataIndex: 'roleName', title: t('role.roleName') },
    { key: 'tenantId', dataIndex: 'tenantId', title: t('role.tenant'), width: 120 },
    { key: 'roleAlias', dataIndex: 'roleAlias', title: t('role.roleAlias') },
    { key: 'sort', dataIndex: 'sort', title: t('role.sort'), width: 100 },
  ];
  const buttons: Array<[keyof RoleActions, string]> = [
    ['view', t('crud.view')],
    ['edit', t('crud.edit')],
    ['remove', t('crud.delete')],
    ['addChild', t('role.addChild')],
  ];
  const shown = buttons.filter(([key]) => actions[key]);
  if (shown.length === 0) return columns;
  columns.push({
    key: 'actions',
    title: t('crud.actions'),
    fixed: 'right',
    width: 260,
    render: (_, row) => (
      <Space size={0}>
        {shown.map(([key, label]) => (
          <Button key={key} type="link" size="small" danger={key === 'remove'} onClick={() => actions[key]?.(row)}>
            {label}
          </Button>
        ))}
      </Space>
    ),
  });
  return columns;
}
