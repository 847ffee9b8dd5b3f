import { type QueryOf, type RecordDataRecord, type recordDataCalls, recordDataMessages } from '@pharma/contract';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { containing } from '../../../platform/crud/filters.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { keysetPage } from '../../../platform/keyset.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime, parseTime } from '../../../platform/time.ts';
import { recordData } from './record-data.table.ts';

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
  id: recordData.id,
  tenantId: recordData.tenantId,
  serviceId: recordData.serviceId,
  serverHost: recordData.serverHost,
  serverIp: recordData.serverIp,
  env: recordData.env,
  recordLevel: recordData.recordLevel,
  tableName: recordData.tableName,
  method: recordData.method,
  requestUri: recordData.requestUri,
  operation: recordData.operation,
  dataId: recordData.dataId,
  remoteIp: recordData.remoteIp,
  userAgent: recordData.userAgent,
  recordUserId: recordData.recordUserId,
  recordUserName: recordData.recordUserName,
  recordCost: recordData.recordCost,
  recordTime: recordData.recordTime,
  oldData: recordData.oldData,
  newData: recordData.newData,
  recordResult: recordData.recordResult,
  recordMessage: recordData.recordMessage,
  isDeleted: recordData.isDeleted,
};

/**
 * 数据审计's list: the caller's tenant's records (the platform administrator's: every tenant's unless one is named),
 * newest first by keyset. Records carry no data scope: a tenant's changes are its administrators' to read.
 */
export async function listRecords(ctx: Ctx, query: QueryOf<typeof recordDataCalls.list>) {
  const from = query.recordTime_datege ? parseTime(query.recordTime_datege, ctx.timeZone) : undefined;
  const until = query.recordTime_datelt ? parseTime(query.recordTime_datelt, ctx.timeZone) : undefined;
  const exact = (column: (typeof recordData)[keyof typeof recordData], value: string | undefined) =>
    value ? eq(column as typeof recordData.env, value) : undefined;
  const where = and(
    scoped(ctx, recordData, { tenantId: query.tenantId || undefined, acrossTenants: true, dataScope: false }),
    exact(recordData.serviceId, query.serviceId),
    exact(recordData.serverHost, query.serverHost),
    exact(recordData.serverIp, query.serverIp),
    exact(recordData.env, query.env),
    exact(recordData.recordLevel, query.recordLevel),
    exact(recordData.tableName, query.tableName),
    exact(recordData.operation, query.operation),
    query.dataId && /^\d{1,19}$/.test(query.dataId) ? eq(recordData.dataId, query.dataId) : undefined,
    exact(recordData.recordUserName, query.recordUserName),
    query.requestUri ? containing(recordData.requestUri, query.requestUri) : undefined,
    from ? gte(recordData.recordTime, from) : undefined,
    until ? lt(recordData.recordTime, until) : undefined,
  );
  const page = await keysetPage(
    ctx.db,
    { table: recordData, time: recordData.recordTime, id: recordData.id, fields, where },
    query,
  );
  return { ...page, records: page.records.map((r) => recordOf(r, ctx.timeZone)) };
}

export async function recordDetail(ctx: Ctx, id: string): Promise<RecordDataRecord> {
  const [row] = await ctx.db
    .select(fields)
    .from(recordData)
    .where(and(eq(recordData.id, id), scoped(ctx, recordData, { acrossTenants: true, dataScope: false })))
    .limit(1);
  if (!row) throw notFound(recordDataMessages.badId);
  return recordOf(row, ctx.timeZone);
}

/** save, update and submit: a record is evidence of a change, so nobody writes one by hand. */
export function refuseWrite(): never {
  throw badRequest(recordDataMessages.readOnly);
}

/** The platform administrator removes records (any tenant's); the removal itself goes to the audit trail. */
export async function removeRecords(ctx: Ctx, ids: string[]): Promise<true> {
  await ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(recordData)
      .set({ isDeleted: 1 })
      .where(and(inArray(recordData.id, ids), scoped(ctx, recordData, { acrossTenants: true, dataScope: false })))
      .returning({ id: recordData.id });
    if (done.length !== ids.length) throw notFound(recordDataMessages.badId);
    await audit({ ...ctx, db: tx as unknown as Ctx['db'] }, 'record.remove', {
      zh: `删除了 ${done.length} 条数据审计记录`,
      en: `Removed ${done.length} data-change records`,
    });
  });
  return true;
}
