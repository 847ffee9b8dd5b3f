import { tenantDatasourceMessages as messages, tenantDatasourceResource } from '@pharma/contract';
import { type SQL, sql } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { Ctx } from '../../../platform/context.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { checkedAddress, refusalIn } from '../../../platform/outbound/reach.ts';
import { addressOf, type DatasourceAddress, type DatasourceKind, kindOf } from './datasource-address.ts';

/**
 * How long a datasource may take to connect, and each statement on it to answer: a datasource that does not answer
 * gets its clear message within this, and holds nothing after it (the connection is closed whatever happened).
 */
export const datasourceTimeoutMs = 5000;

/** A read-only session on a datasource: the catalogue reads of the code generator and 测试连接 run here. */
export interface DatasourceSession {
  kind: DatasourceKind;
  /** The schema (PostgreSQL) or the database (MySQL) whose catalogue is read. */
  schema: string;
  /** A statement with `$1`… (PostgreSQL, the built-in) or `?` (MySQL) placeholders, in the read-only transaction. */
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

/** What the session needs of a datasource: its stored row (or the form's values), the password in clear. */
export interface DatasourceTarget {
  name: string;
  category?: unknown;
  url?: unknown;
  username?: unknown;
  password?: string | undefined;
}

/**
 * Runs `work` on a read-only session of the datasource, closed afterwards whatever happens. Writes are refused by
 * the database itself (a read-only transaction), every statement is bounded by `datasourceTimeoutMs`, and the host
 * is reached at the address the outbound rules checked (a name resolved once, so a rebinding changes nothing).
 * Failures become the datasource messages (timed out, refused, account, database); the driver's own text, which may
 * name internal hosts, never leaves the server.
 */
export async function withDatasource<T>(
  ctx: Ctx,
  privateHosts: readonly string[],
  target: DatasourceTarget,
  work: (session: DatasourceSession) => Promise<T>,
): Promise<T> {
  const kind = kindOf(target);
  if (!kind) throw badRequest(messages.unsupportedDriver);
  try {
    if (kind === 'builtin') return await onBuiltin(ctx, work);
    const address = addressOf(String(target.url)) as DatasourceAddress;
    const at = await checkedAddress({ tenantId: ctx.tenantId, privateHosts }, address.host);
    const host = at?.address ?? address.host;
    return address.kind === 'postgresql'
      ? await onPostgres(address, host, target, work)
      : await onMysql(address, host, target, work);
  } catch (error) {
    throw failureOf(error, target.name, String(target.url ?? ''));
  }
}

/** The console's own database, in a read-only transaction of its own. */
function onBuiltin<T>(ctx: Ctx, work: (session: DatasourceSession) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    await tx.execute(sql.raw(`set local statement_timeout = ${datasourceTimeoutMs}`));
    return work({
      kind: 'builtin',
      schema: 'public',
      query: async (text, params = []) => ((await tx.execute(withParams(text, params))) as { rows: never }).rows,
    });
  });
}

/** `$1`… placeholders as Drizzle parameters, so the built-in database takes the same statements as PostgreSQL. */
function withParams(text: string, params: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}

async function onPostgres<T>(
  address: DatasourceAddress,
  host: string,
  target: DatasourceTarget,
  work: (session: DatasourceSession) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    host,
    port: address.port,
    database: address.database,
    user: String(target.username ?? ''),
    password: target.password ?? '',
    ssl: address.ssl ? { servername: address.host } : false,
    connectionTimeoutMillis: datasourceTimeoutMs,
    statement_timeout: datasourceTimeoutMs,
    query_timeout: datasourceTimeoutMs + 1000,
    application_name: 'pharma-console catalogue',
  });
  // A connection lost later must not become an unhandled 'error' event (that ends the process).
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('begin transaction read only');
    const out = await work({
      kind: 'postgresql',
      schema: address.schema,
      query: async (text, params = []) => (await client.query(text, params as unknown[])).rows,
    });
    await client.query('rollback');
    return out;
  } finally {
    client.end().catch(() => undefined);
  }
}

async function onMysql<T>(
  address: DatasourceAddress,
  host: string,
  target: DatasourceTarget,
  work: (session: DatasourceSession) => Promise<T>,
): Promise<T> {
  const connection = await mysql.createConnection({
    host,
    port: address.port,
    database: address.database,
    user: String(target.username ?? ''),
    password: target.password ?? '',
    ssl: address.ssl ? { rejectUnauthorized: true } : undefined,
    connectTimeout: datasourceTimeoutMs,
    multipleStatements: false,
    supportBigNumbers: true,
  });
  connection.on('error', () => undefined);
  try {
    // MariaDB bounds a statement in seconds, MySQL (SELECTs) in milliseconds: whichever the server knows.
    await connection
      .query(`set session max_statement_time = ${datasourceTimeoutMs / 1000}`)
      .catch(() => connection.query(`set session max_execution_time = ${datasourceTimeoutMs}`))
      .catch(() => undefined);
    await connection.query('start transaction read only');
    const out = await work({
      kind: 'mysql',
      schema: address.database,
      query: async (text, params = []) => {
        const [rows] = await connection.query({ sql: text, timeout: datasourceTimeoutMs + 1000 }, params as unknown[]);
        return rows as never;
      },
    });
    await connection.query('rollback');
    return out;
  } finally {
    connection.destroy();
  }
}

const seconds = String(datasourceTimeoutMs / 1000);

/** The message for what went wrong, by the driver's codes; our own refusals pass through. */
function failureOf(error: unknown, name: string, url: string): AppError {
  if (error instanceof AppError) return error;
  const refused = refusalIn(error);
  if (refused)
    return badRequest('privateAddress', { field: tenantDatasourceResource.fields.url.label, host: refused.host });
  const e = error as { code?: string; errno?: number; message?: string };
  const code = String(e.code ?? '');
  const text = String(e.message ?? '');
  const detail = `${code} ${url.replace(/\/\/[^@/]*@/, '//')}`;
  const fail = (message: keyof typeof messages) => new AppError(400, messages[message], { name, seconds }, detail);
  if (['28P01', '28000', 'ER_ACCESS_DENIED_ERROR', 'ER_DBACCESS_DENIED_ERROR'].includes(code))
    return fail('authFailed');
  if (['3D000', 'ER_BAD_DB_ERROR'].includes(code)) return fail('noDatabase');
  if (
    ['57014', 'ETIMEDOUT', 'PROTOCOL_SEQUENCE_TIMEOUT', 'ER_STATEMENT_TIMEOUT', 'ER_QUERY_TIMEOUT'].includes(code) ||
    /timeout|timed out/i.test(text)
  )
    return fail('timedOut');
  if (['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNRESET'].includes(code))
    return fail('refused');
  return fail('failed');
}
