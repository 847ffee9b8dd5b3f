import { type FieldDef, fieldShows, loginRecordCodes, loginRecordResource, type Text } from '@pharma/contract';
import { count } from 'drizzle-orm';
import { dictLabels } from '../../../platform/dict-reader.ts';
import type { ExportColumn, ExportRow, ExportSource } from '../../../platform/excel/sources.ts';
import { loginRecordBatches, loginRecordFilters, loginRecordWhere } from './login-record.service.ts';
import { loginRecordTable } from './login-record.table.ts';

const tenantLabel: Text = { zh: '所属租户', en: 'Tenant' };

/**
 * 导出 of 登录记录: what the list shows the caller (same filters and tenant, newest first), dictionary values as their
 * labels, read a thousand rows at a time by keyset however long the table has grown.
 */
export const loginRecordExportSource: ExportSource = {
  name: loginRecordResource.name,
  title: loginRecordResource.title,
  permission: loginRecordCodes.menu,
  async open(ctx, raw) {
    // Refuses a bad filter now, while an error envelope can still be sent.
    const filters = loginRecordFilters(raw);
    loginRecordWhere(ctx, filters);
    const columns: ExportColumn[] = [];
    if (ctx.isAdministrator) columns.push({ header: tenantLabel, width: 10, value: (row: ExportRow) => row.tenantId });
    for (const [key, field] of Object.entries(loginRecordResource.fields) as Array<[string, FieldDef]>) {
      if (!fieldShows(field, 'list')) continue;
      const labels = field.dict ? await dictLabels(ctx, field.dict) : undefined;
      columns.push({
        header: field.label,
        width: field.type === 'datetime' ? 20 : 14,
        value: (row: ExportRow) => {
          const value = row[key];
          if (value === null || value === undefined) return '';
          return labels ? (labels.get(String(value)) ?? value) : value;
        },
      });
    }
    return { columns, batches: loginRecordBatches(ctx, filters) };
  },
  async count(ctx, raw) {
    const filters = loginRecordFilters(raw);
    const [row] = await ctx.db.select({ n: count() }).from(loginRecordTable).where(loginRecordWhere(ctx, filters));
    return Number(row?.n ?? 0);
  },
};
