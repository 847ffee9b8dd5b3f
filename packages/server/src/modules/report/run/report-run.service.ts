import {
  type BodyOf,
  reportMessages as messages,
  pick,
  type ReplyOf,
  type ReportDefinition,
  type reportCalls,
} from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { DatasourceSessions } from '../../tenant/public.ts';
import { reportFile } from '../report-file/report-file.service.ts';
import { type CallAsCaller, runCallDataset } from './call-dataset.ts';
import type { DatasetRows } from './dataset-rows.ts';
import { type RunLimits, runSqlDataset } from './sql-dataset.ts';

export interface RunSetting extends RunLimits {
  sessions: DatasourceSessions;
  /** The console's own database is the embedded one (PGlite), which cannot cancel a statement. */
  embedded: boolean;
}

/** The caller's values for the report's parameters, each read as its type says; a missing one takes its default. */
export function parameterValues(
  ctx: Ctx,
  definition: ReportDefinition,
  given: Record<string, unknown> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const p of definition.parameters) {
    const raw = given[p.name] ?? p.default ?? null;
    const blank = raw === null || raw === undefined || String(raw).trim() === '';
    const bad = () => new AppError(400, messages.badParameter, { label: pick(p.label, ctx.lang) });
    if (blank) values[p.name] = null;
    else if (p.type === 'number') {
      const n = Number(raw);
      if (!Number.isFinite(n)) throw bad();
      values[p.name] = n;
    } else if (p.type === 'date') {
      const text = String(raw).trim();
      if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(text)) throw bad();
      values[p.name] = text;
    } else values[p.name] = String(raw).trim();
  }
  return values;
}

/**
 * Runs every dataset of the report with the caller's parameters, one after the other; with `one` (the export), only
 * the dataset it names, by default the first.
 */
export async function runReport(
  ctx: Ctx,
  setting: RunSetting,
  callAs: CallAsCaller,
  body: BodyOf<typeof reportCalls.run>,
  one?: { name?: string | undefined },
): Promise<{ title: ReportDefinition['title']; datasets: Array<DatasetRows & { name: string }> }> {
  const { definition } = await reportFile(ctx, body.id);
  const values = parameterValues(ctx, definition, body.parameters ?? {});
  const wanted = one && (one.name ?? definition.datasets[0]?.name ?? '');
  const chosen = wanted === undefined ? definition.datasets : definition.datasets.filter((d) => d.name === wanted);
  if (wanted !== undefined && chosen.length === 0) throw new AppError(400, messages.noSuchDataset, { name: wanted });
  const datasets: Array<DatasetRows & { name: string }> = [];
  for (const dataset of chosen) {
    const rows =
      dataset.kind === 'sql'
        ? await runSqlDataset(ctx, setting.sessions, dataset, values, setting, setting.embedded)
        : await runCallDataset(ctx, callAs, dataset, values, setting.rowCap);
    datasets.push({ name: dataset.name, ...rows });
  }
  return { title: definition.title, datasets };
}

export type RunReply = ReplyOf<typeof reportCalls.run>;
