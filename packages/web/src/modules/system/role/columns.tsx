import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import type { Role } from './role.api.ts';

/** The row actions the user may use; a missing one has no button (no code, no action). */
export interface RoleActions {
  view?: (row: Role) => void;
  edit?: (row: Role) => void;
  remove?: (row: Role) => void;
  addChild?: (row: Role) => void;
}

/**
 * The tree table's columns. Not crud/columns' buildColumns: that one reads a resource declaration and knows only
 * view / edit / delete, while roles have no list declaration and a fourth action (新增下级).
 */
export function roleColumns(t: TFunction, actions: RoleActions): TableColumnsType<Role> {
  const { view, edit, remove, addChild } = actions;
  return [
    { key: 'roleName', dataIndex: 'roleName', title: t('role.roleName') },
    { key: 'tenantId', dataIndex: 'tenantId', title: t('role.tenant'), width: 120 },
    { key: 'roleAlias', dataIndex: 'roleAlias', title: t('role.roleAlias') },
    { key: 'sort', dataIndex: 'sort', title: t('role.sort'), width: 100 },
    ...actionsColumn<Role>(
      t('crud.actions'),
      [
        view && { key: 'view', label: t('crud.view'), run: view },
        edit && { key: 'edit', label: t('crud.edit'), run: edit },
        remove && { key: 'remove', label: t('crud.delete'), run: remove, danger: true },
        addChild && { key: 'addChild', label: t('role.addChild'), run: addChild },
      ],
      260,
    ),
  ];
}
