import type { Text } from '@pharma/contract';
import type { ExportColumn, ExportRow, ExportSource } from '../../../platform/excel/sources.ts';
import { depthFirst, inBatches, textFilters } from '../../../platform/excel/tree.ts';
import { roleList } from './role.service.ts';

/** The screen's labels (web i18n role.*). */
const labels = {
  roleName: { zh: '角色名称', en: 'Role name' },
  parentName: { zh: '上级角色', en: 'Parent role' },
  tenantId: { zh: '所属租户', en: 'Tenant' },
  roleAlias: { zh: '角色别名', en: 'Role alias' },
  sort: { zh: '角色排序', en: 'Sort order' },
} satisfies Record<string, Text>;

/**
 * 导出 of 角色管理: role/list for the screen's search (角色名称 / 角色别名, each match with its ancestors): the
 * caller's tenant's roles (the platform administrator role only to the administrator), flattened in tree order
 * (a role, then those below it, siblings by sort), 上级角色 naming the parent the list shows.
 */
export const roleExportSource: ExportSource = {
  name: 'role',
  title: { zh: '角色管理', en: 'Roles' },
  permission: 'role',
  async open(ctx, raw) {
    const filters = textFilters(raw, { roleName: labels.roleName, roleAlias: labels.roleAlias });
    const columns: ExportColumn[] = [
      { header: labels.roleName, width: 24, value: (r) => r.roleName },
      { header: labels.parentName, width: 24, value: (r) => r.parentName },
      { header: labels.tenantId, width: 12, value: (r) => r.tenantId },
      { header: labels.roleAlias, width: 24, value: (r) => r.roleAlias },
      { header: labels.sort, width: 10, value: (r) => r.sort },
    ];
    const rows: ExportRow[] = depthFirst(await roleList(ctx, filters)).map(({ row, parent }) => ({
      ...row,
      parentName: parent?.roleName ?? '',
    }));
    return { columns, batches: inBatches(rows) };
  },
};
