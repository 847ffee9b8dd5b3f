import { defineResource, type Text } from '@pharma/contract';

/**
 * 部门管理 as declarations the generic SearchForm and ViewDialog understand. The screen itself is a lazy tree
 * table with its own form, so this is not in `resources`; the labels and required messages live here once.
 */
export const deptLabels = {
  parentId: { zh: '上级部门', en: 'Parent department' },
  deptName: { zh: '部门名称', en: 'Department name' },
  fullName: { zh: '部门全称', en: 'Full name' },
  deptCategory: { zh: '机构类型', en: 'Type' },
  sort: { zh: '排序', en: 'Order' },
  remark: { zh: '备注', en: 'Remark' },
} satisfies Record<string, Text>;

export const deptRequired = {
  deptName: { zh: '请输入部门名称', en: 'Please enter the department name' },
  fullName: { zh: '请输入部门全称', en: 'Please enter the full name' },
  sort: { zh: '请输入排序', en: 'Please enter the order' },
} satisfies Record<string, Text>;

/** deptCategory's dictionary: 1 公司, 2 部门 (the server's default), 3 小组. */
export const deptCategoryDict = 'dept_category';

const base = {
  module: 'system',
  name: 'dept',
  title: { zh: '部门管理', en: 'Departments' },
  api: 'blade-system/dept',
  table: 'blade_dept',
} as const;

/** 部门名称 / 部门全称, both "contains" (dept/list keeps each match with its ancestors). */
export const deptSearchDef = defineResource({
  ...base,
  fields: {
    deptName: { type: 'string', label: deptLabels.deptName, search: 'like' },
    fullName: { type: 'string', label: deptLabels.fullName, search: 'like' },
  },
});

/** 查看 reads dept/detail, which names the parent (`parentName`). */
export const deptViewDef = defineResource({
  ...base,
  fields: {
    parentName: { type: 'string', label: deptLabels.parentId },
    deptName: { type: 'string', label: deptLabels.deptName },
    fullName: { type: 'string', label: deptLabels.fullName },
    deptCategory: { type: 'integer', label: deptLabels.deptCategory, dict: deptCategoryDict },
    sort: { type: 'integer', label: deptLabels.sort },
    remark: { type: 'text', label: deptLabels.remark },
  },
});
