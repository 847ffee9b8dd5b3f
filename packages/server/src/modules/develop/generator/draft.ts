import type { BodyOf, ModelDraft, modelCalls } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { forbidden } from '../../../platform/errors.ts';
import { formatTime } from '../../../platform/time.ts';
import type { DatasourceSessions } from '../../tenant/public.ts';
import type { ModelCatalogue } from '../model/model.service.ts';
import { modelOf } from '../model/model.service.ts';
import { columnsOf } from './generate.service.ts';
import { declarationOf } from './pharma/declaration.ts';
import type { ColumnSettings } from './plan-of.ts';
import { planOf } from './plan-of.ts';

/** How many of the table's rows the draft screen shows. */
export const draftRows = 20;

type Cell = string | number | boolean | null;

/** A value as the list would show it: times in the configured zone, ids and amounts as text, bytes as a mark. */
function cellOf(ctx: Ctx, value: unknown, type: string): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date)
    return type === 'date' ? formatTime(value, ctx.timeZone).slice(0, 10) : formatTime(value, ctx.timeZone);
  if (type === 'datetime' && typeof value === 'string') {
    // PostgreSQL's text of a timestamptz (`2027-06-30 00:00:00+00`): an instant, shown in the configured zone.
    const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/.exec(value);
    if (m) return formatTime(new Date(`${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}`), ctx.timeZone);
  }
  if (typeof value === 'bigint') return String(value);
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'number' && (type === 'id' || type === 'decimal')) return String(value);
  return value as Cell;
}

/**
 * 预览界面: the declaration the grid's settings (as sent, not saved; none sent: the saved ones, else the defaults)
 * would generate, and the first rows of the model's table through that declaration, read in the datasource's
 * read-only session. Nothing is written and no code is made: the screen before the code.
 */
export function modelDrafts(catalogue: ModelCatalogue, sessions: DatasourceSessions) {
  return async (ctx: Ctx, modelId: string, sent: BodyOf<typeof modelCalls.draft>): Promise<ModelDraft> => {
    if (!ctx.isAdministrator) throw forbidden();
    const model = await modelOf(ctx, modelId);
    const table = String(model.modelTable);
    const info = await catalogue.info(ctx, String(model.datasourceId), table);
    const columns =
      sent.length > 0 ? (sent as unknown as ColumnSettings[]) : await columnsOf(ctx, modelId, info.fields);
    const prefix = table.includes('_') ? `${table.split('_')[0]}_` : '';
    const plan = planOf(
      { codeName: String(model.modelName), tableName: table, tablePrefix: prefix, serviceName: 'blade-draft' },
      columns,
      info.fields,
      { modules: new Set() },
    );
    const resource = declarationOf(plan, 'draft');
    const known = new Set(info.fields.map((f) => f.name));
    const shown = plan.fields.filter((f) => known.has(f.column));
    const rows = await sessions.withStored(ctx, String(model.datasourceId), async (session) => {
      const quote = (name: string) =>
        session.kind === 'mysql' ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;
      // A PostgreSQL date read as text: a Date object would be midnight in some zone, then shown as the day before.
      const select = shown.map((f) =>
        session.kind !== 'mysql' && f.type === 'date'
          ? `${quote(f.column)}::text as ${quote(f.column)}`
          : quote(f.column),
      );
      if (select.length === 0) return [];
      return session.query(`select ${select.join(', ')} from ${quote(table)} limit ${draftRows}`);
    });
    return {
      resource: { name: resource.name, title: resource.title, api: resource.api, fields: resource.fields as never },
      rows: rows.map((row, i) => ({
        id: String(i + 1),
        ...Object.fromEntries(shown.map((f) => [f.key, cellOf(ctx, row[f.column], f.type)])),
      })),
    };
  };
}
