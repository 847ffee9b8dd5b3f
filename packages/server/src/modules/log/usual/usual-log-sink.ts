import { hostname } from 'node:os';
import type { AuditSink } from '../../../platform/audit.ts';
import { usualLog } from './usual-log.table.ts';

const host = hostname();

/** Writes one line of the audit trail through the caller's database (their transaction, when they are in one). */
export const usualLogSink: AuditSink = async (db, line) => {
  await db.insert(usualLog).values({
    tenantId: line.tenantId,
    serviceId: 'pharma-console',
    serverHost: host,
    logLevel: line.level,
    logId: line.event,
    logData: line.data.slice(0, 10_000),
    method: line.request?.method,
    requestUri: line.request?.url.split('?')[0]?.slice(0, 2000),
    params: line.request?.url.includes('?') ? line.request.url.slice(line.request.url.indexOf('?') + 1) : null,
    userAgent: line.request?.userAgent,
    remoteIp: line.request?.ip,
    methodClass: line.event.split('.')[0],
    methodName: line.event.split('.')[1],
    createBy: line.account,
  });
};
