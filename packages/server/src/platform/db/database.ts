import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { repoRoot } from '../config.ts';
import { type ChangeFeed, embeddedFeed, identityChannel, listeningPoolConnections, serverFeed } from './change-feed.ts';

/** The one database type the services see, whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool when on PostgreSQL. */
  pool?: pg.Pool;
  /** PGlite only: the whole database as one file, to start another in-memory PGlite from (the API tests' template). */
  dump?(): Promise<Blob>;
  /**
   * Raw SQL for the platform's own tools (the job queue): with values one parameterised statement, without them any
   * number of statements (the last one's rows).
   */
  execute(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  /**
   * What the database's triggers tell every process about changes to identities (see change-feed.ts); without it
   * (a stand-in database) nothing is cached.
   */
  changes?: ChangeFeed;
  close(): Promise<void>;
}

export const migrationsFolder = join(repoRoot, 'packages/server/drizzle');

/** Opens PostgreSQL at `databaseUrl`, or the embedded PGlite under `dataDir` (`memory://` for tests). */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  pgliteTemplate?: string | undefined;
  /** Connections to PostgreSQL at most (DATABASE_POOL_MAX). */
  databasePoolMax?: number | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const changes = serverFeed(opts.databaseUrl);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.databasePoolMax ?? 10,
      // Named prepared statements (the per-request identity check) reuse one plan instead of re-planning at every
      // bind; planning that query costs several times more than running it. Unnamed statements are unaffected.
      options: '-c plan_cache_mode=force_generic_plan',
      // Each connection hears the identity changes, its own commits' before their reply (change-feed.ts).
      onConnect: listeningPoolConnections(changes),
    });
    // An idle connection closed by the server (a restart, a failover, an administrator's terminate) is dropped by the
    // pool, which opens a new one when next needed; unlistened, that error would crash the whole process.
    pool.on('error', () => undefined);
    // A connection checked out of the pool (a transaction, a session lock) has no such listener of the pool's: a
    // server restarting under load terminates it (57P01) and its unlistened 'error' event would end the process.
    // Each connection gets one for its whole life; the query it was running rejects anyway (a 503), and the pool
    // drops the broken connection when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool) as unknown as Db;
    const execute = (text: string, values?: unknown[]) => pool.query(text, values);
    const close = async () => {
      await changes.close();
      await pool.end();
    };
    return { db, kind: 'postgres', pool, execute, changes, close };
  }
  let where = 'memory://';
  if (!opts.dataDir.startsWith('memory://')) {
    where = join(opts.dataDir, 'pglite');
    mkdirSync(where, { recursive: true });
  }
  // Starting from a dump skips initdb, which is most of PGlite's start-up (seconds per API test file).
  const loadDataDir =
    opts.pgliteTemplate && where === 'memory://' ? new Blob([readFileSync(opts.pgliteTemplate)]) : undefined;
  // int8 comes back as a string, as node-postgres does, so ids look the same whichever database runs.
  const client = new PGlite(where, { parsers: { 20: (value: string) => value }, ...(loadDataDir && { loadDataDir }) });
  await client.waitReady;
  const changes = embeddedFeed();
  await client.listen(identityChannel, (payload) => changes.deliver(payload));
  changes.hear();
  const db = drizzlePglite(client) as unknown as Db;
  // PGlite prepares a statement only when it has parameters; several statements go through `exec`.
  const execute = async (text: string, values?: unknown[]) =>
    values?.length ? client.query<any>(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] });
  const close = async () => {
    await changes.close();
    await client.close();
  };
  return { db, kind: 'pglite', dump: () => client.dumpDataDir('none'), execute, changes, close };
}

/** Applies the committed migrations (see `oneProcessAtATime` for several processes starting together). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}

/**
 * Runs `work` while no other server process on this PostgreSQL database runs its own: processes starting together
 * take turns to migrate and seed instead of racing on the same DDL and the same seed rows. The embedded database
 * has one process only.
 */
export async function oneProcessAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  // The lock belongs to a session, so lock and unlock go through one connection, held while `work` uses the others.
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(727274001)');
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(727274001)');
    }
  } finally {
    client.release();
  }
}
