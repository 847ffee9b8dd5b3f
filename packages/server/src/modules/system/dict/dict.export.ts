import { parentDictKey } from '@pharma/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../../platform/context.ts';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { ExportColumn, ExportRow, ExportSource } from '../../../platform/excel/sources.ts';
import type { DictService } from './dict.service.ts';

const batchSize = 1000;

/** The list's filters are text; anything else is refused before the download starts. */
function filtersOf(filters: Record<string, unknown>): { code?: string; dictValue?: string } {
  const out: Record<string, string> = {};
  for (const key of ['code', 'dictValue'] as const) {
    const value = filters[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw badRequest('invalidField', { field: key });
    }
    out[key] = String(value);
  }
  return out;
}

/**
 * The export of a dictionary list: every dictionary the list's filters (code, dictValue) keep, each followed by
 * its entries, in the list's order (dictionaries by sort then id, entries by sort then key), read 1000 rows at a time.
 */
export function dictExportSource(service: DictService): ExportSource {
  const { def } = service;
  return {
    name: def.codes.menu,
    title: def.title,
    permission: def.codes.menu,
    async open(ctx: Ctx, filters) {
      const query = filtersOf(filters);
      const sealedLabels = await dictLabels(ctx, 'is_sealed');
      const row = def.table;
      const parent = alias(def.table, 'parent');
      const columns: ExportColumn[] = [
        { header: { zh: '字典编号', en: 'Code' }, width: 20, value: (r) => r.code },
        { header: { zh: '字典名称', en: 'Name' }, width: 20, value: (r) => r.parentName },
        {
          header: { zh: '字典键值', en: 'Key' },
          width: 16,
          value: (r) => (r.dictKey === parentDictKey ? '' : r.dictKey),
        },
        { header: { zh: '字典值', en: 'Value' }, width: 24, value: (r) => r.dictValue },
        { header: { zh: '排序', en: 'Order' }, width: 8, value: (r) => r.sort },
        {
          header: { zh: '封存', en: 'Sealed' },
          width: 8,
          value: (r) => sealedLabels.get(String(r.isSealed)) ?? String(r.isSealed),
        },
        { header: { zh: '备注', en: 'Remark' }, width: 30, value: (r) => r.remark ?? '' },
      ];
      const where = and(
        // The alias keeps the table's columns; only its name differs from what the type says.
        ...service.parentWhere(ctx, query, parent as unknown as typeof row),
        ...service.visible(ctx, row),
      );
      async function* batches(): AsyncIterable<ExportRow[]> {
        for (let offset = 0; ; offset += batchSize) {
          const rows = await ctx.db
            .select({ row, parent })
            .from(row)
            // Each row with its dictionary: a dictionary is its own (its parent id is 0, no row has that id).
            .innerJoin(parent, or(eq(parent.id, row.id), eq(parent.id, row.parentId)))
            .where(where)
            .orderBy(
              asc(parent.sort),
              asc(parent.id),
              // The dictionary's own row (parent id 0) before its entries.
              asc(row.parentId),
              asc(row.sort),
              asc(row.dictKey),
              asc(row.id),
            )
            .limit(batchSize)
            .offset(offset);
          if (rows.length > 0) {
            yield rows.map((r) => ({
              code: r.row.code,
              parentName: service.labelOf(ctx, r.parent),
              dictKey: r.row.dictKey,
              dictValue: service.labelOf(ctx, r.row),
              sort: r.row.sort,
              isSealed: r.row.isSealed,
              remark: r.row.remark,
            }));
          }
          if (rows.length < batchSize) return;
        }
      }
      return { columns, batches: batches() };
    },
  };
}
