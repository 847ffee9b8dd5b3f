import { recordDataMessages } from '@pharma/contract';
import type { Ctx, RequestInfo } from './context.ts';
import type { Db } from './db/database.ts';

/** One change of one row, as 数据审计 (system/record-data) stores it. */
export interface DataRecordLine {
  tenantId: string;
  tableName: string;
  operation: 'insert' | 'update' | 'delete';
  dataId: string;
  /** The row before and after, already masked (see `maskedRow`); undefined for an insert's before, a delete's after. */
  oldData: Record<string, unknown> | undefined;
  newData: Record<string, unknown> | undefined;
  userId: string;
  account: string;
  startedAt: number;
  request?: RequestInfo | undefined;
}

/** Stores a record through the caller's database (their transaction): the change and its record stand or fall together. */
export type DataRecordSink = (db: Db, line: DataRecordLine) => Promise<void>;

/**
 * Columns whose values never reach a record: passwords, their hashes and salts, secrets, keys and tokens (sealed or
 * not). Named by what they hold, so a new table's `app_secret` or `password_hash` is masked without anyone listing it.
 */
const secretName = /pass(word)?|pwd|secret|hash|salt|token|private|credential|api_?key|access_?key|secret_?key/i;

/**
 * A row as a record keeps it: bookkeeping columns left out (they say nothing a reader needs, and change on every
 * write), secrets masked, dates as ISO text. `secretKeys` adds the declared secret fields of a resource.
 */
export function maskedRow(
  row: Record<string, unknown>,
  secretKeys: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (bookkeeping.has(key)) continue;
    if (secretKeys.has(key) || secretName.test(key))
      out[key] = value == null || value === '' ? value : recordDataMessages.masked;
    else out[key] = value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? String(value) : value;
  }
  return out;
}
const bookkeeping = new Set(['updateUser', 'updateTime', 'createDept']);

/**
 * The one call that leaves a data-change record; given the write's context (`ctx.db` its transaction). Without the
 * module that keeps them (a test app of one module) it does nothing.
 */
export async function recordData(
  ctx: Pick<Ctx, 'db' | 'registry' | 'tenantId' | 'userId' | 'account' | 'request'>,
  line: Omit<DataRecordLine, 'userId' | 'account' | 'request' | 'tenantId'> & { tenantId?: string | undefined },
): Promise<void> {
  const sink = ctx.registry.dataRecordSink;
  if (!sink) return;
  await sink(ctx.db, {
    ...line,
    tenantId: line.tenantId ?? ctx.tenantId,
    userId: ctx.userId,
    account: ctx.account,
    request: ctx.request,
  });
}
