import { deptResource, type Text } from '@pharma/contract';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { DictTag } from '../../../dict/DictTag.tsx';
import type { Dept } from './dept.api.ts';
import { deptTexts } from './dept.texts.ts';

/** The row actions the user may use; a missing one has no button (no code, no action). */
export interface DeptActions {
  view?: (row: Dept) => void;
  edit?: (row: Dept) => void;
  remove?: (row: Dept) => void;
  addChild?: (row: Dept) => void;
}

/** 部门名称, 部门全称, 机构类型 (by name), 排序, then 查看 / 编辑 / 删除 / 新增下级. */
export function deptColumns(t: TFunction, text: (t: Text) => string, actions: DeptActions): TableColumnsType<Dept> {
  const { view, edit, remove, addChild } = actions;
  const { fields } = deptResource;
  return [
    { key: 'deptName', dataIndex: 'deptName', title: text(fields.deptName.label) },
    { key: 'fullName', dataIndex: 'fullName', title: text(fields.fullName.label) },
    {
      key: 'deptCategory',
      dataIndex: 'deptCategory',
      title: text(fields.deptCategory.label),
      width: 120,
      render: (value: unknown) => <DictTag code={fields.deptCategory.dict} value={value} />,
    },
    { key: 'sort', dataIndex: 'sort', title: text(fields.sort.label), width: 100 },
    ...actionsColumn<Dept>(
      t('crud.actions'),
      [
        view && { key: 'view', label: t('crud.view'), run: view },
        edit && { key: 'edit', label: t('crud.edit'), run: edit },
        remove && { key: 'remove', label: t('crud.delete'), run: remove, danger: true },
        addChild && { key: 'addChild', label: text(deptTexts.addChild), run: addChild },
      ],
      260,
    ),
  ];
}
