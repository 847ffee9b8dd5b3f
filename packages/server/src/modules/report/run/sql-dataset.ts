import { reportMessages as messages, type ReportDataset, type Text } from '@pharma/contract';
import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { AppError, forbidden } from '../../../platform/errors.ts';
import { builtinDatasourceId, type DatasourceSessions } from '../../tenant/public.ts';
import { cellsOf, type DatasetRows } from './dataset-rows.ts';
import { checkedSql, type SqlProblem } from './sql-guard.ts';

type SqlDataset = Extract<ReportDataset, { kind: 'sql' }>;

export interface RunLimits {
  timeoutMs: number;
  rowCap: number;
}

/** The role report SQL runs as on the console's own database (drizzle/0042_report_role.sql). */
const reportRole = 'pharma_report';

const refusal = (text: Text, values: Record<string, string>) => new AppError(400, text, values);

function problemOf(dataset: SqlDataset, problem: SqlProblem): AppError {
  const name = dataset.name;
  switch (problem.kind) {
    case 'notSelect':
      return refusal(messages.notSelect, { name });
    case 'manyStatements':
      return refusal(messages.manyStatements, { name });
    case 'writes':
      return refusal(messages.writes, { name, word: problem.word });
    case 'refusedFunction':
      return refusal(messages.refusedFunction, { name, word: problem.word });
    case 'sleeps':
      return refusal(messages.sleepRefused, { name, word: problem.word });
    case 'unknownParameter':
      return refusal(messages.unknownParameter, { name, parameter: problem.parameter });
  }
}

/** The statement wrapped so the database stops after the row cap (and one more, to know it was cut). */
const capped = (text: string, rowCap: number) => `select * from (\n${text}\n) as report_rows limit ${rowCap + 1}`;

/** `$1`… placeholders as Drizzle parameters (bound, never pasted into the text). */
function withParams(text: string, params: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}

/** The PostgreSQL error behind the driver's and Drizzle's wrappers. */
function pgErrorOf(error: unknown): { code: string; message: string } | undefined {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth++) {
    const e = cause as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, message: String(e.message) };
    cause = e.cause;
  }
  return undefined;
}

/** The database's refusal as the dataset's message: its own words for the caller's SQL, never a stack. */
function failureOf(dataset: SqlDataset, error: unknown, limits: RunLimits): unknown {
  if (error instanceof AppError) return error;
  const pg = pgErrorOf(error);
  if (!pg) return error;
  const name = dataset.name;
  const detail = pg.message.slice(0, 300);
  if (pg.code === '57014') return refusal(messages.timedOut, { name, seconds: String(limits.timeoutMs / 1000) });
  if (pg.code === '25006') return refusal(messages.writes, { name, word: 'READ ONLY' });
  if (pg.code === '42501') return refusal(messages.noAccess, { name, detail });
  // Syntax, unknown names, bad casts and values: the class of errors the report's own SQL causes.
  if (/^(42|22|21|0A|2F|38|39)/.test(pg.code)) return refusal(messages.sqlError, { name, detail });
  return error;
}

/**
 * One run on the console's own database, as `pharma_report`: a transaction that writes the caller's tenant into
 * its own `blade_report_run` row (what row-level security reads, pharma_report_tenant()), then turns read-only,
 * bounds each statement and switches role. It is always rolled back, so the run row never outlives it.
 */
async function onBuiltin(
  ctx: Ctx,
  name: string,
  text: string,
  params: unknown[],
  limits: RunLimits,
): Promise<DatasetRows> {
  let result: { rows: Record<string, unknown>[]; fields?: Array<{ name: string }> } | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into blade_report_run (run_xid, tenant_id) values (txid_current(), ${ctx.tenantId})`);
      await tx.execute(sql`set transaction read only`);
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(limits.timeoutMs)}`));
      await tx.execute(sql.raw(`set local role ${reportRole}`));
      result = (await tx.execute(withParams(capped(text, limits.rowCap), params))) as never;
      // A backstop behind the check of the text: whatever the statement did, it must end as the report role.
      const [still] = (
        (await tx.execute(sql`select current_user as role`)) as unknown as { rows: Array<{ role: string }> }
      ).rows;
      if (still?.role !== reportRole) throw new AppError(400, messages.refusedFunction, { name, word: 'ROLE' });
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  const rows = result?.rows ?? [];
  const columns = result?.fields?.map((f) => f.name) ?? Object.keys(rows[0] ?? {});
  return cellsOf(ctx, columns, rows, limits.rowCap);
}

/**
 * A dataset of kind `sql`: checked (one SELECT, no writing keyword, declared parameters), then run on the built-in
 * database held to the caller's tenant, or, for the platform administrator only, on a stored datasource through
 * the tenant module's read-only sessions.
 */
export async function runSqlDataset(
  ctx: Ctx,
  sessions: DatasourceSessions,
  dataset: SqlDataset,
  values: Record<string, unknown>,
  limits: RunLimits,
  embedded: boolean,
): Promise<DatasetRows> {
  const declared = new Set(Object.keys(values));
  const builtin = dataset.datasourceId === builtinDatasourceId;
  if (!builtin && !ctx.isAdministrator) throw forbidden(messages.externalAdminOnly);
  const check = (numbered: boolean, placeholder: (i: number) => string) => {
    // PGlite has no timer to cancel a statement with: a report may not sleep on it.
    const checked = checkedSql(dataset.sql, declared, { numbered, placeholder, refuseSleep: builtin && embedded });
    if ('kind' in checked) throw problemOf(dataset, checked);
    return { text: checked.text, params: checked.order.map((n) => values[n] ?? null) };
  };
  try {
    if (builtin) {
      const { text, params } = check(true, (i) => `$${i}`);
      return await onBuiltin(ctx, dataset.name, text, params, limits);
    }
    return await sessions.withStored(ctx, dataset.datasourceId, async (session) => {
      const mysql = session.kind === 'mysql';
      const { text, params } = check(!mysql, (i) => (mysql ? '?' : `$${i}`));
      const rows = await session.query<Record<string, unknown>>(capped(text, limits.rowCap), params);
      return cellsOf(ctx, Object.keys(rows[0] ?? {}), rows, limits.rowCap);
    });
  } catch (error) {
    throw failureOf(dataset, error, limits);
  }
}
