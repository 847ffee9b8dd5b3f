import { defineResource, permissionsOf, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';
import { roleMessages } from '../user/user.ts';

/** 权限设置: the dialog that replaces the selected roles' menus, data scopes and API scopes. */
export const roleGrantButton = {
  key: 'grant',
  name: { zh: '权限设置', en: 'Permissions' },
  action: 1,
  icon: 'setting',
} as const satisfies ExtraButton;

/**
 * 角色管理: a tree of roles per tenant. Its screen is a tree table with its own dialogs (新增下级, 权限设置, 挂载租户)
 * and its calls are its own (role.calls.ts), but its fields are declared here once: the server validates a submit
 * with them and the screen's form, search, columns and view are built from them.
 */
export const roleResource = defineResource({
  module: 'authority',
  name: 'role',
  title: { zh: '角色管理', en: 'Roles' },
  api: 'blade-system/role',
  table: 'blade_role',
  menu: {
    path: '/authority/role',
    icon: 'TeamOutlined',
    sort: 1,
    buttons: [...standardButtonKeys, roleGrantButton],
  },
  crossTenant: true,
  fields: {
    roleName: {
      type: 'string',
      search: 'like',
      label: { zh: '角色名称', en: 'Role name' },
      required: roleMessages.nameRequired,
    },
    roleAlias: {
      type: 'string',
      search: 'like',
      label: { zh: '角色别名', en: 'Role alias' },
      required: roleMessages.aliasRequired,
    },
    parentId: { type: 'id', label: { zh: '上级角色', en: 'Parent role' }, list: false, view: false },
    /** role/list sends only `parentId`: the screen names the parent from its own rows (listByPage_v2 sends it). */
    parentName: { type: 'string', label: { zh: '上级角色', en: 'Parent role' }, readOnly: true, list: false },
    sort: { type: 'integer', label: { zh: '角色排序', en: 'Sort order' } },
  },
});

/** The codes the role calls check and the screen's buttons follow: the menu, the standard four and role_grant. */
export const roleCodes = {
  ...permissionsOf(roleResource),
  grant: `${roleResource.name}_${roleGrantButton.key}`,
} as const;
