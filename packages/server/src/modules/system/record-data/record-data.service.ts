import { recordDataMessages as m, type QueryOf, type RecordDataRecord, type recordDataCalls } from '@pharma/contract';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { containing } from '../../../platform/crud/filters.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { keysetPage } from '../../../platform/keyset.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime, parseTime } from '../../../platform/time.ts';
import { recordData as t } from './record-data.table.ts';

const numeric = new Set(['recordCost']);

/** A stored record as the API sends it: '' for nothing, times in the configured zone. */
function recordOf(row: Record<string, unknown>, timeZone: string): RecordDataRecord {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'isDeleted') continue;
    if (value instanceof Date) out[key] = formatTime(value, timeZone);
    else if (value === null || value === undefined) out[key] = numeric.has(key) ? 0 : '';
    else out[key] = value;
  }
  return out as RecordDataRecord;
}

const { isDeleted: _deleted, ...fields } = {
  id: t.id,
  tenantId: t.tenantId,
  serviceId: t.serviceId,
  serverHost: t.serverHost,
  serverIp: t.serverIp,
  env: t.env,
  recordLevel: t.recordLevel,
  tableName: t.tableName,
  method: t.method,
  requestUri: t.requestUri,
  operation: t.operation,
  dataId: t.dataId,
  remoteIp: t.remoteIp,
  userAgent: t.userAgent,
  recordUserId: t.recordUserId,
  recordUserName: t.recordUserName,
  recordCost: t.recordCost,
  recordTime: t.recordTime,
  oldData: t.oldData,
  newData: t.newData,
  recordResult: t.recordResult,
  recordMessage: t.recordMessage,
  isDeleted: t.isDeleted,
};

/**
 * 数据审计's list: the caller's tenant's records (the platform administrator's: every tenant's unless one is named),
 * newest first by keyset. Records carry no data scope: a tenant's changes are its administrators' to read.
 */
export async function listRecords(ctx: Ctx, query: QueryOf<typeof recordDataCalls.list>) {
  const from = query.recordTime_datege ? parseTime(query.recordTime_datege, ctx.timeZone) : undefined;
  const until = query.recordTime_datelt ? parseTime(query.recordTime_datelt, ctx.timeZone) : undefined;
  const exact = (column: (typeof t)[keyof typeof t], value: string | undefined) =>
    value ? eq(column as typeof t.env, value) : undefined;
  const where = and(
    scoped(ctx, t, { tenantId: query.tenantId || undefined, acrossTenants: true, dataScope: false }),
    exact(t.serviceId, query.serviceId),
    exact(t.serverHost, query.serverHost),
    exact(t.serverIp, query.serverIp),
    exact(t.env, query.env),
    exact(t.recordLevel, query.recordLevel),
    exact(t.tableName, query.tableName),
    exact(t.operation, query.operation),
    query.dataId && /^\d{1,19}$/.test(query.dataId) ? eq(t.dataId, query.dataId) : undefined,
    exact(t.recordUserName, query.recordUserName),
    query.requestUri ? containing(t.requestUri, query.requestUri) : undefined,
    from ? gte(t.recordTime, from) : undefined,
    until ? lt(t.recordTime, until) : undefined,
  );
  const page = await keysetPage(ctx.db, { table: t, time: t.recordTime, id: t.id, fields, where }, query);
  return { ...page, records: page.records.map((r) => recordOf(r, ctx.timeZone)) };
}

export async function recordDetail(ctx: Ctx, id: string): Promise<RecordDataRecord> {
  const [row] = await ctx.db
    .select(fields)
    .from(t)
    .where(and(eq(t.id, id), scoped(ctx, t, { acrossTenants: true, dataScope: false })))
    .limit(1);
  if (!row) throw notFound(m.badId);
  return recordOf(row, ctx.timeZone);
}

/** save, update and submit: a record is evidence of a change, so nobody writes one by hand. */
export function refuseWrite(): never {
  throw badRequest(m.readOnly);
}

/** The platform administrator removes records (any tenant's); the removal itself goes to the audit trail. */
export async function removeRecords(ctx: Ctx, ids: string[]): Promise<true> {
  await ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(t)
      .set({ isDeleted: 1 })
      .where(and(inArray(t.id, ids), scoped(ctx, t, { acrossTenants: true, dataScope: false })))
      .returning({ id: t.id });
    if (done.length !== ids.length) throw notFound(m.badId);
    await audit({ ...ctx, db: tx as unknown as Ctx['db'] }, 'record.remove', {
      zh: `删除了 ${done.length} 条数据审计记录`,
      en: `Removed ${done.length} data-change records`,
    });
  });
  return true;
}
