import type { Text } from '@pharma/contract';
import { dictLabels } from '../../../platform/dict-reader.ts';
import type { ExportColumn, ExportRow, ExportSource } from '../../../platform/excel/sources.ts';
import { depthFirst, inBatches, textFilters } from '../../../platform/excel/tree.ts';
import { deptList } from './dept.service.ts';

/** The screen's labels (web depts/deptDefs.ts deptLabels). */
const labels = {
  deptName: { zh: '部门名称', en: 'Department name' },
  parentName: { zh: '上级部门', en: 'Parent department' },
  fullName: { zh: '部门全称', en: 'Full name' },
  deptCategory: { zh: '机构类型', en: 'Type' },
  sort: { zh: '排序', en: 'Order' },
} satisfies Record<string, Text>;

/**
 * 导出 of 部门管理: dept/list for the screen's search (部门名称 / 部门全称, each match with its ancestors), so the
 * same departments the caller reaches (their tenant, their data scope), flattened in tree order (a department,
 * then those below it, siblings by sort). 上级部门 names the parent the list shows; a department whose parent is
 * out of the caller's reach is at the top of their list and has none. 机构类型 as its dept_category label.
 */
export const deptExportSource: ExportSource = {
  name: 'dept',
  title: { zh: '部门管理', en: 'Departments' },
  permission: 'dept',
  async open(ctx, raw) {
    const filters = textFilters(raw, { deptName: labels.deptName, fullName: labels.fullName });
    const categories = await dictLabels(ctx, 'dept_category');
    const columns: ExportColumn[] = [
      { header: labels.deptName, width: 24, value: (r) => r.deptName },
      { header: labels.parentName, width: 24, value: (r) => r.parentName },
      { header: labels.fullName, width: 30, value: (r) => r.fullName },
      {
        header: labels.deptCategory,
        width: 12,
        value: (r) => (r.deptCategory == null ? '' : (categories.get(String(r.deptCategory)) ?? r.deptCategory)),
      },
      { header: labels.sort, width: 8, value: (r) => r.sort },
    ];
    const rows: ExportRow[] = depthFirst(await deptList(ctx, filters)).map(({ row, parent }) => ({
      ...row,
      parentName: parent?.deptName ?? '',
    }));
    return { columns, batches: inBatches(rows) };
  },
};
