import {
  type FieldDef,
  fieldShows,
  type Lang,
  permissionsOf,
  pick,
  type ResourceDef,
  type Text,
} from '@pharma/contract';
import { and, type Column, count, desc, lt, type SQL } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { dictLabels } from '../dict-reader.ts';
import { keysetBatches, offsetBatches } from '../excel/batches.ts';
import type { ExportColumn, ExportSource } from '../excel/sources.ts';
import type { CrudService, Row } from './service.ts';

const createdAt: Text = { zh: '创建时间', en: 'Created at' };
const yes: Text = { zh: '是', en: 'Yes' };
const no: Text = { zh: '否', en: 'No' };

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A dictionary value as its label; a key the dictionary does not know (any more) is written as it is stored. */
function labelled(labels: Map<string, string>, multiple: boolean | undefined) {
  return (value: unknown): unknown => {
    if (blank(value)) return '';
    if (!multiple) return labels.get(String(value)) ?? value;
    return String(value)
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean)
      .map((key) => labels.get(key) ?? key)
      .join(', ');
  };
}

/** How a field's value reads in the file: the list's text, not the stored key. */
async function cellOf(ctx: Ctx, field: FieldDef): Promise<(value: unknown) => unknown> {
  if (field.dict) return labelled(await dictLabels(ctx, field.dict), field.multiple);
  if (field.type === 'boolean') {
    const lang: Lang = ctx.lang;
    return (value) => (blank(value) ? '' : pick(value === true || value === 1 || value === '1' ? yes : no, lang));
  }
  return (value) => value;
}

/** The list's columns: the declared list fields, the status when the resource shows it, then 创建时间. */
async function columnsOf(ctx: Ctx, service: CrudService): Promise<ExportColumn[]> {
  const { def } = service;
  const columns: ExportColumn[] = [];
  for (const [key, field] of Object.entries(def.fields)) {
    if (!fieldShows(field, 'list')) continue;
    const cell = await cellOf(ctx, field);
    columns.push({
      header: field.label,
      width: field.width ? Math.round(field.width / 7) : undefined,
      value: (row) => cell(row[key]),
    });
  }
  if (def.status) {
    const cell = labelled(await dictLabels(ctx, def.status.dict), false);
    columns.push({ header: def.status.label, value: (row) => cell(row.status) });
  }
  columns.push({ header: createdAt, width: 20, value: (row) => row.createTime });
  return columns;
}

/** Whether the list's order is its default, the id alone, newest first (see filters.ts orderOf). */
const byIdOnly = (def: ResourceDef, filters: Record<string, unknown>) =>
  !def.sort?.length && !filters.ascs && !filters.descs;

/**
 * The export of a declared resource: the rows its list would show the caller (the list's WHERE, so the tenant,
 * the data scopes and the filters; its ORDER BY), shaped as the list shapes them, read a batch at a time.
 * Whoever may open the list may export it.
 */
export function crudExportSource(service: CrudService): ExportSource {
  const { def, table } = service;
  return {
    name: def.name,
    title: def.title,
    permission: def.administratorOnly ? 'administrator' : permissionsOf(def).menu,
    async open(ctx, filters) {
      // Refuses a bad filter now, while an error envelope can still be sent.
      const where = service.listWhere(ctx, filters);
      const order = service.listOrder(filters);
      const columns = await columnsOf(ctx, service);
      const read = (condition: SQL | undefined, sort: SQL[], limit: number, offset = 0) =>
        ctx.db
          .select()
          .from(table)
          .where(condition)
          .orderBy(...sort)
          .limit(limit)
          .offset(offset)
          .then((rows) => rows.map((row) => service.shape(ctx, row as Row)));
      const id = table.id as Column;
      // In the lists' default order (newest id first) the rows are read by keyset, each query as cheap as the first;
      // any other order (declared or asked for) page by page.
      const batches = byIdOnly(def, filters)
        ? keysetBatches((below, limit) => read(and(where, below ? lt(id, below) : undefined), [desc(id)], limit))
        : offsetBatches((limit, offset) => read(where, order, limit, offset));
      return { columns, batches };
    },
    async count(ctx, filters) {
      const [row] = await ctx.db.select({ n: count() }).from(table).where(service.listWhere(ctx, filters));
      return Number(row?.n ?? 0);
    },
  };
}
