import { dictLabels } from '../../../platform/dict-reader.ts';
import type { ExportRow, ExportSource } from '../../../platform/excel/sources.ts';
import { type RegionFilters, regionListAfter, regionListWhere } from './region.service.ts';

const batch = 1000;
const filterKeys = ['code', 'name', 'parentCode', 'level'] as const;

/** The list's filters out of the export request: strings only, anything else is no filter. */
function filtersOf(raw: Record<string, unknown>): RegionFilters {
  const filters: RegionFilters = {};
  for (const key of filterKeys) {
    const value = raw[key];
    if (typeof value === 'string' || typeof value === 'number') filters[key] = String(value);
  }
  return filters;
}

/**
 * 导出 of 行政区划: what region/list shows (same filters, ordered by code), a thousand rows at a time by keyset on
 * the code, the level written as its label in the `region` dictionary.
 */
export const regionExportSource: ExportSource = {
  name: 'region',
  title: { zh: '行政区划', en: 'Regions' },
  permission: 'region',
  async open(ctx, raw) {
    const filters = filtersOf(raw);
    regionListWhere(filters); // refuses a bad level before the download starts
    const levels = await dictLabels(ctx, 'region');
    const columns = [
      { header: { zh: '区划编号', en: 'Code' }, width: 14, value: (r: ExportRow) => r.code },
      { header: { zh: '区划名称', en: 'Name' }, width: 24, value: (r: ExportRow) => r.name },
      { header: { zh: '上级编号', en: 'Parent code' }, width: 14, value: (r: ExportRow) => r.parentCode },
      {
        header: { zh: '层级', en: 'Level' },
        width: 14,
        value: (r: ExportRow) => levels.get(String(r.level)) ?? r.level,
      },
      { header: { zh: '排序', en: 'Order' }, width: 8, value: (r: ExportRow) => r.sort },
      { header: { zh: '备注', en: 'Remark' }, width: 30, value: (r: ExportRow) => r.remark ?? '' },
    ];
    async function* batches() {
      let after: string | undefined;
      for (;;) {
        const rows = await regionListAfter(ctx, filters, after, batch);
        if (rows.length === 0) return;
        yield rows as ExportRow[];
        if (rows.length < batch) return;
        after = rows[rows.length - 1]!.code;
      }
    }
    return { columns, batches: batches() };
  },
};
