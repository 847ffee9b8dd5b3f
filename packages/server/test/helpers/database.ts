import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where the API suites run: the embedded database by default, or — when TEST_DATABASE_URL points at a PostgreSQL
 * server — a database of the file's own on that server, copied from the migrated, seeded template (or created empty
 * when the file wants a first start of its own, demo rows and all), and dropped afterwards.
 */
export const serverUrl = process.env.TEST_DATABASE_URL;
export const databaseKind = serverUrl ? 'postgres' : 'pglite';

async function onServer(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

export async function freshDatabaseUrl(template?: string): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer((c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer((c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}
