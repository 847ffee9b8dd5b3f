import { hostname, networkInterfaces } from 'node:os';
import type { DataRecordSink } from '../../../platform/data-record.ts';
import { recordData } from './record-data.table.ts';

const host = hostname();
const ip =
  Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address ?? '127.0.0.1';
const env = process.env.NODE_ENV === 'production' ? 'prod' : 'dev';
const maxJson = 20_000;

/** The fields that differ between the row before and after, each with both values (all of one side otherwise). */
export function changesOf(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  const out: Record<string, { old: unknown; new: unknown }> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) out[key] = { old: a, new: b };
  }
  return out;
}

const json = (row: Record<string, unknown> | undefined) =>
  row ? JSON.stringify(row, null, 2).slice(0, maxJson) : null;
const verbs = {
  insert: { zh: '新增', en: 'added' },
  update: { zh: '修改', en: 'changed' },
  delete: { zh: '删除', en: 'removed' },
} as const;

/** Writes one record through the caller's database (the write's transaction). */
export const recordDataSink: DataRecordSink = async (db, line) => {
  const changed = changesOf(line.oldData, line.newData);
  const fields = Object.keys(changed).join(', ');
  await db.insert(recordData).values({
    tenantId: line.tenantId,
    serviceId: 'pharma-console',
    serverHost: host,
    serverIp: ip,
    env,
    recordLevel: line.operation === 'delete' ? 'warn' : 'info',
    tableName: line.tableName,
    operation: line.operation,
    dataId: /^\d{1,19}$/.test(line.dataId) ? line.dataId : null,
    method: line.request?.method,
    requestUri: line.request?.url.split('?')[0]?.slice(0, 2000),
    remoteIp: line.request?.ip,
    userAgent: line.request?.userAgent?.slice(0, 1000),
    recordUserId: /^\d{1,19}$/.test(line.userId) ? line.userId : null,
    recordUserName: line.account,
    recordCost: Math.max(0, Date.now() - line.startedAt),
    oldData: json(line.oldData),
    newData: json(line.newData),
    recordResult: JSON.stringify(changed, null, 2).slice(0, maxJson),
    // Written in both languages once: the record outlives the language of whoever reads it.
    recordMessage: `${line.account} ${verbs[line.operation].zh} ${line.tableName} #${line.dataId}${
      line.operation === 'update' ? `：${fields || '无变化'}` : ''
    } / ${line.account} ${verbs[line.operation].en} ${line.tableName} #${line.dataId}${
      line.operation === 'update' ? `: ${fields || 'no change'}` : ''
    }`,
  });
};
