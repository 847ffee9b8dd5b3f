import { roleResource, type Text } from '@pharma/contract';
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
 * The tree table's columns: 角色名称, 角色别名, 角色排序 (titles from the declaration), then the actions. Not
 * crud/columns' buildColumns: that one knows only view / edit / delete, while roles have a fourth action (新增下级).
 */
export function roleColumns(t: TFunction, text: (t: Text) => string, actions: RoleActions): TableColumnsType<Role> {
  const { view, edit, remove, addChild } = actions;
  const { fields } = roleResource;
  return [
    { key: 'roleName', dataIndex: 'roleName', title: text(fields.roleName.label) },
    { key: 'roleAlias', dataIndex: 'roleAlias', title: text(fields.roleAlias.label) },
    { key: 'sort', dataIndex: 'sort', title: text(fields.sort.label), width: 100 },
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
