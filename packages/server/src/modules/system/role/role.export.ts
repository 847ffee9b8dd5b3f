import { permissionsOf, roleResource, tenantLabel } from '@pharma/contract';
import type { ExportColumn, ExportRow, ExportSource } from '../../../platform/excel/sources.ts';
import { depthFirst, inBatches, textFilters } from '../../../platform/excel/tree.ts';
import { roleList } from './role.service.ts';

/** The screen's labels: the declaration's. */
const { fields } = roleResource;

/**
 * 导出 of 角色管理: role/list for the screen's search (角色名称 / 角色别名, each match with its ancestors): the
 * caller's tenant's roles (the platform administrator role only to the administrator), flattened in tree order
 * (a role, then those below it, siblings by sort), 上级角色 naming the parent the list shows.
 */
export const roleExportSource: ExportSource = {
  name: roleResource.name,
  title: roleResource.title,
  permission: permissionsOf(roleResource).menu,
  async open(ctx, raw) {
    const filters = textFilters(raw, { roleName: fields.roleName.label, roleAlias: fields.roleAlias.label });
    const columns: ExportColumn[] = [
      { header: fields.roleName.label, width: 24, value: (r) => r.roleName },
      { header: fields.parentName.label, width: 24, value: (r) => r.parentName },
      { header: tenantLabel, width: 12, value: (r) => r.tenantId },
      { header: fields.roleAlias.label, width: 24, value: (r) => r.roleAlias },
      { header: fields.sort.label, width: 10, value: (r) => r.sort },
    ];
    const rows: ExportRow[] = depthFirst(await roleList(ctx, filters)).map(({ row, parent }) => ({
      ...row,
      parentName: parent?.roleName ?? '',
    }));
    return { columns, batches: inBatches(rows) };
  },
};
