import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where the API suites run: the embedded database by default, or — when TEST_DATABASE_URL points at a PostgreSQL
 * server — a fresh database created on it for each test file and dropped afterwards.
 */
export const serverUrl = process.env.TEST_DATABASE_URL;
export const databaseKind = serverUrl ? 'postgres' : 'pglite';

export async function freshDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
