import { logMessages } from '@pharma/contract';
import { and, eq, getTableColumns, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context.ts';
import { containing } from '../../platform/crud/filters.ts';
import { notFound } from '../../platform/errors.ts';
import { type KeysetPage, type KeysetQuery, keysetPage } from '../../platform/keyset.ts';
import { scoped } from '../../platform/scope.ts';
import { formatTime, parseTime } from '../../platform/time.ts';

/** The columns every log table has, that the shared filters read. */
export interface LogColumns {
  id: PgColumn;
  createTime: PgColumn;
  createBy: PgColumn;
  requestUri: PgColumn;
  serviceId: PgColumn;
  serverHost: PgColumn;
}

/** The filters of every log list (time range, tenant, user, path, service, host). */
export interface LogQuery {
  createTime_datege?: string | undefined;
  createTime_datelt?: string | undefined;
  tenantId?: string | undefined;
  createBy?: string | undefined;
  requestUri?: string | undefined;
  serviceId?: string | undefined;
  serverHost?: string | undefined;
}

/**
 * The rows of a log the caller may read, narrowed by the shared filters: their own tenant's, or for the platform
 * administrator every tenant's unless they name one. Logs have no data scope: a tenant's log is its administrators'.
 */
export function logConditions(
  ctx: Ctx,
  table: PgTable & LogColumns,
  query: LogQuery,
  own: SQL[] = [],
): SQL | undefined {
  const from = query.createTime_datege ? parseTime(query.createTime_datege, ctx.timeZone) : undefined;
  const until = query.createTime_datelt ? parseTime(query.createTime_datelt, ctx.timeZone) : undefined;
  return and(
    scoped(ctx, table, { tenantId: query.tenantId || undefined, acrossTenants: true, dataScope: false }),
    from ? gte(table.createTime, from) : undefined,
    until ? lt(table.createTime, until) : undefined,
    query.createBy ? eq(table.createBy, query.createBy) : undefined,
    query.requestUri ? containing(table.requestUri, query.requestUri) : undefined,
    query.serviceId ? eq(table.serviceId, query.serviceId) : undefined,
    query.serverHost ? eq(table.serverHost, query.serverHost) : undefined,
    ...own,
  );
}

/** A stored row as the API sends it: '' for an empty text, 0 for an empty number, times in the configured zone. */
export function logRecordOf(row: Record<string, unknown>, timeZone: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = formatTime(value, timeZone);
    else if (value === null || value === undefined) out[key] = numeric.has(key) ? 0 : '';
    else out[key] = value;
  }
  return out;
}
const numeric = new Set(['time', 'status', 'lineNumber']);

/**
 * A log's list and detail, replying `record`s: the shared filters plus the log's own (`own`), newest first, by page
 * number for the first 10,000 rows and by cursor beyond (platform/keyset.ts).
 */
export function logReader<Rec, Q extends LogQuery & KeysetQuery>(
  table: PgTable & LogColumns,
  _record: z.ZodType<Rec>,
  own: (query: Q) => Array<SQL | undefined>,
) {
  const fields = getTableColumns(table);
  return {
    async list(ctx: Ctx, query: Q): Promise<KeysetPage<Rec>> {
      const where = logConditions(
        ctx,
        table,
        query,
        own(query).filter((c): c is SQL => c !== undefined),
      );
      const page = await keysetPage(ctx.db, { table, time: table.createTime, id: table.id, fields, where }, query);
      return { ...page, records: page.records.map((row) => logRecordOf(row, ctx.timeZone) as Rec) };
    },
    async detail(ctx: Ctx, id: string): Promise<Rec> {
      const [row] = await ctx.db
        .select(fields)
        .from(table as PgTable)
        .where(and(eq(table.id, id), scoped(ctx, table, { acrossTenants: true, dataScope: false })));
      if (!row) throw notFound(logMessages.notFound);
      return logRecordOf(row, ctx.timeZone) as Rec;
    },
  };
}
