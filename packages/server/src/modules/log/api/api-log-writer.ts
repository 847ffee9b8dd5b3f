import { hostname } from 'node:os';
import type { Text } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import type { ApiCallEntry, ApiLogWriter } from '../../../platform/api-log.ts';
import type { Db } from '../../../platform/db/database.ts';
import { isDatabaseUnavailable } from '../../../platform/db/outage.ts';
import { apiLog } from './api-log.table.ts';
import { callTitle } from './api-log-titles.ts';

const host = hostname();
/** Rows per statement. */
const batchRows = 2000;
/** What waits in memory while the database is away; beyond it the oldest calls are dropped (and counted). */
const queueLimit = 50_000;

type Row = typeof apiLog.$inferInsert;

/** Names by call and checked code, worked out once each (a handful of calls make most of the traffic). */
const names = new Map<string, Text>();

/**
 * A call's short name in both languages (api-log-titles.ts); a call nothing names keeps its summary (English, for
 * developers) rather than nothing, and an unknown path its path.
 */
function nameOf(entry: ApiCallEntry): Text {
  if (!entry.call) return { zh: entry.requestUri.slice(0, 255), en: entry.requestUri.slice(0, 255) };
  const key = `${entry.call.method} ${entry.call.path} ${entry.code ?? ''}`;
  let named = names.get(key);
  if (!named) {
    const title = callTitle(entry.call, entry.code);
    named = title
      ? { zh: title.zh.slice(0, 255), en: title.en.slice(0, 255) }
      : { zh: entry.title.slice(0, 255), en: entry.title.slice(0, 255) };
    names.set(key, named);
  }
  return named;
}
const text = (rows: Row[], key: keyof Row) => rows.map((r) => (r[key] ?? null) as string | null);

/**
 * One statement for a batch, its columns as 17 arrays (`unnest`): the parameters stay 17 whatever the batch, so
 * PostgreSQL binds and plans one small statement instead of one with tens of thousands of values.
 */
function insertAll(rows: Row[]) {
  const t = (key: keyof Row) => sql`${sql.param(text(rows, key))}::text[]`;
  return sql`insert into ${apiLog} (tenant_id, service_id, server_host, type, title, title_en, method, request_uri,
      user_agent, remote_ip, method_class, method_name, params, time, status, create_by, create_time)
    select * from unnest(${t('tenantId')}, ${t('serviceId')}, ${t('serverHost')}, ${t('type')}, ${t('title')}, ${t('titleEn')},
      ${t('method')}, ${t('requestUri')}, ${t('userAgent')}, ${t('remoteIp')}, ${t('methodClass')}, ${t('methodName')},
      ${t('params')}, ${sql.param(rows.map((r) => r.time ?? null))}::int[], ${sql.param(rows.map((r) => r.status ?? null))}::int[],
      ${t('createBy')}, ${sql.param(rows.map((r) => (r.createTime as Date).toISOString()))}::timestamptz[])`;
}

/**
 * 接口日志's writer: a call's entry is queued in memory as the reply leaves, and the queue is written in one
 * multi-row insert every `flushMs` (or as soon as a statement's worth is waiting). A request never waits for the log;
 * a crash loses the calls of the last `flushMs` at most, a closing server writes what is queued. While the database
 * is away the calls stay queued (up to `queueLimit`, the oldest dropped and counted beyond it) and are written once
 * it is back.
 */
export function apiLogWriter(db: Db, onFailure: (error: unknown) => void, flushMs: number): ApiLogWriter {
  let queue: Row[] = [];
  let writing: Promise<void> | undefined;
  let dropped = 0;
  /** Whether the last write found the database away (its next attempts wait for the timer, and are not reported). */
  let waiting = false;

  /** Keeps `rows` at the head of the queue (they are older than what came since), within the queue's bound. */
  const putBack = (rows: Row[]) => {
    queue = rows.concat(queue);
    if (queue.length > queueLimit) {
      dropped += queue.length - queueLimit;
      queue.splice(0, queue.length - queueLimit);
    }
  };

  const writeBatch = async (batch: Row[]) => {
    try {
      await db.execute(insertAll(batch));
      waiting = false;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        // The database is away (a restart, a failover): the batch waits in the queue and the next tick tries again,
        // one statement per tick, so a database that stays away costs one failed statement per `flushMs`.
        if (!waiting) onFailure(error);
        waiting = true;
        putBack(batch);
        return;
      }
      // Any other refusal would refuse the same rows again: they are dropped rather than retried forever.
      onFailure(error);
    }
  };

  const flush = (): Promise<void> => {
    if (writing || queue.length === 0) return writing ?? Promise.resolve();
    const batch = queue.length > batchRows ? queue.splice(0, batchRows) : queue;
    if (batch === queue) queue = [];
    if (dropped > 0) {
      onFailure(new Error(`API log: ${dropped} calls were dropped while the database was away`));
      dropped = 0;
    }
    writing = writeBatch(batch).finally(() => {
      writing = undefined;
      if (queue.length >= batchRows && !waiting) void flush();
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    write(entry: ApiCallEntry) {
      if (queue.length >= queueLimit) {
        queue.shift();
        dropped++;
      }
      const named = nameOf(entry);
      queue.push({
        tenantId: entry.tenantId,
        serviceId: 'pharma-console',
        serverHost: host,
        type: entry.status < 400 ? '1' : '2',
        title: named.zh,
        titleEn: named.en,
        method: entry.method,
        requestUri: entry.requestUri,
        userAgent: entry.userAgent,
        remoteIp: entry.remoteIp,
        methodClass: entry.methodClass,
        methodName: entry.methodName,
        params: entry.params,
        time: entry.time,
        status: entry.status,
        createBy: entry.account,
        createTime: entry.createTime,
      });
      if (queue.length >= batchRows && !waiting) void flush();
    },
    async close() {
      clearInterval(timer);
      await writing;
      // What is queued is written; a database that is away gets one more try, then the rest goes with the process.
      do await flush();
      while (queue.length > 0 && !waiting);
      if (queue.length > 0)
        onFailure(new Error(`API log: ${queue.length} calls were not written, the database is away`));
    },
  };
}
