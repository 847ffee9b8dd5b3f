import { hostname } from 'node:os';
import type { BodyOf, errorLogCalls } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { withoutStatementValues } from '../../../platform/logger.ts';
import { redactUrl } from '../../../platform/secrets.ts';
import type { ErrorSink } from '../../../platform/types.ts';
import { errorLog } from './error-log.table.ts';

const host = hostname();

/**
 * Records the server's unexpected errors in the error log. It runs after the reply is on its way and swallows its
 * own failures: a broken log must never turn one error into two.
 */
export function errorSink(db: Db, onFailure: (error: unknown) => void): ErrorSink {
  return (entry) => {
    const frame = /\((.+):(\d+):\d+\)/.exec(entry.error.stack ?? '');
    db.insert(errorLog)
      .values({
        tenantId: entry.tenantId ?? '000000',
        serviceId: 'pharma-console',
        serverHost: host,
        source: 'server',
        errorId: entry.errorId,
        method: entry.method,
        requestUri: redactUrl(entry.url).slice(0, 2000),
        userAgent: entry.userAgent?.slice(0, 1000),
        remoteIp: entry.ip,
        stackTrace: entry.error.stack ? withoutStatementValues(entry.error.stack) : null,
        exceptionName: entry.error.name.slice(0, 255),
        message: withoutStatementValues(entry.error.message),
        fileName: frame?.[1]?.slice(0, 1000),
        lineNumber: frame ? Number(frame[2]) : null,
        createBy: entry.account,
      })
      .catch(onFailure);
  };
}

/** Stores what the browser uploads from its local error log, under the caller's tenant and account. */
export async function saveBrowserLogs(
  ctx: Ctx,
  entries: BodyOf<typeof errorLogCalls.upload>,
  userAgent?: string,
): Promise<number> {
  if (entries.length === 0) return 0;
  await ctx.db.insert(errorLog).values(
    entries.map((e) => ({
      tenantId: ctx.tenantId,
      serviceId: 'pharma-console-web',
      source: 'browser',
      requestUri: e.url && redactUrl(e.url),
      exceptionName: e.type,
      message: e.message,
      stackTrace: e.stack,
      params: [e.time && `time=${e.time}`, e.info && `info=${e.info}`].filter(Boolean).join('\n') || null,
      userAgent: userAgent?.slice(0, 1000),
      createBy: ctx.account,
    })),
  );
  return entries.length;
}
