import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { prepareDatabase } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';

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

/** The database the demo template of a run is kept in: beside the run's template, dropped with it (template.ts). */
export const demoTemplateName = (template: string) => `${template}_demo`;

let demoTemplate: Promise<string> | undefined;

/**
 * On PostgreSQL: a database that had the first start of every module with demo rows, made once per run by whichever
 * test file asks first (the others, in this worker or another, wait for it on an advisory lock) and copied like the
 * plain template. Loading the demo is many seconds; the files that read it (every module, demo rows on) start from
 * a copy instead. A file with other modules, or one that tests the first start itself, still makes its own.
 */
export function demoTemplateOf(template: string): Promise<string> {
  demoTemplate ??= (async () => {
    const name = demoTemplateName(template);
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      // The lock belongs to this session: taken and released on this connection while the template is made.
      await client.query('select pg_advisory_lock(hashtext($1))', [name]);
      try {
        const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (rows.length === 0) {
          await client.query(`create database ${name}`);
          const url = new URL(serverUrl!);
          url.pathname = `/${name}`;
          const database = await prepareDatabase(
            loadConfig({}, { databaseUrl: url.toString(), demoData: true, logLevel: 'silent' }),
          );
          await database.close();
        }
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    } finally {
      await client.end();
    }
    return name;
  })();
  return demoTemplate;
}
