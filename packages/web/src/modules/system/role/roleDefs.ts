import { defineResource } from '@pharma/contract';

/**
 * The roles screen as declarations the generic SearchForm and ViewDialog understand. Roles have their own calls
 * and tree table, so this is not in `resources`; only the search and view parts are used.
 */
const roleName = { zh: '角色名称', en: 'Role name' };
const roleAlias = { zh: '角色别名', en: 'Role alias' };

const base = {
  module: 'system',
  name: 'role',
  title: { zh: '角色管理', en: 'Roles' },
  api: 'blade-system/role',
  table: 'blade_role',
} as const;

/** 角色名称 / 角色别名, both "contains". */
export const roleSearchDef = defineResource({
  ...base,
  fields: {
    roleName: { type: 'string', label: roleName, search: 'like' },
    roleAlias: { type: 'string', label: roleAlias, search: 'like' },
  },
});

/** 查看 reads `role/detail`; the parent's name comes from the table (the detail sends only `parentId`). */
export const roleViewDef = defineResource({
  ...base,
  fields: {
    roleName: { type: 'string', label: roleName },
    roleAlias: { type: 'string', label: roleAlias },
    parentName: { type: 'string', label: { zh: '上级角色', en: 'Parent role' } },
    sort: { type: 'integer', label: { zh: '角色排序', en: 'Sort order' } },
    tenantId: { type: 'string', label: { zh: '所属租户', en: 'Tenant' } },
  },
});
