import * as contract from '@pharma/contract';
import { type CallDef, reportMessages as messages, type ReportDataset } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { cellsOf, type DatasetRows } from './dataset-rows.ts';

type CallDataset = Extract<ReportDataset, { kind: 'call' }>;

/** Sends a GET call of this console as the report's caller (their own token): the reply's envelope. */
export type CallAsCaller = (path: string, query: Record<string, string>) => Promise<{ status: number; body: unknown }>;

const isCall = (value: unknown): value is CallDef =>
  typeof value === 'object' && value !== null && typeof (value as CallDef).path === 'string';

/**
 * The paths a `call` dataset may name: every declared GET call that answers the envelope with data (a list, a page,
 * a picker), not a file, not a flat reply. Read from the contract once, as the declarations test reads it.
 */
const readableCalls: ReadonlySet<string> = (() => {
  const found = new Set<string>();
  const add = (call: CallDef) => {
    if (call.method !== 'GET' || call.file || call.flat || !call.reply) return;
    for (const path of contract.pathsOf(call)) found.add(path);
  };
  for (const value of Object.values(contract)) {
    if (isCall(value)) add(value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value))
      for (const inner of Object.values(value)) if (isCall(inner)) add(inner);
  }
  return found;
})();

/** `:name` in a query value becomes the parameter's value (blank for none). */
const filled = (value: string, values: Record<string, unknown>) =>
  value.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) =>
    name in values ? String(values[name] ?? '') : whole,
  );

/**
 * A dataset of kind `call`: the declared list call sent as the caller, so its tenant, data scope and permissions
 * apply exactly as on its screen; its rows are the page's records (or the array it answers), capped.
 */
export async function runCallDataset(
  ctx: Ctx,
  callAs: CallAsCaller,
  dataset: CallDataset,
  values: Record<string, unknown>,
  rowCap: number,
): Promise<DatasetRows> {
  const name = dataset.name;
  if (!readableCalls.has(dataset.path)) throw new AppError(400, messages.badCall, { name, path: dataset.path });
  const query = Object.fromEntries(Object.entries(dataset.query ?? {}).map(([k, v]) => [k, filled(v, values)]));
  const reply = await callAs(dataset.path, query);
  const body = reply.body as { success?: boolean; msg?: string; data?: unknown } | undefined;
  if (reply.status !== 200 || !body?.success)
    throw new AppError(400, messages.callRefused, { name, detail: String(body?.msg ?? reply.status).slice(0, 200) });
  const data = body.data as { records?: unknown } | unknown[] | undefined;
  const rows = (Array.isArray(data) ? data : Array.isArray(data?.records) ? data.records : []) as Array<
    Record<string, unknown>
  >;
  const columns = [...new Set(rows.slice(0, 50).flatMap((row) => Object.keys(row ?? {})))];
  return cellsOf(ctx, columns, rows, rowCap);
}
